import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONSOLE_CSP } from '../../src/http/console.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { type HttpResult, request } from '../support/http.ts';

/** The console's static serving (src/http/console.ts) over a tiny fixture build, not the real one. */

const FIXTURE = path.join(import.meta.dirname, 'fixtures/console');
const ASSET = '/assets/index-Bx7f3k9Q.js';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false, consoleDir: FIXTURE });
});
afterAll(() => app.close());

const get = (urlPath: string, headers: Record<string, string> = {}) => request(`${app.url}${urlPath}`, { headers });

function expectSecurityHeaders(response: HttpResult): void {
  expect(response.headers.get('content-security-policy')).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
      "frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'",
  );
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('the console at /', () => {
  test('/ answers index.html, never cached without revalidation, with the security headers', async () => {
    const response = await get('/', HTML);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.text).toBe(readFileSync(path.join(FIXTURE, 'index.html'), 'utf8'));
    expectSecurityHeaders(response);
    expect(CONSOLE_CSP).not.toContain('unsafe-inline');
  });

  test('a hashed asset is cached immutably for a year and compressed', async () => {
    const response = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.text).toBe(readFileSync(path.join(FIXTURE, ASSET), 'utf8'));
    expectSecurityHeaders(response);
    const brotli = await get(ASSET, { 'accept-encoding': 'br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.text).toBe(response.text);
  });

  test('a file outside assets/ is revalidated, and an unchanged one answers 304', async () => {
    const response = await get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    // node:http, since fetch adds `Cache-Control: no-cache` to a conditional request, which forbids a 304.
    const again = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      httpGet(`${app.url}/favicon.svg`, { headers: { 'if-none-match': etag! } }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode, body }));
      }).on('error', reject);
    });
    expect(again).toEqual({ status: 304, body: '' });
  });

  test('a client-side route that asks for HTML answers index.html', async () => {
    for (const route of ['/fleet', '/organizations/7d8a0c1e-1111-4222-8333-944455556666/grid', '/index.html']) {
      const response = await get(route, HTML);
      expect(response.status, route).toBe(200);
      expect(response.text, route).toContain('<title>Console fixture</title>');
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
      expectSecurityHeaders(response);
    }
  });

  test('what is not a page passes on to the usual 404 and 405', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/fleet', { accept: 'application/json' }],
      ['/assets/index-Gone0000.js', HTML],
      ['/api/v1/nowhere', HTML],
      ['/graphqlx', { accept: 'application/json' }],
    ];
    for (const [route, headers] of cases) {
      const response = await get(route, headers);
      expect(response.status, route).toBe(404);
      expect(response.body, route).toEqual({ detail: 'Not Found' });
    }
    const post = await request(`${app.url}/`, { method: 'POST', headers: HTML });
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ detail: 'Not Found' });
  });

  test('the API and the health endpoints are not shadowed by the console', async () => {
    const health = await get('/healthz', HTML);
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toContain('application/json');
    const api = await get('/api/v1/organizations', HTML);
    expect(api.status).toBe(401);
    expect(api.body).toEqual({ detail: 'Not authenticated' });
  });

  test('no path reaches outside the console directory', async () => {
    for (const route of [
      '/..%2f..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/assets/%00.js',
      '/%E0%A4%A',
    ]) {
      const response = await get(route, { accept: 'application/json' });
      expect(response.status, route).toBe(404);
      expect(response.text, route).not.toContain('"dependencies"');
    }
  });
});

describe('without a console build', () => {
  let bare: TestApp;
  let empty: string;
  beforeAll(async () => {
    empty = mkdtempSync(path.join(tmpdir(), 'console-missing-'));
    bare = await startTestApp({ worker: false, consoleDir: empty });
  });
  afterAll(async () => {
    await bare.close();
    rmSync(empty, { recursive: true, force: true });
  });

  test('/ says how to build it, as a plain 404', async () => {
    const response = await request(`${bare.url}/`, { headers: HTML });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.text).toContain('The console is not built.');
    expect(response.text).toContain('npm run build:console');
    expectSecurityHeaders(response);
    const deepLink = await request(`${bare.url}/fleet`, { headers: HTML });
    expect(deepLink.status).toBe(404);
    expect(deepLink.text).toContain('The console is not built.');
  });
});
