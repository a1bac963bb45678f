import { gunzipSync } from 'node:zlib';
import { describe, expect, test, vi } from 'vitest';
import type { TestApp } from '../support/app.ts';
import { cacheApps, type Raw, rawRequest } from '../support/cache-apps.ts';

// One database, two apps: the response cache, and RESPONSE_CACHE=off (yoga runs every request).
const apps = cacheApps();

/** A request to /graphql as the bytes on the wire (fetch would decode them). */
function raw(
  app: TestApp,
  options: { method?: string; search?: string; body?: unknown; headers?: Record<string, string | undefined> },
): Promise<Raw> {
  const headers: Record<string, string> = { 'accept-encoding': 'identity' };
  for (const [name, value] of Object.entries(options.headers ?? {})) if (value !== undefined) headers[name] = value;
  if (!('authorization' in (options.headers ?? {}))) headers.authorization = `Bearer ${apps.cached.adminKey}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  return rawRequest(`${app.url}/graphql${options.search ?? ''}`, { method, headers, body });
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
  const get = vi.spyOn(apps.cache, 'get');
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
    const request = { body: grid(apps.organizationId) };
    const misses = apps.cache.misses;
    const revisions = vi.spyOn(apps.cache, 'revisionsFor');
    const { answer: miss, lookups: first } = await lookups(() => raw(apps.cached, request));
    expect(first).toEqual(['graphql-http miss', 'graphql miss']);
    // One read executed: one miss, however many lookups, and the revisions read once for both.
    expect(apps.cache.misses).toBe(misses + 1);
    expect(revisions).toHaveBeenCalledTimes(1);
    revisions.mockRestore();
    // Answered before yoga: no parse, no validation, no execution, no lookup of the plugin's.
    const { answer: hit, lookups: repeat } = await lookups(() => raw(apps.cached, request));
    expect(repeat).toEqual(['graphql-http hit']);
    const uncached = await raw(apps.plain, request);
    expect(miss.status).toBe(200);
    expect(JSON.parse(miss.body.toString()).data.complianceGrid.items.length).toBeGreaterThan(0);
    for (const answer of [hit, uncached]) {
      expect(answer.status).toBe(200);
      expect(answer.body.equals(miss.body)).toBe(true);
      expect(stable(answer.headers)).toStrictEqual(stable(miss.headers));
    }
  });

  test('GET: the same, and an Accept of its own gets its own content type', async () => {
    const search = `?${new URLSearchParams({ query: GRID, variables: JSON.stringify({ id: apps.organizationId }) })}`;
    for (const accept of [undefined, 'application/json', 'application/graphql-response+json', '*/*']) {
      const request = { search, headers: { accept } };
      const miss = await raw(apps.cached, request);
      const { answer: hit, lookups: repeat } = await lookups(() => raw(apps.cached, request));
      expect(repeat, `${accept}`).toEqual(['graphql-http hit']);
      const uncached = await raw(apps.plain, request);
      expect(uncached.status).toBe(200);
      for (const answer of [miss, hit]) {
        expect(answer.status).toBe(200);
        expect(answer.body.equals(uncached.body)).toBe(true);
        expect(stable(answer.headers)).toStrictEqual(stable(uncached.headers));
      }
    }
    const json = await raw(apps.cached, { search, headers: { accept: 'application/json' } });
    const spec = await raw(apps.cached, { search, headers: { accept: 'application/graphql-response+json' } });
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(spec.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
  });

  test('CORS: an Origin gets the one policy on a hit as on a run (none granted by default)', async () => {
    for (const origin of ['https://one.example', 'https://two.example']) {
      const request = { body: grid(apps.organizationId), headers: { origin } };
      await raw(apps.cached, request);
      const hit = await raw(apps.cached, request);
      const uncached = await raw(apps.plain, request);
      expect(hit.headers['access-control-allow-origin']).toBeUndefined();
      expect(stable(hit.headers)).toStrictEqual(stable(uncached.headers));
    }
  });

  test('a gzip client gets the kept variant, decoding to the same bytes', async () => {
    const request = { body: grid(apps.organizationId), headers: { 'accept-encoding': 'gzip' } };
    const identity = await raw(apps.cached, { body: grid(apps.organizationId) });
    await raw(apps.cached, request);
    const encodings = apps.cache.encodings;
    const hit = await raw(apps.cached, request);
    expect(apps.cache.encodings).toBe(encodings);
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(hit.body).equals(identity.body)).toBe(true);
  });
});

describe('never kept', () => {
  test('an error, a mutation, an anonymous request: each runs again', async () => {
    const refused = { body: grid(apps.otherOrganizationId) };
    const mutation = {
      body: {
        query:
          'mutation Rename($id: UUID!, $name: String!) { updateOrganization(id: $id, input: { name: $name }) { name } }',
        variables: { id: apps.organizationId, name: 'Renamed by the cache test' },
      },
    };
    const anonymous = { body: { query: '{ __typename }' }, headers: { authorization: undefined } };
    for (const request of [refused, mutation, anonymous]) {
      const first = await raw(apps.cached, request);
      const size = apps.cache.size;
      const again = await raw(apps.cached, request);
      expect(apps.cache.size).toBe(size);
      expect(again.status).toBe(first.status);
      expect(again.body.toString()).toBe(first.body.toString());
    }
    expect(JSON.parse((await raw(apps.cached, refused)).body.toString()).errors).toHaveLength(1);
  });

  test('a write is seen at once: the revisions are in the key', async () => {
    const request = { body: grid(apps.organizationId) };
    await raw(apps.cached, request);
    await apps.cached.db.organization.update({
      where: { id: apps.organizationId },
      data: { name: 'Renamed for the endpoint' },
    });
    const after = await raw(apps.cached, request);
    expect(JSON.parse(after.body.toString()).data.complianceGrid.organizationName).toBe('Renamed for the endpoint');
  });
});
