import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routes } from '../../src/developer/routes.ts';
import { MAX_BODY_BYTES } from '../../src/http/body.ts';
import { RawConnection, type RawResponse } from '../http/support/raw-connection.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

/**
 * The HTTP edges the route fuzz (fuzz.test.ts) does not reach, over raw keep-alive connections:
 * odd methods on every path, bodies whose Content-Length lies, and a connection reused after
 * every kind of refusal. No answer may be a 5xx, no connection may be reset, and a connection
 * whose answer did not say `Connection: close` must serve the next request.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const BODY_TIMEOUT_MS = 300;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    worker: false,
    bodyTimeoutMs: BODY_TIMEOUT_MS,
    limits: {
      points: 1_000_000,
      windowSeconds: 60,
      store: 'memory',
      signIn: { addressPoints: 1_000_000, emailPoints: 1_000_000, windowSeconds: 60 },
    },
  });
});
afterAll(() => app?.close());

/** Every method Node's parser accepts, and a few it does not. */
const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'REPORT',
  'PURGE',
  'LINK',
  'QUERY',
  'BREW',
  'get',
];

const API = '/api/v1';
/** Each route's path pattern and methods; the MCP endpoint is one of them. */
const table = routes.map((route) => ({
  pattern: new RegExp(`^${API}${route.path.replace(/\{\w+\}/g, '[^/]+')}$`),
  template: route.path,
  method: route.method,
}));

/** The methods FastAPI would allow on a path: GET brings HEAD, as Koa's router serves it. */
function allowedOn(path: string): Set<string> {
  const allowed = new Set<string>();
  for (const route of table) {
    if (!route.pattern.test(path)) continue;
    allowed.add(route.method);
    if (route.method === 'GET') allowed.add('HEAD');
  }
  if (['/healthz', '/readyz', '/metrics'].includes(path)) for (const method of ['GET', 'HEAD']) allowed.add(method);
  return allowed;
}

const segment = fc.oneof(
  fc.constantFrom('x', 'organizations', 'standards', '..', '%2e%2e', 'v1', 'api', '%00', '~'),
  fc.uuid(),
  fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/),
);
const knownPath = fc
  .constantFrom(...table.map((route) => route.template))
  .map((template) => `${API}${template.replace(/\{\w+\}/g, () => randomUUID())}`);
const path = fc.oneof(
  knownPath,
  fc.constantFrom('/', '/healthz', '/readyz', '/metrics', '/graphql', '/graphiql', `${API}/mcp`, API, `${API}/`),
  fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => `/${parts.join('/')}`),
  fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `${API}/${parts.join('/')}`),
);

/**
 * After an answer: a reset never; `Connection: close` ends cleanly; otherwise the connection
 * answers the next request. Returns the connection to use next (a new one after a close).
 */
async function nextConnection(connection: RawConnection, answer: RawResponse): Promise<RawConnection> {
  if (answer.headers.connection === 'close') {
    expect(await connection.ended(3_000)).toEqual({ kind: 'end' });
    return RawConnection.open(app.url);
  }
  await connection.request('GET', '/healthz');
  const next = await connection.response();
  expect(next.status).toBe(200);
  return connection;
}

describe('odd methods on known and unknown paths', () => {
  test('never a 5xx; 405 with Allow on a path some route serves, 404 on any other path', async () => {
    let connection = await RawConnection.open(app.url);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHODS), path, fc.boolean(), async (method, target, withKey) => {
        await connection.request(method, target, withKey ? { authorization: `Bearer ${app.adminKey}` } : {});
        const answer = await connection.response(5_000, { head: method === 'HEAD' });
        expect(answer.status, `${method} ${target}: ${answer.body}`).toBeLessThan(500);
        const allowed = allowedOn(target);
        if (method === 'get' || method === 'BREW') {
          // Not an HTTP method Node parses: its parser refuses the request line.
          expect(answer.status).toBe(400);
        } else if (target === '/graphql' || target === '/graphiql') {
          // GraphQL-over-HTTP answers for itself (yoga); any 4xx is fine, a 5xx is not.
        } else if (allowed.size === 0) {
          expect(answer.status, `${method} ${target}`).toBe(404);
          if (method !== 'HEAD') expect(JSON.parse(answer.body)).toEqual({ detail: 'Not Found' });
        } else if (!allowed.has(method)) {
          expect(answer.status, `${method} ${target}`).toBe(405);
          if (method !== 'HEAD') expect(JSON.parse(answer.body)).toEqual({ detail: 'Method Not Allowed' });
          expect(new Set(answer.headers.allow?.split(', '))).toEqual(allowed);
        }
        connection = await nextConnection(connection, answer);
      }),
      { numRuns: RUNS * 3, seed: SEED },
    );
    connection.close();
  });
});

/** Routes that read a body, with and without a credential. */
const bodyTargets = fc.constantFrom(
  { path: `${API}/auth/login`, auth: false },
  { path: `${API}/webhooks`, auth: true },
  { path: `${API}/webhooks`, auth: false },
  { path: `${API}/standards`, auth: false },
  { path: `${API}/mcp`, auth: true },
  { path: '/graphql', auth: true },
  { path: '/graphql', auth: false },
);

describe('Content-Length lies', () => {
  test('over the limit: 413 at once; short of what it declares: answered within the body timeout; never a 5xx or a reset', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyTargets,
        fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: MAX_BODY_BYTES + 1, max: 2 ** 40 })),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (target, declared, share) => {
          const connection = await RawConnection.open(app.url);
          const sent = Math.min(Math.floor(declared * share), 64 * 1024);
          await connection.write(
            connection.head('POST', target.path, {
              'content-type': 'application/json',
              'content-length': declared,
              ...(target.auth ? { authorization: `Bearer ${app.adminKey}` } : {}),
            }),
          );
          if (sent > 0) await connection.write('{'.padEnd(sent, ' '));
          const answer = await connection.response(BODY_TIMEOUT_MS + 2_000);
          expect(answer.status, `${declared} declared, ${sent} sent to ${target.path}`).toBeLessThan(500);
          if (declared > MAX_BODY_BYTES) {
            expect(answer.status).toBe(413);
            expect(answer.ms).toBeLessThan(1_000);
          }
          if (answer.headers.connection === 'close') {
            expect(await connection.ended(3_000)).toEqual({ kind: 'end' });
          } else if (sent < declared) {
            // Answered before its body (a 401, say): the body never comes, so the connection is
            // closed within the body timeout rather than held.
            expect((await connection.ended(BODY_TIMEOUT_MS + 2_000)).kind).not.toBe('open');
          } else {
            await nextConnection(connection, answer);
          }
          connection.close();
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

/** One request of each kind the service refuses, and one it serves. */
const REFUSALS: Record<string, (connection: RawConnection) => Promise<unknown>> = {
  unauthenticated: (c) => c.request('GET', `${API}/organizations`),
  'unknown credential': (c) => c.request('GET', `${API}/organizations`, { authorization: 'Bearer nope' }),
  'not found': (c) => c.request('GET', `${API}/nowhere`),
  'method not allowed': (c) => c.request('TRACE', `${API}/organizations`),
  'body over the limit': (c) =>
    c.request('POST', `${API}/auth/login`, { 'content-type': 'application/json' }, 'x'.repeat(MAX_BODY_BYTES + 1)),
  'malformed JSON': (c) =>
    c.request(
      'POST',
      `${API}/webhooks`,
      { 'content-type': 'application/json', authorization: `Bearer ${app.adminKey}` },
      '{"url": ',
    ),
  'malformed GraphQL body': (c) =>
    c.request('POST', '/graphql', { 'content-type': 'application/json', accept: 'application/json' }, '{"query'),
  'unauthenticated with a body': (c) =>
    c.request('POST', `${API}/standards`, { 'content-type': 'application/json' }, JSON.stringify({ name: 'x' })),
  'bad cursor': (c) => c.request('GET', `${API}/webhooks?cursor=%00%ff`, { authorization: `Bearer ${app.adminKey}` }),
  'headers too large': (c) => c.write(c.head('GET', '/healthz', { 'x-padding': 'p'.repeat(40 * 1024) })),
  'unparsable request line': (c) => c.write('GET  /\r\n\r\n'),
  served: (c) => c.request('GET', `${API}/organizations`, { authorization: `Bearer ${app.adminKey}` }),
};

describe('keep-alive after every kind of refusal', () => {
  test('a random sequence of refusals on one connection: each answered, the connection reused or closed cleanly', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...Object.keys(REFUSALS)), { minLength: 2, maxLength: 8 }),
        async (kinds) => {
          let connection = await RawConnection.open(app.url);
          for (const kind of kinds) {
            await REFUSALS[kind]!(connection);
            const answer = await connection.response();
            expect(answer.status, kind).toBeLessThan(500);
            expect(answer.status, kind).toBe(kind === 'served' ? 200 : answer.status);
            connection = await nextConnection(connection, answer);
          }
          connection.close();
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
