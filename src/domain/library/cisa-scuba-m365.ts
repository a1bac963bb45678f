import type { LibraryControl, LibraryFramework } from '../library.ts';

/**
 * CISA's Secure Cloud Business Applications (SCuBA) Secure Configuration Baselines for Microsoft
 * 365, release v1.8.0 of ScubaGear: the policies a connector of the catalog can judge. Policy
 * identifiers, statements and rationales are CISA's (a work of the U.S. Government, not subject
 * to copyright in the United States, 17 U.S.C. 105; marked TLP:CLEAR); the remediation steps
 * summarise each policy's "Instructions" section. Each control links to its policy's instructions.
 */

const BASELINES = 'https://github.com/cisagov/ScubaGear/blob/v1.8.0/PowerShell/ScubaGear/baselines';

type Product = 'aad' | 'exo' | 'sharepoint' | 'defender';
const CATEGORY: Record<Product, string> = {
  aad: 'Microsoft Entra ID',
  exo: 'Exchange Online',
  sharepoint: 'SharePoint Online',
  defender: 'Microsoft Defender',
};

interface Policy {
  id: string;
  statement: string;
  rationale: string;
  /** SHALL is high, SHOULD is medium. */
  shall: boolean;
  requires: [string, ...string[]];
  expect: Record<string, boolean>;
  summary: string;
  steps: string[];
}

function policies(product: Product, list: Policy[]): LibraryControl[] {
  return list.map((p) => policy(product, p));
}

function policy(product: Product, p: Policy): LibraryControl {
  const anchor = `${p.id.toLowerCase().replace(/\./g, '')}-instructions`;
  return {
    identifier: p.id,
    name: p.statement,
    description: `${p.statement} ${p.rationale} (CISA SCuBA ${CATEGORY[product]} baseline, ${p.shall ? 'SHALL' : 'SHOULD'}.)`,
    category: CATEGORY[product],
    severity: p.shall ? 'high' : 'medium',
    requires: p.requires,
    expect: p.expect,
    remediation: { summary: p.summary, steps: p.steps, url: `${BASELINES}/${product}.md#${anchor}` },
  };
}

const CA_ALL_USERS =
  'Users > Include > All users; Target resources > Include > All resources (exclude only your emergency access accounts).';

const ENTRA_ID = policies('aad', [
  {
    id: 'MS.AAD.1.1v1',
    statement: 'Legacy authentication SHALL be blocked.',
    rationale:
      'The security risk of allowing legacy authentication protocols is they do not support MFA. Blocking legacy protocols reduces the impact of user credential theft.',
    shall: true,
    requires: ['identity.legacy_auth.blocked'],
    expect: { blocked: true },
    summary: 'Block legacy authentication for all users with a Conditional Access policy.',
    steps: [
      'Find the applications that still use legacy authentication (sign-in logs, client app filter) before blocking it.',
      `In the Microsoft Entra admin center create a Conditional Access policy: ${CA_ALL_USERS}`,
      'Conditions > Client apps > Configure: Yes; select only Exchange ActiveSync clients and Other clients.',
      'Access controls > Grant > Block access; enable the policy.',
    ],
  },
  {
    id: 'MS.AAD.2.1v1',
    statement: 'Users detected as high risk SHALL be blocked.',
    rationale: 'Blocking high-risk users may prevent compromised accounts from accessing the tenant.',
    shall: true,
    requires: ['identity.risky_users.blocked'],
    expect: { blocked: true },
    summary: 'Block users that Microsoft Entra ID Protection rates high risk (Entra ID P2).',
    steps: [
      `Create a Conditional Access policy: ${CA_ALL_USERS}`,
      'Conditions > User risk > High.',
      'Access controls > Grant > Block access; enable the policy.',
    ],
  },
  {
    id: 'MS.AAD.2.3v1',
    statement: 'Sign-ins detected as high risk SHALL be blocked.',
    rationale: 'This prevents compromised accounts from accessing the tenant.',
    shall: true,
    requires: ['identity.risky_signins.blocked'],
    expect: { blocked: true },
    summary: 'Block sign-ins that Microsoft Entra ID Protection rates high risk (Entra ID P2).',
    steps: [
      `Create a Conditional Access policy: ${CA_ALL_USERS}`,
      'Conditions > Sign-in risk > High.',
      'Access controls > Grant > Block access; enable the policy.',
    ],
  },
  {
    id: 'MS.AAD.3.1v1',
    statement: 'Phishing-resistant MFA SHALL be enforced for all users.',
    rationale:
      'Weaker forms of MFA do not protect against sophisticated phishing attacks. By enforcing methods resistant to phishing, those risks are minimized.',
    shall: true,
    requires: ['identity.mfa.phishing_resistant'],
    expect: { enforced: true },
    summary:
      'Require the Phishing-resistant MFA authentication strength (certificate-based authentication, FIDO2 security keys, Windows Hello for Business, device-bound passkeys) for every user.',
    steps: [
      'Register a phishing-resistant method for every user before enforcing it.',
      `Create a Conditional Access policy: ${CA_ALL_USERS}`,
      'Access controls > Grant > Require authentication strength > Phishing-resistant MFA; enable the policy.',
    ],
  },
  {
    id: 'MS.AAD.3.2v1',
    statement:
      'If phishing-resistant MFA has not been enforced, an alternative MFA method SHALL be enforced for all users.',
    rationale:
      'This is a stopgap security policy to help protect the tenant if phishing-resistant MFA has not been enforced. This policy requires MFA enforcement, thus reducing single-form authentication risk.',
    shall: true,
    requires: ['identity.mfa.enforced'],
    expect: { enforced: true },
    summary: 'Require multifactor authentication for every user with a Conditional Access policy.',
    steps: [
      `Create a Conditional Access policy: ${CA_ALL_USERS}`,
      'Access controls > Grant > Grant access > Require multifactor authentication; enable the policy.',
      'Check that no user is excluded from it other than the emergency access accounts.',
    ],
  },
  {
    id: 'MS.AAD.3.4v1',
    statement: 'The Authentication Methods Manage Migration feature SHALL be set to Migration Complete.',
    rationale:
      'The MFA and Self-Service Password Reset (SSPR) authentication methods are both managed from a central admin page, thereby reducing administrative complexity and potential security misconfigurations.',
    shall: true,
    requires: ['identity.auth_methods.migrated'],
    expect: { migrated: true },
    summary: 'Finish the migration of the legacy MFA and SSPR settings to the Authentication methods policy.',
    steps: [
      'Move the legacy MFA and SSPR method settings into the Authentication methods policy.',
      'Protection > Authentication methods > Policies > Manage migration: Migration Complete.',
    ],
  },
  {
    id: 'MS.AAD.3.5v1',
    statement: 'The authentication methods SMS, Voice Call, and Email One-Time Passcode (OTP) SHALL be disabled.',
    rationale:
      'SMS, voice call, and email OTP are the weakest authenticators. This policy forces users to use stronger MFA methods.',
    shall: true,
    requires: ['identity.auth_methods.weak_disabled'],
    expect: { disabled: true },
    summary: 'Turn off SMS, Voice call and Email OTP in the Authentication methods policy.',
    steps: [
      'In the Microsoft Entra admin center open Protection > Authentication methods.',
      'Open SMS, Voice call and Email OTP in turn and set Enable to No.',
    ],
  },
  {
    id: 'MS.AAD.3.6v1',
    statement: 'Phishing-resistant MFA SHALL be required for highly privileged roles.',
    rationale:
      'This is a backup security policy to help protect privileged access to the tenant if the conditional access policy, which requires MFA for all users, is disabled or misconfigured.',
    shall: true,
    requires: ['identity.admin.phishing_resistant'],
    expect: { enforced: true },
    summary: 'Require phishing-resistant MFA for the highly privileged directory roles.',
    steps: [
      'Create a Conditional Access policy: Users > Include > Directory roles > the highly privileged roles (Global Administrator, Privileged Role Administrator, User Administrator, SharePoint Administrator, Exchange Administrator, Hybrid Identity Administrator, Application Administrator, Cloud Application Administrator).',
      'Target resources > Include > All resources.',
      'Access controls > Grant > Require authentication strength > Phishing-resistant MFA; enable the policy.',
    ],
  },
  {
    id: 'MS.AAD.3.7v1',
    statement: 'Managed devices SHOULD be required for authentication.',
    rationale:
      'The security risk of an adversary authenticating to the tenant from their own device is reduced by requiring a managed device to authenticate.',
    shall: false,
    requires: ['identity.managed_device.required'],
    expect: { required: true },
    summary: 'Require a compliant or Microsoft Entra hybrid joined device to sign in.',
    steps: [
      `Create a Conditional Access policy: ${CA_ALL_USERS}`,
      'Access controls > Grant > Require device to be marked as compliant and Require Microsoft Entra hybrid joined device, with Require one of the selected controls; enable the policy.',
    ],
  },
  {
    id: 'MS.AAD.4.1v1',
    statement: "Security logs SHALL be sent to the agency's security operations center for monitoring.",
    rationale:
      'The security risk of not having visibility into cyber attacks is reduced by collecting logs in the centralized security detection infrastructure. This makes security events available for auditing, query, and incident response.',
    shall: true,
    requires: ['logging.central.forwarded'],
    expect: { forwarded: true },
    summary:
      'Stream the Microsoft Entra audit, sign-in and risk logs to the SIEM or security operations center that monitors the tenant, then attest it.',
    steps: [
      'Microsoft Entra admin center > Monitoring & health > Diagnostic settings: add a setting that sends AuditLogs, SignInLogs, RiskyUsers, UserRiskEvents and the other security categories to your SIEM (Event Hub, Log Analytics or storage).',
      'Confirm events arrive and are watched, then record an attestation of logging.central.forwarded for the tenant.',
    ],
  },
  {
    id: 'MS.AAD.5.1v1',
    statement: 'Only administrators SHALL be allowed to register applications.',
    rationale:
      'Application access for the tenant presents a heightened security risk compared to interactive user access because applications are typically not subject to critical security protections, such as MFA policies.',
    shall: true,
    requires: ['identity.app_registration.restricted'],
    expect: { restricted: true },
    summary: 'Stop non-administrators from registering applications.',
    steps: ['Microsoft Entra admin center > Users > User settings.', 'Users can register applications: No; Save.'],
  },
  {
    id: 'MS.AAD.5.2v1',
    statement: 'Only administrators SHALL be allowed to consent to applications.',
    rationale:
      'Limiting applications consent to only specific privileged users reduces risk of users giving insecure applications access to their data via consent grant attacks.',
    shall: true,
    requires: ['identity.user_consent.restricted'],
    expect: { restricted: true },
    summary: 'Do not allow users to consent to applications.',
    steps: [
      'Microsoft Entra admin center > Enterprise applications > Security > Consent and permissions > User consent settings.',
      'User consent for applications: Do not allow user consent; Save.',
    ],
  },
  {
    id: 'MS.AAD.5.3v1',
    statement: 'An admin consent workflow SHALL be configured for applications.',
    rationale:
      'Configuring an admin consent workflow sets up a process for users to securely request access to applications necessary for business purposes. Administrators review the permissions requested and approve or deny them.',
    shall: true,
    requires: ['identity.admin_consent.workflow'],
    expect: { enabled: true },
    summary: 'Turn on admin consent requests with a group of reviewers.',
    steps: [
      'Create a group of the administrators who review application consent requests.',
      'Enterprise applications > Security > Consent and permissions > Admin consent settings: Users can request admin consent to apps they are unable to consent to: Yes; select the reviewer group; Save.',
    ],
  },
  {
    id: 'MS.AAD.6.1v1',
    statement: 'User passwords SHALL NOT expire.',
    rationale:
      'NIST, OMB, and Microsoft have published guidance indicating mandated periodic password changes make user accounts less secure.',
    shall: true,
    requires: ['identity.password.no_expiry'],
    expect: { neverExpires: true },
    summary: 'Set the password expiration policy of every verified domain to never expire.',
    steps: [
      'Microsoft 365 admin center > Settings > Org settings > Security & privacy > Password expiration policy.',
      'Set passwords to never expire (recommended); Save. Repeat for any domain with its own validity period.',
    ],
  },
  {
    id: 'MS.AAD.7.1v1',
    statement:
      'A minimum of two users and a maximum of eight users SHALL be provisioned with the Global Administrator role.',
    rationale:
      'The Global Administrator role provides unfettered access to the tenant. Limiting the number of users with this level of access makes tenant compromise more challenging.',
    shall: true,
    requires: ['identity.admin.count_limited'],
    expect: { limited: true },
    summary: 'Keep between two and eight Global Administrators, counting eligible and group assignments.',
    steps: [
      'Microsoft Entra admin center > Roles & admins > Global Administrator: count each user once, direct, group and eligible (PIM) assignments alike.',
      'Move users who do not need unrestricted access to finer-grained roles; keep at least two (emergency access included).',
    ],
  },
  {
    id: 'MS.AAD.7.3v1',
    statement:
      'Privileged users SHALL be provisioned cloud-only accounts separate from an on-premises directory or other federated identity providers.',
    rationale:
      'By provisioning cloud-only accounts to privileged users, the risks associated with a compromise of on-premises federation infrastructure are reduced.',
    shall: true,
    requires: ['identity.admin.cloud_only'],
    expect: { cloudOnly: true },
    summary:
      'Give each holder of a highly privileged role a cloud-only account that is not synchronised from on premises.',
    steps: [
      'List the members of each highly privileged role, direct, group and eligible assignments alike.',
      'For every member whose account is synchronised (onPremisesSyncEnabled), create a cloud-only admin account, assign the role to it and remove the role from the synchronised account.',
    ],
  },
  {
    id: 'MS.AAD.8.1v1',
    statement: 'Guest users SHOULD have limited or restricted access to Microsoft Entra ID directory objects.',
    rationale:
      'Limiting the amount of object information available to guest users reduces malicious reconnaissance exposure if a guest account is compromised or created by an adversary.',
    shall: false,
    requires: ['identity.guest_access.restricted'],
    expect: { restricted: true },
    summary: 'Restrict what guest users can read in the directory.',
    steps: [
      'Microsoft Entra admin center > External Identities > External collaboration settings.',
      'Guest user access: Guest users have limited access to properties and memberships of directory objects, or the most restrictive option; Save.',
    ],
  },
  {
    id: 'MS.AAD.8.2v1',
    statement: 'Only users with the Guest Inviter role SHOULD be able to invite guest users.',
    rationale:
      'By only allowing an authorized group of individuals to invite external users to create accounts in the tenant, an approval process for guest accounts can be enforced.',
    shall: false,
    requires: ['identity.guest_invites.restricted'],
    expect: { restricted: true },
    summary: 'Allow only users in admin roles (such as Guest Inviter) to invite guests.',
    steps: [
      'Microsoft Entra admin center > External Identities > External collaboration settings.',
      'Guest invite settings: Only users assigned to specific admin roles can invite guest users; Save.',
    ],
  },
]);

const EXCHANGE = policies('exo', [
  {
    id: 'MS.EXO.1.1v2',
    statement: 'Automatic forwarding to external domains SHALL be disabled.',
    rationale:
      "Adversaries can use automatic forwarding to gain persistent access to a victim's email. Disabling forwarding to external domains prevents this technique when the adversary is external to the organization.",
    shall: true,
    requires: ['email.external_forwarding.blocked'],
    expect: { blocked: true },
    summary: 'Turn off automatic forwarding to remote domains.',
    steps: [
      'Exchange admin center > Mail flow > Remote domains > Default > Edit reply types: clear Allow automatic forwarding; Save.',
      'Review every other remote domain: forwarding stays allowed only for approved domains.',
    ],
  },
  {
    id: 'MS.EXO.2.2v2',
    statement: 'An SPF policy SHALL be published for each domain that fails all non-approved senders.',
    rationale:
      'An adversary may modify the FROM field of an email such that it appears to be a legitimate email. Publishing an SPF policy for each domain provides a means for recipients to detect emails spoofed in this way.',
    shall: true,
    requires: ['email.spf.valid'],
    expect: { valid: true },
    summary: 'Publish one SPF TXT record per domain listing only the approved senders and ending in -all or ~all.',
    steps: [
      'List the approved senders of each domain (Microsoft 365 through include:spf.protection.outlook.com, on-premises relays, mail services).',
      'Publish exactly one v=spf1 TXT record at the domain with those senders, at most 10 DNS-querying terms, ending in -all or ~all (never +all).',
      'Domains that send no mail publish v=spf1 -all.',
    ],
  },
  {
    id: 'MS.EXO.3.1v1',
    statement: 'DKIM SHOULD be enabled for all domains.',
    rationale:
      'Enabling DKIM is another means for recipients to detect spoofed emails and verify the integrity of email content.',
    shall: false,
    requires: ['email.dkim.configured'],
    expect: { configured: true },
    summary: 'Sign outgoing mail with DKIM for every domain and publish the selector records.',
    steps: [
      'Microsoft Defender portal > Email & collaboration > Policies & rules > Threat policies > Email authentication settings > DKIM.',
      'For each domain publish the two selector CNAME records shown, then enable Sign messages for this domain with DKIM signatures.',
    ],
  },
  {
    id: 'MS.EXO.4.1v1',
    statement: 'A DMARC policy SHALL be published for every second-level domain.',
    rationale:
      'Without a DMARC policy available for each domain, recipients may improperly handle SPF and DKIM failures, possibly enabling spoofed emails to reach end users mailboxes.',
    shall: true,
    requires: ['email.dmarc.policy'],
    expect: { present: true },
    summary: 'Publish a v=DMARC1 TXT record at _dmarc.<domain> for every second-level domain.',
    steps: [
      'DMARC is a DNS record, not an Exchange setting: add a TXT record named _dmarc at each second-level domain.',
      'Start with v=DMARC1; p=none; rua=mailto:<your reporting address> and move to p=reject (MS.EXO.4.2v1) once the reports show only legitimate senders.',
    ],
  },
  {
    id: 'MS.EXO.4.2v1',
    statement: 'The DMARC message rejection option SHALL be p=reject.',
    rationale: 'Of the three policy options (none, quarantine and reject), reject provides the strongest protection.',
    shall: true,
    requires: ['email.dmarc.policy'],
    expect: { reject: true },
    summary: 'Set the DMARC policy of every domain to p=reject.',
    steps: [
      'Read the aggregate reports until every legitimate sender passes SPF or DKIM alignment.',
      'Change the _dmarc TXT record of each domain to p=reject.',
    ],
  },
  {
    id: 'MS.EXO.4.4v1',
    statement: 'An agency point of contact SHOULD be included for aggregate and failure reports.',
    rationale:
      'Email spoofing attempts are not inherently visible to domain owners. DMARC provides a mechanism to receive reports of spoofing attempts.',
    shall: false,
    requires: ['email.dmarc.policy'],
    expect: { reporting: true },
    summary: 'Name a reporting address of your own in the rua (and ruf) tags of every DMARC record.',
    steps: [
      'Add rua=mailto:<an address you read> (and ruf= for failure reports) to the _dmarc TXT record of each domain.',
    ],
  },
  {
    id: 'MS.EXO.5.1v1',
    statement: 'SMTP AUTH SHALL be disabled.',
    rationale:
      'SMTP AUTH is not used or needed by modern email clients. Therefore, disabling it as the global default conforms to the principle of least functionality.',
    shall: true,
    requires: ['email.smtp_auth.disabled'],
    expect: { disabled: true },
    summary: 'Turn off SMTP AUTH for the organization.',
    steps: [
      'Exchange admin center > Settings > Mail flow: check Turn off SMTP AUTH protocol for your organization; Save.',
      'Re-enable it per mailbox only for devices that cannot send otherwise.',
    ],
  },
  {
    id: 'MS.EXO.7.1v1',
    statement: 'External sender warnings SHALL be implemented.',
    rationale:
      'Alerting users when email originates from outside their organization can encourage them to exercise increased caution.',
    shall: true,
    requires: ['email.external_sender.tagged'],
    expect: { tagged: true },
    summary: 'Mark mail from outside the organization with a warning.',
    steps: [
      'Exchange admin center > Mail flow > Rules: add a rule applying if The sender is located Outside the organization that prepends a disclaimer warning of an external sender; or',
      'Exchange Online PowerShell: Set-ExternalInOutlook -Enabled $true.',
    ],
  },
  {
    id: 'MS.EXO.13.1v1',
    statement: 'Mailbox auditing SHALL be enabled.',
    rationale:
      'Exchange Online user accounts can be compromised or misused. Enabling mailbox auditing provides a valuable source of information to detect and respond to mailbox misuse.',
    shall: true,
    requires: ['audit.mailbox.enabled'],
    expect: { enabled: true },
    summary: 'Keep mailbox auditing on by default for the organization.',
    steps: [
      'Exchange Online PowerShell: Get-OrganizationConfig | Format-List AuditDisabled (False means enabled).',
      'If it reads True: Set-OrganizationConfig -AuditDisabled $false.',
    ],
  },
  {
    id: 'MS.EXO.15.1v1',
    statement: 'URL comparison with a block-list SHOULD be enabled.',
    rationale:
      'Users may be directed to malicious websites via links in email. Blocking access to known, malicious URLs can prevent users from accessing known malicious websites.',
    shall: false,
    requires: ['email.safe_links.enabled'],
    expect: { enabled: true },
    summary: 'Check links in mail against known malicious URLs at click time (Defender for Office 365 Safe Links).',
    steps: [
      'Microsoft Defender portal > Email & collaboration > Policies & rules > Threat policies > Preset security policies.',
      'Turn on the Standard and Strict presets for all recipients: they include Safe Links for email.',
    ],
  },
  {
    id: 'MS.EXO.17.1v1',
    statement: 'Unified Audit logging SHALL be enabled.',
    rationale:
      'Responding to incidents without detailed information about activities that took place slows response actions. Enabling Unified Audit logging helps ensure visibility into user actions.',
    shall: true,
    requires: ['audit.log.enabled'],
    expect: { enabled: true },
    summary: 'Turn on recording of user and admin activity in Microsoft Purview Audit.',
    steps: [
      'Microsoft Purview portal > Solutions > Audit.',
      'If a banner offers it, select Start recording user and admin activity.',
    ],
  },
]);

const SHAREPOINT = policies('sharepoint', [
  {
    id: 'MS.SHAREPOINT.1.1v1',
    statement:
      'External sharing for SharePoint SHALL be limited to "Existing guests" or "Only people in your organization".',
    rationale:
      'Sharing information outside the organization via SharePoint increases the risk of unauthorized access. By limiting external sharing, administrators decrease the risk of access to information.',
    shall: true,
    requires: ['data.sharing.external_restricted'],
    expect: { restricted: true },
    summary: 'Limit SharePoint external sharing to existing guests or to people in the organization.',
    steps: [
      'SharePoint admin center > Policies > Sharing.',
      'Move the SharePoint external sharing slider to Existing guests or Only people in your organization; Save.',
    ],
  },
]);

const DEFENDER = policies('defender', [
  {
    id: 'MS.DEFENDER.6.1v1',
    statement: 'Unified Audit logging SHALL be enabled.',
    rationale:
      'Responding to incidents without detailed information about activities that took place slows response actions. Enabling Unified Audit logging helps ensure visibility into user actions.',
    shall: true,
    requires: ['audit.log.enabled'],
    expect: { enabled: true },
    summary: 'Turn on recording of user and admin activity in Microsoft Purview Audit.',
    steps: [
      'Microsoft Purview portal > Solutions > Audit.',
      'If auditing is not enabled a banner says so: select Start recording user and admin activity.',
    ],
  },
]);

export const CISA_SCUBA_M365: LibraryFramework = {
  key: 'cisa-scuba-m365',
  name: 'CISA SCuBA Microsoft 365 Secure Configuration Baselines',
  publisher: 'Cybersecurity and Infrastructure Security Agency (CISA)',
  version: '1.8.0-1',
  licence: 'Public domain (U.S. Government work, 17 U.S.C. 105); TLP:CLEAR',
  sourceUrl: BASELINES.replace('/blob/', '/tree/'),
  description:
    'The policies of the CISA Secure Cloud Business Applications (SCuBA) baselines for Microsoft Entra ID, Exchange Online, SharePoint Online and Microsoft Defender that the catalog can judge: identity protection, authentication methods, application consent, privileged roles, guest access, mail authentication (SPF, DKIM, DMARC), mail flow and audit logging.',
  attribution:
    'Policy identifiers, statements and rationales from the CISA M365 Secure Configuration Baselines (ScubaGear v1.8.0), a U.S. Government work; remediation summarised from their instructions.',
  controls: [...ENTRA_ID, ...EXCHANGE, ...SHAREPOINT, ...DEFENDER],
};
