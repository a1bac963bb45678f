import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, test, vi } from 'vitest';
import { createSecretBox, newSecretKey } from '../../src/auth/secret-box.ts';
import { etagSigner, ResponseCache } from '../../src/graphql/response-cache.ts';
import type { TestApp } from '../support/app.ts';
import { cacheApps, type Raw, rawRequest } from '../support/cache-apps.ts';
import { request } from '../support/http.ts';

// One database, two apps: the response cache, and RESPONSE_CACHE=off (koa-compress alone).
const apps = cacheApps();

/** A GET as the bytes on the wire: fetch would decode them and ask for codings of its own. */
function raw(app: TestApp, path: string, token: string, headers: Record<string, string> = {}): Promise<Raw> {
  return rawRequest(`${app.url}/api/v1${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
}

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};
const decoded = (answer: Raw) => {
  const coding = answer.headers['content-encoding'] as string | undefined;
  return coding === undefined ? answer.body : DECODERS[coding]!(answer.body);
};

describe('compressed answers', () => {
  test('a repeat for a gzip client is the variant kept the first time, decoding to the identity bytes', async () => {
    const path = `/organizations/${apps.organizationId}/compliance`;
    const identity = await raw(apps.cached, path, apps.cached.adminKey, { 'accept-encoding': 'identity' });
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.length).toBeGreaterThan(1024);

    const before = { encodings: apps.cache.encodings, encodedHits: apps.cache.encodedHits };
    const first = await raw(apps.cached, path, apps.cached.adminKey, { 'accept-encoding': 'gzip' });
    expect({ encodings: apps.cache.encodings, encodedHits: apps.cache.encodedHits }).toEqual({
      encodings: before.encodings + 1,
      encodedHits: before.encodedHits,
    });
    const second = await raw(apps.cached, path, apps.cached.adminKey, { 'accept-encoding': 'gzip' });
    expect({ encodings: apps.cache.encodings, encodedHits: apps.cache.encodedHits }).toEqual({
      encodings: before.encodings + 1,
      encodedHits: before.encodedHits + 1,
    });
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['content-type']).toBe(identity.headers['content-type']);
      expect(answer.headers.etag).toBe(identity.headers.etag);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(gunzipSync(answer.body).equals(identity.body)).toBe(true);
    }
    expect(second.body.equals(first.body)).toBe(true);

    const metrics = (await request(`${apps.cached.url}/metrics`)).text;
    const series = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1]);
    expect(series('response_cache_encodings_total')).toBe(apps.cache.encodings);
    expect(series('response_cache_encoded_hits_total')).toBe(apps.cache.encodedHits);

    // An identity client still gets the identity bytes, from the same entry.
    const again = await raw(apps.cached, path, apps.cached.adminKey);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body.equals(identity.body)).toBe(true);
  });

  test.each([
    'gzip',
    'br',
    'deflate',
    'gzip, deflate, br',
    'gzip, deflate, br, zstd',
    'br;q=0.5, gzip',
    'gzip;q=0, deflate',
    '*',
    '',
    'identity',
    'compress',
  ])('Accept-Encoding "%s": the coding koa-compress picks without the cache, and the same body', async (accept) => {
    const path = `/organizations/${apps.organizationId}/compliance`;
    const headers = { 'accept-encoding': accept };
    await raw(apps.cached, path, apps.cached.adminKey, headers);
    const kept = await raw(apps.cached, path, apps.cached.adminKey, headers);
    const uncached = await raw(apps.plain, path, apps.cached.adminKey, headers);
    expect(kept.headers['content-encoding']).toBe(uncached.headers['content-encoding']);
    expect(decoded(kept).equals(decoded(uncached))).toBe(true);
  });

  test('a small answer is never compressed, as koa-compress leaves it', async () => {
    const answer = await raw(apps.cached, `/organizations/${apps.organizationId}`, apps.cached.adminKey, {
      'accept-encoding': 'gzip',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});

describe('the bound, with variants', () => {
  test('a variant counts against the bound and makes room among the others, never by its own entry', () => {
    const small = new ResponseCache(10_000);
    const name = (i: number) => `k${String(i).padStart(2, '0')}`;
    const weight = 3 + 500 + 64;
    for (let i = 0; i < 17; i++) small.set(name(i), Buffer.alloc(500, i));
    expect(small.bytes).toBe(17 * weight);
    small.keepEncoded('k16', 'gzip', Buffer.alloc(200));
    expect(small.bytes).toBe(17 * weight + 200 + 64);
    expect(small.size).toBe(17);
    // No room for the next: the least recently used entry goes, not the one the variant is of.
    small.keepEncoded('k15', 'gzip', Buffer.alloc(200));
    small.keepEncoded('k15', 'br', Buffer.alloc(100));
    expect(small.bytes).toBe(16 * weight + 2 * (200 + 64) + 100 + 64);
    expect(small.get('k00')).toBeUndefined();
    expect(small.getEncoded('k15', 'br')?.length).toBe(100);
    expect(small.getEncoded('k16', 'gzip')?.length).toBe(200);
    // Filling the cache evicts entries with their variants: their bytes leave the count.
    for (let i = 20; i < 50; i++) small.set(name(i), Buffer.alloc(500, i));
    expect(small.getEncoded('k16', 'gzip')).toBeUndefined();
    expect(small.get('k16')).toBeUndefined();
    expect(small.bytes).toBe(small.size * weight);
    expect(small.bytes).toBeLessThanOrEqual(10_000);
  });

  test('a variant that would take an entry over its share is not kept', () => {
    const small = new ResponseCache(10_000);
    small.set('k', Buffer.alloc(1_000));
    small.keepEncoded('k', 'gzip', Buffer.alloc(300));
    expect(small.getEncoded('k', 'gzip')).toBeUndefined();
    expect(small.bytes).toBe(1 + 1_000 + 64);
    // Nor one for an entry that is gone.
    small.keepEncoded('gone', 'gzip', Buffer.alloc(10));
    expect(small.size).toBe(1);
  });
});

describe('ETags', () => {
  test('are an HMAC under a key derived from SECRET_KEY: the same with one key, another under another', () => {
    const key = 'rest:getOrganization\nsome tenant';
    const one = createSecretBox(newSecretKey());
    const sign = etagSigner(one);
    expect(sign(key)).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    expect(etagSigner(one)(key)).toBe(sign(key));
    expect(etagSigner(createSecretBox(newSecretKey()))(key)).not.toBe(sign(key));
  });

  test("a forged If-None-Match (the key's plain hash) for another tenant's organization is a 404, not a 304", async () => {
    const outsider = await apps.cached.key(['organization.read'], { tenantId: apps.cached.otherTenantId });
    const path = `/organizations/${apps.organizationId}`;
    const keyFor = vi.spyOn(apps.cache, 'keyFor');
    try {
      const refused = await raw(apps.cached, path, outsider);
      expect(refused.status).toBe(404);
      const key = await keyFor.mock.results.at(-1)!.value;
      const forged = `W/"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
      const answer = await raw(apps.cached, path, outsider, { 'if-none-match': forged });
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body.toString())).toEqual({ detail: 'Organization not found' });
    } finally {
      keyFor.mockRestore();
    }
    // The other tenant's own organization still revalidates.
    const own = await raw(apps.cached, `/organizations/${apps.otherOrganizationId}`, outsider);
    const revalidated = await raw(apps.cached, `/organizations/${apps.otherOrganizationId}`, outsider, {
      'if-none-match': own.headers.etag as string,
    });
    expect(revalidated.status).toBe(304);
  });
});
