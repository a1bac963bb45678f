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
 * Autotask (Datto/Kaseya) PSA REST API v1.0, as its developer help and its published API
 * description define it: every call carries the `ApiIntegrationCode`, `UserName` and `Secret`
 * headers; the zone's base comes from `GET <discovery>/V1.0/zoneInformation?user=<UserName>`
 * (`{zoneName, url, webUrl, ci}`); tickets at /V1.0/Tickets (POST creates and answers `{itemId}`,
 * PATCH updates `{id, ...}`, GET /V1.0/Tickets/{id} answers `{item}`, POST /V1.0/Tickets/query
 * takes `{filter: [{op, field, value}], maxRecords}` and answers `{items, pageDetails}`), notes at
 * /V1.0/Tickets/{id}/Notes. Errors answer `{errors: [...]}`. Status 1 is New and 5 Complete in
 * every Autotask instance (system values of the status picklist).
 */

export const AUTOTASK_DISCOVERY_URL = 'https://webservices.autotask.net/ATServicesRest';
const STATUS_NEW = 1;
const STATUS_COMPLETE = 5;
/** Autotask's default priorities: 1 High, 2 Medium, 3 Low. */
const DEFAULT_PRIORITIES: Record<Severity, number> = { high: 1, medium: 2, low: 3 };
const TITLE_MAX = 255;
const DESCRIPTION_MAX = 8000;

export interface AutotaskSettings {
  username: string;
  queueId: number;
  priorities: Partial<Record<Severity, number>>;
}

export interface AutotaskSecrets {
  secret: string;
  integrationCode: string;
}

function errorText(response: PsaHttpResponse): string {
  const errors = (response.json as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return 'no error message';
  return errors
    .map((error) => (typeof error === 'string' ? error : String((error as { message?: unknown })?.message ?? '')))
    .join('; ');
}

function headersOf(config: PsaConnectionConfig<AutotaskSettings, AutotaskSecrets>) {
  return {
    ApiIntegrationCode: config.secrets.integrationCode,
    UserName: config.settings.username,
    Secret: config.secrets.secret,
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The zone of the API user: its REST base and the web address people open tickets at. */
export async function discoverAutotaskZone(
  config: PsaConnectionConfig<AutotaskSettings, AutotaskSecrets>,
  context: PsaCallContext,
): Promise<{ baseUrl: string; webUrl: string }> {
  const query = new URLSearchParams({ user: config.settings.username });
  const response = await callPsa(
    context,
    { method: 'GET', url: `${trimSlash(config.baseUrl)}/V1.0/zoneInformation?${query}`, headers: headersOf(config) },
    errorText,
  );
  const zone = (response.json ?? {}) as { url?: unknown; webUrl?: unknown };
  if (typeof zone.url !== 'string' || typeof zone.webUrl !== 'string') {
    throw new PsaError('rejected', `no Autotask zone is known for the API user ${config.settings.username}`);
  }
  return { baseUrl: trimSlash(zone.url), webUrl: zone.webUrl };
}

export function autotaskClient(
  config: PsaConnectionConfig<AutotaskSettings, AutotaskSecrets>,
  context: PsaCallContext,
): PsaClient {
  const { settings } = config;
  const base = `${trimSlash(config.baseUrl)}/V1.0`;
  const headers = headersOf(config);
  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
    callPsa(context, { method, url: `${base}${path}`, headers, body }, errorText);
  const link = (id: string) =>
    config.webUrl
      ? `${trimSlash(config.webUrl)}/Autotask/AutotaskExtend/ExecuteCommand.aspx?Code=OpenTicketDetail&TicketID=${id}`
      : null;
  const ref = (ticket: { id?: unknown; ticketNumber?: unknown }): PsaTicketRef => {
    const id = String(ticket.id);
    return {
      externalId: id,
      number: typeof ticket.ticketNumber === 'string' ? ticket.ticketNumber : id,
      url: link(id),
    };
  };
  const setStatus = (externalId: string, status: number) =>
    call('PATCH', '/Tickets', { id: Number(externalId), status });

  return {
    async createTicket(ticket: NewTicket) {
      const created = await call('POST', '/Tickets', {
        companyID: Number(ticket.companyId),
        title: clip(ticket.title, TITLE_MAX),
        description: clip(ticket.description, DESCRIPTION_MAX),
        status: STATUS_NEW,
        priority: settings.priorities[ticket.severity] ?? DEFAULT_PRIORITIES[ticket.severity],
        queueID: settings.queueId,
        externalID: ticket.marker,
      });
      const itemId = (created.json as { itemId?: unknown } | null)?.itemId;
      if (itemId === undefined || itemId === null)
        throw new PsaError('unavailable', 'the ticket was created without an itemId', null, true);
      // The ticket number people know (T20261127.0001) is only in the ticket itself.
      const item = (await call('GET', `/Tickets/${itemId}`)).json as {
        item?: { id?: unknown; ticketNumber?: unknown };
      };
      return ref(item.item ?? { id: itemId });
    },
    async findOpenTicket(marker) {
      const found = await call('POST', '/Tickets/query', {
        filter: [
          { op: 'eq', field: 'externalID', value: marker },
          { op: 'noteq', field: 'status', value: STATUS_COMPLETE },
        ],
        maxRecords: 1,
      });
      const [first] = ((found.json as { items?: unknown[] } | null)?.items ?? []) as { id?: unknown }[];
      return first?.id === undefined ? null : ref(first);
    },
    async addNote(externalId, text) {
      await call('POST', `/Tickets/${externalId}/Notes`, {
        ticketID: Number(externalId),
        title: clip(text.split('\n')[0] ?? 'Update', 250),
        description: clip(text, 32_000),
        // 1: Task Summary note; publish 1: All Autotask Users.
        noteType: 1,
        publish: 1,
      });
    },
    async closeTicket(externalId, note) {
      await this.addNote(externalId, note);
      await setStatus(externalId, STATUS_COMPLETE);
    },
    async reopenTicket(externalId, note) {
      await setStatus(externalId, STATUS_NEW);
      await this.addNote(externalId, note);
    },
  };
}
