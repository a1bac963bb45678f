import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ResponseCache } from '../../src/graphql/response-cache.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

// One database, two apps: the response cache, and RESPONSE_CACHE=off (yoga runs every request).
let cached: TestApp;
let plain: TestApp;
let cache: ResponseCache;
let organizationId: string;
let otherOrganizationId: string;

beforeAll(async () => {
  cache = new ResponseCache();
  cached = await startTestApp({ responseCache: cache, worker: false });
  plain = await startTestApp({ databaseUrl: cached.databaseUrl, responseCache: null, worker: false });
  const first = (tenantId: string) =>
    cached.db.organization.findFirstOrThrow({ where: { tenantId }, orderBy: { name: 'asc' } });
  organizationId = (await first(cached.demoTenantId)).id;
  otherOrganizationId = (await first(cached.otherTenantId)).id;
}, 60_000);
afterAll(async () => {
  await plain?.close();
  await cached?.close();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request to /graphql as the bytes on the wire (fetch would decode them). */
function raw(
  app: TestApp,
  options: { method?: string; search?: string; body?: unknown; headers?: Record<string, string | undefined> },
): Promise<Raw> {
  const headers: Record<string, string> = { 'accept-encoding': 'identity' };
  for (const [name, value] of Object.entries(options.headers ?? {})) if (value !== undefined) headers[name] = value;
  if (!('authorization' in (options.headers ?? {}))) headers.authorization = `Bearer ${cached.adminKey}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      `${app.url}/graphql${options.search ?? ''}`,
      { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The headers that differ between any two answers (the request's id, the clock, the rate limit's budget). */
function stable(headers: Raw['headers']) {
  const { 'x-request-id': _id, date: _date, ratelimit: _limit, ...rest } = headers;
  return rest;
}

const GRID = `query Grid($id: UUID!) { complianceGrid(organizationId: $id) { organizationName rollup items { ruleId status } } }`;
const grid = (id: string) => ({ query: GRID, variables: { id }, operationName: 'Grid' });

/**
 * The cache's lookups while a request is answered, as `<surface> hit|miss`: the endpoint's are
 * `graphql-http`, the execution's (yoga's plugin) `graphql`.
 */
async function lookups<T>(run: () => Promise<T>): Promise<{ answer: T; lookups: string[] }> {
  const get = vi.spyOn(cache, 'get');
  try {
    const answer = await run();
    const seen = get.mock.calls.map(
      ([key], i) => `${key.slice(0, key.indexOf(':'))} ${get.mock.results[i]!.value === undefined ? 'miss' : 'hit'}`,
    );
    return { answer, lookups: seen };
  } finally {
    get.mockRestore();
  }
}

describe('a repeat on /graphql is the bytes yoga wrote the first time', () => {
  test('POST: the same status, headers and bytes as the miss, and as without the cache', async () => {
    const request = { body: grid(organizationId) };
    const misses = cache.misses;
    const { answer: miss, lookups: first } = await lookups(() => raw(cached, request));
    expect(first).toEqual(['graphql-http miss', 'graphql miss']);
    // One read executed: one miss, however many lookups.
    expect(cache.misses).toBe(misses + 1);
    // Answered before yoga: no parse, no validation, no execution, no lookup of the plugin's.
    const { answer: hit, lookups: repeat } = await lookups(() => raw(cached, request));
    expect(repeat).toEqual(['graphql-http hit']);
    const uncached = await raw(plain, request);
    expect(miss.status).toBe(200);
    expect(JSON.parse(miss.body.toString()).data.complianceGrid.items.length).toBeGreaterThan(0);
    for (const answer of [hit, uncached]) {
      expect(answer.status).toBe(200);
      expect(answer.body.equals(miss.body)).toBe(true);
      expect(stable(answer.headers)).toStrictEqual(stable(miss.headers));
    }
  });

  test('GET: the same, and an Accept of its own gets its own content type', async () => {
    const search = `?${new URLSearchParams({ query: GRID, variables: JSON.stringify({ id: organizationId }) })}`;
    for (const accept of [undefined, 'application/json', 'application/graphql-response+json', '*/*']) {
      const request = { search, headers: { accept } };
      const miss = await raw(cached, request);
      const { answer: hit, lookups: repeat } = await lookups(() => raw(cached, request));
      expect(repeat, `${accept}`).toEqual(['graphql-http hit']);
      const uncached = await raw(plain, request);
      expect(uncached.status).toBe(200);
      for (const answer of [miss, hit]) {
        expect(answer.status).toBe(200);
        expect(answer.body.equals(uncached.body)).toBe(true);
        expect(stable(answer.headers)).toStrictEqual(stable(uncached.headers));
      }
    }
    const json = await raw(cached, { search, headers: { accept: 'application/json' } });
    const spec = await raw(cached, { search, headers: { accept: 'application/graphql-response+json' } });
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(spec.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
  });

  test("CORS: each Origin gets yoga's answer for it", async () => {
    for (const origin of ['https://one.example', 'https://two.example']) {
      const request = { body: grid(organizationId), headers: { origin } };
      await raw(cached, request);
      const hit = await raw(cached, request);
      const uncached = await raw(plain, request);
      expect(hit.headers['access-control-allow-origin']).toBe(origin);
      expect(stable(hit.headers)).toStrictEqual(stable(uncached.headers));
    }
  });

  test('a gzip client gets the kept variant, decoding to the same bytes', async () => {
    const request = { body: grid(organizationId), headers: { 'accept-encoding': 'gzip' } };
    const identity = await raw(cached, { body: grid(organizationId) });
    await raw(cached, request);
    const encodings = cache.encodings;
    const hit = await raw(cached, request);
    expect(cache.encodings).toBe(encodings);
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(hit.body).equals(identity.body)).toBe(true);
  });
});

describe('never kept', () => {
  test('an error, a mutation, an anonymous request: each runs again', async () => {
    const refused = { body: grid(otherOrganizationId) };
    const mutation = {
      body: {
        query:
          'mutation Rename($id: UUID!, $name: String!) { updateOrganization(id: $id, input: { name: $name }) { name } }',
        variables: { id: organizationId, name: 'Renamed by the cache test' },
      },
    };
    const anonymous = { body: { query: '{ __typename }' }, headers: { authorization: undefined } };
    for (const request of [refused, mutation, anonymous]) {
      const first = await raw(cached, request);
      const size = cache.size;
      const again = await raw(cached, request);
      expect(cache.size).toBe(size);
      expect(again.status).toBe(first.status);
      expect(again.body.toString()).toBe(first.body.toString());
    }
    expect(JSON.parse((await raw(cached, refused)).body.toString()).errors).toHaveLength(1);
  });

  test('a write is seen at once: the revisions are in the key', async () => {
    const request = { body: grid(organizationId) };
    await raw(cached, request);
    await cached.db.organization.update({ where: { id: organizationId }, data: { name: 'Renamed for the endpoint' } });
    const after = await raw(cached, request);
    expect(JSON.parse(after.body.toString()).data.complianceGrid.organizationName).toBe('Renamed for the endpoint');
  });
});
