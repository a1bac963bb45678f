import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

/** The raw answer, undecoded (fetch would inflate it and hide the Content-Encoding). */
function get(
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.url}/graphql`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GraphiQL, served precompressed from outside the heap', () => {
  test('brotli, gzip and identity carry the same page, with the configured options', async () => {
    const br = await get({ accept: 'text/html', 'accept-encoding': 'gzip, br' });
    const gzip = await get({ accept: 'text/html', 'accept-encoding': 'gzip' });
    const identity = await get({ accept: 'text/html', 'accept-encoding': 'identity' });
    for (const answer of [br, gzip, identity]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    const page = identity.body.toString();
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    // Compressed several times over: what stays resident is a fraction of the page.
    expect(br.body.length).toBeLessThan(page.length / 3);
    expect(page).toContain('<title>Compliance gateway GraphiQL</title>');
    expect(page).toContain('"subscriptionsProtocol":"SSE"');
    expect(page).toContain('renderYogaGraphiQL');
  });

  test('a GraphQL GET that does not ask for HTML still reaches the graph', async () => {
    const response = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${app.adminKey}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
