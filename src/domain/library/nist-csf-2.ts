import type { LibraryControl, LibraryFramework } from '../library.ts';

/**
 * NIST Cybersecurity Framework (CSF) 2.0 (NIST CSWP 29, February 2024): the subcategories that map
 * to something a connector measures or a person attests. Subcategory identifiers and outcome
 * statements are NIST's (a work of the U.S. Government, not subject to copyright in the United
 * States); which predicate evidences an outcome, and the remediation, are this project's reading.
 * An outcome is broader than any one predicate: a pass here is evidence for the subcategory, not
 * the whole of it.
 */

const CSF = 'https://doi.org/10.6028/NIST.CSWP.29';

const FUNCTION: Record<string, string> = {
  ID: 'Identify',
  PR: 'Protect',
  DE: 'Detect',
  RC: 'Recover',
};

interface Outcome {
  id: string;
  /** NIST's outcome statement, verbatim. */
  outcome: string;
  name: string;
  /** What the predicate shows of the outcome, in this project's words. */
  evidence: string;
  severity: 'high' | 'medium' | 'low';
  requires: [string, ...string[]];
  expect: Record<string, boolean>;
  summary: string;
  steps: string[];
}

function outcome(o: Outcome): LibraryControl {
  const category = o.id.split('-')[0]!;
  return {
    identifier: o.id,
    name: o.name,
    description: `${o.id}: ${o.outcome}. Evidence judged here: ${o.evidence}`,
    category: `${FUNCTION[category.split('.')[0]!]} (${category})`,
    severity: o.severity,
    requires: o.requires,
    expect: o.expect,
    remediation: { summary: o.summary, steps: o.steps, url: CSF },
  };
}

const OUTCOMES: Outcome[] = [
  {
    id: 'ID.AM-01',
    outcome: 'Inventories of hardware managed by the organization are maintained',
    name: 'Hardware inventory maintained',
    evidence: 'a person attests that the hardware inventory is kept current.',
    severity: 'medium',
    requires: ['asset.inventory.maintained'],
    expect: { maintained: true },
    summary:
      'Keep an inventory of every device the organization manages, refreshed from discovery and management tools.',
    steps: [
      'Reconcile RMM, Intune or Jamf device lists with purchase records.',
      'Attest asset.inventory.maintained with maintained: true and renew it at each review.',
    ],
  },
  {
    id: 'ID.AM-02',
    outcome: 'Inventories of software, services, and systems managed by the organization are maintained',
    name: 'Software and services inventory maintained',
    evidence: 'a person attests that the software and services inventory is kept current.',
    severity: 'low',
    requires: ['asset.inventory.maintained'],
    expect: { maintained: true },
    summary: 'Keep an inventory of installed software and the online services in use.',
    steps: [
      'Export installed software from the management tools; list SaaS subscriptions.',
      'Attest asset.inventory.maintained.',
    ],
  },
  {
    id: 'ID.RA-01',
    outcome: 'Vulnerabilities in assets are identified, validated, and recorded',
    name: 'Vulnerabilities identified and recorded',
    evidence: 'a person attests that vulnerability scans run on schedule and their findings are recorded.',
    severity: 'medium',
    requires: ['vulnerability.scanning.performed'],
    expect: { performed: true },
    summary: 'Scan assets for vulnerabilities on a schedule and track the findings to closure.',
    steps: [
      'Schedule authenticated vulnerability scans.',
      'Attest vulnerability.scanning.performed with performed: true.',
    ],
  },
  {
    id: 'ID.IM-02',
    outcome:
      'Improvements are identified from security tests and exercises, including those done in coordination with suppliers and relevant third parties',
    name: 'Incident response exercised',
    evidence: 'a person attests that the incident response plan was exercised and its lessons recorded.',
    severity: 'medium',
    requires: ['governance.incident_response.tested'],
    expect: { tested: true },
    summary:
      'Run a tabletop or live exercise of the incident response plan at least yearly and record the improvements.',
    steps: [
      'Hold the exercise with the client and any third parties involved.',
      'Attest governance.incident_response.tested.',
    ],
  },
  {
    id: 'PR.AA-01',
    outcome: 'Identities and credentials for authorized users, services, and hardware are managed by the organization',
    name: 'Dormant accounts disabled',
    evidence: 'the identity provider reports that accounts unused past the allowed period are disabled.',
    severity: 'medium',
    requires: ['identity.inactive_accounts.disabled'],
    expect: { disabled: true },
    summary: 'Disable accounts that have not signed in within the allowed period and remove leavers promptly.',
    steps: [
      'Review last sign-in dates in the identity provider.',
      'Disable or delete dormant accounts; automate it with lifecycle rules.',
    ],
  },
  {
    id: 'PR.AA-03',
    outcome: 'Users, services, and hardware are authenticated',
    name: 'Multi-factor authentication enforced',
    evidence: 'every user is covered by an enforced multi-factor authentication policy.',
    severity: 'high',
    requires: ['identity.mfa.enforced'],
    expect: { enforced: true },
    summary: 'Require multi-factor authentication for every user of the identity provider.',
    steps: [
      'Create the enforcement policy (Conditional Access, Okta sign-on policy, Google 2-Step Verification enforcement).',
      'Remove exclusions other than emergency access accounts.',
    ],
  },
  {
    id: 'PR.AA-05',
    outcome:
      'Access permissions, entitlements, and authorizations are defined in a policy, managed, enforced, and reviewed, and incorporate the principles of least privilege and separation of duties',
    name: 'Privileged access reviewed',
    evidence: 'a person attests that privileged accounts and their rights were reviewed.',
    severity: 'medium',
    requires: ['access.privileged.reviewed'],
    expect: { reviewed: true },
    summary: 'Review who holds privileged rights in each system at least quarterly and remove what is not needed.',
    steps: [
      'Export role memberships; confirm each with its owner.',
      'Attest access.privileged.reviewed per system reviewed.',
    ],
  },
  {
    id: 'PR.AT-01',
    outcome:
      'Personnel are provided with awareness and training so that they possess the knowledge and skills to perform general tasks with cybersecurity risks in mind',
    name: 'Security awareness training completed',
    evidence: 'a person attests that security awareness training was held and attended.',
    severity: 'medium',
    requires: ['training.security_awareness.completed'],
    expect: { completed: true },
    summary: 'Run security awareness training (phishing, passwords, reporting) at least yearly for all staff.',
    steps: ['Schedule the training and keep the attendance record.', 'Attest training.security_awareness.completed.'],
  },
  {
    id: 'PR.DS-01',
    outcome: 'The confidentiality, integrity, and availability of data-at-rest are protected',
    name: 'Device disks encrypted',
    evidence: 'every managed device reports full-disk encryption.',
    severity: 'high',
    requires: ['device.disk.encrypted'],
    expect: { encrypted: true },
    summary: 'Turn on full-disk encryption (BitLocker, FileVault) on every device and escrow the recovery keys.',
    steps: ['Deploy an encryption policy from Intune or Jamf.', 'Follow up each device still reporting unencrypted.'],
  },
  {
    id: 'PR.DS-02',
    outcome: 'The confidentiality, integrity, and availability of data-in-transit are protected',
    name: 'Mail transport encryption enforced (MTA-STS)',
    evidence: 'each mail domain publishes an MTA-STS policy in enforce mode, so mail to it travels over verified TLS.',
    severity: 'medium',
    requires: ['email.mta_sts.enforced'],
    expect: { enforced: true },
    summary: 'Publish MTA-STS for each mail domain and switch it to mode: enforce.',
    steps: [
      'Serve https://mta-sts.<domain>/.well-known/mta-sts.txt with your MX hosts, starting in mode: testing.',
      'Publish the _mta-sts.<domain> TXT record (v=STSv1; id=...); move to mode: enforce once TLS reports are clean.',
    ],
  },
  {
    id: 'PR.DS-11',
    outcome: 'Backups of data are created, protected, maintained, and tested',
    name: 'Backups created',
    evidence: 'the backup system reports a recent successful job for every protected system.',
    severity: 'high',
    requires: ['backup.job.succeeded'],
    expect: { succeeded: true },
    summary: 'Back up every system that holds data and fix failing jobs the same day.',
    steps: ['Review failed and missing jobs in the backup console.', 'Pair it with RC.RP-03 for tested restores.'],
  },
  {
    id: 'PR.PS-01',
    outcome: 'Configuration management practices are established and applied',
    name: 'Devices compliant with configuration policy',
    evidence: 'the device management service reports each device compliant with its assigned policies.',
    severity: 'medium',
    requires: ['device.compliance.compliant'],
    expect: { compliant: true },
    summary: 'Assign compliance policies to every device and remediate the devices that fall out of compliance.',
    steps: ['Intune: Devices > Compliance: review noncompliant devices and the settings they fail.'],
  },
  {
    id: 'PR.PS-02',
    outcome: 'Software is maintained, replaced, and removed commensurate with risk',
    name: 'Supported operating systems',
    evidence: 'every device runs an operating system version still supported by its vendor.',
    severity: 'high',
    requires: ['device.os.supported'],
    expect: { supported: true },
    summary: 'Upgrade or replace devices whose operating system is past vendor support.',
    steps: [
      'List devices by operating system version against the vendor lifecycle.',
      'Plan upgrades before end of support.',
    ],
  },
  {
    id: 'PR.PS-04',
    outcome: 'Log records are generated and made available for continuous monitoring',
    name: 'Audit logging enabled',
    evidence: 'the tenant audit log records user and administrator activity.',
    severity: 'medium',
    requires: ['audit.log.enabled'],
    expect: { enabled: true },
    summary: 'Turn on the unified audit log (Microsoft Purview Audit) or the equivalent in the productivity suite.',
    steps: ['Microsoft Purview portal > Audit > Start recording user and admin activity.'],
  },
  {
    id: 'PR.PS-05',
    outcome: 'Installation and execution of unauthorized software are prevented',
    name: 'Application control enforced',
    evidence: 'a person attests that application control is enforced on workstations.',
    severity: 'high',
    requires: ['app.allowlisting.enforced'],
    expect: { enforced: true },
    summary: 'Enforce application control (App Control for Business, AppLocker or a third-party tool) on workstations.',
    steps: ['Deploy in audit mode, review, then enforce.', 'Attest app.allowlisting.enforced with enforced: true.'],
  },
  {
    id: 'PR.IR-01',
    outcome: 'Networks and environments are protected from unauthorized logical access and usage',
    name: 'Host firewalls enabled',
    evidence: 'every device reports its host firewall on.',
    severity: 'medium',
    requires: ['device.firewall.enabled'],
    expect: { enabled: true },
    summary: 'Turn on the host firewall for every network profile and manage it centrally.',
    steps: ['Deploy a firewall policy from the device management or endpoint security tool.'],
  },
  {
    id: 'DE.CM-09',
    outcome:
      'Computing hardware and software, runtime environments, and their data are monitored to find potentially adverse events',
    name: 'Endpoint detection and response active',
    evidence: 'every device reports an active endpoint detection and response sensor.',
    severity: 'high',
    requires: ['endpoint.edr.active'],
    expect: { active: true },
    summary: 'Install an EDR sensor on every device and keep it reporting.',
    steps: [
      'Deploy the sensor through the RMM or device management tool.',
      'Investigate devices whose sensor stopped reporting.',
    ],
  },
  {
    id: 'DE.AE-03',
    outcome: 'Information is correlated from multiple sources',
    name: 'Security logs forwarded to central monitoring',
    evidence: 'a person attests that security logs are forwarded to a monitored central system (SIEM or SOC).',
    severity: 'medium',
    requires: ['logging.central.forwarded'],
    expect: { forwarded: true },
    summary: 'Forward identity, endpoint and mail security logs to one monitored place where they are correlated.',
    steps: ['Connect the log sources to the SIEM or SOC service.', 'Attest logging.central.forwarded per source.'],
  },
  {
    id: 'RC.RP-03',
    outcome: 'The integrity of backups and other restoration assets is verified before using them for restoration',
    name: 'Backup restores tested',
    evidence: 'restores from backup are tested (reported by the backup system or attested).',
    severity: 'high',
    requires: ['backup.restore.tested'],
    expect: { tested: true },
    summary: 'Test restores regularly so backups are known to be usable before an incident needs them.',
    steps: [
      'Run the backup tool\u2019s restore verification or a manual restore test.',
      'Attest backup.restore.tested when no connector reports it.',
    ],
  },
];

export const NIST_CSF_2: LibraryFramework = {
  key: 'nist-csf-2',
  name: 'NIST Cybersecurity Framework 2.0 (measurable outcomes)',
  publisher: 'National Institute of Standards and Technology (NIST)',
  version: '2.0-1',
  licence: 'Public domain (U.S. Government work, 17 U.S.C. 105)',
  sourceUrl: CSF,
  description:
    'The CSF 2.0 subcategories for which a connector measures, or a person attests, evidence: asset inventories, vulnerability identification, authentication, access review, awareness training, data protection, backups, platform security, monitoring and recovery.',
  attribution:
    'Subcategory identifiers and outcomes from The NIST Cybersecurity Framework (CSF) 2.0, NIST CSWP 29 (2024); the evidence mapping and remediation are this project\u2019s.',
  controls: OUTCOMES.map(outcome),
};
