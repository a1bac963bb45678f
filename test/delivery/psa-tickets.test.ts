import { makeWorkerUtils, type Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AT_CREDENTIALS,
  CW_CREDENTIALS,
  type FakePsa,
  startAutotask,
  startConnectWise,
} from '../../bench/psa-servers.ts';
import { recordTicketChanges, SYNC_TICKET_TASK, scheduleTicketSync } from '../../src/data/tickets.ts';
import { ticketTasks } from '../../src/delivery/psa/sync.ts';
import { createLogger } from '../../src/observability/logger.ts';
import { ADMIN, signIn } from '../standards/support.ts';
import { queueSettled, startTestApp, type TestApp } from '../support/app.ts';
import { eventually, startWorker } from '../support/events.ts';
import { request } from '../support/http.ts';

// The proofs, end to end: pushes over REST, the engine's evaluation, the outbox, the job
// queue, and local ConnectWise and Autotask servers that answer in their documented shapes.
let app: TestApp;
let cw: FakePsa;
let at: FakePsa;
let worker: Runner;
let admin: string;
let controlId: string;
const api = () => `${app.url}/api/v1`;

async function graph(query: string, variables: Record<string, unknown> = {}) {
  const response = await request(`${app.url}/graphql`, {
    method: 'POST',
    token: app.adminKey,
    body: { query, variables },
  });
  expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
  return response.body.data;
}

const SET_CONNECTION = `mutation ($input: SetPsaConnectionInput!) { setPsaConnection(input: $input) { system lastError credentials { configured lastFour } } }`;

function connectWise(boardId = 1, keys = CW_CREDENTIALS) {
  return graph(SET_CONNECTION, {
    input: {
      system: 'connectwise',
      priorities: { high: 7 },
      connectwise: {
        siteUrl: cw.url,
        companyId: keys.companyId,
        clientId: keys.clientId,
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
        boardId,
      },
    },
  });
}

function autotask(queueId = 8) {
  return graph(SET_CONNECTION, { input: { system: 'autotask', autotask: { ...AT_CREDENTIALS, queueId } } });
}

/** An organization whose PSA company is its external reference in the system of the PSA now set. */
async function organization(name: string, companyId: string) {
  const system = (await app.db.psaConnection.findUniqueOrThrow({ where: { tenantId: app.demoTenantId } })).system;
  const created = await request(`${api()}/organizations`, {
    method: 'POST',
    token: app.adminKey,
    body: { name, externalRefs: [{ system, id: companyId }] },
  });
  expect(created.status, created.text).toBe(201);
  const id = created.body.id as string;
  await request(`${api()}/organizations/${id}/integrations/psa-probe`, {
    method: 'PUT',
    token: app.adminKey,
    body: { status: 'connected' },
  });
  return id;
}

/** Pushes the probe's whole population: each subject with ok true or false. */
async function push(organizationId: string, subjects: Record<string, boolean>) {
  const facts = Object.entries(subjects).map(([subject, ok]) => ({
    predicate: 'probe.check',
    subject,
    fields: { ok },
  }));
  const pushed = await request(`${api()}/organizations/${organizationId}/facts`, {
    method: 'POST',
    token: app.adminKey,
    body: { typeCode: 'psa-probe', predicates: ['probe.check'], facts },
  });
  expect(pushed.status).toBe(202);
  await app.evaluationsSettled();
  await queueSettled(app.db, [SYNC_TICKET_TASK]);
}

const ticketRow = (organizationId: string) => app.db.psaTicket.findFirst({ where: { organizationId, controlId } });

beforeAll(async () => {
  app = await startTestApp({ allowPrivateWebhookTargets: true });
  [cw, at] = await Promise.all([startConnectWise(), startAutotask()]);
  worker = await startWorker(
    app.databaseUrl,
    ticketTasks({
      db: app.db,
      secrets: app.secretBox,
      allowPrivateTargets: true,
      logger: createLogger('silent'),
      autotaskDiscoveryUrl: `${at.url}/ATServicesRest`,
      publicUrl: 'https://gateway.test/',
      timeoutMs: 2_000,
    }),
  );
  admin = (await signIn(app, ADMIN)).accessToken;
  await request(`${api()}/connector-types`, {
    method: 'POST',
    token: app.adminKey,
    body: { typeCode: 'psa-probe', name: 'PSA probe', predicates: ['probe.check'] },
  });
  const standard = await request(`${api()}/standards`, {
    method: 'POST',
    token: admin,
    body: {
      slug: 'psa-probe',
      enabled: false,
      controls: [
        {
          slugSuffix: 'check',
          name: 'Probe check',
          category: 'Test',
          severity: 'high',
          enabled: true,
          autonomy: 'suggest_only',
          match: { predicate: 'probe.check' },
          expect: { ok: true },
          parameters: {},
        },
      ],
    },
  });
  expect(standard.status).toBe(201);
  controlId = standard.body.controls[0].id;
  await request(`${api()}/standards/${standard.body.id}`, { method: 'PATCH', token: admin, body: { enabled: true } });
  await app.evaluationsSettled();
});
afterAll(async () => {
  await worker?.stop();
  await Promise.all([cw?.close(), at?.close()]);
  await app?.close();
});

/** open, note, close, reopen: the lifecycle on one PSA. */
async function lifecycle(psa: FakePsa, organizationId: string) {
  await push(organizationId, { 'laptop-1': false, 'laptop-2': true });
  expect(psa.openTickets()).toHaveLength(1);
  const [ticket] = psa.openTickets();
  expect(ticket!.description).toContain('laptop-1');
  const row = await ticketRow(organizationId);
  expect(row).toMatchObject({ state: 'open', number: ticket!.number, subjects: ['laptop-1'] });

  await push(organizationId, { 'laptop-1': false, 'laptop-2': false });
  expect(psa.tickets.size).toBe(1);
  expect(ticket!.notes).toHaveLength(1);
  expect(ticket!.notes[0]).toContain('Newly failing: laptop-2');

  await push(organizationId, { 'laptop-1': true, 'laptop-2': true });
  expect(ticket!.closed).toBe(true);
  expect(ticket!.notes.at(-1)).toContain('passes now');

  await push(organizationId, { 'laptop-1': false, 'laptop-2': true });
  expect(psa.tickets.size).toBe(1);
  expect(ticket!.closed).toBe(false);
  expect(ticket!.notes.at(-1)).toContain('reopened');
  return ticket!;
}

describe('a failing control has one ticket that follows it', () => {
  test('ConnectWise: opened, noted, closed, reopened, each an audit entry of the system', async () => {
    const connection = await connectWise();
    expect(connection.setPsaConnection.credentials).toEqual({ configured: true, lastFour: '5678' });
    const organizationId = await organization('PSA client CW', '250');
    const ticket = await lifecycle(cw, organizationId);
    expect(ticket.priority).toBe(7);
    expect(ticket.board).toBe(1);
    const create = cw.requests.find((r) => r.method === 'POST' && r.path.endsWith('/service/tickets'))!;
    expect(create.headers.authorization).toBe(`Basic ${Buffer.from('acme+pubkey123:privkey-5678').toString('base64')}`);
    expect(create.headers.clientid).toBe('client-0001');
    const actions = await app.db.auditEvent.findMany({
      where: { organizationId, action: { startsWith: 'psa_ticket.' } },
      orderBy: { occurredAt: 'asc' },
    });
    expect(actions.map((a) => [a.action, a.actorKind])).toEqual([
      ['psa_ticket.opened', 'system'],
      ['psa_ticket.noted', 'system'],
      ['psa_ticket.closed', 'system'],
      ['psa_ticket.reopened', 'system'],
    ]);
    // The grid row and the detection show the ticket's number and link.
    // Both ways to the grid (the organization's and the top-level complianceGrid) carry it.
    const data = await graph(
      `query ($id: UUID!) { organization(id: $id) { compliance { items { ruleId ticket { number url state } } } }
        complianceGrid(organizationId: $id) { items { ruleId ticket { number url state } } } }`,
      { id: organizationId },
    );
    for (const grid of [data.organization.compliance, data.complianceGrid]) {
      const item = grid.items.find((i: { ruleId: string }) => i.ruleId === controlId);
      expect(item.ticket).toEqual({
        number: String(ticket.id),
        url: `${cw.url}/v4_6_release/services/system_io/Service/fv_sr100_request.rsp?service_recid=${ticket.id}`,
        state: 'open',
      });
    }
  });

  test('Autotask: the zone is discovered, then the same lifecycle', async () => {
    await autotask();
    const organizationId = await organization('PSA client AT', '4242');
    const ticket = await lifecycle(at, organizationId);
    expect(
      at.requests.some((r) => r.path.startsWith('/ATServicesRest/V1.0/zoneInformation?user=api%40acme.example')),
    ).toBe(true);
    expect(ticket).toMatchObject({ companyId: '4242', board: 8, priority: 1 });
    const row = await ticketRow(organizationId);
    expect(row).toMatchObject({
      number: ticket.number,
      url: `${at.url}/Autotask/AutotaskExtend/ExecuteCommand.aspx?Code=OpenTicketDetail&TicketID=${ticket.id}`,
    });
  });

  test('50 replays of the same outbox events file nothing new', async () => {
    const before = { requests: at.requests.length, changes: await app.db.psaTicketChange.count() };
    // The outbox batches that asked something of a ticket, each published again, 50 times.
    const batches = await app.db.psaTicketChange.findMany({ distinct: ['batchId'], select: { batchId: true } });
    expect(batches.length).toBeGreaterThanOrEqual(8);
    let queued = 0;
    for (let replay = 0; replay < 50; replay++) {
      await app.db.$transaction(async (tx) => {
        for (const { batchId } of batches) queued += await recordTicketChanges(tx, app.demoTenantId, batchId);
      });
    }
    expect(queued).toBe(0);
    const organizations = await app.db.psaTicket.findMany({ where: { tenantId: app.demoTenantId } });
    for (let replay = 0; replay < 50; replay++) {
      for (const t of organizations) {
        await scheduleTicketSync(
          app.db,
          { tenantId: app.demoTenantId, organizationId: t.organizationId, controlId },
          new Date(),
        );
      }
    }
    await queueSettled(app.db, [SYNC_TICKET_TASK]);
    expect(await app.db.psaTicketChange.count()).toBe(before.changes);
    expect(at.requests.length).toBe(before.requests);
    expect(at.openTickets()).toHaveLength(1);
  }, 120_000);
});

describe('what a PSA answers, and what it does not', () => {
  test('down for a while then back: every change arrives, in order, once', async () => {
    await autotask();
    const organizationId = await organization('PSA client outage', '4343');
    at.mode.down = true;
    await push(organizationId, { a: false });
    await push(organizationId, { a: false, b: false });
    await push(organizationId, { a: true, b: true });
    const pending = await app.db.psaTicketChange.count({ where: { organizationId, processedAt: null } });
    expect(pending).toBe(3);
    const connection = await graph('{ psaConnection { lastError backlog { pending } } }');
    expect(connection.psaConnection.lastError).toMatch(/ECONNRESET|socket hang up/);
    // Instead of waiting out the backoff: the PSA is back and the waiting job is due now.
    at.mode.down = false;
    const utils = await makeWorkerUtils({ connectionString: app.databaseUrl });
    const jobs = await app.db.$queryRaw<
      { id: string }[]
    >`SELECT id::text FROM graphile_worker.jobs WHERE task_identifier = ${SYNC_TICKET_TASK}`;
    expect(jobs.length).toBe(1);
    await utils.rescheduleJobs(
      jobs.map((j) => j.id),
      { runAt: new Date() },
    );
    await utils.release();
    await eventually(
      async () => (await app.db.psaTicketChange.count({ where: { organizationId, processedAt: null } })) === 0,
    );
    const tickets = [...at.tickets.values()].filter((t) => t.companyId === '4343');
    expect(tickets).toHaveLength(1);
    expect(tickets[0]!.description).toContain('a');
    expect(tickets[0]!.notes).toHaveLength(2);
    expect(tickets[0]!.notes[0]).toContain('Newly failing: b');
    expect(tickets[0]!.notes[1]).toContain('passes now');
    expect(tickets[0]!.closed).toBe(true);
  });

  test('an answer lost after the ticket was filed: the retry finds it, no second ticket', async () => {
    const organizationId = await organization('PSA client lost answer', '4444');
    at.mode.loseAnswers = 1;
    await push(organizationId, { a: false });
    const utils = await makeWorkerUtils({ connectionString: app.databaseUrl });
    const jobs = await app.db.$queryRaw<
      { id: string }[]
    >`SELECT id::text FROM graphile_worker.jobs WHERE task_identifier = ${SYNC_TICKET_TASK}`;
    await utils.rescheduleJobs(
      jobs.map((j) => j.id),
      { runAt: new Date() },
    );
    await utils.release();
    await eventually(async () => (await ticketRow(organizationId))?.state === 'open');
    expect([...at.tickets.values()].filter((t) => t.companyId === '4444')).toHaveLength(1);
  });

  test('429: waits the Retry-After, then files', async () => {
    const organizationId = await organization('PSA client throttled', '4545');
    at.mode.throttle = { remaining: 1, retryAfter: 2 };
    const started = Date.now();
    await push(organizationId, { a: false });
    const [job] = await app.db.$queryRaw<
      { run_at: Date }[]
    >`SELECT run_at FROM graphile_worker.jobs WHERE task_identifier = ${SYNC_TICKET_TASK}`;
    expect(job!.run_at.getTime() - started).toBeGreaterThanOrEqual(1_500);
    await eventually(async () => (await ticketRow(organizationId))?.state === 'open', 15_000, 'the throttled ticket');
  });

  test('a ticket deleted in the PSA: the next note files a new ticket that says so', async () => {
    const organizationId = await organization('PSA client deleted', '4646');
    await push(organizationId, { a: false });
    const first = (await ticketRow(organizationId))!;
    at.tickets.delete(Number(first.externalId));
    await push(organizationId, { a: false, b: false });
    const second = (await ticketRow(organizationId))!;
    expect(second.number).not.toBe(first.number);
    expect(at.tickets.get(Number(second.externalId))!.description).toContain(
      `The previous ticket ${first.number} was deleted in the PSA`,
    );
    const replaced = await app.db.auditEvent.findFirst({ where: { organizationId, action: 'psa_ticket.replaced' } });
    expect(replaced?.changes).toEqual({ number: [first.number, second.number] });
  });

  test('an inactive queue, then 401: nothing filed, the error is shown, a fix files at once', async () => {
    await autotask(9);
    const organizationId = await organization('PSA client inactive queue', '4747');
    await push(organizationId, { a: false });
    let connection = (await graph('{ psaConnection { lastError } }')).psaConnection;
    expect(connection.lastError).toContain('The queue 9 is inactive');
    expect(await ticketRow(organizationId)).toBeNull();

    await graph(SET_CONNECTION, {
      input: { system: 'autotask', autotask: { ...AT_CREDENTIALS, secret: 'wrong-secret', queueId: 8 } },
    });
    await queueSettled(app.db, [SYNC_TICKET_TASK]);
    connection = (await graph('{ psaConnection { lastError credentials { lastFour } } }')).psaConnection;
    expect(connection.lastError).toContain('answered 401');
    expect(connection.credentials.lastFour).toBe('cret');

    await autotask(8);
    await eventually(async () => (await ticketRow(organizationId))?.state === 'open');
    expect((await graph('{ psaConnection { lastError } }')).psaConnection.lastError).toBeNull();
  });

  test('a closed ConnectWise board refuses the ticket with its error body', async () => {
    await connectWise(2);
    const organizationId = await organization('PSA client closed board', '260');
    await push(organizationId, { a: false });
    const connection = (await graph('{ psaConnection { lastError } }')).psaConnection;
    expect(connection.lastError).toContain('The board "Old board" is inactive.');
    expect(await ticketRow(organizationId)).toBeNull();
  });
});

describe('after the reopen window', () => {
  test('a control failing again more than 14 days after its ticket closed opens a new ticket, linked to the console', async () => {
    await autotask();
    const organizationId = await organization('PSA client stale', '4848');
    await push(organizationId, { 'laptop-9': false });
    const first = at.openTickets().find((t) => t.companyId === '4848')!;
    expect(first.description).toContain(`Details: https://gateway.test/#/organizations/${organizationId}`);
    await push(organizationId, { 'laptop-9': true });
    expect(first.closed).toBe(true);
    // Fifteen days pass on the service's clock (the last test of the file: nothing after it minds).
    app.clock.advance(15 * 86_400_000);
    await push(organizationId, { 'laptop-9': false });
    const open = at.openTickets().filter((t) => t.companyId === '4848');
    expect(open).toHaveLength(1);
    expect(open[0]!.number).not.toBe(first.number);
    expect(first.closed).toBe(true);
    expect(first.notes.some((note) => note.includes('reopened'))).toBe(false);
    expect(await ticketRow(organizationId)).toMatchObject({ state: 'open', number: open[0]!.number });
  });
});
