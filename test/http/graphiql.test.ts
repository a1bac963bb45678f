import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GRAPHIQL_CSP } from '../../src/http/graphiql.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The raw answer, undecoded (fetch would inflate it and hide the Content-Encoding). */
function get(path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** One file in the three codings: the same bytes once decoded. */
async function inEveryCoding(path: string, accept = '*/*'): Promise<{ identity: Buffer; br: Raw; gzip: Raw }> {
  const br = await get(path, { accept, 'accept-encoding': 'gzip, br' });
  const gzip = await get(path, { accept, 'accept-encoding': 'gzip' });
  const identity = await get(path, { accept, 'accept-encoding': 'identity' });
  for (const answer of [br, gzip, identity]) {
    expect(answer.status).toBe(200);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
  expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
  return { identity: identity.body, br, gzip };
}

describe('GraphiQL: a small page and cacheable, compressed files', () => {
  test('the page is a kilobyte, revalidated, under its policy, and names its files by hash', async () => {
    const { identity, br } = await inEveryCoding('/graphql', 'text/html');
    const page = identity.toString();
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-security-policy']).toBe(GRAPHIQL_CSP);
    expect(br.headers['referrer-policy']).toBe('no-referrer');
    expect(identity.length).toBeLessThan(2_000);
    expect(page).toContain('<title>Compliance gateway GraphiQL</title>');
    // No inline script or style: everything the page runs is a file of this origin.
    expect(page).not.toMatch(/<script>|<style|style=|on[a-z]+=/i);
    const revalidated = await get('/graphql', { accept: 'text/html', 'if-none-match': String(br.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  test('every file it names is compressed and kept a year; together they are GraphiQL, options included', async () => {
    const page = (await get('/graphql', { accept: 'text/html' })).body.toString();
    const files = [...page.matchAll(/(?:src|href)="(\/graphql\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    expect(files.length).toBe(5);
    let onTheWire = 0;
    let whole = 0;
    const texts: string[] = [];
    for (const file of files) {
      const { identity, br } = await inEveryCoding(file);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.etag).toMatch(/^"[\w-]{16}"$/);
      expect(file).toContain(String(br.headers.etag).slice(1, -1));
      onTheWire += br.body.length;
      whole += identity.length;
      texts.push(identity.toString());
    }
    const start = texts.find((text) => text.includes('complianceGraphiQL.render'))!;
    expect(start).toContain('"subscriptionsProtocol":"SSE"');
    // The editor's workers are files too, named from the start script.
    const workers = [...start.matchAll(/"(\/graphql\/assets\/[^"]+\.worker-[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(workers).toHaveLength(3);
    for (const worker of workers) onTheWire += (await inEveryCoding(worker)).br.body.length;
    // Yoga's page was 9 MB on every GET; the files are about 2 MB once, then kept.
    expect(whole).toBeGreaterThan(5_000_000);
    expect(onTheWire).toBeLessThan(3_000_000);
    const missing = await get('/graphql/assets/graphiql-0000000000000000.js', {});
    expect(missing.status).toBe(404);
  });

  test('a GraphQL GET that does not ask for HTML still reaches the graph', async () => {
    const response = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${app.adminKey}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
