import { write } from '../api.ts';
import { ErrorNote } from '../components/common.tsx';
import { TextField, useSubmit } from '../components/fields.tsx';
import { TicketLink } from '../components/ticket.tsx';
import { ConsolePsaTicketsDocument, ConsoleSetPsaCompanyDocument } from '../generated/operations.ts';
import { LIMITS } from '../limits.ts';
import { useCan } from '../me.ts';
import { invalidate, keys, useGraph } from '../query.ts';
import { useGridRows } from './grid-rows.ts';

/** The PSA company this client's tickets are filed under (administrators); empty removes it. */
function PsaCompany({ organizationId, companyId }: { organizationId: string; companyId: string | null }) {
  const submit = useSubmit(async (data) => {
    const value = String(data.get('psaCompany')).trim();
    await write('integration.manage', ConsoleSetPsaCompanyDocument, { organizationId, companyId: value || null });
    await invalidate(keys.organization(organizationId));
  });
  if (!useCan('integration.manage')) return null;
  return (
    <form className="stack" {...submit.props} aria-label="PSA company">
      <TextField
        key={companyId ?? ''}
        label="PSA company id"
        name="psaCompany"
        limit={LIMITS.psaSetting}
        initial={companyId ?? ''}
        hint="ConnectWise: the company's id or identifier; Autotask: its companyID. Empty: no ticket is filed for this client."
      />
      <ErrorNote error={submit.error} />
      <button type="submit" disabled={submit.busy}>
        Save PSA company
      </button>
    </form>
  );
}

/** This client's PSA tickets (open first), each by its control, and where they are filed. */
export function PsaTickets({ organizationId, companyId }: { organizationId: string; companyId: string | null }) {
  const loaded = useGraph(keys.tickets(organizationId), ConsolePsaTicketsDocument, { organizationId });
  const names = new Map((useGridRows(organizationId).rows ?? []).map((row) => [row.ruleId, row.ruleName]));
  const items = loaded.data?.organization.psaTickets.items ?? [];
  return (
    <section aria-labelledby="tickets-title" className="card">
      <h2 id="tickets-title">PSA tickets</h2>
      <ErrorNote error={loaded.error} />
      {loaded.data && items.length === 0 && <p>No ticket filed for this client.</p>}
      <ul className="plain">
        {items.map((ticket) => {
          const control = names.get(ticket.controlId) ?? 'a control not shown';
          return (
            <li key={ticket.id}>
              <strong>{control}</strong>: <TicketLink ticket={ticket} control={control} />
              {ticket.subjects.length > 0 && <span className="subject">Failing: {ticket.subjects.join(', ')}</span>}
            </li>
          );
        })}
      </ul>
      <PsaCompany organizationId={organizationId} companyId={companyId} />
    </section>
  );
}
