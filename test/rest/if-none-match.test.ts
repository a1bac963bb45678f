import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routes } from '../../src/developer/routes.ts';
import { isCacheable } from '../../src/graphql/response-cache.ts';
import { isGraphRoute } from '../../src/rest/route.ts';
import { schema } from '../../src/schema/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

/**
 * Issue 29, point 8: `If-None-Match: *` turned a 404 into a 304 (with an ETag) on every cached
 * read. `*` matches only a current representation (RFC 9110 13.1.2): a missing one is its 404.
 * Every cached GET route of the served table is walked, so a new one is held to it too.
 */

const cached = routes.filter(
  (route) => route.method === 'GET' && isGraphRoute(route) && isCacheable(schema, route.operation),
);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
}, 120_000);
afterAll(() => app?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  request(`${app.url}/api/v1${path}`, { token: app.adminKey, headers });

describe('If-None-Match: * on every cached read', () => {
  test('the walk covers the cached reads', () => {
    expect(cached.length).toBeGreaterThan(15);
  });

  test.each(cached.filter((route) => route.path.includes('{')).map((route) => [route.operationId, route.path]))(
    '%s: an unknown id is its 404 whatever If-None-Match says',
    async (_id, template) => {
      // An id is a uuid; a library standard's key is a slug no standard has.
      const path = template.replace(/\{(\w+)\}/g, (_m, name: string) =>
        name === 'key' ? 'no-such-library-standard' : randomUUID(),
      );
      const plain = await get(path);
      expect(plain.status).toBe(404);
      const conditional = await get(path, { 'if-none-match': '*' });
      expect(conditional.status).toBe(404);
      expect(conditional.body).toStrictEqual(plain.body);
      expect(conditional.headers.get('etag')).toBeNull();
    },
  );

  test('an existing representation: * and its own ETag are a 304, another ETag the body', async () => {
    const organization = (await get('/organizations?pageSize=1')).body.items[0];
    for (const path of [
      `/organizations/${organization.id}`,
      `/organizations/${organization.id}/compliance`,
      '/fleet/summary',
    ]) {
      const first = await get(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      for (const condition of ['*', etag, `"other", ${etag}`]) {
        const answer = await get(path, { 'if-none-match': condition });
        expect(answer.status, `${path} ${condition}`).toBe(304);
        expect(answer.headers.get('etag')).toBe(etag);
      }
      expect((await get(path, { 'if-none-match': 'W/"another"' })).status).toBe(200);
    }
  });
});
