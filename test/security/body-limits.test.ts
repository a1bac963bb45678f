import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/http/body.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { request } from '../support/http.ts';
import { type ChildServer, startChildServer } from './support/child-server.ts';
import { postStreamed } from './support/raw-http.ts';

const TOO_LARGE_GRAPHQL = {
  errors: [{ message: 'Request body too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
};
const OVER = 20 * MAX_BODY_BYTES;

describe('every body the server reads is bounded by the same limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  test.each([
    ['a declared length', false, 'application/json'],
    ['a chunked body', true, 'application/json'],
    ['application/graphql', true, 'application/graphql'],
  ])(
    '/graphql refuses %s over the limit with 413, without a credential and without reading it',
    async (_name, chunked, type) => {
      const response = await postStreamed(`${app.url}/graphql`, {
        totalBytes: OVER,
        chunked,
        headers: { 'content-type': type },
      });
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body)).toStrictEqual(TOO_LARGE_GRAPHQL);
      // Refused at the limit, not after the whole body arrived (socket buffers hold a little more).
      expect(response.bytesSent).toBeLessThan(OVER);
    },
  );

  test('REST (the public sign-in route included) and MCP are held to the same limit', async () => {
    const login = await postStreamed(`${app.url}/api/v1/auth/login`, { totalBytes: OVER, chunked: true });
    expect(login.status).toBe(413);
    expect(JSON.parse(login.body)).toStrictEqual({ detail: 'Request body too large' });
    const mcp = await postStreamed(`${app.url}/api/v1/mcp`, {
      totalBytes: OVER,
      chunked: true,
      headers: { authorization: `Bearer ${app.adminKey}` },
    });
    expect(mcp.status).toBe(413);
  });

  test('a body within the limit still works, and GET still carries a query', async () => {
    // The document is held to 64 KiB of its own (docs/security.md): the rest of the body is a
    // variable (one the document does not declare, which GraphQL ignores).
    const query = '{ organizations(pageSize: 1) { total } }';
    const padding = 'x'.repeat(MAX_BODY_BYTES - 200);
    const post = await request(`${app.url}/graphql`, {
      method: 'POST',
      token: app.adminKey,
      body: { query, variables: { padding } },
    });
    expect(post.status).toBe(200);
    expect(post.body.data.organizations.total).toBeGreaterThan(0);
    const get = await request(`${app.url}/graphql?query=${encodeURIComponent('{ organizations { total } }')}`, {
      token: app.adminKey,
      headers: { accept: 'application/json' },
    });
    expect(get.status).toBe(200);
    expect(get.body.data.organizations.total).toBeGreaterThan(0);
  });

  test('multipart requests are not parsed', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ organizations { total } }' }));
    form.append('map', '{}');
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.adminKey}` },
      body: form,
    });
    expect(response.status).toBe(415);
    expect(await response.text()).not.toContain('total');
  });

  test("errors never echo the client's input or an originalError", async () => {
    const secret = 'CLIENT-SECRET-INPUT';
    const invalid = await request(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      rawBody: `{"query": "${secret}`,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toStrictEqual({
      errors: [{ message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });

    const variable = await request(`${app.url}/graphql`, {
      method: 'POST',
      token: app.adminKey,
      headers: { accept: 'application/graphql-response+json' },
      body: { query: 'query ($p: Int) { organizations(page: $p) { total } }', variables: { p: secret } },
    });
    expect(variable.status).toBe(400);
    expect(variable.text).not.toContain(secret);
    expect(variable.body.errors[0].message).toBe(
      'Variable "$p" got invalid value; Int cannot represent non-integer value',
    );
  });

  test('a GraphQL body nested deeper than 64 levels is refused before it is parsed', async () => {
    const deep = `{"query": "{ __typename }", "variables": {"v": ${'['.repeat(10_000)}${']'.repeat(10_000)}}}`;
    const response = await request(`${app.url}/graphql`, {
      method: 'POST',
      token: app.adminKey,
      headers: { 'content-type': 'application/json' },
      rawBody: deep,
    });
    expect(response.status).toBe(400);
    expect(response.body).toStrictEqual({
      errors: [{ message: 'JSON nested deeper than 64 levels', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});

describe('memory: an oversized body costs the server almost nothing', () => {
  let database: TestDatabase;
  let server: ChildServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startChildServer({ DATABASE_URL: database.url, SEED: 'none' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test.each([
    ['declared', false],
    ['chunked', true],
  ])('100 MB without a credential (%s): 413, and the process grows by less than 24 MB', async (_name, chunked) => {
    // What a refusal cannot avoid is reading and dropping what the client had in flight when the
    // answer came (up to the loopback sockets' buffers: 4-7 MB here), and that garbage is collected
    // in waves (the RSS climbs 2-4 MB a refusal for a dozen of them, then falls back; up to 13 MB
    // measured for one request). So the bound is twice that, whatever the body's size, where a
    // server that buffered the body grows by 68 MB or more (measured with a patched body reader).
    // The warm-ups (code loading, the heap's first growth) are just over the limit, so that they
    // cannot hide a buffering server's growth from the measured request.
    for (let warmUp = 0; warmUp < 8; warmUp++)
      await postStreamed(`${server.url}/graphql`, { totalBytes: 2 * MAX_BODY_BYTES, chunked });
    const before = await server.memory();
    const response = await postStreamed(`${server.url}/graphql`, { totalBytes: 100 * 1024 * 1024, chunked });
    expect(response.status).toBe(413);
    const after = await server.memory();
    if (process.env.PRINT_MEMORY)
      console.log(`${_name}: rss ${after.rss - before.rss} B, peak ${after.peak - before.peak} B`);
    expect(after.peak - before.peak).toBeLessThan(24 * 1024 * 1024);
    expect(after.rss - before.rss).toBeLessThan(24 * 1024 * 1024);
  });
});

describe('MCP bodies', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  test('a JSON-RPC message nested deeper than 64 levels is a parse error, not parsed', async () => {
    const depth = 10_000;
    const response = await request(`${app.url}/api/v1/mcp`, {
      method: 'POST',
      token: app.adminKey,
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      rawBody: `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"x":${'['.repeat(depth)}${']'.repeat(depth)}}}`,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error: Invalid JSON' },
      id: null,
    });
  });
});
