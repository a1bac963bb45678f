import type { ConsoleTicketFragment, PsaSystem, PsaTicketCloseReason } from '../generated/operations.ts';
import { formatDate } from './status.tsx';

export const PSA_NAMES: Record<PsaSystem, string> = { connectwise: 'ConnectWise', autotask: 'Autotask' };

const CLOSED_BECAUSE: Record<PsaTicketCloseReason, string> = {
  passing: 'the control passes',
  out_of_scope: 'the control went out of scope',
  exception: 'an exception was granted',
  deleted_in_psa: 'it was deleted in the PSA',
};

/**
 * A control's PSA ticket in one line: its number (a link into the PSA where it has one), open or
 * closed and why. The service files and closes tickets itself; the console only points to them.
 */
export function TicketLink({ ticket, control }: { ticket: ConsoleTicketFragment; control?: string }) {
  const name = `${PSA_NAMES[ticket.system]} ticket #${ticket.number}`;
  const state =
    ticket.state === 'open'
      ? `open since ${formatDate(ticket.openedAt)}`
      : `closed ${formatDate(ticket.closedAt)}${ticket.closeReason ? `: ${CLOSED_BECAUSE[ticket.closeReason]}` : ''}`;
  return (
    <span className="ticket">
      {ticket.url ? (
        <a href={ticket.url} rel="noreferrer" target="_blank">
          {name}
          {control && <span className="visually-hidden"> for {control}</span>}
        </a>
      ) : (
        name
      )}{' '}
      ({state})
    </span>
  );
}
