import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { ResponseCache } from '../../src/graphql/response-cache.ts';
import { startTestApp, type TestApp } from './app.ts';

/** Two apps on one database: one with a response cache of its own, one with RESPONSE_CACHE=off. */
export interface CacheApps {
  cached: TestApp;
  plain: TestApp;
  cache: ResponseCache;
  /** The demo tenant's first organization by name, and another tenant's. */
  organizationId: string;
  otherOrganizationId: string;
}

/** Starts the pair before the file's tests and closes it after; the fields are set once they run. */
export function cacheApps(): CacheApps {
  const apps = {} as CacheApps;
  beforeAll(async () => {
    apps.cache = new ResponseCache();
    apps.cached = await startTestApp({ responseCache: apps.cache, worker: false });
    apps.plain = await startTestApp({ databaseUrl: apps.cached.databaseUrl, responseCache: null, worker: false });
    const first = (tenantId: string) =>
      apps.cached.db.organization.findFirstOrThrow({ where: { tenantId }, orderBy: { name: 'asc' } });
    apps.organizationId = (await first(apps.cached.demoTenantId)).id;
    apps.otherOrganizationId = (await first(apps.cached.otherTenantId)).id;
  }, 60_000);
  afterAll(async () => {
    await apps.plain?.close();
    await apps.cached?.close();
  });
  return apps;
}

export interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request as the bytes on the wire: fetch would decode them and ask for codings of its own. */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(options.body);
  });
}
