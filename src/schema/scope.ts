import { type AuditChanges, changesBetween } from '../data/audit.ts';
import { type Disablement, disableImpact, type ScopeImpact, setControlEnabled } from '../data/scope.ts';
import { selectControlOrThrow } from '../data/selections.ts';
import { checkText, type Issue } from '../domain/input.ts';
import { disableReasonFault } from '../domain/scope.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { enqueueTenantEvaluations } from '../engine/queue.ts';
import { invalid, NotFoundError } from '../errors.ts';
import { audit } from './audit.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';

/**
 * Taking a standard or a control out of every organization's scope, with care (DECISIONS, "Scope
 * changes keep history"): a reason is required, what it would touch can be read before, the audit
 * entry names what it touched, and the engine resolves the open detections `out_of_scope` (they
 * reopen if the control is back within 30 days).
 */

const DISABLE_REASON_MESSAGES = {
  reason_missing: 'A reason is required to disable it across all clients',
  reason_without_disabling: 'reason goes only with enabled false',
} as const;

/** Disabling needs a reason, and a reason goes only with disabling (src/domain/scope.ts). */
export function checkDisableReason(issues: Issue[], input: { enabled?: boolean | null; reason?: string | null }) {
  const fault = disableReasonFault(input);
  if (fault) issues.push({ path: ['reason'], message: DISABLE_REASON_MESSAGES[fault] });
  checkText(issues, ['reason'], input.reason, TEXT_LIMITS.reason);
}

/** Who disables, and why, as the row keeps it; null unless a reason is given. */
export function disablement(context: Context, reason: string | null | undefined): Disablement | null {
  if (reason == null) return null;
  return { reason, byUserId: context.principal.userId ?? null, at: context.clock.now() };
}

/**
 * The audit changes of a flag's change: the flag and the reason as they moved, and when it turned
 * off, what left the scope (in scope before, none after).
 */
export function scopeChanges(
  before: { enabled: boolean; disabledReason: string | null },
  input: { enabled?: boolean | null; reason?: string | null },
  impact: ScopeImpact | null,
): AuditChanges {
  const after =
    input.enabled == null ? before : { enabled: input.enabled, disabledReason: input.enabled ? null : input.reason };
  const changes = changesBetween(before, after, ['enabled', 'disabledReason']);
  if (!impact) return changes;
  return {
    ...changes,
    organizationsInScope: [impact.organizations, 0],
    controlsInScope: [impact.controls, 0],
    openDetections: [impact.openDetections, 0],
  };
}

/** The audit action of a flag's change. */
export function scopeAction(what: 'standard' | 'control', before: boolean, after: boolean | null | undefined): string {
  if (after == null || after === before) return `${what}.updated`;
  return after ? `${what}.enabled` : `${what}.disabled`;
}

const ScopeImpactRef = builder.objectRef<ScopeImpact>('ScopeImpact').implement({
  description:
    'What disabling a standard or a control across all clients would take out of scope now: the console confirms with these counts before the change, and the audit entry of the change names them.',
  fields: (t) => ({
    organizations: t.exposeInt('organizations', {
      description: 'Organizations where at least one of its controls is in the effective scope now.',
    }),
    controls: t.exposeInt('controls', {
      description: 'Its controls in the effective scope of at least one organization now.',
    }),
    openDetections: t.exposeInt('openDetections', {
      description: 'Open detections of those controls there: disabling resolves them out_of_scope.',
    }),
  }),
});

const READ = { permission: 'detection_rule.read' } as const;

interface DisabledRow {
  disabledReason: string | null;
  disabledAt: Date | null;
  disabledBy: { name: string } | null;
}

/** The disable metadata a standard and a control both carry, as field options declared once. */
function disabledFields(what: 'standard' | 'control') {
  return {
    disabledReason: {
      nullable: true,
      description: `Why the ${what} was disabled across all clients; null while enabled (and when it was never disabled with a reason).`,
      select: { disabledReason: true },
      resolve: (row: Pick<DisabledRow, 'disabledReason'>) => row.disabledReason,
    },
    disabledAt: {
      type: 'DateTime',
      nullable: true,
      description: `When the ${what} was disabled across all clients; null while enabled.`,
      select: { disabledAt: true },
      resolve: (row: Pick<DisabledRow, 'disabledAt'>) => row.disabledAt,
    },
    disabledByName: {
      nullable: true,
      description: `Who disabled the ${what} across all clients (a user's name); null while enabled or when an API key did.`,
      select: { disabledBy: { select: { name: true } } },
      resolve: (row: Pick<DisabledRow, 'disabledBy'>) => row.disabledBy?.name ?? null,
    },
    disableImpact: {
      type: ScopeImpactRef,
      description: `What disabling this ${what} across all clients would take out of scope now (zeros while it${what === 'control' ? ' or its standard' : ''} is disabled).`,
      authScopes: READ,
      select: { id: true },
      resolve: (row: { id: string }, _args: unknown, context: Context) =>
        disableImpact(context.db, what === 'standard' ? { standardId: row.id } : { controlId: row.id }),
    },
  } as const;
}

builder.prismaObjectFields('Standard', (t) => ({
  disabledReason: t.string(disabledFields('standard').disabledReason),
  disabledAt: t.field(disabledFields('standard').disabledAt),
  disabledByName: t.string(disabledFields('standard').disabledByName),
  disableImpact: t.field(disabledFields('standard').disableImpact),
}));

builder.prismaObjectFields('Control', (t) => ({
  disabledReason: t.string(disabledFields('control').disabledReason),
  disabledAt: t.field(disabledFields('control').disabledAt),
  disabledByName: t.string(disabledFields('control').disabledByName),
  disableImpact: t.field(disabledFields('control').disableImpact),
}));

const UpdateControlInput = builder.inputType('UpdateControlInput', {
  description: "A change of a control's own flag, for every organization (their overrides still win there).",
  fields: (t) => ({
    enabled: t.boolean({
      required: true,
      description:
        'false takes the control out of every organization that has no override enabling it (needs a reason).',
    }),
    reason: t.string({
      description: `Why the control is disabled across all clients, 1 to ${TEXT_LIMITS.reason} characters; required with enabled false. Read \`disableImpact\` first to say what it touches.`,
    }),
  }),
});

builder.mutationFields((t) => ({
  updateControl: t.prismaField({
    type: 'Control',
    description:
      'Enables or disables a control of a standard across all clients; disabling needs a reason. Queues a re-evaluation of every organization: the open detections of a control leaving the scope resolve out_of_scope, and reopen if it comes back within 30 days. One audit entry (control.enabled or control.disabled) names what it touched.',
    authScopes: { permission: 'detection_rule.write' },
    args: {
      id: t.arg({ type: 'UUID', required: true, description: "The control's id; another tenant's is not found." }),
      input: t.arg({ type: UpdateControlInput, required: true, description: 'The change.' }),
    },
    resolve: async (query, _root, { id, input }, context) => {
      const issues: Issue[] = [];
      checkDisableReason(issues, input);
      if (issues.length > 0) throw invalid(issues, ['input']);
      const change = { enabled: input.enabled, disabled: disablement(context, input.reason) };
      const found = await setControlEnabled(
        context.db,
        id,
        change,
        enqueueTenantEvaluations,
        (tx, { before, impact }) =>
          audit(tx, context, {
            action: scopeAction('control', before.enabled, input.enabled),
            target: { type: 'control', id },
            changes: scopeChanges(before, input, impact),
          }),
      );
      if (!found) throw new NotFoundError('Control not found');
      return selectControlOrThrow(context.db, id, query);
    },
  }),
}));
