import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/passwords.ts';
import { API_KEY_SCOPES } from '../../auth/permissions.ts';
import { API_KEY_PREFIX, displayPrefix, hashSecret, newSecret } from '../../auth/secrets.ts';
import type { Db } from '../../data/client.ts';
import type {
  ControlState,
  DailyStatusCount,
  Detection,
  Evaluation,
  Integration,
  Organization,
  Prisma,
  Severity,
} from '../../data/generated/prisma/client.ts';
import { type ComplianceRowDetail, CoverageIndex, type MappedIntegration } from '../../domain/coverage.ts';
import type { IntegrationStatus } from '../../domain/health.ts';
import { effectiveSettings } from '../../domain/settings.ts';
import { controlSlug, slugify } from '../../domain/slug.ts';
import type { ControlStatus } from '../../domain/status.ts';
import { utcDay } from '../../domain/trend.ts';

/**
 * The demo data set: a tenant that exercises every state the API can report (all five statuses,
 * both reasons for a detail, every health and integration status, overrides), plus a second small
 * tenant that exists so tests can prove one tenant never sees the other. Content is fixed by a
 * seeded PRNG; only ids, password salts and the random API keys differ between runs.
 */

export type Tx = Prisma.TransactionClient;

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

// ---------------------------------------------------------------------------------------------
// Shared building blocks (the scale seed uses them too)

export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast and good enough to make demo data look varied yet identical every run. */
export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: (items) => items[int(items.length)]! };
}

/**
 * A version 7 UUID for `timeMs`, like the schema's `uuid(7)` default. Ids are made here rather
 * than by the database because evaluations, states and detections are inserted in bulk and must
 * reference each other.
 */
export function uuidv7(timeMs: number): string {
  const bytes = randomBytes(16);
  let ms = Math.max(0, Math.floor(timeMs));
  for (let index = 5; index >= 0; index--) {
    bytes[index] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface BulkRows {
  Organization: Organization;
  Integration: Integration;
  Evaluation: Evaluation;
  ControlState: ControlState;
  DailyStatusCount: DailyStatusCount;
  Detection: Detection;
}

/**
 * Inserts full rows (every column, defaults included) as one JSON document per chunk, which
 * PostgreSQL expands with json_populate_recordset. Measured on the embedded server this is about
 * ten times faster than Prisma's createMany, whose per-row parameter binding dominates at these
 * volumes.
 */
export async function insertRows<T extends keyof BulkRows>(
  db: Pick<Db, '$executeRawUnsafe'>,
  table: T,
  rows: readonly BulkRows[T][],
  options: { chunkSize?: number; onChunk?: (inserted: number) => void } = {},
): Promise<void> {
  const chunkSize = options.chunkSize ?? 5_000;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    await db.$executeRawUnsafe(
      `INSERT INTO "${table}" SELECT * FROM json_populate_recordset(NULL::"${table}", $1::json)`,
      JSON.stringify(chunk),
    );
    options.onChunk?.(chunk.length);
  }
}

export interface ConnectorSpec {
  typeCode: string;
  name: string;
  predicates: string[];
  refusals: Record<string, string>;
}

export const CONNECTOR_CATALOG: readonly ConnectorSpec[] = [
  {
    typeCode: 'microsoft365',
    name: 'Microsoft 365',
    predicates: [
      'identity.mfa.enforced',
      'identity.legacy_auth.blocked',
      'identity.admin.count_limited',
      'email.dmarc.policy',
      'email.spf.valid',
      'email.external_forwarding.blocked',
      'email.safe_links.enabled',
      'data.sharing.external_restricted',
      'audit.log.enabled',
    ],
    refusals: {
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
    predicates: [
      'device.disk.encrypted',
      'device.disk.bitlocker',
      'device.os.patched',
      'device.os.supported',
      'device.firewall.enabled',
      'device.screen_lock.enabled',
      'device.compliance.policy_assigned',
      'device.local_admin.restricted',
      'app.office_macros.blocked',
      'app.allowlisting.enforced',
    ],
    refusals: {},
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
];

/** Upserts the global catalog so it always matches this file; returns typeCode -> id. */
export async function ensureConnectorCatalog(db: Tx | Db): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const connector of CONNECTOR_CATALOG) {
    const { typeCode, ...fields } = connector;
    const row = await db.connectorType.upsert({
      where: { typeCode },
      create: { typeCode, ...fields },
      update: fields,
      select: { id: true },
    });
    ids.set(typeCode, row.id);
  }
  return ids;
}

export function coverageIndex(): CoverageIndex {
  return new CoverageIndex(CONNECTOR_CATALOG);
}

/** An API key record carrying every permission and MCP scope; the plaintext never reaches the database. */
export function adminKeyRecord(tenantId: string, name: string, plaintext: string, createdAt: Date) {
  return {
    tenantId,
    userId: null,
    name,
    prefix: displayPrefix(plaintext),
    keyHash: hashSecret(plaintext),
    scopes: [...API_KEY_SCOPES],
    createdAt,
  };
}

// ---------------------------------------------------------------------------------------------
// The demo content

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

export const DEMO_STANDARDS: readonly StandardSpec[] = [
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

export type Integrations = Record<string, IntegrationStatus>;

/** Grouped by the health they produce (see domain/health.ts) so each state is easy to find. */
export const DEMO_ORGANIZATIONS: readonly { name: string; integrations: Integrations }[] = [
  // healthy: at least one integration, every mapped one connected (`available` does not count)
  {
    name: 'Acme Dental Group',
    integrations: { microsoft365: 'connected', intune: 'connected', crowdstrike: 'connected', veeam: 'connected' },
  },
  {
    name: 'Brightwater Legal LLP',
    integrations: {
      microsoft365: 'connected',
      intune: 'connected',
      sentinelone: 'connected',
      veeam: 'connected',
      okta: 'connected',
    },
  },
  {
    name: 'Cedar Ridge Veterinary',
    integrations: { google_workspace: 'connected', jamf: 'connected', crowdstrike: 'connected' },
  },
  {
    name: 'Harbor View Accounting',
    integrations: {
      microsoft365: 'connected',
      intune: 'connected',
      crowdstrike: 'connected',
      veeam: 'connected',
      jamf: 'available',
      okta: 'available',
    },
  },
  {
    name: 'Keystone Engineering',
    integrations: { microsoft365: 'connected', intune: 'connected', sentinelone: 'connected', veeam: 'connected' },
  },
  {
    name: 'Lakeside Family Medicine',
    integrations: {
      microsoft365: 'connected',
      intune: 'connected',
      crowdstrike: 'connected',
      veeam: 'connected',
      okta: 'connected',
    },
  },
  { name: 'Maple Street Realty', integrations: { google_workspace: 'connected', jamf: 'connected' } },
  {
    name: 'Northwind Logistics',
    integrations: { microsoft365: 'connected', intune: 'connected', sentinelone: 'connected', veeam: 'connected' },
  },
  {
    name: 'Pinecrest Architecture',
    integrations: { google_workspace: 'connected', jamf: 'connected', sentinelone: 'connected', veeam: 'connected' },
  },
  {
    name: 'Redwood Credit Union',
    integrations: {
      microsoft365: 'connected',
      intune: 'connected',
      crowdstrike: 'connected',
      veeam: 'connected',
      okta: 'connected',
    },
  },
  {
    name: 'Summit Orthopedics',
    integrations: { microsoft365: 'connected', crowdstrike: 'connected', veeam: 'connected' },
  },
  {
    name: 'Tidewater Marine Services',
    integrations: {
      microsoft365: 'connected',
      intune: 'connected',
      jamf: 'connected',
      crowdstrike: 'connected',
      veeam: 'connected',
    },
  },
  {
    name: 'Willow Creek Schools',
    integrations: { google_workspace: 'connected', intune: 'connected', sentinelone: 'connected', veeam: 'available' },
  },
  // degraded: something connected, something in error or disabled
  {
    name: 'Bluebird Bakery Co.',
    integrations: { microsoft365: 'connected', intune: 'error', crowdstrike: 'connected', veeam: 'error' },
  },
  {
    name: 'Coastal Insurance Partners',
    integrations: { microsoft365: 'connected', intune: 'connected', sentinelone: 'disabled', veeam: 'connected' },
  },
  {
    name: 'Evergreen Property Management',
    integrations: { google_workspace: 'connected', jamf: 'error', crowdstrike: 'connected', okta: 'disabled' },
  },
  {
    name: 'Granite Construction Supply',
    integrations: { microsoft365: 'connected', intune: 'connected', crowdstrike: 'connected', veeam: 'disabled' },
  },
  {
    name: 'Ironclad Manufacturing',
    integrations: { microsoft365: 'error', intune: 'connected', crowdstrike: 'connected', veeam: 'connected' },
  },
  { name: 'Juniper Home Health', integrations: { microsoft365: 'connected', jamf: 'connected', intune: 'error' } },
  {
    name: 'Oakmont Capital Advisors',
    integrations: {
      microsoft365: 'connected',
      okta: 'error',
      intune: 'connected',
      crowdstrike: 'error',
      sentinelone: 'connected',
    },
  },
  {
    name: 'Union Square Pediatrics',
    integrations: {
      microsoft365: 'connected',
      intune: 'connected',
      sentinelone: 'connected',
      veeam: 'error',
      okta: 'available',
    },
  },
  // disconnected: nothing connected, including no integrations at all and only-offered ones
  { name: 'Foxglove Florists', integrations: {} },
  { name: 'Quarry Lane Dental', integrations: { microsoft365: 'error', intune: 'error', crowdstrike: 'disabled' } },
  { name: 'Riverbend Chiropractic', integrations: { microsoft365: 'available', intune: 'available' } },
  { name: 'Silverline Transport', integrations: { google_workspace: 'error', veeam: 'disabled' } },
];

interface OverrideSpec {
  organization: string;
  standard: string;
  control: string;
  /** When the override was made; evaluations before it ran with the control's own settings. */
  daysAgo: number;
  enabled?: boolean;
  parameters?: Prisma.InputJsonObject;
  disabledReason?: string;
}

const DEMO_OVERRIDES: OverrideSpec[] = [
  {
    organization: 'Cedar Ridge Veterinary',
    standard: 'cis-ig1',
    control: 'BitLocker enabled on Windows devices',
    daysAgo: 41,
    enabled: false,
    disabledReason: 'All-Mac practice: no Windows devices in scope',
  },
  {
    organization: 'Maple Street Realty',
    standard: 'm365-baseline',
    control: 'Legacy authentication blocked',
    daysAgo: 60,
    enabled: false,
    disabledReason: 'Client runs Google Workspace; Microsoft 365 identity controls do not apply',
  },
  {
    organization: 'Maple Street Realty',
    standard: 'm365-baseline',
    control: 'Safe Links enabled',
    daysAgo: 60,
    enabled: false,
    disabledReason: 'Client runs Google Workspace; Microsoft 365 mail controls do not apply',
  },
  {
    organization: 'Pinecrest Architecture',
    standard: 'essential-eight',
    control: 'Microsoft Office macros blocked',
    daysAgo: 27,
    enabled: false,
    disabledReason: 'Microsoft Office is not installed; the practice works in Google Docs',
  },
  {
    organization: 'Keystone Engineering',
    standard: 'cis-ig1',
    control: 'Automatic screen lock',
    daysAgo: 15,
    enabled: false,
    disabledReason: 'Shop-floor CAD stations are exempt under the client risk acceptance RA-2024-07',
  },
  {
    organization: 'Acme Dental Group',
    standard: 'cis-ig1',
    control: 'Automatic screen lock',
    daysAgo: 70,
    parameters: { maxIdleMinutes: 5 },
  },
  {
    organization: 'Redwood Credit Union',
    standard: 'cis-ig1',
    control: 'Password policy',
    daysAgo: 50,
    parameters: { minLength: 16 },
  },
  {
    organization: 'Redwood Credit Union',
    standard: 'cis-ig1',
    control: 'Disable dormant accounts',
    daysAgo: 50,
    parameters: { maxInactiveDays: 30 },
  },
  {
    organization: 'Willow Creek Schools',
    standard: 'cis-ig1',
    control: 'Anti-malware signatures current',
    daysAgo: 33,
    parameters: { maxAgeHours: 72 },
  },
  // Re-enables a control the standard ships disabled, for this client only.
  {
    organization: 'Northwind Logistics',
    standard: 'essential-eight',
    control: 'Backup restore tested',
    daysAgo: 20,
    enabled: true,
    parameters: { maxAgeDays: 30 },
  },
];

const OTHER_STANDARD: StandardSpec = {
  // Same slug and control names as the demo tenant's standard on purpose: lookups by slug or name
  // must stay inside the caller's tenant.
  slug: 'cis-ig1',
  name: 'CIS Controls v8 (IG1)',
  version: 1,
  description: 'Other MSP copy of CIS IG1.',
  controls: DEMO_STANDARDS[0]!.controls.filter((c) =>
    ['Encrypt data on end-user devices', 'EDR agent active', 'MFA for all users', 'Automated backups succeed'].includes(
      c.name,
    ),
  ),
};

const OTHER_ORGANIZATIONS: { name: string; integrations: Integrations }[] = [
  {
    name: 'Contoso Clinic',
    integrations: { microsoft365: 'connected', intune: 'connected', crowdstrike: 'connected' },
  },
  { name: 'Fabrikam Foods', integrations: { microsoft365: 'connected', veeam: 'error' } },
  { name: 'Tailspin Toys', integrations: { google_workspace: 'connected', jamf: 'connected' } },
];

// ---------------------------------------------------------------------------------------------
// History generation

interface SeedControl {
  id: string;
  standardId: string;
  name: string;
  severity: Severity;
  enabled: boolean;
  parameters: Prisma.InputJsonObject;
  requires: string[];
  expect: Record<string, boolean>;
  standard: { enabled: boolean; version: number };
}

interface SeedOrganization {
  id: string;
  name: string;
  integrations: MappedIntegration[];
}

interface SeedOverride {
  enabled: boolean | null;
  parameters: Prisma.InputJsonObject | null;
  since: Date;
}

interface HistoryInput {
  tenantId: string;
  organizations: SeedOrganization[];
  controls: SeedControl[];
  /** `${organizationId}:${controlId}` -> override */
  overrides: Map<string, SeedOverride>;
  coverage: CoverageIndex;
  prng: Prng;
  now: Date;
  /** Days of history, today included. */
  days: number;
  /** Each pair is evaluated every `cadence` days (staggered), plus on the first day and today. */
  cadence: number;
}

interface History {
  evaluations: Evaluation[];
  states: ControlState[];
  daily: DailyStatusCount[];
  detections: Detection[];
}

export const STATUS_INDEX: Record<ControlStatus, number> = {
  pass: 0,
  fail: 1,
  no_data: 2,
  not_covered: 3,
  not_applicable: 4,
};
const EVALUABLE: readonly ControlStatus[] = ['pass', 'fail', 'no_data'];

/** ~65% pass, 20% fail, 15% no_data. */
export function drawOutcome(prng: Prng): ControlStatus {
  const roll = prng.next();
  return roll < 0.65 ? 'pass' : roll < 0.85 ? 'fail' : 'no_data';
}

const FIRST_NAMES = [
  'alex',
  'jordan',
  'sam',
  'taylor',
  'morgan',
  'casey',
  'jamie',
  'riley',
  'drew',
  'quinn',
  'avery',
  'parker',
];
const LAST_NAMES = [
  'nguyen',
  'smith',
  'garcia',
  'patel',
  'okafor',
  'kowalski',
  'larsen',
  'murphy',
  'chen',
  'silva',
  'walsh',
  'haddad',
];

/** A plausible failing subject for a predicate: a device, an account, a domain or a backup job. */
export function subjectFor(predicate: string, organization: string, prng: Prng): string {
  const words = slugify(organization).split('-');
  const domain = `${words[0]}.example`;
  const code = words
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 4);
  const area = predicate.split('.')[0];
  switch (area) {
    case 'device':
    case 'endpoint':
    case 'app':
      return `${code}-${prng.pick(['LT', 'WS', 'LT', 'SRV'])}-${String(prng.int(300) + 1).padStart(3, '0')}`;
    case 'identity':
      return `${prng.pick(FIRST_NAMES)}.${prng.pick(LAST_NAMES)}@${domain}`;
    case 'email':
      return domain;
    case 'backup':
      return `${prng.pick(['Nightly', 'Hourly', 'Weekly'])} - ${code}-${prng.pick(['FS', 'SQL', 'DC', 'APP'])}0${prng.int(4) + 1}`;
    default:
      return prng.pick([
        `https://${words[0]}.sharepoint.example/sites/Finance`,
        `https://${words[0]}.sharepoint.example/sites/HR`,
        `${domain} tenant`,
      ]);
  }
}

interface Point {
  status: ControlStatus;
  at: Date;
  evaluationId: string;
  subjectsFailing: number;
}

/**
 * Replays `days` of evaluations of every control for every organization with the same rules the
 * evaluator applies: effective settings first (off -> not_applicable), then coverage (not_covered
 * with reason A), then an outcome with reason B attached when coverage is degraded. Outcomes are
 * sticky from one evaluation to the next so the trend moves like a real estate, not like noise.
 */
function generateHistory(input: HistoryInput): History {
  const { tenantId, organizations, controls, overrides, coverage, prng, now, days, cadence } = input;
  const today = utcDay(now).getTime();
  const history: History = { evaluations: [], states: [], daily: [], detections: [] };
  // Reason-B rows get their latest outcome in turn so the demo always shows the degraded detail
  // on each of pass, fail and no_data, whatever the PRNG drew.
  let degradedTurn = 0;
  let pairIndex = 0;

  for (const organization of organizations) {
    // perDay[d][s]: how many controls had status s as their latest at the end of day d (oldest first).
    const perDay = Array.from({ length: days }, () => [0, 0, 0, 0, 0]);

    for (const control of controls) {
      const k = pairIndex++;
      const override = overrides.get(`${organization.id}:${control.id}`);
      const assessed = coverage.assess(control.requires, organization.integrations);
      const population = 5 + prng.int(196);
      const offsets = [days - 1];
      for (let d = days - 2; d >= 1; d--) if ((d + k) % cadence === 0) offsets.push(d);
      offsets.push(0);

      const points: Point[] = [];
      let outcome = drawOutcome(prng);
      for (const [i, d] of offsets.entries()) {
        const at =
          d === 0
            ? new Date(Math.max(today, now.getTime() - ((k % 30) + 1) * MINUTE_MS))
            : new Date(today - d * DAY_MS + (60 + ((k * 7) % 240)) * MINUTE_MS);
        const activeOverride = override && override.since.getTime() <= at.getTime() ? override : null;
        const settings = effectiveSettings(control.standard, control, activeOverride);

        let status: ControlStatus;
        let detail: ComplianceRowDetail | null = null;
        if (!settings.effectiveEnabled) status = 'not_applicable';
        else if (assessed.notCovered) {
          status = 'not_covered';
          detail = assessed.detail;
        } else {
          if (prng.next() > 0.8) outcome = drawOutcome(prng);
          status = outcome;
          detail = assessed.detail;
          if (d === 0 && detail !== null) status = EVALUABLE[degradedTurn++ % EVALUABLE.length]!;
        }

        const subjectsEvaluated = status === 'pass' || status === 'fail' ? Math.max(1, population - prng.int(5)) : 0;
        const subjectsFailing = status === 'fail' ? 1 + prng.int(Math.min(12, subjectsEvaluated)) : 0;
        const evaluation: Evaluation = {
          id: uuidv7(at.getTime()),
          tenantId,
          organizationId: organization.id,
          controlId: control.id,
          status,
          subjectsEvaluated,
          subjectsFailing,
          detail: detail as Prisma.JsonObject | null,
          standardVersion: control.standard.version,
          evaluatedAt: at,
        };
        history.evaluations.push(evaluation);
        points.push({ status, at, evaluationId: evaluation.id, subjectsFailing });

        const until = i + 1 < offsets.length ? offsets[i + 1]! : -1;
        for (let ago = d; ago > until; ago--) perDay[days - 1 - ago]![STATUS_INDEX[status]]!++;

        if (d === 0) {
          history.states.push({
            organizationId: organization.id,
            controlId: control.id,
            tenantId,
            standardId: control.standardId,
            evaluationId: evaluation.id,
            status,
            subjectsEvaluated,
            subjectsFailing,
            detail: evaluation.detail,
            standardVersion: evaluation.standardVersion,
            evaluatedAt: at,
          });
        }
      }

      history.detections.push(...detectionsFor(coverage, tenantId, organization, control, points, prng));
    }

    perDay.forEach((counts, index) => {
      history.daily.push({
        organizationId: organization.id,
        day: new Date(today - (days - 1 - index) * DAY_MS),
        tenantId,
        passCount: counts[0]!,
        failCount: counts[1]!,
        noDataCount: counts[2]!,
        notCoveredCount: counts[3]!,
        notApplicableCount: counts[4]!,
      });
    });
  }
  return history;
}

/**
 * Open detections for a control failing now (1-3, dated from the start of the current failing
 * streak), resolved ones for earlier failing streaks that ended in a pass.
 */
function detectionsFor(
  coverage: CoverageIndex,
  tenantId: string,
  organization: SeedOrganization,
  control: SeedControl,
  points: readonly Point[],
  prng: Prng,
): Detection[] {
  const detections: Detection[] = [];
  const predicate = control.requires[0]!;
  const [field, expected] = Object.entries(control.expect)[0]!;
  const source = coverage.sourceTypeCodes([predicate], organization.integrations)[predicate]?.[0] ?? null;

  const raise = (streak: readonly Point[], count: number, resolvedAt: Date | null) => {
    const first = streak[0]!;
    const last = streak.at(-1)!;
    const subjects = new Set<string>();
    for (let attempt = 0; attempt < count * 3 && subjects.size < count; attempt++) {
      subjects.add(subjectFor(predicate, organization.name, prng));
    }
    for (const subject of subjects) {
      detections.push({
        id: uuidv7(first.at.getTime()),
        tenantId,
        organizationId: organization.id,
        controlId: control.id,
        evaluationId: last.evaluationId,
        status: resolvedAt === null ? 'open' : 'resolved',
        severity: control.severity,
        title: `${control.name}: ${subject}`,
        subject,
        evidence: {
          predicate,
          expected: { [field]: expected },
          observed: { [field]: !expected },
          source,
          observedAt: last.at.toISOString(),
        },
        firstSeenAt: first.at,
        lastSeenAt: last.at,
        resolvedAt,
      });
    }
  };

  let streak: Point[] = [];
  for (const point of points) {
    if (point.status === 'fail') {
      streak.push(point);
      continue;
    }
    if (streak.length > 0 && point.status === 'pass') raise(streak, 1 + prng.int(2), point.at);
    streak = [];
  }
  const latest = streak.at(-1);
  if (latest !== undefined) raise(streak, Math.min(latest.subjectsFailing, 1 + prng.int(3)), null);
  return detections;
}

// ---------------------------------------------------------------------------------------------
// Tenants

interface TenantSpec {
  name: string;
  standards: readonly StandardSpec[];
  organizations: readonly { name: string; integrations: Integrations }[];
  overrides: OverrideSpec[];
  days: number;
  cadence: number;
  seed: number;
}

async function seedTenant(
  tx: Tx,
  spec: TenantSpec,
  connectorIds: Map<string, string>,
  users: { email: string; name: string; role: 'admin' | 'viewer'; passwordHash: string }[],
  apiKey: string,
  now: Date,
): Promise<void> {
  const prng = createPrng(spec.seed);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const setupAt = at(spec.days + 30);

  const tenant = await tx.tenant.create({ data: { name: spec.name, createdAt: setupAt }, select: { id: true } });
  const tenantId = tenant.id;

  const userIds = new Map<string, string>();
  for (const user of users) {
    const id = uuidv7(setupAt.getTime());
    userIds.set(user.email, id);
    await tx.user.create({ data: { id, tenantId, ...user, createdAt: setupAt, updatedAt: setupAt } });
  }
  await tx.apiKey.create({ data: adminKeyRecord(tenantId, 'Bootstrap admin key', apiKey, setupAt) });
  const adminId = [...userIds.values()][0]!;

  const controls: SeedControl[] = [];
  const controlIds = new Map<string, string>();
  for (const standard of spec.standards) {
    const standardId = uuidv7(setupAt.getTime());
    await tx.standard.create({
      data: {
        id: standardId,
        tenantId,
        slug: standard.slug,
        name: standard.name,
        description: standard.description,
        version: standard.version,
        enabled: true,
        createdAt: setupAt,
        updatedAt: setupAt,
      },
    });
    const rows = standard.controls.map((c) => {
      const id = uuidv7(setupAt.getTime());
      const predicate = c.requires[0];
      controlIds.set(`${standard.slug}:${c.name}`, id);
      const row = {
        id,
        tenantId,
        standardId,
        slug: controlSlug(standard.slug, { name: c.name, predicate }),
        name: c.name,
        description: c.description,
        category: c.category,
        severity: c.severity,
        autonomy: c.autonomy ?? 'suggest_only',
        enabled: c.enabled ?? true,
        parameters: c.parameters ?? {},
        definition: { match: { predicate }, expect: c.expect },
        requires: c.requires,
        createdAt: setupAt,
        updatedAt: setupAt,
      };
      controls.push({ ...row, expect: c.expect, standard: { enabled: true, version: standard.version } });
      return row;
    });
    await tx.control.createMany({ data: rows });
  }

  const organizations: SeedOrganization[] = spec.organizations.map((o) => ({
    id: uuidv7(setupAt.getTime()),
    name: o.name,
    integrations: Object.entries(o.integrations).map(([typeCode, status]) => ({ typeCode, status })),
  }));
  await tx.organization.createMany({
    data: organizations.map((o, index) => {
      const createdAt = at(spec.days + 20 - (index % 10));
      return { id: o.id, tenantId, name: o.name, createdAt, updatedAt: createdAt };
    }),
  });
  await tx.integration.createMany({
    data: organizations.flatMap((o) =>
      o.integrations.map((i) => ({
        tenantId,
        organizationId: o.id,
        connectorTypeId: connectorIds.get(i.typeCode)!,
        status: i.status,
        createdAt: at(spec.days + 10),
        updatedAt: i.status === 'connected' ? at(spec.days + 10) : at(3 + prng.int(10)),
      })),
    ),
  });

  const organizationIds = new Map(organizations.map((o) => [o.name, o.id]));
  const overrides = new Map<string, SeedOverride>();
  const overrideRows = spec.overrides.map((o) => {
    const organizationId = organizationIds.get(o.organization)!;
    const controlId = controlIds.get(`${o.standard}:${o.control}`);
    if (controlId === undefined)
      throw new Error(`demo override names an unknown control: ${o.standard} / ${o.control}`);
    const since = at(o.daysAgo);
    overrides.set(`${organizationId}:${controlId}`, {
      enabled: o.enabled ?? null,
      parameters: o.parameters ?? null,
      since,
    });
    const disabled = o.enabled === false;
    return {
      tenantId,
      organizationId,
      controlId,
      enabled: o.enabled ?? null,
      parameters: o.parameters,
      disabledReason: disabled ? (o.disabledReason ?? null) : null,
      disabledById: disabled ? adminId : null,
      disabledAt: disabled ? since : null,
      createdAt: since,
      updatedAt: since,
    };
  });
  if (overrideRows.length > 0) await tx.controlOverride.createMany({ data: overrideRows });

  const history = generateHistory({
    tenantId,
    organizations,
    controls,
    overrides,
    coverage: coverageIndex(),
    prng,
    now,
    days: spec.days,
    cadence: spec.cadence,
  });
  await insertRows(tx, 'Evaluation', history.evaluations);
  await insertRows(tx, 'ControlState', history.states);
  await insertRows(tx, 'DailyStatusCount', history.daily);
  await insertRows(tx, 'Detection', history.detections);
}

export interface SeedDemoOptions {
  /** Plaintext of the demo admin key (BOOTSTRAP_API_KEY); a random key when omitted. */
  bootstrapApiKey?: string;
  now?: Date;
}

/** Any fixed number works; it only has to be the same for every process that seeds. */
const SEED_LOCK = 7_341_093;

/**
 * Loads the demo data into a database that has no tenant yet; does nothing (created: false)
 * otherwise, so restarts never seed twice. Returns the demo admin key's plaintext, which is
 * stored nowhere, so the caller can show it once.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<{ created: boolean; apiKey?: string }> {
  const now = options.now ?? new Date();
  const apiKey = options.bootstrapApiKey ?? newSecret(API_KEY_PREFIX);
  if (!apiKey.startsWith(API_KEY_PREFIX)) throw new Error(`the bootstrap API key must start with ${API_KEY_PREFIX}`);

  // Hashed outside the transaction: scrypt is deliberately slow and needs no database.
  const [demoAdmin, demoAnalyst, otherAdmin] = await Promise.all([
    hashPassword('demo-admin-password'),
    hashPassword('demo-analyst-password'),
    hashPassword('other-admin-password'),
  ]);

  return db.$transaction(
    async (tx) => {
      // Two processes starting on one empty database must not both seed: the second waits here,
      // then finds the tenant the first created.
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      if ((await tx.tenant.count()) > 0) return { created: false };

      const connectorIds = await ensureConnectorCatalog(tx);
      await seedTenant(
        tx,
        {
          name: 'Demo MSP',
          standards: DEMO_STANDARDS,
          organizations: DEMO_ORGANIZATIONS,
          overrides: DEMO_OVERRIDES,
          days: 90,
          cadence: 3,
          seed: 20_240_601,
        },
        connectorIds,
        [
          { email: 'admin@demo.example', name: 'Demo Admin', role: 'admin', passwordHash: demoAdmin },
          { email: 'analyst@demo.example', name: 'Demo Analyst', role: 'viewer', passwordHash: demoAnalyst },
        ],
        apiKey,
        now,
      );
      await seedTenant(
        tx,
        {
          name: 'Other MSP',
          standards: [OTHER_STANDARD],
          organizations: OTHER_ORGANIZATIONS,
          overrides: [],
          days: 30,
          cadence: 5,
          seed: 20_240_602,
        },
        connectorIds,
        [{ email: 'admin@other.example', name: 'Other Admin', role: 'admin', passwordHash: otherAdmin }],
        newSecret(API_KEY_PREFIX),
        now,
      );
      return { created: true, apiKey };
    },
    { maxWait: 30_000, timeout: 300_000 },
  );
}
