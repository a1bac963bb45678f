import type { Db } from '../data/client.ts';
import type { Prisma } from '../data/generated/prisma/client.ts';
import {
  builtInConnectorTypes,
  type ConnectorDefinition,
  createBuiltInConnectorType,
  updateBuiltInConnectorType,
} from '../data/integrations.ts';
import { enqueueConnectorTypeEvaluations } from '../engine/queue.ts';

/**
 * The built-in connector catalog: reference data, not demo data. Every start installs it right
 * after the migrations, whatever SEED says, so a production deployment can set up integrations
 * from its first start; a definition changed here is updated in place at the next start.
 */
export type ConnectorSpec = ConnectorDefinition;

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

export interface CatalogInstall {
  /** typeCode -> id of every built-in type of the catalog. */
  ids: Map<string, string>;
  created: string[];
  updated: string[];
  /** Organizations queued for evaluation because a type they integrate changed what it supplies or refuses. */
  queued: number;
}

/** Replicas starting together on one database take turns; the second finds nothing left to do. */
const CATALOG_LOCK = 0x63617461;

/** Installs and upgrades the built-in catalog in one transaction (see installConnectorCatalogIn). */
export function installConnectorCatalog(db: Db, catalog: readonly ConnectorSpec[] = CONNECTOR_CATALOG) {
  return db.$transaction((tx) => installConnectorCatalogIn(tx, catalog));
}

/**
 * Creates the missing built-in types and updates those whose definition differs, in place (ids,
 * integrations and facts stay). A change of predicates or refusals queues the evaluation of every
 * organization integrating that type, in this transaction: catalog changes re-evaluate what they touch.
 */
export async function installConnectorCatalogIn(
  tx: Prisma.TransactionClient,
  catalog: readonly ConnectorSpec[] = CONNECTOR_CATALOG,
): Promise<CatalogInstall> {
  await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${CATALOG_LOCK})`);
  const stored = new Map((await builtInConnectorTypes(tx)).map((row) => [row.typeCode, row]));
  const install: CatalogInstall = { ids: new Map(), created: [], updated: [], queued: 0 };
  const reassess: string[] = [];
  for (const spec of catalog) {
    const row = stored.get(spec.typeCode);
    if (!row) {
      install.ids.set(spec.typeCode, await createBuiltInConnectorType(tx, spec));
      install.created.push(spec.typeCode);
      continue;
    }
    install.ids.set(spec.typeCode, row.id);
    if (row.name === spec.name && sameCapabilities(row, spec)) continue;
    await updateBuiltInConnectorType(tx, row.id, spec);
    install.updated.push(spec.typeCode);
    if (!sameCapabilities(row, spec)) reassess.push(row.id);
  }
  if (reassess.length > 0) install.queued = await enqueueConnectorTypeEvaluations(tx, reassess);
  return install;
}

/** Same predicates (in the same order, as the catalog lists them) and same refusals (jsonb keeps no key order). */
function sameCapabilities(a: ConnectorSpec, b: ConnectorSpec): boolean {
  const refusals = (spec: ConnectorSpec) =>
    JSON.stringify(Object.entries(spec.refusals).sort(([x], [y]) => (x < y ? -1 : 1)));
  return a.predicates.join('\n') === b.predicates.join('\n') && refusals(a) === refusals(b);
}
