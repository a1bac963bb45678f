import { ATTESTABLE_PREDICATES, ATTESTATION_TYPE_CODE } from './attestation.ts';

/**
 * The built-in connector catalog: reference data, not demo data. Every start installs it right
 * after the migrations, whatever SEED says, so a production deployment can set up integrations
 * from its first start; a definition changed here is updated in place at the next start.
 */
export interface ConnectorSpec {
  typeCode: string;
  name: string;
  /** The predicates this connector supplies facts for. */
  predicates: string[];
  /** predicate -> the connector's own reason for declining it. */
  refusals: Record<string, string>;
}

export const CONNECTOR_CATALOG: readonly ConnectorSpec[] = [
  {
    typeCode: 'microsoft365',
    name: 'Microsoft 365',
    // What the shipped Microsoft Graph v1.0 collector reads (packages/connector, docs/connectors.md);
    // what Graph v1.0 does not hold is refused with the connector type that reads it.
    predicates: [
      'identity.mfa.enforced',
      'identity.mfa.phishing_resistant',
      'identity.mfa.registered',
      'identity.legacy_auth.blocked',
      'identity.risky_users.blocked',
      'identity.risky_signins.blocked',
      'identity.security_defaults.enabled',
      'identity.admin.count_limited',
      'identity.admin.cloud_only',
      'identity.admin.phishing_resistant',
      'identity.auth_methods.weak_disabled',
      'identity.auth_methods.migrated',
      'identity.app_registration.restricted',
      'identity.user_consent.restricted',
      'identity.admin_consent.workflow',
      'identity.password.no_expiry',
      'identity.guest_access.restricted',
      'identity.guest_invites.restricted',
      'identity.managed_device.required',
      'data.sharing.external_restricted',
    ],
    refusals: {
      'email.dmarc.policy': 'DNS records are read by the dns connector',
      'email.spf.valid': 'DNS records are read by the dns connector',
      'email.external_forwarding.blocked': 'Exchange Online settings are read by the exchange_online connector',
      'email.safe_links.enabled': 'Defender for Office 365 settings are read by the exchange_online connector',
      'audit.log.enabled': 'The unified audit log setting is read by the exchange_online connector',
      'backup.saas.protected': 'Microsoft 365 retention policies are not backups; backup state is not reported',
    },
  },
  {
    typeCode: 'google_workspace',
    name: 'Google Workspace',
    predicates: [
      'identity.mfa.enforced',
      'identity.admin.count_limited',
      'email.dmarc.policy',
      'email.spf.valid',
      'email.external_forwarding.blocked',
      'data.sharing.external_restricted',
      'audit.log.enabled',
    ],
    refusals: {
      'identity.legacy_auth.blocked':
        'Google Workspace reports less secure app access as one domain setting, not per-protocol legacy authentication',
      'email.safe_links.enabled': 'Google Workspace has no Safe Links equivalent; link rewriting is not reported',
    },
  },
  {
    typeCode: 'crowdstrike',
    name: 'CrowdStrike Falcon',
    predicates: [
      'endpoint.edr.active',
      'endpoint.av.signatures_current',
      'endpoint.tamper_protection.enabled',
      'device.firewall.enabled',
      'device.os.supported',
    ],
    refusals: {
      'device.disk.encrypted': 'Falcon sensors do not collect disk encryption state',
      'device.disk.bitlocker': 'Falcon sensors do not collect BitLocker protection status',
    },
  },
  {
    typeCode: 'sentinelone',
    name: 'SentinelOne Singularity',
    predicates: [
      'endpoint.edr.active',
      'endpoint.av.signatures_current',
      'endpoint.tamper_protection.enabled',
      'device.os.supported',
    ],
    refusals: {
      'device.firewall.enabled':
        'SentinelOne Firewall Control is licensed separately; host firewall state is not reported',
    },
  },
  {
    typeCode: 'intune',
    name: 'Microsoft Intune',
    // What the shipped collector reads of Graph v1.0 /deviceManagement/managedDevices; the two app
    // settings are attestable as well (test/domain/catalog-truth.test.ts).
    predicates: [
      'device.disk.encrypted',
      'device.os.supported',
      'device.compliance.compliant',
      'app.office_macros.blocked',
      'app.allowlisting.enforced',
    ],
    refusals: {
      'device.disk.bitlocker':
        'managedDevices reports whether a disk is encrypted (device.disk.encrypted), not its BitLocker protectors',
      'device.os.patched':
        'managedDevices reports the OS version (judged as device.os.supported), not which updates are installed',
      'device.firewall.enabled': 'Host firewall state is not a managedDevices property; an EDR sensor reports it',
      'device.screen_lock.enabled': 'Screen lock is a configuration profile setting, not a managedDevices property',
      'device.compliance.policy_assigned':
        'Compliance policy assignments are not read; device.compliance.compliant reports the compliance state',
      'device.local_admin.restricted': 'Local group membership is not a managedDevices property',
    },
  },
  {
    typeCode: 'jamf',
    name: 'Jamf Pro',
    predicates: [
      'device.disk.encrypted',
      'device.os.patched',
      'device.os.supported',
      'device.firewall.enabled',
      'device.screen_lock.enabled',
      'device.local_admin.restricted',
    ],
    refusals: {
      'device.disk.bitlocker': 'Jamf manages Apple devices only; BitLocker state is not reported',
      'app.office_macros.blocked': 'Jamf does not evaluate Microsoft Office macro settings',
    },
  },
  {
    typeCode: 'okta',
    name: 'Okta Workforce Identity',
    predicates: [
      'identity.mfa.enforced',
      'identity.password.policy',
      'identity.sso.enforced',
      'identity.inactive_accounts.disabled',
      'identity.admin.count_limited',
    ],
    refusals: {
      'email.dmarc.policy': 'Okta is an identity provider and does not read mail DNS records',
    },
  },
  {
    typeCode: 'veeam',
    name: 'Veeam Backup & Replication',
    predicates: ['backup.job.succeeded', 'backup.immutable.enabled', 'backup.offsite.copy', 'backup.restore.tested'],
    refusals: {
      'backup.saas.protected':
        'Veeam Backup & Replication does not protect SaaS data; Veeam Backup for Microsoft 365 is a separate product',
    },
  },
  {
    typeCode: 'dns',
    name: 'Email and domain DNS',
    predicates: ['email.spf.valid', 'email.dmarc.policy', 'email.dkim.configured', 'email.mta_sts.enforced'],
    refusals: {
      'email.external_forwarding.blocked': 'Mail forwarding is a mailbox setting; DNS records do not show it',
    },
  },
  {
    typeCode: 'exchange_online',
    name: 'Exchange Online and Defender for Office 365',
    predicates: [
      'email.external_forwarding.blocked',
      'email.safe_links.enabled',
      'email.safe_attachments.enabled',
      'email.smtp_auth.disabled',
      'email.external_sender.tagged',
      'audit.log.enabled',
      'audit.mailbox.enabled',
    ],
    refusals: {
      'email.dmarc.policy': 'DMARC is a DNS record of the domain; the dns connector reads it',
    },
  },
  {
    // Evidence a person gives (src/domain/attestation.ts): facts come from the organization's
    // attestations in force, never from a push.
    typeCode: ATTESTATION_TYPE_CODE,
    name: 'Attestations',
    predicates: ATTESTABLE_PREDICATES.map((entry) => entry.predicate),
    refusals: {},
  },
];
