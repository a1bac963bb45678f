import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDb } from '../../src/data/client.ts';
import { ApiError, asApiError, isDatabaseUnavailable } from '../../src/errors.ts';
import { createRepeatLimiter } from '../../src/observability/log-limiter.ts';
import { createLogger } from '../../src/observability/logger.ts';
import { runInRequest } from '../../src/observability/request-context.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('recognising an unavailable database (real errors from Prisma on pg)', () => {
  test('nothing listening on the port', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const url = new URL(database.url);
    url.port = String(port);
    const db = createDb(url.toString(), { timeouts: { connectMs: 500, acquireMs: 500 } });
    const error = await failureOf(() => db.tenant.count());
    await db.$disconnect();
    expect(isDatabaseUnavailable(error)).toBe(true);
    const answer = asApiError(error);
    expect(answer).toBeInstanceOf(ApiError);
    expect(answer).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', headers: { 'Retry-After': '5' } });
  });

  test('a statement over the statement timeout', async () => {
    const db = createDb(database.url, { timeouts: { statementMs: 200 } });
    const error = await failureOf(() => db.$queryRaw`SELECT pg_sleep(2)`);
    await db.$disconnect();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test('a server that accepts connections and never answers: the connect timeout', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = new URL(database.url);
    url.port = String((silent.address() as net.AddressInfo).port);
    const db = createDb(url.toString(), { timeouts: { connectMs: 300, acquireMs: 2_000 } });
    const started = performance.now();
    const error = await failureOf(() => db.tenant.count());
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(isDatabaseUnavailable(error)).toBe(true);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await db.$disconnect();
  });

  test('errors of the query itself are not outages', async () => {
    const db = createDb(database.url);
    await db.tenant.create({ data: { name: 'Unique tenant name' } });
    const duplicate = await failureOf(() => db.tenant.create({ data: { name: 'Unique tenant name' } }));
    const syntax = await failureOf(() => db.$queryRawUnsafe('SELEC 1'));
    await db.$disconnect();
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    expect(isDatabaseUnavailable(new Error('Unexpected token'))).toBe(false);
  });
});

describe('error logs', () => {
  test('identical lines are written once per window, the next one says how many were dropped', () => {
    let now = 0;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const limiter = createRepeatLimiter({ windowMs: 1_000 });
      expect([limiter.admit('a'), limiter.admit('a'), limiter.admit('a'), limiter.admit('b')]).toEqual([
        0,
        null,
        null,
        0,
      ]);
      now = 1_000;
      expect(limiter.admit('a')).toBe(2);
      expect(limiter.admit('a')).toBeNull();
    } finally {
      Date.now = realNow;
    }
  });

  test('the service logger rate-limits repeated errors and puts the request id on every line of a request', () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    });
    const logger = createLogger('info');
    // The logger writes to stdout; its stream is swapped for the test.
    const stream = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym];
    (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = sink;
    try {
      const failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      runInRequest({ requestId: 'req-1' }, () => {
        for (let i = 0; i < 100; i++) logger.error({ err: failure }, 'database unavailable');
        logger.info('served');
      });
    } finally {
      (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = stream;
    }
    expect(lines.filter((line) => line.msg === 'database unavailable')).toHaveLength(1);
    expect(lines.map((line) => line.requestId)).toEqual(['req-1', 'req-1']);
  });
});
