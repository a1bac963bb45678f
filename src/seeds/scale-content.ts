import type { Prisma } from '../data/generated/prisma/client.ts';
import type { Severity } from '../domain/severity.ts';

/**
 * The benchmark set's synthetic control templates (src/seeds/scale.ts), repeated to any size:
 * the standards the demo declared before it adopted the standards library, kept as they were so
 * the scale seed's figures (docs/performance.md) stay comparable. Not demo content.
 */

export interface ControlSpec {
  name: string;
  category: string;
  severity: Severity;
  /** The first entry is the matched predicate; a second one is required as well. */
  requires: [string, ...string[]];
  expect: Record<string, boolean>;
  autonomy?: 'suggest_only' | 'require_approval' | 'auto_remediate';
  enabled?: boolean;
  parameters?: Prisma.InputJsonObject;
  description: string;
}

export interface StandardSpec {
  slug: string;
  name: string;
  version: number;
  description: string;
  controls: ControlSpec[];
}

export const SCALE_STANDARDS: readonly StandardSpec[] = [
  {
    slug: 'cis-ig1',
    name: 'CIS Controls v8 (IG1)',
    version: 3,
    description:
      'Implementation Group 1 of the CIS Critical Security Controls v8: essential cyber hygiene for small and medium organizations.',
    controls: [
      {
        name: 'Encrypt data on end-user devices',
        category: 'Data Protection',
        severity: 'high',
        requires: ['device.disk.encrypted'],
        expect: { encrypted: true },
        description: 'Every laptop and desktop has full-disk encryption turned on (CIS 3.6).',
      },
      {
        name: 'BitLocker enabled on Windows devices',
        category: 'Data Protection',
        severity: 'high',
        requires: ['device.disk.bitlocker'],
        expect: { enabled: true },
        autonomy: 'require_approval',
        description: 'Windows devices protect their system volume with BitLocker and escrow the recovery key.',
      },
      {
        name: 'Host-based firewall enabled',
        category: 'Secure Configuration',
        severity: 'medium',
        requires: ['device.firewall.enabled'],
        expect: { enabled: true },
        description: 'The operating system firewall is on for every network profile (CIS 4.5).',
      },
      {
        name: 'Automatic screen lock',
        category: 'Secure Configuration',
        severity: 'low',
        requires: ['device.screen_lock.enabled'],
        expect: { enabled: true },
        parameters: { maxIdleMinutes: 15 },
        description: 'Devices lock after a period of inactivity (CIS 4.3).',
      },
      {
        name: 'Supported operating system',
        category: 'Asset Inventory',
        severity: 'medium',
        requires: ['device.os.supported'],
        expect: { supported: true },
        description: 'Every device runs an operating system version that still receives security updates.',
      },
      {
        name: 'Operating system patches current',
        category: 'Vulnerability Management',
        severity: 'high',
        requires: ['device.os.patched'],
        expect: { patched: true },
        parameters: { maxAgeDays: 30 },
        description: 'Security updates are installed within the allowed age (CIS 7.3).',
      },
      {
        name: 'Anti-malware signatures current',
        category: 'Malware Defenses',
        severity: 'high',
        requires: ['endpoint.av.signatures_current'],
        expect: { current: true },
        autonomy: 'auto_remediate',
        parameters: { maxAgeHours: 24 },
        description: 'Anti-malware definitions are updated automatically and are no older than allowed (CIS 10.2).',
      },
      {
        name: 'EDR agent active',
        category: 'Malware Defenses',
        severity: 'high',
        requires: ['endpoint.edr.active'],
        expect: { active: true },
        description: 'An endpoint detection and response agent is installed and reporting on every device (CIS 10.1).',
      },
      {
        name: 'MFA for all users',
        category: 'Access Control',
        severity: 'high',
        requires: ['identity.mfa.enforced'],
        expect: { enforced: true },
        autonomy: 'require_approval',
        description:
          'Multi-factor authentication is required for every user of externally exposed applications (CIS 6.3).',
      },
      {
        name: 'Password policy',
        category: 'Account Management',
        severity: 'medium',
        requires: ['identity.password.policy'],
        expect: { compliant: true },
        parameters: { minLength: 14 },
        description: 'Passwords meet the minimum length and are unique per account (CIS 5.2).',
      },
      {
        name: 'Disable dormant accounts',
        category: 'Account Management',
        severity: 'medium',
        requires: ['identity.inactive_accounts.disabled'],
        expect: { disabled: true },
        parameters: { maxInactiveDays: 45 },
        description: 'Accounts unused for longer than allowed are disabled (CIS 5.3).',
      },
      {
        name: 'Restrict local administrator rights',
        category: 'Access Control',
        severity: 'high',
        requires: ['device.local_admin.restricted'],
        expect: { restricted: true },
        description: 'Day-to-day user accounts are not members of the local administrators group (CIS 5.4).',
      },
      {
        name: 'Automated backups succeed',
        category: 'Data Recovery',
        severity: 'high',
        requires: ['backup.job.succeeded'],
        expect: { succeeded: true },
        parameters: { maxAgeHours: 24 },
        description: 'Every protected system has a successful backup within the allowed age (CIS 11.2).',
      },
      {
        name: 'Isolated backup copy',
        category: 'Data Recovery',
        severity: 'high',
        requires: ['backup.immutable.enabled', 'backup.offsite.copy'],
        expect: { enabled: true },
        parameters: {},
        description: 'Backups are immutable and a copy is kept off site, out of reach of ransomware (CIS 11.4).',
      },
      {
        name: 'Audit logging enabled',
        category: 'Audit Log Management',
        severity: 'medium',
        requires: ['audit.log.enabled'],
        expect: { enabled: true },
        parameters: { retentionDays: 90 },
        description: 'Audit logs are collected and retained for the minimum period (CIS 8.2).',
      },
      {
        name: 'Network devices hardened',
        category: 'Secure Configuration',
        severity: 'medium',
        requires: ['network.device.config_hardened'],
        expect: { hardened: true },
        description:
          'Firewalls and switches run a hardened configuration (CIS 4.2). No catalog connector reports this yet.',
      },
    ],
  },
  {
    slug: 'essential-eight',
    name: 'Essential Eight',
    version: 2,
    description: 'The Australian Cyber Security Centre Essential Eight mitigation strategies, maturity level one.',
    controls: [
      {
        name: 'Application control enforced',
        category: 'Application Control',
        severity: 'high',
        requires: ['app.allowlisting.enforced'],
        expect: { enforced: true },
        description: 'Only approved executables, scripts and installers can run on workstations.',
      },
      {
        name: 'Microsoft Office macros blocked',
        category: 'Configure Macro Settings',
        severity: 'high',
        requires: ['app.office_macros.blocked'],
        expect: { blocked: true },
        autonomy: 'require_approval',
        description: 'Macros from the internet are blocked for users without a demonstrated business need.',
      },
      {
        name: 'Patch operating systems',
        category: 'Patch Operating Systems',
        severity: 'high',
        requires: ['device.os.patched'],
        expect: { patched: true },
        parameters: { maxAgeDays: 14 },
        description: 'Operating system security updates are applied within two weeks of release.',
      },
      {
        name: 'Unsupported operating systems replaced',
        category: 'Patch Operating Systems',
        severity: 'medium',
        requires: ['device.os.supported'],
        expect: { supported: true },
        description: 'Operating systems no longer supported by their vendor are replaced.',
      },
      {
        name: 'Restrict administrative privileges',
        category: 'Restrict Administrative Privileges',
        severity: 'high',
        requires: ['device.local_admin.restricted', 'identity.admin.count_limited'],
        expect: { restricted: true },
        autonomy: 'require_approval',
        parameters: { maxGlobalAdmins: 4 },
        description: 'Privileged access is limited on devices and in the identity provider.',
      },
      {
        name: 'Multi-factor authentication',
        category: 'Multi-factor Authentication',
        severity: 'high',
        requires: ['identity.mfa.enforced'],
        expect: { enforced: true },
        description: 'Users authenticate with multi-factor authentication to online services.',
      },
      {
        name: 'Phishing-resistant MFA for administrators',
        category: 'Multi-factor Authentication',
        severity: 'high',
        requires: ['identity.mfa.enforced'],
        expect: { phishingResistant: true },
        parameters: { scope: 'admins' },
        description: 'Privileged users authenticate with a phishing-resistant factor such as FIDO2.',
      },
      {
        name: 'Daily backups',
        category: 'Regular Backups',
        severity: 'high',
        requires: ['backup.job.succeeded'],
        expect: { succeeded: true },
        parameters: { maxAgeHours: 24 },
        description: 'Important data, software and settings are backed up every day.',
      },
      {
        name: 'Backups immutable',
        category: 'Regular Backups',
        severity: 'high',
        requires: ['backup.immutable.enabled'],
        expect: { enabled: true },
        description: 'Backups cannot be modified or deleted by the accounts that create them.',
      },
      {
        name: 'Backup restore tested',
        category: 'Regular Backups',
        severity: 'medium',
        requires: ['backup.restore.tested'],
        expect: { tested: true },
        enabled: false,
        parameters: { maxAgeDays: 90 },
        description: 'Restoration from backup is tested as part of disaster recovery exercises.',
      },
      {
        name: 'Security tools tamper protected',
        category: 'User Application Hardening',
        severity: 'medium',
        requires: ['endpoint.tamper_protection.enabled'],
        expect: { enabled: true },
        description: 'Users cannot disable or uninstall endpoint security tooling.',
      },
    ],
  },
  {
    slug: 'm365-baseline',
    name: 'Microsoft 365 Baseline',
    version: 1,
    description: 'The MSP baseline for client Microsoft 365 tenants and the devices that use them.',
    controls: [
      {
        name: 'MFA enforced for all users',
        category: 'Identity',
        severity: 'high',
        requires: ['identity.mfa.enforced'],
        expect: { enforced: true },
        description: 'Conditional access requires multi-factor authentication for every user.',
      },
      {
        name: 'Legacy authentication blocked',
        category: 'Identity',
        severity: 'high',
        requires: ['identity.legacy_auth.blocked'],
        expect: { blocked: true },
        description: 'Protocols that cannot do modern authentication (POP, IMAP, SMTP AUTH) are blocked.',
      },
      {
        name: 'Limited global administrators',
        category: 'Identity',
        severity: 'medium',
        requires: ['identity.admin.count_limited'],
        expect: { limited: true },
        parameters: { maxGlobalAdmins: 4 },
        description: 'Between two and the allowed number of accounts hold the Global Administrator role.',
      },
      {
        name: 'Single sign-on enforced',
        category: 'Identity',
        severity: 'low',
        requires: ['identity.sso.enforced'],
        expect: { enforced: true },
        enabled: false,
        description: 'Line-of-business applications sign in through the identity provider.',
      },
      {
        name: 'DMARC policy enforced',
        category: 'Email',
        severity: 'medium',
        requires: ['email.dmarc.policy'],
        expect: { enforced: true },
        parameters: { policy: 'quarantine' },
        description: 'Every sending domain publishes a DMARC policy of at least the required strength.',
      },
      {
        name: 'SPF record valid',
        category: 'Email',
        severity: 'low',
        requires: ['email.spf.valid'],
        expect: { valid: true },
        description: 'Every sending domain publishes a valid SPF record ending in -all or ~all.',
      },
      {
        name: 'External forwarding blocked',
        category: 'Email',
        severity: 'high',
        requires: ['email.external_forwarding.blocked'],
        expect: { blocked: true },
        description: 'Mailbox rules cannot forward mail to external addresses automatically.',
      },
      {
        name: 'Safe Links enabled',
        category: 'Email',
        severity: 'medium',
        requires: ['email.safe_links.enabled'],
        expect: { enabled: true },
        description: 'Links in mail and Office documents are rewritten and checked at click time.',
      },
      {
        name: 'External sharing restricted',
        category: 'Data',
        severity: 'medium',
        requires: ['data.sharing.external_restricted'],
        expect: { restricted: true },
        parameters: { allowGuests: false },
        description: 'SharePoint and OneDrive do not allow anonymous links.',
      },
      {
        name: 'Unified audit log enabled',
        category: 'Audit',
        severity: 'medium',
        requires: ['audit.log.enabled'],
        expect: { enabled: true },
        parameters: { retentionDays: 180 },
        description: 'The unified audit log is on and retained for the required period.',
      },
      {
        name: 'Microsoft 365 data backed up',
        category: 'Backup',
        severity: 'high',
        requires: ['backup.saas.protected'],
        expect: { protected: true },
        description: 'Exchange, SharePoint and OneDrive data is backed up outside Microsoft 365.',
      },
      {
        name: 'Devices enrolled and compliant',
        category: 'Devices',
        severity: 'medium',
        requires: ['device.compliance.policy_assigned'],
        expect: { assigned: true },
        description: 'Every device that signs in is enrolled and has a compliance policy assigned.',
      },
      {
        name: 'BitLocker on supported Windows devices',
        category: 'Devices',
        severity: 'high',
        requires: ['device.disk.bitlocker', 'device.os.supported'],
        expect: { enabled: true },
        description: 'Windows devices run a supported release and protect their system volume with BitLocker.',
      },
    ],
  },
];
