import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

let app: TestApp;
const clients: Client[] = [];
let fleet: { id: string; name: string; rollup: string; score: number | null }[];

async function call(token: string, args: Record<string, unknown>) {
  const client = new Client({ name: 'list-organizations-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${app.url}/api/v1/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  clients.push(client);
  const result = (await client.callTool({ name: 'list_organizations', arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  return { ...result, text, structured: result.structuredContent as any };
}

beforeAll(async () => {
  app = await startTestApp();
  fleet = (await request(`${app.url}/api/v1/fleet/organizations?limit=100`, { token: app.adminKey })).body.items;
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await app.close();
});

describe('list_organizations', () => {
  test('lists the tenant by name with rollup, counts and score, so an agent needs no ids in advance', async () => {
    const result = await call(app.adminKey, {});
    expect(result.isError).toBeFalsy();
    expect(result.structured.items).toEqual(fleet);
    expect(result.structured.hasMore).toBe(false);
    const first = fleet[0]!;
    expect(result.text).toContain(`- ${first.name} (${first.id}): rollup ${first.rollup}`);
    expect(result.text).toContain('get_organization_compliance');
  });

  test('searches by name and filters by rollup, as the fleet does', async () => {
    const target = fleet.find((o) => o.rollup === 'fail') ?? fleet[0]!;
    const word = target.name.split(' ')[0]!.toLowerCase();
    const byName = await call(app.adminKey, { q: word });
    expect(byName.structured.items.map((o: { id: string }) => o.id)).toEqual(
      fleet.filter((o) => o.name.toLowerCase().includes(word)).map((o) => o.id),
    );
    const failing = await call(app.adminKey, { rollup: 'fail' });
    expect(failing.structured.items.map((o: { id: string }) => o.id)).toEqual(
      fleet.filter((o) => o.rollup === 'fail').map((o) => o.id),
    );
    const none = await call(app.adminKey, { q: 'no such client anywhere' });
    expect(none.structured.items).toEqual([]);
    expect(none.text).toBe('No organization matches (name containing "no such client anywhere").');
  });

  test('pages with limit and cursor', async () => {
    const first = await call(app.adminKey, { limit: 2 });
    expect(first.structured.items).toEqual(fleet.slice(0, 2));
    expect(first.structured.hasMore).toBe(fleet.length > 2);
    const next = await call(app.adminKey, { limit: 2, cursor: first.structured.nextCursor });
    expect(next.structured.items).toEqual(fleet.slice(2, 4));
    const bad = await call(app.adminKey, { cursor: 'garbage' });
    expect(bad.isError).toBe(true);
    expect(bad.text).toMatch(/cursor/i);
  });

  test('needs compliance:read; never shows another tenant', async () => {
    const explainOnly = await call(await app.key(['compliance:explain']), {});
    expect(explainOnly.isError).toBe(true);
    expect(explainOnly.text).toContain('needs the scope compliance:read');
    const otherTenant = await call(await app.key(['compliance:read'], { tenantId: app.otherTenantId }), {});
    expect(otherTenant.isError).toBeFalsy();
    const theirs = await app.db.organization.findMany({
      where: { tenantId: app.otherTenantId },
      orderBy: { name: 'asc' },
    });
    expect(otherTenant.structured.items.map((o: { id: string }) => o.id)).toEqual(theirs.map((o) => o.id));
  });
});
