import type { Severity } from '../../domain/severity.ts';
import {
  callPsa,
  clip,
  type NewTicket,
  type PsaCallContext,
  type PsaClient,
  type PsaConnectionConfig,
  PsaError,
  type PsaTicketRef,
} from './client.ts';
import type { PsaHttpResponse } from './http.ts';

/**
 * ConnectWise PSA (Manage) REST API 3.0, as its developer documentation and its published API
 * description define it (request and response shapes checked against the MIT-licensed client
 * generated from that description, github.com/vc3/connectwise-rest-api): base
 * `https://<site>/v4_6_release/apis/3.0`, `Authorization: Basic base64(<companyId>+<publicKey>:<privateKey>)`
 * and a `clientId` header; tickets at /service/tickets (POST a Ticket, PATCH with JSON Patch
 * operations), notes at /service/tickets/{id}/notes, a board's statuses at
 * /service/boards/{id}/statuses (`closedStatus`, `defaultFlag`). Errors answer
 * `{code, message, errors: [{code, message, resource, field}]}`.
 */

export const CONNECTWISE_API_PATH = '/v4_6_release/apis/3.0';
/** ConnectWise refuses a summary over 100 characters. */
const SUMMARY_MAX = 100;

export interface ConnectWiseSettings {
  /** The company id people sign in to ConnectWise with (the `companyId` of the auth header). */
  companyId: string;
  /** The integration's clientId from the ConnectWise Developer Network. */
  clientId: string;
  boardId: number;
  /** The ConnectWise priority id for each severity; the board's default when absent. */
  priorities: Partial<Record<Severity, number>>;
}

/** Both keys of the API member are sealed: the public one is half of the credential. */
export interface ConnectWiseSecrets {
  publicKey: string;
  privateKey: string;
}

interface CwError {
  message?: unknown;
  errors?: { message?: unknown; field?: unknown }[] | null;
}

function errorText(response: PsaHttpResponse): string {
  const body = (response.json ?? {}) as CwError;
  const details = (body.errors ?? [])
    .map((error) => (typeof error?.message === 'string' ? error.message : null))
    .filter((text): text is string => text !== null);
  const message = typeof body.message === 'string' ? body.message : 'no error message';
  return details.length > 0 ? `${message} (${details.join('; ')})` : message;
}

/** The site's address (no path), from a base URL that ends in the API path. */
function siteOf(baseUrl: string): string {
  return baseUrl.endsWith(CONNECTWISE_API_PATH) ? baseUrl.slice(0, -CONNECTWISE_API_PATH.length) : baseUrl;
}

/** The documented deep link of a service ticket in the Manage web client. */
function ticketLink(baseUrl: string, id: number | string): string {
  return `${siteOf(baseUrl)}/v4_6_release/services/system_io/Service/fv_sr100_request.rsp?service_recid=${id}`;
}

/** A numeric company id is the record id; anything else is the company's identifier (its short name). */
function companyReference(companyId: string): { id: number } | { identifier: string } {
  return /^\d+$/.test(companyId) ? { id: Number(companyId) } : { identifier: companyId };
}

export function connectWiseClient(
  config: PsaConnectionConfig<ConnectWiseSettings, ConnectWiseSecrets>,
  context: PsaCallContext,
): PsaClient {
  const { settings, baseUrl } = config;
  const token = Buffer.from(`${settings.companyId}+${config.secrets.publicKey}:${config.secrets.privateKey}`).toString(
    'base64',
  );
  const headers = { authorization: `Basic ${token}`, clientId: settings.clientId };
  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
    callPsa(context, { method, url: `${baseUrl}${path}`, headers, body }, errorText);
  const ref = (ticket: { id?: unknown }): PsaTicketRef => {
    const id = String(ticket.id);
    return { externalId: id, number: id, url: ticketLink(baseUrl, id) };
  };

  /** The board's status for `which`: the first closed status, or the default (new) one. */
  async function boardStatus(which: 'closed' | 'default'): Promise<number> {
    const condition = which === 'closed' ? 'closedStatus=true' : 'defaultFlag=true';
    const query = new URLSearchParams({ conditions: `${condition} and inactive=false`, orderBy: 'sortOrder asc' });
    const statuses = (await call('GET', `/service/boards/${settings.boardId}/statuses?${query}`)).json;
    const [first] = Array.isArray(statuses) ? (statuses as { id?: unknown }[]) : [];
    if (typeof first?.id !== 'number') {
      throw new PsaError('rejected', `board ${settings.boardId} has no active ${which} status`);
    }
    return first.id;
  }

  async function setStatus(externalId: string, which: 'closed' | 'default'): Promise<void> {
    const status = await boardStatus(which);
    await call('PATCH', `/service/tickets/${externalId}`, [{ op: 'replace', path: 'status', value: { id: status } }]);
  }

  return {
    async createTicket(ticket: NewTicket) {
      const priority = settings.priorities[ticket.severity];
      const created = await call('POST', '/service/tickets', {
        summary: clip(ticket.title, SUMMARY_MAX),
        board: { id: settings.boardId },
        company: companyReference(ticket.companyId),
        ...(priority === undefined ? {} : { priority: { id: priority } }),
        initialDescription: ticket.description,
        externalXRef: ticket.marker,
      });
      return ref(created.json as { id?: unknown });
    },
    async findOpenTicket(marker) {
      const query = new URLSearchParams({
        conditions: `externalXRef="${marker}" and closedFlag=false`,
        pageSize: '1',
      });
      const found = (await call('GET', `/service/tickets?${query}`)).json;
      const [first] = Array.isArray(found) ? (found as { id?: unknown }[]) : [];
      return first?.id === undefined ? null : ref(first);
    },
    async addNote(externalId, text) {
      await call('POST', `/service/tickets/${externalId}/notes`, {
        text,
        detailDescriptionFlag: true,
        internalAnalysisFlag: false,
        resolutionFlag: false,
      });
    },
    async closeTicket(externalId, note) {
      await this.addNote(externalId, note);
      await setStatus(externalId, 'closed');
    },
    async reopenTicket(externalId, note) {
      await setStatus(externalId, 'default');
      await this.addNote(externalId, note);
    },
  };
}
