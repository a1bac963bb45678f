import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { write } from '../api.ts';
import { ErrorNote } from '../components/common.tsx';
import { DateField, endOfDay, FormButtons, TextField, useAction, useSubmit } from '../components/fields.tsx';
import { formatDate } from '../components/status.tsx';
import {
  ConsoleEndControlExceptionDocument,
  ConsoleEndStandardExceptionDocument,
  type ConsoleOrganizationQuery,
  ConsoleSetControlExceptionDocument,
  ConsoleSetStandardExceptionDocument,
  ConsoleStandardsDocument,
} from '../generated/operations.ts';
import { EXCEPTION_MAX_DAYS, LIMITS } from '../limits.ts';
import { useCan } from '../me.ts';
import { invalidate, keys, useGraph } from '../query.ts';
import type { Leaves } from '../unsaved.ts';
import { useGridRows } from './grid-rows.ts';

export type Override = ConsoleOrganizationQuery['overrides']['edges'][number]['node'];

function useNames(organizationId: string): Map<string, string> {
  const rows = useGridRows(organizationId).rows ?? [];
  const standards = useGraph(keys.standards, ConsoleStandardsDocument, {}).data?.standards.items ?? [];
  return new Map([
    ...rows.map((row) => [row.ruleId, row.ruleName] as const),
    ...standards.map((standard) => [standard.id, standard.name] as const),
  ]);
}

/** After an exception starts or ends: the organization's lists now, the grid again once the engine re-evaluates. */
function changed(organizationId: string) {
  return invalidate(keys.organization(organizationId), keys.grid(organizationId), keys.fleet);
}

/** Who, why, since and until, in one line. */
export function exceptionTerms(override: Override): string {
  return [
    override.reason ? `“${override.reason}”` : undefined,
    override.disabledBy ? `by ${override.disabledBy.name}` : undefined,
    override.disabledAt ? `since ${formatDate(override.disabledAt)}` : undefined,
    override.expiresAt ? `until ${formatDate(override.expiresAt)}` : 'no end date',
  ]
    .filter(Boolean)
    .join(', ');
}

export function EndException(props: { organizationId: string; override: Override; label: string }) {
  const { organizationId, override, label } = props;
  const action = useAction();
  const canWrite = useCan('organization.write');
  const end = () =>
    action.run(async () => {
      if (override.kind === 'control') {
        await write('organization.write', ConsoleEndControlExceptionDocument, {
          organizationId,
          controlId: override.controlId!,
        });
      } else {
        await write('organization.write', ConsoleEndStandardExceptionDocument, {
          organizationId,
          standardId: override.standardId!,
        });
      }
      await changed(organizationId);
    });
  if (!canWrite) return null;
  return (
    <>
      <button type="button" className="secondary" disabled={action.busy} onClick={end}>
        {label}
      </button>
      <ErrorNote error={action.error} />
    </>
  );
}

/** The organization's overrides: each exception with who, why, since and until, and a way to end it. */
export function ExceptionList({ organizationId, items }: { organizationId: string; items: Override[] }) {
  const names = useNames(organizationId);
  return (
    <section aria-labelledby="overrides-title" className="card">
      <h2 id="overrides-title">Overrides and exceptions</h2>
      {items.length === 0 && <p>None.</p>}
      <ul className="plain exceptions">
        {items.map((override) => {
          const name = names.get((override.controlId ?? override.standardId)!) ?? '(not shown)';
          return (
            <li key={`${override.kind}-${override.controlId ?? override.standardId}`}>
              <span className="exception-text">
                {override.kind === 'standard' ? 'Standard' : 'Control'} <strong>{name}</strong>{' '}
                {override.enabled === false ? 'out of scope' : 'parameters adjusted'}
                {override.enabled === false && `: ${exceptionTerms(override)}`}
              </span>
              {override.enabled === false && (
                <EndException organizationId={organizationId} override={override} label={`End exception for ${name}`} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface Target {
  kind: 'control' | 'standard';
  id: string;
  name: string;
}

/**
 * An exception for one client: a reason (the service asks for one) and, optionally, the last day
 * it lasts, within the window the service allows. One form for a control and for a whole standard;
 * `targets` offers the choice where both make sense (a grid row).
 */
export function ExceptionForm(props: {
  organizationId: string;
  targets: Target[];
  leaves?: Leaves;
  onDone(saved: boolean): void;
}) {
  const { organizationId, targets, leaves, onDone } = props;
  const submit = useSubmit(async (data) => {
    const target = targets.find((candidate) => candidate.id === data.get('target')) ?? targets[0]!;
    const variables = {
      organizationId,
      reason: String(data.get('reason')).trim(),
      expiresAt: endOfDay(data.get('until')),
    };
    if (target.kind === 'control') {
      await write('organization.write', ConsoleSetControlExceptionDocument, { ...variables, controlId: target.id });
    } else {
      await write('organization.write', ConsoleSetStandardExceptionDocument, { ...variables, standardId: target.id });
    }
    await changed(organizationId);
    onDone(true);
  });
  return (
    <form className="stack exception-form" {...submit.props} aria-label="New exception">
      {targets.length > 1 ? (
        <fieldset>
          <legend>Take out of this client's scope</legend>
          {targets.map((target, index) => (
            <label key={target.id} className="check">
              <input type="radio" name="target" value={target.id} defaultChecked={index === 0} />
              {target.kind === 'control' ? `This control (${target.name})` : `Every control of ${target.name}`}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>
          Take {targets[0]?.kind === 'standard' ? 'every control of' : ''} <strong>{targets[0]?.name}</strong> out of
          this client's scope.
        </p>
      )}
      <TextField label="Reason" name="reason" limit={LIMITS.reason} required multiline leaves={leaves} />
      <DateField
        label="Until"
        name="until"
        maxDays={EXCEPTION_MAX_DAYS}
        hint="Without a date the exception has no end."
      />
      <ErrorNote error={submit.error} />
      <FormButtons label="Save exception" busy={submit.busy} onCancel={() => onDone(false)} />
    </form>
  );
}

/** The tenant's active standards as they apply to this client: in scope, or out by an exception. */
export function StandardsInScope({ organizationId, overrides }: { organizationId: string; overrides: Override[] }) {
  const standards = useGraph(keys.standards, ConsoleStandardsDocument, {});
  const rows = useGridRows(organizationId).rows ?? [];
  // What this client's connectors can judge: its in-scope rows a connected source covers.
  const judged = (standardId: string) => {
    const inScope = rows.filter((row) => row.standardId === standardId && row.effectiveEnabled);
    return `${inScope.filter((row) => row.status !== 'not_covered').length} of ${inScope.length} controls judgeable here`;
  };
  const [open, setOpen] = useState<string>();
  const canWrite = useCan('organization.write');
  const canAdopt = useCan('detection_rule.write');
  const active = (standards.data?.standards.items ?? []).filter((standard) => standard.enabled);
  return (
    <section aria-labelledby="scope-title" className="card scope">
      <h2 id="scope-title">Standards for this client</h2>
      <ErrorNote error={standards.error} />
      {active.length === 0 && !standards.loading && <p>No standard is active in this tenant.</p>}
      {canAdopt && (
        <p>
          <Link to="/library">Adopt a framework from the library</Link>
        </p>
      )}
      <ul className="plain">
        {active.map((standard) => {
          const exception = overrides.find(
            (override) =>
              override.kind === 'standard' && override.standardId === standard.id && override.enabled === false,
          );
          return (
            <li key={standard.id}>
              <strong>{standard.name}</strong> ({judged(standard.id)}):{' '}
              {exception ? `out of scope (${exceptionTerms(exception)})` : 'in scope'}{' '}
              {exception ? (
                <EndException
                  organizationId={organizationId}
                  override={exception}
                  label={`End exception for ${standard.name}`}
                />
              ) : (
                canWrite &&
                open !== standard.id && (
                  <button type="button" className="secondary" onClick={() => setOpen(standard.id)}>
                    Make an exception<span className="visually-hidden"> for {standard.name}</span>
                  </button>
                )
              )}
              {open === standard.id && !exception && (
                <ExceptionForm
                  organizationId={organizationId}
                  targets={[{ kind: 'standard', id: standard.id, name: standard.name }]}
                  onDone={() => setOpen(undefined)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
