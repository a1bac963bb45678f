import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local PSA servers on loopback (the tests and bench:tickets use them) that speak each PSA's documented request and response shapes,
 * errors included (src/delivery/psa/connectwise.ts and autotask.ts cite the sources): enough of
 * ConnectWise Manage's /service API and of Autotask's REST API to file, note, close and reopen
 * tickets, with switches for what tests need: an outage, a 429 with Retry-After, a deleted
 * ticket, an inactive board or queue, credentials that no longer work.
 */

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeTicket {
  id: number;
  number: string;
  companyId: string;
  title: string;
  description: string;
  priority: number | null;
  board: number;
  marker: string | null;
  closed: boolean;
  statusId: number;
  notes: string[];
  /** When the server filed it (ms since the epoch): bench:tickets times tickets by it. */
  createdAt: number;
}

interface Mode {
  /** Every request's connection is cut before an answer (the PSA is down). */
  down: boolean;
  /** The next N requests answer 429 with this Retry-After (seconds). */
  throttle: { remaining: number; retryAfter: number };
  /** Requests that succeed but whose answer never arrives (the connection is cut after the work). */
  loseAnswers: number;
}

export interface FakePsa {
  url: string;
  requests: FakeRequest[];
  tickets: Map<number, FakeTicket>;
  mode: Mode;
  /** Open tickets of a marker (never more than one, if the service is right). */
  openTickets(): FakeTicket[];
  close(): Promise<void>;
}

type Handler = (request: FakeRequest, response: ServerResponse, state: FakeState) => void;

interface FakeState {
  tickets: Map<number, FakeTicket>;
  nextId: number;
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

async function startFake(
  handle: Handler,
  authorized: (request: FakeRequest) => boolean,
  unauthorized: (r: ServerResponse) => void,
): Promise<FakePsa> {
  const requests: FakeRequest[] = [];
  const state: FakeState = { tickets: new Map(), nextId: 1001 };
  const mode: Mode = { down: false, throttle: { remaining: 0, retryAfter: 0 }, loseAnswers: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (mode.down) {
        res.socket?.destroy();
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      const request: FakeRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : null,
      };
      requests.push(request);
      if (mode.throttle.remaining > 0) {
        mode.throttle.remaining--;
        json(
          res,
          429,
          { errors: ['Rate limit exceeded'], code: 'TooManyRequests', message: 'Too many requests' },
          { 'retry-after': String(mode.throttle.retryAfter) },
        );
        return;
      }
      if (!authorized(request)) return unauthorized(res);
      if (mode.loseAnswers > 0) {
        mode.loseAnswers--;
        handle(
          request,
          { writeHead: () => undefined, end: () => res.socket?.destroy() } as unknown as ServerResponse,
          state,
        );
        return;
      }
      handle(request, res, state);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    tickets: state.tickets,
    mode,
    openTickets: () => [...state.tickets.values()].filter((ticket) => !ticket.closed),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const CW_CREDENTIALS = {
  companyId: 'acme',
  publicKey: 'pubkey123',
  privateKey: 'privkey-5678',
  clientId: 'client-0001',
};

/** ConnectWise boards: 1 active (statuses New 11 default, Closed 12 closed), 2 inactive. */
const CW_BOARDS = new Map([
  [
    1,
    {
      id: 1,
      name: 'Security',
      inactiveFlag: false,
      statuses: [
        { id: 11, name: 'New', defaultFlag: true, closedStatus: false, inactive: false, sortOrder: 1 },
        { id: 12, name: 'Closed (resolved)', defaultFlag: false, closedStatus: true, inactive: false, sortOrder: 9 },
      ],
    },
  ],
  [2, { id: 2, name: 'Old board', inactiveFlag: true, statuses: [] }],
]);

function cwTicket(ticket: FakeTicket) {
  const board = CW_BOARDS.get(ticket.board)!;
  const status = board.statuses.find((s) => s.id === ticket.statusId);
  return {
    id: ticket.id,
    summary: ticket.title,
    board: { id: board.id, name: board.name },
    status: { id: ticket.statusId, name: status?.name ?? 'New' },
    company: { id: Number(ticket.companyId), identifier: `C${ticket.companyId}` },
    priority: ticket.priority === null ? undefined : { id: ticket.priority },
    externalXRef: ticket.marker,
    closedFlag: ticket.closed,
    _info: { lastUpdated: new Date().toISOString() },
  };
}

const cwNotFound = (response: ServerResponse) =>
  json(response, 404, { code: 'NotFound', message: 'Ticket Not Found', errors: null });

function cwCreate(request: FakeRequest, response: ServerResponse, state: FakeState) {
  const body = request.body as {
    summary?: string;
    board?: { id?: number };
    company?: { id?: number };
    priority?: { id?: number };
    initialDescription?: string;
    externalXRef?: string;
  };
  const board = CW_BOARDS.get(body.board?.id ?? 0);
  const invalid = (field: string, message: string) =>
    json(response, 400, {
      code: 'InvalidObject',
      message: 'service.ticket object is invalid',
      errors: [{ code: 'InvalidField', message, resource: 'service.ticket', field }],
    });
  if (!body.summary || body.summary.length > 100)
    return invalid('summary', 'Summary is required and may have at most 100 characters.');
  if (!board) return invalid('board', 'Board not found.');
  if (board.inactiveFlag) return invalid('board', `The board "${board.name}" is inactive.`);
  if (body.company?.id === undefined) return invalid('company', 'Company is required.');
  const id = state.nextId++;
  const ticket: FakeTicket = {
    id,
    number: String(id),
    companyId: String(body.company.id),
    title: body.summary,
    description: body.initialDescription ?? '',
    priority: body.priority?.id ?? null,
    board: board.id,
    marker: body.externalXRef ?? null,
    closed: false,
    statusId: 11,
    notes: [],
    createdAt: Date.now(),
  };
  state.tickets.set(id, ticket);
  json(response, 201, cwTicket(ticket));
}

function cwStatuses(boardId: number, query: URLSearchParams, response: ServerResponse) {
  const board = CW_BOARDS.get(boardId);
  if (!board) return json(response, 404, { code: 'NotFound', message: 'Board Not Found', errors: null });
  const conditions = query.get('conditions') ?? '';
  const statuses = board.statuses.filter(
    (s) =>
      (!conditions.includes('closedStatus=true') || s.closedStatus) &&
      (!conditions.includes('defaultFlag=true') || s.defaultFlag) &&
      !s.inactive,
  );
  json(
    response,
    200,
    statuses.map((s) => ({ ...s, board: { id: board.id, name: board.name } })),
  );
}

const cwHandler: Handler = (request, response, state) => {
  const url = new URL(request.path, 'http://psa');
  const path = url.pathname.replace('/v4_6_release/apis/3.0', '');
  const ticketPath = path.match(/^\/service\/tickets\/(\d+)(\/notes)?$/);
  const boardPath = path.match(/^\/service\/boards\/(\d+)\/statuses$/);
  if (request.method === 'POST' && path === '/service/tickets') return cwCreate(request, response, state);
  if (request.method === 'GET' && path === '/service/tickets') {
    const marker = (url.searchParams.get('conditions') ?? '').match(/externalXRef="([^"]+)"/)?.[1];
    const found = [...state.tickets.values()].filter((t) => t.marker === marker && !t.closed);
    return json(response, 200, found.map(cwTicket));
  }
  if (request.method === 'GET' && boardPath) return cwStatuses(Number(boardPath[1]), url.searchParams, response);
  if (ticketPath) {
    const ticket = state.tickets.get(Number(ticketPath[1]));
    if (!ticket) return cwNotFound(response);
    if (request.method === 'POST' && ticketPath[2]) {
      const note = request.body as { text?: string };
      ticket.notes.push(note.text ?? '');
      return json(response, 201, {
        id: ticket.notes.length,
        ticketId: ticket.id,
        text: note.text,
        detailDescriptionFlag: true,
      });
    }
    if (request.method === 'PATCH') {
      for (const op of request.body as { op: string; path: string; value: { id: number } }[]) {
        if (op.path !== 'status') continue;
        const status = CW_BOARDS.get(ticket.board)!.statuses.find((s) => s.id === op.value.id);
        if (!status)
          return json(response, 400, {
            code: 'InvalidObject',
            message: 'service.ticket object is invalid',
            errors: [
              {
                code: 'InvalidField',
                message: 'Status not found on the board.',
                resource: 'service.ticket',
                field: 'status',
              },
            ],
          });
        ticket.statusId = status.id;
        ticket.closed = status.closedStatus;
      }
      return json(response, 200, cwTicket(ticket));
    }
  }
  json(response, 404, { code: 'NotFound', message: 'Not Found', errors: null });
};

/** A ConnectWise Manage site: Basic `companyId+publicKey:privateKey` and a clientId header, or 401. */
export function startConnectWise(credentials = CW_CREDENTIALS): Promise<FakePsa> {
  const expected = `Basic ${Buffer.from(`${credentials.companyId}+${credentials.publicKey}:${credentials.privateKey}`).toString('base64')}`;
  return startFake(
    cwHandler,
    (request) => request.headers.authorization === expected && request.headers.clientid === credentials.clientId,
    (response) =>
      json(response, 401, {
        code: 'Unauthorized',
        message: 'Authentication failed. Check the company, the public and the private key.',
        errors: null,
      }),
  );
}

export const AT_CREDENTIALS = {
  username: 'api@acme.example',
  secret: 'at-secret-9876',
  integrationCode: 'TRACKING123',
};

/** Autotask queues: 8 active, 9 inactive. Statuses: 1 New, 5 Complete. */
const AT_INACTIVE_QUEUES = new Set([9]);

function atItem(ticket: FakeTicket) {
  return {
    id: ticket.id,
    ticketNumber: ticket.number,
    companyID: Number(ticket.companyId),
    title: ticket.title,
    description: ticket.description,
    status: ticket.closed ? 5 : 1,
    priority: ticket.priority,
    queueID: ticket.board,
    externalID: ticket.marker,
  };
}

function atCreate(request: FakeRequest, response: ServerResponse, state: FakeState) {
  const body = request.body as {
    companyID?: number;
    title?: string;
    description?: string;
    status?: number;
    priority?: number;
    queueID?: number;
    externalID?: string;
  };
  for (const field of ['companyID', 'title', 'status', 'priority'] as const) {
    if (body[field] === undefined) return json(response, 500, { errors: [`Missing required field: ${field}.`] });
  }
  if (body.queueID !== undefined && AT_INACTIVE_QUEUES.has(body.queueID)) {
    return json(response, 500, {
      errors: [`The queue ${body.queueID} is inactive. Tickets cannot be assigned to an inactive queue.`],
    });
  }
  const id = state.nextId++;
  const number = `T20261127.${String(id).padStart(4, '0')}`;
  state.tickets.set(id, {
    id,
    number,
    companyId: String(body.companyID),
    title: body.title!,
    description: body.description ?? '',
    priority: body.priority!,
    board: body.queueID ?? 0,
    marker: body.externalID ?? null,
    closed: body.status === 5,
    statusId: body.status!,
    notes: [],
    createdAt: Date.now(),
  });
  json(response, 200, { itemId: id });
}

function atQuery(request: FakeRequest, response: ServerResponse, state: FakeState) {
  const filters = (request.body as { filter?: { op: string; field: string; value: unknown }[] }).filter ?? [];
  const items = [...state.tickets.values()].map(atItem).filter((item) =>
    filters.every((f) => {
      const value = (item as Record<string, unknown>)[f.field];
      return f.op === 'eq' ? value === f.value : f.op === 'noteq' ? value !== f.value : true;
    }),
  );
  json(response, 200, {
    items,
    pageDetails: { count: items.length, requestCount: 500, prevPageUrl: null, nextPageUrl: null },
  });
}

function atHandler(base: () => string): Handler {
  return (request, response, state) => {
    const url = new URL(request.path, 'http://psa');
    const path = url.pathname.replace(/^\/ATServicesRest\/V1\.0/i, '');
    const notFound = () => json(response, 404, { errors: ['The requested resource does not exist.'] });
    if (request.method === 'GET' && path.toLowerCase() === '/zoneinformation') {
      return json(response, 200, {
        zoneName: 'Local Zone',
        url: `${base()}/ATServicesRest/`,
        webUrl: `${base()}/`,
        ci: 1,
      });
    }
    if (request.method === 'POST' && path === '/Tickets') return atCreate(request, response, state);
    if (request.method === 'POST' && path === '/Tickets/query') return atQuery(request, response, state);
    if (request.method === 'PATCH' && path === '/Tickets') {
      const body = request.body as { id: number; status?: number };
      const ticket = state.tickets.get(body.id);
      if (!ticket) return notFound();
      if (body.status !== undefined) ticket.closed = body.status === 5;
      return json(response, 200, { itemId: ticket.id });
    }
    const one = path.match(/^\/Tickets\/(\d+)(\/Notes)?$/);
    if (one) {
      const ticket = state.tickets.get(Number(one[1]));
      if (!ticket) return notFound();
      if (request.method === 'GET' && !one[2]) return json(response, 200, { item: atItem(ticket) });
      if (request.method === 'POST' && one[2]) {
        ticket.notes.push((request.body as { description?: string }).description ?? '');
        return json(response, 200, { itemId: ticket.notes.length });
      }
    }
    notFound();
  };
}

/** An Autotask zone (and its discovery endpoint): ApiIntegrationCode, UserName and Secret headers, or 401. */
export async function startAutotask(credentials = AT_CREDENTIALS): Promise<FakePsa> {
  let url = '';
  const fake = await startFake(
    atHandler(() => url),
    (request) =>
      new URL(request.path, 'http://psa').pathname.toLowerCase().endsWith('/zoneinformation') ||
      (request.headers.apiintegrationcode === credentials.integrationCode &&
        request.headers.username === credentials.username &&
        request.headers.secret === credentials.secret),
    (response) => {
      response.writeHead(401);
      response.end();
    },
  );
  url = fake.url;
  return fake;
}
