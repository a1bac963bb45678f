import { checkText, type Issue } from './input.ts';
import { TEXT_LIMITS } from './text.ts';

/**
 * Attestations: evidence a person gives where no API can answer ("backups were test-restored",
 * "awareness training was held"). The built-in connector type `attestation` supplies exactly the
 * predicates declared here; an organization's attestations in force are that connector's
 * complete population of each predicate (DECISIONS, "Content: the standards library and attestations").
 */

export const ATTESTATION_TYPE_CODE = 'attestation';
/** An attestation is evidence of a moment: it must be renewed within this many days. */
export const ATTESTATION_MAX_DAYS = 400;
const DAY_MS = 86_400_000;

export interface AttestablePredicate {
  predicate: string;
  /** What the subject of an attestation is, e.g. the backup system that was restored. */
  subject: string;
  /** Field -> what `true` attests. Every judged field is a boolean. */
  fields: Readonly<Record<string, string>>;
}

/** The predicates only a person can attest, with the fields each attestation may carry. */
export const ATTESTABLE_PREDICATES: readonly AttestablePredicate[] = [
  {
    predicate: 'backup.restore.tested',
    subject: 'the backup system or data set restored',
    fields: { tested: 'data, applications and settings were restored from backup in a test within the period' },
  },
  {
    predicate: 'training.security_awareness.completed',
    subject: 'the organization or a group of staff',
    fields: { completed: 'security awareness training was held and attended' },
  },
  {
    predicate: 'governance.incident_response.tested',
    subject: 'the incident response plan',
    fields: { tested: 'the incident response plan was exercised and lessons recorded' },
  },
  {
    predicate: 'access.privileged.reviewed',
    subject: 'the system whose privileged access was reviewed',
    fields: {
      reviewed: 'privileged accounts and their rights were reviewed',
      requestsValidated: 'requests for privileged access are validated when first requested',
    },
  },
  {
    predicate: 'access.privileged.internet_restricted',
    subject: 'the environment',
    fields: { restricted: 'privileged accounts cannot reach the internet, email and web services' },
  },
  {
    predicate: 'access.privileged.dedicated',
    subject: 'the environment',
    fields: { dedicated: 'privileged users use a dedicated account solely for privileged duties' },
  },
  {
    predicate: 'access.privileged.separated',
    subject: 'the environment',
    fields: { separated: 'privileged and unprivileged operating environments are separate' },
  },
  {
    predicate: 'app.browser.hardened',
    subject: 'the workstation fleet or a browser build',
    fields: {
      hardened: 'web browsers run a managed, hardened configuration',
      ie11Disabled: 'Internet Explorer 11 is disabled or removed',
      javaBlocked: 'web browsers do not process Java from the internet',
      adsBlocked: 'web browsers do not process web advertisements from the internet',
      settingsLocked: 'users cannot change web browser security settings',
    },
  },
  {
    predicate: 'app.office_macros.blocked',
    subject: 'the workstation fleet',
    fields: {
      blocked: 'macros are disabled for users without a demonstrated business requirement',
      internetBlocked: 'macros in files from the internet are blocked',
      antivirusScanning: 'macro antivirus scanning is enabled',
      settingsLocked: 'users cannot change macro security settings',
    },
  },
  {
    predicate: 'app.allowlisting.enforced',
    subject: 'the workstation fleet',
    fields: {
      enforced: 'application control is implemented on workstations',
      approvedSetOnly: 'execution is restricted to an organisation-approved set',
    },
  },
  {
    predicate: 'app.patches.current',
    subject: 'the scope patched (online services, applications)',
    fields: {
      onlineServicesCritical: 'critical online-service vulnerabilities are patched within 48 hours',
      applications:
        'office suites, browsers, email clients, PDF software and security products are patched within two weeks',
    },
  },
  {
    predicate: 'app.unsupported.removed',
    subject: 'the scope reviewed',
    fields: {
      onlineServices: 'online services no longer supported by their vendors are removed',
      applications: 'applications no longer supported by their vendors are removed',
    },
  },
  {
    predicate: 'vulnerability.scanning.performed',
    subject: 'the scanner or the scope scanned',
    fields: {
      performed:
        "vulnerability scans run on a schedule across the organization's assets and their findings are recorded",
      databaseCurrent: 'the vulnerability scanner uses an up-to-date vulnerability database',
      onlineServicesDaily: 'online services are scanned at least daily',
      applicationsWeekly:
        'office suites, browsers, email clients, PDF software and security products are scanned at least weekly',
      internetFacingDaily:
        'operating systems of internet-facing servers and network devices are scanned at least daily',
      operatingSystemsFortnightly:
        'operating systems of workstations and internal servers are scanned at least fortnightly',
    },
  },
  {
    predicate: 'asset.inventory.maintained',
    subject: 'the inventory',
    fields: {
      maintained: 'an inventory of hardware and software is kept current',
      automatedDiscovery: 'an automated method of asset discovery runs at least fortnightly',
    },
  },
  {
    predicate: 'identity.mfa.third_party',
    subject: 'the third-party online service',
    fields: { enforced: 'multi-factor authentication is required to sign in to the service' },
  },
  {
    predicate: 'logging.central.forwarded',
    subject: 'the log source',
    fields: { forwarded: 'security logs are sent to a central place that is monitored' },
  },
];

const BY_PREDICATE = new Map(ATTESTABLE_PREDICATES.map((entry) => [entry.predicate, entry]));

export function attestable(predicate: string): AttestablePredicate | undefined {
  return BY_PREDICATE.get(predicate);
}

export interface AttestationInput {
  predicate: string;
  subject: string;
  fields: Readonly<Record<string, unknown>>;
  note: string;
  expiresAt: Date;
}

/** What makes an attestation acceptable, each problem at the path of its field. */
export function attestationIssues(input: AttestationInput, now: Date): Issue[] {
  const issues: Issue[] = [];
  checkText(issues, ['predicate'], input.predicate, TEXT_LIMITS.predicate);
  checkText(issues, ['subject'], input.subject, TEXT_LIMITS.subject);
  checkText(issues, ['note'], input.note, TEXT_LIMITS.attestationNote);
  const declared = attestable(input.predicate);
  if (!declared)
    issues.push({
      path: ['predicate'],
      message: `'${input.predicate}' cannot be attested: the attestation connector supplies ${ATTESTABLE_PREDICATES.map((p) => p.predicate).join(', ')}`,
    });
  const entries = Object.entries(input.fields);
  if (entries.length === 0) issues.push({ path: ['fields'], message: 'An attestation states at least one field' });
  for (const [field, value] of entries) {
    if (declared && !Object.hasOwn(declared.fields, field))
      issues.push({
        path: ['fields', field],
        message: `'${input.predicate}' has no field '${field}' (it has ${Object.keys(declared.fields).join(', ')})`,
      });
    else if (typeof value !== 'boolean')
      issues.push({ path: ['fields', field], message: 'An attested value is a boolean' });
  }
  const time = input.expiresAt.getTime();
  if (!(time > now.getTime()) || time > now.getTime() + ATTESTATION_MAX_DAYS * DAY_MS)
    issues.push({
      path: ['expiresAt'],
      message: `An attestation expires in the future, within ${ATTESTATION_MAX_DAYS} days`,
    });
  return issues;
}
