import { type AuditOrigin, changesBetween, recordAudit } from '../data/audit.ts';
import { findOrganization } from '../data/organizations.ts';
import {
  controlExists,
  deleteOverride,
  deleteStandardOverride,
  type OverrideRecord,
  overrideState,
  putOverride,
  putStandardOverride,
  type StandardOverrideRecord,
  scheduleOverrideExpiry,
} from '../data/overrides.ts';
import { standardExists } from '../data/standards.ts';
import { inTransaction, type TenantClient, type TenantDb } from '../data/tenant.ts';
import { type OverrideKind, type OverrideSetting, overrideIssues } from '../domain/override.ts';
import { invalid, NotFoundError } from '../errors.ts';
import { enqueueEvaluation } from './queue.ts';

/**
 * An override's writes, once for a control's and a standard's: the input checked, the organization
 * and the target found (another tenant's is not found), then in one transaction the write, the
 * organization's re-evaluation queued (so the grid, the standard's rollup and the trend move
 * together), the job that ends it at its expiresAt, and the audit entry of its change. Its end by
 * itself is expiry.ts.
 */

/** Who writes: the caller's tenant, clock, user (null for a tenant API key) and audit origin. */
export interface OverrideCaller {
  db: TenantDb;
  now: Date;
  userId: string | null;
  origin: AuditOrigin;
}

/** Which organization's override of which control or standard. */
export interface OverrideTarget<K extends OverrideKind = OverrideKind> {
  kind: K;
  organizationId: string;
  targetId: string;
}

type Disabled = { reason: string; byUserId: string | null; at: Date } | null;
type RecordOf<K extends OverrideKind> = K extends 'control' ? OverrideRecord : StandardOverrideRecord;

/** What differs between the kinds: how the target is found, written and removed. */
const KINDS = {
  control: {
    exists: controlExists,
    notFound: 'Control not found',
    put: (tx: TenantClient, target: OverrideTarget, setting: OverrideSetting, disabled: Disabled) =>
      putOverride(tx, target.organizationId, target.targetId, {
        enabled: setting.enabled ?? null,
        parameters: setting.parameters ?? null,
        disabled,
        expiresAt: setting.expiresAt ?? null,
      }),
    remove: deleteOverride,
  },
  standard: {
    exists: standardExists,
    notFound: 'Standard not found',
    put: (tx: TenantClient, target: OverrideTarget, setting: OverrideSetting, disabled: Disabled) =>
      putStandardOverride(tx, target.organizationId, target.targetId, {
        enabled: setting.enabled ?? true,
        disabled,
        expiresAt: setting.expiresAt ?? null,
      }),
    remove: deleteStandardOverride,
  },
} satisfies Record<OverrideKind, unknown>;

const AUDITED_FIELDS = ['enabled', 'reason', 'expiresAt', 'parameters'] as const;

async function findTarget({ db }: OverrideCaller, target: OverrideTarget): Promise<void> {
  if (!(await findOrganization(db, target.organizationId))) throw new NotFoundError('Organization not found');
  const kind = KINDS[target.kind];
  if (!(await kind.exists(db, target.targetId))) throw new NotFoundError(kind.notFound);
}

/** The audit entry of an override's change, its fields before and after (null: there was none, or is none now). */
async function auditChange(
  tx: TenantClient,
  caller: OverrideCaller,
  target: OverrideTarget,
  action: 'set' | 'removed',
  before: Awaited<ReturnType<typeof overrideState>>,
): Promise<void> {
  const { kind, organizationId, targetId } = target;
  const after = action === 'set' ? await overrideState(tx, kind, organizationId, targetId) : null;
  await recordAudit(tx, caller.origin, {
    action: `${kind}_override.${action}`,
    target: { type: kind, id: targetId },
    organizationId,
    changes: changesBetween(before, after, AUDITED_FIELDS),
  });
}

/** Sets an organization's override of a control or a standard (PUT semantics); bad input is refused under `input`. */
export async function setOverride<K extends OverrideKind>(
  caller: OverrideCaller,
  target: OverrideTarget<K>,
  setting: OverrideSetting,
): Promise<RecordOf<K>> {
  const issues = overrideIssues(target.kind, setting, caller.now);
  if (issues.length > 0) throw invalid(issues, ['input']);
  await findTarget(caller, target);
  const { kind, organizationId, targetId } = target;
  // overrideIssues refuses enabled false without a reason.
  const disabled =
    setting.enabled === false ? { reason: setting.reason ?? '', byUserId: caller.userId, at: caller.now } : null;
  return inTransaction(caller.db, async (tx) => {
    const before = await overrideState(tx, kind, organizationId, targetId);
    const override = await KINDS[kind].put(tx, target, setting, disabled);
    await enqueueEvaluation(tx, organizationId);
    if (override.expiresAt) {
      const expiresAt = override.expiresAt.toISOString();
      await scheduleOverrideExpiry(tx, { organizationId, kind, targetId, expiresAt });
    }
    await auditChange(tx, caller, target, 'set', before);
    return override as RecordOf<K>;
  });
}

/** Removes the override, so the target inherits everything again; false when there was none. */
export async function removeOverride(caller: OverrideCaller, target: OverrideTarget): Promise<boolean> {
  await findTarget(caller, target);
  const { kind, organizationId, targetId } = target;
  return inTransaction(caller.db, async (tx) => {
    const before = await overrideState(tx, kind, organizationId, targetId);
    if (!(await KINDS[kind].remove(tx, organizationId, targetId))) return false;
    await enqueueEvaluation(tx, organizationId);
    await auditChange(tx, caller, target, 'removed', before);
    return true;
  });
}
