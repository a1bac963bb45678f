import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { withCorsOrigins } from '../support/cors-origins.ts';

/**
 * Issue 29, point 5: /graphql granted every Origin, with credentials, on the preflight and on
 * every answer, a 401 included. One policy now (src/http/cors.ts): none by default, an exact
 * allow-list in CORS_ORIGINS, never `*`, never credentials; the same on /graphql, /api/v1 and MCP.
 */

const FOREIGN = 'https://attacker.example';
const LISTED = 'https://console.msp.example';

/** One request per surface: a read, a write, an unauthenticated one, and their preflights. */
function requests(key: string) {
  const auth = { authorization: `Bearer ${key}` };
  const json = { 'content-type': 'application/json' };
  return {
    'POST /graphql': {
      path: '/graphql',
      method: 'POST',
      headers: { ...auth, ...json },
      body: '{"query":"{ __typename }"}',
    },
    'POST /graphql without a credential': {
      path: '/graphql',
      method: 'POST',
      headers: json,
      body: '{"query":"{ __typename }"}',
    },
    'GET /api/v1/organizations': { path: '/api/v1/organizations', method: 'GET', headers: auth },
    'GET /api/v1/organizations without a credential': { path: '/api/v1/organizations', method: 'GET', headers: {} },
    'POST /api/v1/mcp': {
      path: '/api/v1/mcp',
      method: 'POST',
      headers: { ...auth, ...json, accept: 'application/json, text/event-stream' },
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    },
  } as const;
}
const PREFLIGHTS = ['/graphql', '/api/v1/organizations', '/api/v1/mcp'];

async function send(
  url: string,
  origin: string,
  request: { path: string; method: string; headers: object; body?: string },
) {
  const response = await fetch(`${url}${request.path}`, {
    method: request.method,
    headers: { ...request.headers, origin },
    body: request.body,
  });
  await response.arrayBuffer();
  return response;
}

async function preflight(url: string, path: string, origin: string) {
  const response = await fetch(`${url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });
  await response.arrayBuffer();
  return response;
}

/** Every Access-Control-* header of an answer. */
const granted = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-')));

describe('by default no origin is granted, on any surface', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: false });
  }, 120_000);
  afterAll(() => app?.close());

  test.each(Object.keys(requests('')))('%s from a foreign origin: no Access-Control-* header', async (name) => {
    const request = requests(app.adminKey)[name as keyof ReturnType<typeof requests>];
    const response = await send(app.url, FOREIGN, request);
    expect(response.status).toBeLessThan(500);
    expect(granted(response)).toStrictEqual({});
  });

  test.each(PREFLIGHTS)('a preflight of %s is not granted', async (path) => {
    const response = await preflight(app.url, path, FOREIGN);
    expect(granted(response)).toStrictEqual({});
    expect([404, 405]).toContain(response.status);
  });
});

describe('CORS_ORIGINS grants exactly the origins it lists', () => {
  let app: TestApp;
  let listing: Awaited<ReturnType<typeof withCorsOrigins>>;
  let url: string;
  beforeAll(async () => {
    app = await startTestApp({ worker: false });
    listing = await withCorsOrigins(app, `${LISTED}, https://other.msp.example:8443`);
    url = listing.url;
  }, 120_000);
  afterAll(async () => {
    await listing?.close();
    await app?.close();
  });

  test.each(PREFLIGHTS)(
    "%s: a listed origin's preflight is granted to that origin alone, without credentials",
    async (path) => {
      const response = await preflight(url, path, LISTED);
      expect(response.status).toBe(204);
      expect(granted(response)).toStrictEqual({
        'access-control-allow-origin': LISTED,
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers':
          'Authorization, Content-Type, Accept, Idempotency-Key, If-Match, If-None-Match, X-Request-Id, Mcp-Protocol-Version',
        'access-control-max-age': '600',
      });
      expect(response.headers.get('vary')).toContain('Origin');
      const foreign = await preflight(url, path, FOREIGN);
      expect(granted(foreign)).toStrictEqual({});
    },
  );

  test.each(Object.keys(requests('')))('%s: the listed origin is granted, a foreign one is not', async (name) => {
    const request = requests(app.adminKey)[name as keyof ReturnType<typeof requests>];
    const listed = await send(url, LISTED, request);
    expect(listed.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(listed.headers.get('access-control-allow-credentials')).toBeNull();
    expect(listed.headers.get('access-control-expose-headers')).toContain('ETag');
    expect(listed.headers.get('vary')).toContain('Origin');
    const foreign = await send(url, FOREIGN, request);
    expect(foreign.status).toBe(listed.status);
    expect(granted(foreign)).toStrictEqual({});
  });

  test('CORS_ORIGINS accepts exact origins only: never *, no path, no other scheme', () => {
    expect(loadConfig({ CORS_ORIGINS: `${LISTED},http://127.0.0.1:5173` }).corsOrigins).toStrictEqual([
      LISTED,
      'http://127.0.0.1:5173',
    ]);
    expect(loadConfig({}).corsOrigins).toStrictEqual([]);
    for (const bad of ['*', `${LISTED}/`, `${LISTED}/console`, 'null', 'ftp://files.example', `${LISTED}, *`]) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(ConfigError);
    }
  });
});
