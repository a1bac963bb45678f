import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, test } from 'vitest';
import { hashSecret } from '../../src/auth/secrets.ts';
import { ResponseCache } from '../../src/graphql/response-cache.ts';
import type { TestApp } from '../support/app.ts';
import { cacheApps } from '../support/cache-apps.ts';
import { request } from '../support/http.ts';

// One database, two apps: one with the response cache (the default), one with RESPONSE_CACHE=off.
const apps = cacheApps();

const get = (app: TestApp, path: string, token: string, headers: Record<string, string> = {}) =>
  request(`${app.url}/api/v1${path}`, { token, headers });

const GRAPHQL_GRID = `query Grid($id: UUID!) { complianceGrid(organizationId: $id) { organizationName rollup items { ruleId status } } }`;
const graphql = (app: TestApp, token: string, id: string) =>
  request(`${app.url}/graphql`, { method: 'POST', token, body: { query: GRAPHQL_GRID, variables: { id } } });

describe('REST reads with the cache', () => {
  test('answer the same status, headers and bytes as without it, plus an ETag', async () => {
    for (const path of ['/organizations', `/organizations/${apps.organizationId}/compliance`, '/standards']) {
      const first = await get(apps.cached, path, apps.cached.adminKey);
      const repeat = await get(apps.cached, path, apps.cached.adminKey);
      const uncached = await get(apps.plain, path, apps.cached.adminKey);
      expect(uncached.status).toBe(200);
      expect(uncached.headers.get('etag')).toBeNull();
      for (const answer of [first, repeat]) {
        expect(answer.status).toBe(200);
        expect(answer.text).toBe(uncached.text);
        expect(answer.headers.get('content-type')).toBe(uncached.headers.get('content-type'));
        expect(answer.headers.get('etag')).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
      }
      expect(repeat.headers.get('etag')).toBe(first.headers.get('etag'));
    }
  });

  test('If-None-Match answers 304 without a body, and a write changes the ETag', async () => {
    const path = `/organizations/${apps.organizationId}`;
    const first = await get(apps.cached, path, apps.cached.adminKey);
    const etag = first.headers.get('etag')!;
    const notModified = await get(apps.cached, path, apps.cached.adminKey, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    // A list naming it among others, and the weak comparison's strong form, match too.
    const listed = await get(apps.cached, path, apps.cached.adminKey, { 'if-none-match': `"x", ${etag.slice(2)}` });
    expect(listed.status).toBe(304);

    const renamed = `${first.body.name} (renamed)`;
    const patch = await request(`${apps.cached.url}/api/v1${path}`, {
      method: 'PATCH',
      token: apps.cached.adminKey,
      body: { name: renamed },
    });
    expect(patch.status).toBe(200);
    const after = await get(apps.cached, path, apps.cached.adminKey, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.body.name).toBe(renamed);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  test('an error is never kept: a 404 stays a 404 and is no ETag', async () => {
    const path = `/organizations/${apps.otherOrganizationId}`;
    for (let i = 0; i < 2; i++) {
      const answer = await get(apps.cached, path, apps.cached.adminKey);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Organization not found' });
      expect(answer.headers.get('etag')).toBeNull();
    }
  });
});

describe('isolation', () => {
  test('two tenants never share an entry, whatever the ids they ask for', async () => {
    const otherKey = await apps.cached.key(['organization.read'], { tenantId: apps.cached.otherTenantId });
    const demoKey = await apps.cached.key(['organization.read']);
    const demo = await get(apps.cached, `/organizations/${apps.organizationId}`, demoKey);
    const other = await get(apps.cached, `/organizations/${apps.organizationId}`, otherKey);
    expect(demo.status).toBe(200);
    expect(other.status).toBe(404);
    const otherOwn = await get(apps.cached, `/organizations/${apps.otherOrganizationId}`, otherKey);
    expect(otherOwn.status).toBe(200);
    expect(otherOwn.body.id).toBe(apps.otherOrganizationId);
    // The same request of both tenants: each its own body, and ETags that differ.
    const demoList = await get(apps.cached, '/organizations', demoKey);
    const otherList = await get(apps.cached, '/organizations', otherKey);
    expect(otherList.text).toBe((await get(apps.plain, '/organizations', otherKey)).text);
    expect(demoList.text).not.toBe(otherList.text);
    expect(demoList.headers.get('etag')).not.toBe(otherList.headers.get('etag'));
    const crossed = await get(apps.cached, '/organizations', otherKey, {
      'if-none-match': demoList.headers.get('etag')!,
    });
    expect(crossed.status).toBe(200);
  });

  test('two credentials with different permissions never share an entry (REST, GraphQL)', async () => {
    const reader = await apps.cached.key(['organization.read', 'detection_rule.read', 'detection.read']);
    const narrow = await apps.cached.key(['organization.read']);
    const readerGrid = await graphql(apps.cached, reader, apps.organizationId);
    expect(readerGrid.body.errors).toBeUndefined();
    expect(readerGrid.body.data.complianceGrid.items.length).toBeGreaterThan(0);
    // Kept for the reader; the narrower key asks the same operation and variables.
    const narrowGrid = await graphql(apps.cached, narrow, apps.organizationId);
    expect(narrowGrid.body.data?.complianceGrid ?? null).toBeNull();
    expect(narrowGrid.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(narrowGrid.text).toBe((await graphql(apps.plain, narrow, apps.organizationId)).text);

    const standards = await get(apps.cached, '/standards', reader);
    expect(standards.status).toBe(200);
    const refused = await get(apps.cached, '/standards', narrow, { 'if-none-match': standards.headers.get('etag')! });
    expect(refused.status).toBe(403);
  });

  test('GraphQL repeats are answered from the cache with the same bytes, and a write is seen at once', async () => {
    const first = await graphql(apps.cached, apps.cached.adminKey, apps.organizationId);
    const hits = apps.cache.hits;
    const repeat = await graphql(apps.cached, apps.cached.adminKey, apps.organizationId);
    expect(repeat.text).toBe(first.text);
    expect(apps.cache.hits).toBe(hits + 1);
    expect(repeat.text).toBe((await graphql(apps.plain, apps.cached.adminKey, apps.organizationId)).text);
    await apps.cached.db.organization.update({
      where: { id: apps.organizationId },
      data: { name: 'Renamed in the database' },
    });
    const after = await graphql(apps.cached, apps.cached.adminKey, apps.organizationId);
    expect(after.body.data.complianceGrid.organizationName).toBe('Renamed in the database');
  });
});

describe("a key's use", () => {
  const READER = ['organization.read', 'detection_rule.read', 'detection.read', 'api_key.manage'] as const;

  /** The use is recorded after the answer (src/auth/authenticate.ts): waits until the database shows it. */
  async function recorded(key: string, at: Date): Promise<string> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const row = await apps.cached.db.apiKey.findFirstOrThrow({ where: { keyHash: hashSecret(key) } });
      if (row.lastUsedAt?.getTime() === at.getTime()) return row.lastUsedAt.toISOString();
      if (Date.now() > deadline)
        throw new Error(`lastUsedAt is ${row.lastUsedAt?.toISOString()}, not ${at.toISOString()}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  test("recording it keeps its tenant's ETags and cached answers (REST, GraphQL)", async () => {
    const key = await apps.cached.key([...READER]);
    const path = `/organizations/${apps.organizationId}/compliance`;
    await get(apps.cached, path, key);
    await recorded(key, apps.cached.clock.now());
    const first = await get(apps.cached, path, key);
    const etag = first.headers.get('etag')!;
    const grid = await graphql(apps.cached, key, apps.organizationId);
    // A minute on, the next use is written again (its resolution).
    apps.cached.clock.advance(61_000);
    const using = await get(apps.cached, path, key, { 'if-none-match': etag });
    expect(using.status).toBe(304);
    await recorded(key, apps.cached.clock.now());
    const after = await get(apps.cached, path, key, { 'if-none-match': etag });
    expect(after.status).toBe(304);
    expect(after.headers.get('etag')).toBe(etag);
    const hits = apps.cache.hits;
    expect((await graphql(apps.cached, key, apps.organizationId)).text).toBe(grid.text);
    expect(apps.cache.hits).toBe(hits + 1);
  });

  test('the key list, which shows lastUsedAt, is never kept: it shows each use at once (REST without an ETag, GraphQL)', async () => {
    const key = await apps.cached.key([...READER]);
    const LIST = '{ apiKeys(pageSize: 100) { items { id lastUsedAt } } }';
    const listed = async () => {
      const rest = await get(apps.cached, '/api-keys?pageSize=100', key);
      expect(rest.status).toBe(200);
      expect(rest.headers.get('etag')).toBeNull();
      const graph = await request(`${apps.cached.url}/graphql`, { method: 'POST', token: key, body: { query: LIST } });
      expect(graph.body.errors).toBeUndefined();
      const own = (items: { id: string; lastUsedAt: string | null }[]) =>
        items.find((item) => item.id === row.id)?.lastUsedAt;
      return [own(rest.body.items), own(graph.body.data.apiKeys.items)];
    };
    const row = await apps.cached.db.apiKey.findFirstOrThrow({ where: { keyHash: hashSecret(key) } });
    await get(apps.cached, '/organizations', key);
    const first = await recorded(key, apps.cached.clock.now());
    expect(await listed()).toEqual([first, first]);
    apps.cached.clock.advance(61_000);
    await get(apps.cached, '/organizations', key);
    const second = await recorded(key, apps.cached.clock.now());
    expect(second).not.toBe(first);
    expect(await listed()).toEqual([second, second]);
  });
});

describe('sign-ins and token refreshes', () => {
  const ADMIN = { email: 'admin@demo.example', password: 'demo-admin-password' };
  const auth = (path: string, body: unknown) =>
    request(`${apps.cached.url}/api/v1/auth/${path}`, { method: 'POST', body });

  test("keep their tenant's ETags; the audit log, which lists them, is never kept and shows them at once", async () => {
    const path = `/organizations/${apps.organizationId}/compliance`;
    const etag = (await get(apps.cached, path, apps.cached.adminKey)).headers.get('etag')!;
    const signedIn = await auth('login', ADMIN);
    expect(signedIn.status).toBe(200);
    const refreshed = await auth('refresh', { refreshToken: signedIn.body.refreshToken });
    expect(refreshed.status).toBe(200);
    const failed = await auth('login', { ...ADMIN, password: 'wrong' });
    expect(failed.status).toBe(401);
    const after = await get(apps.cached, path, apps.cached.adminKey, { 'if-none-match': etag });
    expect(after.status).toBe(304);

    const log = await get(apps.cached, '/audit-events?limit=3', apps.cached.adminKey);
    expect(log.status).toBe(200);
    expect(log.headers.get('etag')).toBeNull();
    expect(log.body.items.map((entry: { action: string }) => entry.action)).toEqual([
      'auth.sign_in_failed',
      'auth.session_refreshed',
      'auth.signed_in',
    ]);
  });
});

describe('MCP tools', () => {
  async function connect(app: TestApp): Promise<Client> {
    const client = new Client({ name: 'cache-test', version: '1.0.0' });
    const headers = { Authorization: `Bearer ${apps.cached.adminKey}` };
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${app.url}/api/v1/mcp`), { requestInit: { headers } }),
    );
    return client;
  }
  const text = async (client: Client, name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  };

  test('a read tool is answered from the cache as it would be without; the triage tool always runs', async () => {
    const [client, uncached] = [await connect(apps.cached), await connect(apps.plain)];
    try {
      const args = { organizationId: apps.organizationId };
      const first = await text(client, 'get_organization_compliance', args);
      const hits = apps.cache.hits;
      expect(await text(client, 'get_organization_compliance', args)).toBe(first);
      expect(apps.cache.hits).toBe(hits + 1);
      expect(await text(uncached, 'get_organization_compliance', args)).toBe(first);

      const detection = await apps.cached.db.detection.findFirstOrThrow({
        where: { tenantId: apps.cached.demoTenantId, status: 'open' },
      });
      const before = apps.cache.hits;
      for (const state of ['acknowledged', 'in_progress', 'acknowledged'] as const) {
        await text(client, 'triage_detection', { detectionId: detection.id, state });
        const triage = await apps.cached.db.detectionTriage.findUniqueOrThrow({ where: { detectionId: detection.id } });
        expect(triage.state).toBe(state);
      }
      expect(apps.cache.hits).toBe(before);
    } finally {
      await Promise.all([client.close(), uncached.close()]);
    }
  });
});

test('/metrics shows the cache at work, and no cache when it is off', async () => {
  await get(apps.cached, '/organizations', apps.cached.adminKey);
  await get(apps.cached, '/organizations', apps.cached.adminKey);
  const series = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  const on = (await request(`${apps.cached.url}/metrics`)).text;
  expect(series(on, 'response_cache_hits_total')).toBe(apps.cache.hits);
  expect(series(on, 'response_cache_hits_total')).toBeGreaterThan(0);
  expect(series(on, 'response_cache_misses_total')).toBe(apps.cache.misses);
  expect(series(on, 'response_cache_bytes')).toBe(apps.cache.bytes);
  expect(series(on, 'response_cache_entries')).toBe(apps.cache.size);
  expect((await request(`${apps.plain.url}/metrics`)).text).not.toContain('response_cache_');
});

describe('the bound', () => {
  test('keeps at most maxBytes, least recently used out first', () => {
    const small = new ResponseCache(10_000);
    for (let i = 0; i < 20; i++) small.set(`k${i}`, Buffer.alloc(1_000, i));
    expect(small.bytes).toBeLessThanOrEqual(10_000);
    expect(small.get('k0')).toBeUndefined();
    expect(small.get('k19')?.[0]).toBe(19);
    // An entry over an eighth of the bound is never kept.
    small.set('big', Buffer.alloc(2_000));
    expect(small.get('big')).toBeUndefined();
  });
});
