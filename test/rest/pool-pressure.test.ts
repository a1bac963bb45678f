import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { request } from '../support/http.ts';

/**
 * Pool pressure is back-pressure, not an outage. The app reaches PostgreSQL through a loopback
 * TCP relay the test controls, so the database can be made to stop answering (the relay holds
 * every byte, as a SIGSTOPped server would) or to refuse connections (the relay closes), without
 * touching the PostgreSQL other test files share.
 */

const POOL_SIZE = 3;
const ACQUIRE_MS = 1_000;

/** A relay to PostgreSQL: `freeze()` holds all traffic (a hung server), `cut()` refuses and resets. */
class Relay {
  private server: Server;
  private sockets = new Set<Socket>();
  private frozen = false;
  private held: (() => void)[] = [];
  port = 0;

  constructor(private target: { host: string; port: number }) {
    this.server = createServer((client) => {
      const upstream = tcpConnect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {});
      }
      const forward = (from: Socket, to: Socket) =>
        from.on('data', (chunk) => {
          if (this.frozen) this.held.push(() => to.write(chunk));
          else to.write(chunk);
        });
      forward(client, upstream);
      forward(upstream, client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  freeze(): void {
    this.frozen = true;
  }

  thaw(): void {
    this.frozen = false;
    for (const send of this.held.splice(0)) send();
  }

  /** Connections refused from now on, and the open ones reset (a killed server). */
  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  async reopen(): Promise<void> {
    this.server.listen(this.port, '127.0.0.1');
    await new Promise<void>((resolve) => this.server.once('listening', resolve));
  }
}

let database: TestDatabase;
let relay: Relay;
let app: TestApp;
let api: string;
let organizationId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const direct = new URL(database.url);
  relay = new Relay({ host: direct.hostname, port: Number(direct.port) });
  await relay.listen();
  const relayed = new URL(database.url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(relay.port);
  app = await startTestApp({
    databaseUrl: relayed.toString(),
    worker: false,
    pool: { poolSize: POOL_SIZE, timeouts: { acquireMs: ACQUIRE_MS, connectMs: 1_000 } },
  });
  api = `${app.url}/api/v1`;
  const organization = await app.db.organization.findFirstOrThrow({
    where: { tenantId: app.demoTenantId, integrations: { some: { connectorType: { typeCode: 'microsoft365' } } } },
  });
  organizationId = organization.id;
}, 120_000);

afterAll(async () => {
  relay.thaw();
  await app.close();
  await database.drop();
});

const pushBody = {
  typeCode: 'microsoft365',
  facts: [{ predicate: 'identity.mfa.enforced', subject: 'pressure@client.example', fields: { enforced: true } }],
};
const pushFacts = () =>
  request(`${api}/organizations/${organizationId}/facts`, { method: 'POST', token: app.adminKey, body: pushBody });
const readOrganizations = () => request(`${api}/organizations?pageSize=5`, { token: app.adminKey });
const graphqlRead = () =>
  request(`${app.url}/graphql`, {
    method: 'POST',
    token: app.adminKey,
    body: { query: '{ organizations(pageSize: 5) { total } }' },
  });

/** Holds every connection of the app's pool in a transaction that sleeps, as long work would. */
function holdThePool(seconds: number): Promise<unknown> {
  return Promise.all(
    Array.from({ length: POOL_SIZE }, () =>
      app.db.$transaction(async (tx) => tx.$executeRawUnsafe(`SELECT pg_sleep(${seconds})`), { timeout: 30_000 }),
    ),
  );
}

describe('a saturated pool on a healthy database', () => {
  test('a push, a REST read and a GraphQL read wait the acquire timeout, then answer 429 with Retry-After, not 503', async () => {
    // Every answer below needs a connection: warm the authentication cache out of the picture.
    expect((await pushFacts()).status).toBe(202);
    const held = holdThePool(4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const [push, read, graph] = await Promise.all([pushFacts(), readOrganizations(), graphqlRead()]);
    const waited = Date.now() - started;
    for (const answer of [push, read]) {
      expect(answer.status, answer.text).toBe(429);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.body).toEqual({ detail: 'The service is busy; retry shortly' });
    }
    expect(graph.status, graph.text).toBe(429);
    expect(graph.headers.get('retry-after')).toBe('1');
    expect(graph.body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'RATE_LIMITED' }) }),
    ]);
    // They queued for the configured acquire timeout (not Prisma's 2 s default, not at once).
    expect(waited).toBeGreaterThanOrEqual(ACQUIRE_MS - 50);
    await held;
    expect((await pushFacts()).status).toBe(202);
  }, 30_000);

  test('a push that gets a connection within the acquire timeout is accepted', async () => {
    const held = holdThePool(0.5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const push = await pushFacts();
    expect(push.status, push.text).toBe(202);
    await held;
  }, 30_000);
});

describe('an unreachable database is still a 503', () => {
  test('a server that stopped answering, with every connection in a statement', async () => {
    // The pool's connections are busy in statements when the server stops answering.
    const stuck = holdThePool(0.3).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    relay.freeze();
    const [push, read] = await Promise.all([pushFacts(), readOrganizations()]);
    for (const answer of [push, read]) {
      expect(answer.status, answer.text).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.body).toEqual({ detail: 'The database is unavailable; retry later' });
    }
    relay.thaw();
    await stuck;
    // Healed once it answers again.
    expect((await pushFacts()).status).toBe(202);
  }, 60_000);

  test('a server that refuses connections', async () => {
    await relay.cut();
    try {
      const [push, read] = await Promise.all([pushFacts(), readOrganizations()]);
      for (const answer of [push, read]) {
        expect(answer.status, answer.text).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('5');
      }
    } finally {
      await relay.reopen();
    }
    let healed = 0;
    for (let attempt = 0; attempt < 20 && healed !== 202; attempt++) {
      healed = (await pushFacts()).status;
      if (healed !== 202) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(healed).toBe(202);
  }, 60_000);
});
