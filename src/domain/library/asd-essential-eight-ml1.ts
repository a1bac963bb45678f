import type { LibraryControl, LibraryFramework } from '../library.ts';

/**
 * The Australian Signals Directorate's Essential Eight, Maturity Level One, as tested by the
 * example assessment test plan of its Essential Eight Assessment Process Guide (August 2024),
 * whose test identifiers (ML1-PA-01, ...) these controls keep. The requirement texts are ASD's,
 * © Commonwealth of Australia, licensed under Creative Commons Attribution 4.0 International
 * (https://creativecommons.org/licenses/by/4.0/); changes: each requirement is mapped to a predicate a
 * connector or an attestation can answer, and the remediation is this project's own wording.
 * Requirements no connector or attestation here can answer are left out, not guessed.
 */

const E8 = 'https://www.cyber.gov.au/resources-business-and-government/essential-cyber-security/essential-eight';
const MATURITY_MODEL = `${E8}/essential-eight-maturity-model`;
const ASSESSMENT_GUIDE = `${E8}/essential-eight-assessment-process-guide`;

type Strategy = 'PA' | 'PO' | 'MF' | 'RA' | 'AC' | 'RM' | 'AH' | 'RB';
const STRATEGY: Record<Strategy, string> = {
  PA: 'Patch applications',
  PO: 'Patch operating systems',
  MF: 'Multi-factor authentication',
  RA: 'Restrict administrative privileges',
  AC: 'Application control',
  RM: 'Restrict Microsoft Office macros',
  AH: 'User application hardening',
  RB: 'Regular backups',
};

interface Requirement {
  id: `ML1-${Strategy}-${string}`;
  name: string;
  /** ASD's control description, verbatim. */
  text: string;
  severity: 'high' | 'medium' | 'low';
  requires: [string, ...string[]];
  expect: Record<string, boolean>;
  summary: string;
  steps: string[];
}

const ATTEST = (predicate: string, field: string) =>
  `Record an attestation of ${predicate} with ${field}: true for the organization, with what was checked in the note, and renew it before it expires.`;

function requirement(r: Requirement): LibraryControl {
  const strategy = r.id.slice(4, 6) as Strategy;
  return {
    identifier: r.id,
    name: r.name,
    description: `${r.text} (ASD Essential Eight, maturity level one: ${STRATEGY[strategy]}.)`,
    category: STRATEGY[strategy],
    severity: r.severity,
    requires: r.requires,
    expect: r.expect,
    remediation: { summary: r.summary, steps: r.steps, url: ASSESSMENT_GUIDE },
  };
}

const REQUIREMENTS: Requirement[] = [
  {
    id: 'ML1-PA-01',
    name: 'Automated asset discovery at least fortnightly',
    text: 'An automated method of asset discovery is used at least fortnightly to support the detection of assets for subsequent vulnerability scanning activities.',
    severity: 'medium',
    requires: ['asset.inventory.maintained'],
    expect: { automatedDiscovery: true },
    summary:
      'Run an automated asset discovery (network scan, RMM or EDR inventory) at least every two weeks and feed it to vulnerability scanning.',
    steps: [
      'Schedule discovery of workstations, servers and network devices at least fortnightly.',
      ATTEST('asset.inventory.maintained', 'automatedDiscovery'),
    ],
  },
  {
    id: 'ML1-PA-02',
    name: 'Vulnerability scanner database up to date',
    text: 'A vulnerability scanner with an up-to-date vulnerability database is used for vulnerability scanning activities.',
    severity: 'medium',
    requires: ['vulnerability.scanning.performed'],
    expect: { databaseCurrent: true },
    summary: "Keep the vulnerability scanner's database updated before every scan (daily updates).",
    steps: [
      'Enable automatic database updates on the scanner.',
      ATTEST('vulnerability.scanning.performed', 'databaseCurrent'),
    ],
  },
  {
    id: 'ML1-PA-03',
    name: 'Online services scanned daily',
    text: 'A vulnerability scanner is used at least daily to identify missing patches or updates for vulnerabilities in online services.',
    severity: 'medium',
    requires: ['vulnerability.scanning.performed'],
    expect: { onlineServicesDaily: true },
    summary: 'Scan every online service the organization exposes at least once a day.',
    steps: [
      'Schedule a daily scan covering the list of online services in use.',
      ATTEST('vulnerability.scanning.performed', 'onlineServicesDaily'),
    ],
  },
  {
    id: 'ML1-PA-04',
    name: 'Common applications scanned weekly',
    text: 'A vulnerability scanner is used at least weekly to identify missing patches or updates for vulnerabilities in office productivity suites, web browsers and their extensions, email clients, PDF software, and security products.',
    severity: 'medium',
    requires: ['vulnerability.scanning.performed'],
    expect: { applicationsWeekly: true },
    summary: 'Scan workstations for missing application updates at least weekly.',
    steps: [
      'Schedule an authenticated weekly scan (or RMM patch report) covering office suites, browsers and extensions, email clients, PDF readers and security products.',
      ATTEST('vulnerability.scanning.performed', 'applicationsWeekly'),
    ],
  },
  {
    id: 'ML1-PA-05',
    name: 'Critical online-service patches within 48 hours',
    text: 'Patches, updates or other vendor mitigations for vulnerabilities in online services are applied within 48 hours of release when vulnerabilities are assessed as critical by vendors or when working exploits exist.',
    severity: 'high',
    requires: ['app.patches.current'],
    expect: { onlineServicesCritical: true },
    summary: 'Apply vendor fixes for critical or exploited vulnerabilities in online services within 48 hours.',
    steps: [
      'Subscribe to the vendors\u2019 security advisories of every online service in use.',
      'Patch or mitigate within 48 hours of release; record exceptions.',
      ATTEST('app.patches.current', 'onlineServicesCritical'),
    ],
  },
  {
    id: 'ML1-PA-07',
    name: 'Common applications patched within two weeks',
    text: 'Patches, updates or other vendor mitigations for vulnerabilities in office productivity suites, web browsers and their extensions, email clients, PDF software, and security products are applied within two weeks of release.',
    severity: 'high',
    requires: ['app.patches.current'],
    expect: { applications: true },
    summary:
      'Update office suites, browsers, email clients, PDF software and security products within two weeks of a release.',
    steps: [
      'Turn on automatic updates (Microsoft 365 Apps update channel, browser policies) or deploy them through the RMM.',
      ATTEST('app.patches.current', 'applications'),
    ],
  },
  {
    id: 'ML1-PA-08',
    name: 'Unsupported online services removed',
    text: 'Online services that are no longer supported by vendors are removed.',
    severity: 'medium',
    requires: ['app.unsupported.removed'],
    expect: { onlineServices: true },
    summary: 'Retire online services whose vendor no longer supports them.',
    steps: [
      'Review the online services in use against their vendors\u2019 support dates.',
      ATTEST('app.unsupported.removed', 'onlineServices'),
    ],
  },
  {
    id: 'ML1-PA-09',
    name: 'Unsupported common applications removed',
    text: 'Office productivity suites, web browsers and their extensions, email clients, PDF software, Adobe Flash Player, and security products that are no longer supported by vendors are removed.',
    severity: 'medium',
    requires: ['app.unsupported.removed'],
    expect: { applications: true },
    summary:
      'Uninstall office suites, browsers, email clients, PDF software, Flash Player and security products past vendor support.',
    steps: [
      'Report installed software versions from the RMM or Intune and remove unsupported ones.',
      ATTEST('app.unsupported.removed', 'applications'),
    ],
  },
  {
    id: 'ML1-PO-01',
    name: 'Automated asset discovery for operating system patching',
    text: 'An automated method of asset discovery is used at least fortnightly to support the detection of assets for subsequent vulnerability scanning activities.',
    severity: 'medium',
    requires: ['asset.inventory.maintained'],
    expect: { automatedDiscovery: true },
    summary: 'The same fortnightly asset discovery as ML1-PA-01 covers the operating systems to be scanned.',
    steps: [
      'Make sure discovery covers every workstation, server and network device.',
      ATTEST('asset.inventory.maintained', 'automatedDiscovery'),
    ],
  },
  {
    id: 'ML1-PO-03',
    name: 'Internet-facing systems scanned daily',
    text: 'A vulnerability scanner is used at least daily to identify missing patches or updates for vulnerabilities in operating systems of internet-facing servers and internet-facing network devices.',
    severity: 'medium',
    requires: ['vulnerability.scanning.performed'],
    expect: { internetFacingDaily: true },
    summary: 'Scan internet-facing servers and network devices every day.',
    steps: [
      'Schedule a daily scan of every internet-facing address.',
      ATTEST('vulnerability.scanning.performed', 'internetFacingDaily'),
    ],
  },
  {
    id: 'ML1-PO-04',
    name: 'Workstations and internal servers scanned fortnightly',
    text: 'A vulnerability scanner is used at least fortnightly to identify missing patches or updates for vulnerabilities in operating systems of workstations, non-internet-facing servers and non-internet-facing network devices.',
    severity: 'medium',
    requires: ['vulnerability.scanning.performed'],
    expect: { operatingSystemsFortnightly: true },
    summary: 'Scan the operating systems of workstations and internal servers and devices at least every two weeks.',
    steps: [
      'Schedule the scan or patch-compliance report fortnightly.',
      ATTEST('vulnerability.scanning.performed', 'operatingSystemsFortnightly'),
    ],
  },
  {
    id: 'ML1-PO-07',
    name: 'Workstation and server operating systems patched within one month',
    text: 'Patches, updates or other vendor mitigations for vulnerabilities in operating systems of workstations, non-internet-facing servers and non-internet-facing network devices are applied within one month of release.',
    severity: 'high',
    requires: ['device.os.patched'],
    expect: { patched: true },
    summary: 'Install operating system security updates on every device within a month of release.',
    steps: [
      'Deploy updates through Windows Update for Business rings, Intune or the RMM with a deadline within one month.',
      'Follow up devices that report missing updates.',
    ],
  },
  {
    id: 'ML1-PO-08',
    name: 'Unsupported operating systems replaced',
    text: 'Operating systems that are no longer supported by vendors are replaced.',
    severity: 'high',
    requires: ['device.os.supported'],
    expect: { supported: true },
    summary: 'Upgrade or replace every device whose operating system version is past vendor support.',
    steps: [
      'List devices by operating system version against the vendor lifecycle.',
      'Upgrade in place or replace the hardware.',
    ],
  },
  {
    id: 'ML1-MF-01',
    name: "MFA for the organisation's online services with sensitive data",
    text: "Multi-factor authentication is used to authenticate users to their organisation's online services that process, store or communicate their organisation's sensitive data.",
    severity: 'high',
    requires: ['identity.mfa.enforced'],
    expect: { enforced: true },
    summary:
      'Require multi-factor authentication for every user of the identity provider that signs in to these services.',
    steps: [
      'Microsoft Entra ID: a Conditional Access policy for all users and all resources granting access only with multifactor authentication (or security defaults).',
      'Okta or Google Workspace: an MFA enrolment and sign-on policy for every user.',
    ],
  },
  {
    id: 'ML1-MF-02',
    name: 'MFA for third-party online services with sensitive data',
    text: "Multi-factor authentication is used to authenticate users to third-party online services that process, store or communicate their organisation's sensitive data.",
    severity: 'high',
    requires: ['identity.mfa.third_party'],
    expect: { enforced: true },
    summary:
      'Turn on MFA, or single sign-on through an identity provider that enforces it, for every third-party service that holds sensitive data.',
    steps: [
      'List the third-party services (line-of-business SaaS, banking, PSA, RMM) that hold sensitive data.',
      'Enforce MFA in each, then record one attestation of identity.mfa.third_party with enforced: true per service (subject: the service).',
    ],
  },
  {
    id: 'ML1-RA-01',
    name: 'Privileged access requests validated',
    text: 'Requests for privileged access to systems, applications and data repositories are validated when first requested.',
    severity: 'high',
    requires: ['access.privileged.reviewed'],
    expect: { requestsValidated: true },
    summary: 'Approve every grant of privileged access through a documented request and approval.',
    steps: [
      'Document the privileged access process and keep the approvals.',
      ATTEST('access.privileged.reviewed', 'requestsValidated'),
    ],
  },
  {
    id: 'ML1-RA-02',
    name: 'Dedicated privileged accounts',
    text: 'Privileged users are assigned a dedicated privileged account to be used solely for duties requiring privileged access.',
    severity: 'high',
    requires: ['access.privileged.dedicated'],
    expect: { dedicated: true },
    summary: 'Give every administrator a separate admin account used only for privileged work.',
    steps: [
      'Create separate admin accounts (for example adm-<name>) and remove privileged roles from day-to-day accounts.',
      ATTEST('access.privileged.dedicated', 'dedicated'),
    ],
  },
  {
    id: 'ML1-RA-03',
    name: 'Privileged accounts kept off the internet, email and web',
    text: 'Privileged accounts (excluding those explicitly authorised to access online services) are prevented from accessing the internet, email and web services.',
    severity: 'high',
    requires: ['access.privileged.internet_restricted'],
    expect: { restricted: true },
    summary: 'Block web browsing and mailboxes for privileged accounts.',
    steps: [
      'Remove mailboxes and licences from admin accounts and block their web access by proxy or firewall policy.',
      ATTEST('access.privileged.internet_restricted', 'restricted'),
    ],
  },
  {
    id: 'ML1-RA-05',
    name: 'Separate privileged operating environments',
    text: 'Privileged users use separate privileged and unprivileged operating environments.',
    severity: 'medium',
    requires: ['access.privileged.separated'],
    expect: { separated: true },
    summary: 'Administer from a separate environment (a privileged access workstation or a dedicated virtual machine).',
    steps: [
      'Provide privileged access workstations or jump hosts for admin work.',
      ATTEST('access.privileged.separated', 'separated'),
    ],
  },
  {
    id: 'ML1-AC-01',
    name: 'Application control on workstations',
    text: 'Application control is implemented on workstations.',
    severity: 'high',
    requires: ['app.allowlisting.enforced'],
    expect: { enforced: true },
    summary:
      'Enforce an application control solution (App Control for Business, AppLocker or a third-party tool) on every workstation.',
    steps: [
      'Deploy the policy in audit mode, review the events, then enforce it.',
      ATTEST('app.allowlisting.enforced', 'enforced'),
    ],
  },
  {
    id: 'ML1-AC-03',
    name: 'Execution restricted to an approved set',
    text: 'Application control restricts the execution of executables, software libraries, scripts, installers, compiled HTML, HTML applications and control panel applets to an organisation-approved set.',
    severity: 'high',
    requires: ['app.allowlisting.enforced'],
    expect: { approvedSetOnly: true },
    summary: 'Make the application control rules cover every file type listed, limited to the approved set.',
    steps: [
      'Check the rules cover executables, libraries, scripts, installers, CHM, HTA and CPL files (ASD\u2019s ACVT tests it).',
      ATTEST('app.allowlisting.enforced', 'approvedSetOnly'),
    ],
  },
  {
    id: 'ML1-RM-01',
    name: 'Macros disabled without a business requirement',
    text: 'Microsoft Office macros are disabled for users that do not have a demonstrated business requirement.',
    severity: 'high',
    requires: ['app.office_macros.blocked'],
    expect: { blocked: true },
    summary:
      "Set Office's VBA macro notification policy to disable macros without notification for users outside an approved group.",
    steps: [
      'Intune settings catalog or Group Policy: VBA Macro Notification Settings = Disable all without notification, per Office application.',
      'Keep the approved users in a security group excluded from that policy.',
      ATTEST('app.office_macros.blocked', 'blocked'),
    ],
  },
  {
    id: 'ML1-RM-02',
    name: 'Macros from the internet blocked',
    text: 'Microsoft Office macros in files originating from the internet are blocked.',
    severity: 'high',
    requires: ['app.office_macros.blocked'],
    expect: { internetBlocked: true },
    summary: 'Enable "Block macros from running in Office files from the internet" for every Office application.',
    steps: [
      'Set the policy per application (Word, Excel, PowerPoint, Access, Visio).',
      ATTEST('app.office_macros.blocked', 'internetBlocked'),
    ],
  },
  {
    id: 'ML1-RM-03',
    name: 'Macro antivirus scanning enabled',
    text: 'Microsoft Office macro antivirus scanning is enabled.',
    severity: 'medium',
    requires: ['app.office_macros.blocked'],
    expect: { antivirusScanning: true },
    summary: 'Enable the Macro Runtime Scan Scope policy for all documents.',
    steps: [
      'Set Macro Runtime Scan Scope to enable for all files.',
      ATTEST('app.office_macros.blocked', 'antivirusScanning'),
    ],
  },
  {
    id: 'ML1-RM-04',
    name: 'Macro security settings locked',
    text: 'Microsoft Office macro security settings cannot be changed by users.',
    severity: 'medium',
    requires: ['app.office_macros.blocked'],
    expect: { settingsLocked: true },
    summary: 'Apply the macro settings by policy so users cannot change them in the Trust Center.',
    steps: [
      'Deploy the settings by Intune or Group Policy, not as user preferences.',
      ATTEST('app.office_macros.blocked', 'settingsLocked'),
    ],
  },
  {
    id: 'ML1-AH-01',
    name: 'Internet Explorer 11 disabled or removed',
    text: 'Internet Explorer 11 is disabled or removed.',
    severity: 'medium',
    requires: ['app.browser.hardened'],
    expect: { ie11Disabled: true },
    summary: 'Disable Internet Explorer 11 as a standalone browser, or remove it.',
    steps: [
      'Apply the "Disable Internet Explorer 11 as a standalone browser" policy or block iexplore.exe.',
      ATTEST('app.browser.hardened', 'ie11Disabled'),
    ],
  },
  {
    id: 'ML1-AH-02',
    name: 'Browsers do not process Java from the internet',
    text: 'Web browsers do not process Java from the internet.',
    severity: 'medium',
    requires: ['app.browser.hardened'],
    expect: { javaBlocked: true },
    summary: 'Remove Java browser plug-ins and block Java content from the internet.',
    steps: [
      'Uninstall Java web plug-ins; block Java content by browser policy.',
      ATTEST('app.browser.hardened', 'javaBlocked'),
    ],
  },
  {
    id: 'ML1-AH-03',
    name: 'Browsers do not process web advertisements',
    text: 'Web browsers do not process web advertisements from the internet.',
    severity: 'low',
    requires: ['app.browser.hardened'],
    expect: { adsBlocked: true },
    summary: 'Block web advertisements with a managed content blocker or a filtering proxy or DNS service.',
    steps: [
      'Deploy an ad-blocking extension by policy or filter ad domains centrally.',
      ATTEST('app.browser.hardened', 'adsBlocked'),
    ],
  },
  {
    id: 'ML1-AH-04',
    name: 'Browser security settings locked',
    text: 'Web browser security settings cannot be changed by users.',
    severity: 'medium',
    requires: ['app.browser.hardened'],
    expect: { settingsLocked: true },
    summary:
      'Manage Edge, Chrome and Firefox security settings by policy (the browser shows "Managed by your organization").',
    steps: [
      'Apply the browsers\u2019 security baselines through Intune or Group Policy.',
      ATTEST('app.browser.hardened', 'settingsLocked'),
    ],
  },
  {
    id: 'ML1-RB-01',
    name: 'Backups performed and retained',
    text: 'Backups of data, applications and settings are performed and retained in accordance with business criticality and business continuity requirements.',
    severity: 'high',
    requires: ['backup.job.succeeded'],
    expect: { succeeded: true },
    summary: 'Every protected system has a recent successful backup job.',
    steps: [
      'Fix failing or missing backup jobs in the backup console.',
      'Check the retention matches the business continuity plan.',
    ],
  },
  {
    id: 'ML1-RB-03',
    name: 'Backups retained in a secure and resilient manner',
    text: 'Backups of data, applications and settings are retained in a secure and resilient manner.',
    severity: 'high',
    requires: ['backup.offsite.copy'],
    expect: { copied: true },
    summary: 'Keep a copy of every backup off site (a second location or a cloud repository).',
    steps: ['Add a backup copy job to an off-site or cloud repository for every protected system.'],
  },
  {
    id: 'ML1-RB-04',
    name: 'Restoration tested in disaster recovery exercises',
    text: 'Restoration of data, applications and settings from backups to a common point in time is tested as part of disaster recovery exercises.',
    severity: 'high',
    requires: ['backup.restore.tested'],
    expect: { tested: true },
    summary: 'Restore data, applications and settings from backup in a disaster recovery exercise.',
    steps: [
      'Run the restore test (or the backup tool\u2019s automated restore verification).',
      'If no backup connector reports it, record an attestation of backup.restore.tested with tested: true per backup system.',
    ],
  },
  {
    id: 'ML1-RB-06',
    name: 'Unprivileged accounts cannot modify or delete backups',
    text: 'Unprivileged accounts are prevented from modifying and deleting backups.',
    severity: 'high',
    requires: ['backup.immutable.enabled'],
    expect: { enabled: true },
    summary:
      'Make backups immutable (hardened or object-lock repositories) so no account can alter or delete them early.',
    steps: ['Enable immutability on the backup repositories and keep backup administration on dedicated accounts.'],
  },
];

export const ASD_ESSENTIAL_EIGHT_ML1: LibraryFramework = {
  key: 'asd-essential-eight-ml1',
  name: 'ASD Essential Eight (Maturity Level One)',
  publisher: 'Australian Signals Directorate (ASD)',
  version: '2024.08-1',
  licence: 'CC BY 4.0',
  sourceUrl: MATURITY_MODEL,
  description:
    'The Essential Eight mitigation strategies at maturity level one, with the test identifiers of the Essential Eight Assessment Process Guide: patching, multi-factor authentication, administrative privileges, application control, Office macros, user application hardening and backups. Most requirements are process evidence that only a person can give: they are answered by attestations.',
  attribution:
    'Based on the Essential Eight Maturity Model and the Essential Eight Assessment Process Guide by the Australian Signals Directorate, © Commonwealth of Australia, licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Changed: requirements mapped to measurable predicates; remediation written by this project.',
  controls: REQUIREMENTS.map(requirement),
};
