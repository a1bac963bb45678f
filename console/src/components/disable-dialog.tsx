import { useEffect, useRef } from 'react';
import { write } from '../api.ts';
import {
  ConsoleControlDisableImpactDocument,
  ConsoleSetControlEnabledDocument,
  ConsoleSetStandardEnabledDocument,
  ConsoleStandardDisableImpactDocument,
} from '../generated/operations.ts';
import { LIMITS } from '../limits.ts';
import { invalidate, keys, useGraph } from '../query.ts';
import { ErrorNote } from './common.tsx';
import { FormButtons, TextField, useSubmit } from './fields.tsx';

/** A standard or a control about to leave every organization's scope. */
export interface Disabling {
  kind: 'standard' | 'control';
  id: string;
  name: string;
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}

function useImpact(target: Disabling) {
  const standard = useGraph(
    ['disable-impact', target.id],
    ConsoleStandardDisableImpactDocument,
    { id: target.id },
    { enabled: target.kind === 'standard' },
  );
  const control = useGraph(
    ['disable-impact', target.id],
    ConsoleControlDisableImpactDocument,
    { id: target.id },
    { enabled: target.kind === 'control' },
  );
  const read = target.kind === 'standard' ? standard : control;
  const data = target.kind === 'standard' ? standard.data?.standard : control.data?.control;
  return { impact: data?.disableImpact, error: read.error };
}

/**
 * Disabling across all clients, with care (DECISIONS "Scope changes keep history"): the dialog says
 * what it takes out of scope now (read from `disableImpact`), and the reason it asks for goes to
 * the service, the audit log and whoever reads why later. Enabling needs no dialog.
 */
export function DisableDialog({ target, onClose }: { target: Disabling; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { impact, error } = useImpact(target);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const submit = useSubmit(async (data) => {
    const reason = String(data.get('reason') ?? '').trim();
    const variables = { id: target.id, enabled: false, reason };
    if (target.kind === 'standard') await write('detection_rule.write', ConsoleSetStandardEnabledDocument, variables);
    else await write('detection_rule.write', ConsoleSetControlEnabledDocument, variables);
    await invalidate(keys.standards, ['standard-controls'], keys.fleet);
    onClose();
  });
  return (
    <dialog ref={dialog} aria-labelledby="disable-title" aria-describedby="disable-impact" onCancel={onClose}>
      <h2 id="disable-title">Disable {target.name} for every client?</h2>
      <p id="disable-impact" aria-live="polite">
        {impact
          ? `It leaves the scope of ${plural(impact.organizations, 'organization', 'organizations')} now: ${plural(impact.controls, 'control', 'controls')}, ${plural(impact.openDetections, 'open detection', 'open detections')} resolved as out of scope (they reopen if it is enabled again within 30 days).`
          : 'Counting what it takes out of scope…'}
      </p>
      <ErrorNote error={error} />
      <form {...submit.props}>
        <TextField
          label="Why it is disabled"
          name="reason"
          limit={LIMITS.reason}
          required
          multiline
          hint="Kept with the standard and in the audit log."
        />
        <ErrorNote error={submit.error} />
        <FormButtons label="Disable for every client" busy={submit.busy} onCancel={onClose} />
      </form>
    </dialog>
  );
}
