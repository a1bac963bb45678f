import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ComplianceApiError,
  createClient,
  DEFAULTS,
  ListOrganizationsDocument,
} from '../../packages/client/src/index.ts';
import { DEFAULT_PAGE_SIZE } from '../../src/domain/pagination.ts';
import { TREND_DEFAULT_DAYS } from '../../src/domain/trend.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startReceiver } from '../support/events.ts';
import { request } from '../support/http.ts';

let app: TestApp;
const rest = async (path: string) => (await request(`${app.url}/api/v1${path}`, { token: app.adminKey })).body;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('createClient', () => {
  test("leaves out what REST leaves out: the server's own defaults", () => {
    expect(DEFAULTS).toEqual({ pageSize: DEFAULT_PAGE_SIZE, trendDays: TREND_DEFAULT_DAYS });
  });

  test('returns the same records as REST', async () => {
    const sdk = createClient({ url: `${app.url}/`, token: app.adminKey });

    const organizations = await sdk.listOrganizations({ pageSize: 100 });
    expect(organizations).toEqual(await rest('/organizations?pageSize=100'));
    expect(organizations.items.length).toBeGreaterThan(1);
    expect(await sdk.listOrganizations({ pageSize: 2, page: 2, health: 'degraded' })).toEqual(
      await rest('/organizations?pageSize=2&page=2&health=degraded'),
    );

    const id = organizations.items[0]!.id;
    const grid = await sdk.complianceGrid(id);
    expect(grid).toEqual(await rest(`/organizations/${id}/compliance`));
    expect(grid.items.length).toBeGreaterThan(0);

    expect(await sdk.complianceTrend(id)).toEqual(await rest(`/organizations/${id}/compliance/trend`));
    const week = await sdk.complianceTrend(id, 7);
    expect(week.buckets).toHaveLength(7);
    expect(week).toEqual(await rest(`/organizations/${id}/compliance/trend?days=7`));

    expect(await sdk.standards({ pageSize: 100 })).toEqual(await rest('/standards?pageSize=100'));

    const row = grid.items[0]!;
    const lookup = await sdk.controlStatus(id, row.ruleId);
    // The grid's record, and beside it how to fix the control and the attestations it counts.
    const { remediation, attestations, ...record } = lookup.row!;
    expect(record).toEqual(row);
    // The demo's controls are adopted from the library: the row carries its control's guidance.
    const control = await app.db.control.findUniqueOrThrow({
      where: { id: row.ruleId },
      select: { remediation: true },
    });
    expect(remediation).toEqual(control.remediation);
    expect(attestations).toEqual([]);
    expect(lookup.candidates).toEqual([]);
  });

  test("reports the service's failures with their HTTP status", async () => {
    const sdk = createClient({ url: app.url, token: app.adminKey });
    const foreign = (await app.db.organization.findFirstOrThrow({ where: { tenantId: app.otherTenantId } })).id;
    const notFound = await sdk.complianceGrid(foreign).catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(ComplianceApiError);
    expect(notFound).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Organization not found' });

    const limited = createClient({ url: app.url, token: await app.key(['organization.read']) });
    expect((await limited.listOrganizations()).items.length).toBeGreaterThan(0);
    await expect(limited.standards()).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });

    const anonymous = createClient({ url: app.url, token: 'ccak_unknown' });
    await expect(anonymous.listOrganizations()).rejects.toMatchObject({ status: 401 });
  });

  test('runs any typed document with a token asked for at each request', async () => {
    let asked = 0;
    const client = createClient({
      url: app.url,
      token: async () => {
        asked += 1;
        return app.adminKey;
      },
    });
    const data = await client.request(ListOrganizationsDocument, { page: 1, pageSize: 3 });
    expect(data.organizations).toEqual(await rest('/organizations?pageSize=3'));
    await client.request(ListOrganizationsDocument, { page: 2, pageSize: 3 });
    expect(asked).toBe(2);
  });

  test('on a 401, onUnauthorized may renew the token once and the request is sent again', async () => {
    let token = 'ccak_expired';
    const calls: string[] = [];
    const counted: typeof fetch = (input, init) => {
      calls.push(new Headers(init?.headers).get('authorization') ?? '');
      return fetch(input, init);
    };
    const renewing = createClient({
      url: app.url,
      token: () => token,
      fetch: counted,
      onUnauthorized: () => {
        token = app.adminKey;
        return true;
      },
    });
    expect((await renewing.listOrganizations({ pageSize: 1 })).items).toHaveLength(1);
    expect(calls).toEqual(['Bearer ccak_expired', `Bearer ${app.adminKey}`]);

    // Requests refused together wait for one renewal (a refresh token is good for one exchange).
    token = 'ccak_expired';
    let renewals = 0;
    const shared = createClient({
      url: app.url,
      token: () => token,
      onUnauthorized: async () => {
        renewals += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        token = app.adminKey;
        return true;
      },
    });
    const pages = await Promise.all([1, 2, 3].map((page) => shared.listOrganizations({ page, pageSize: 1 })));
    expect(pages.map((result) => result.page)).toEqual([1, 2, 3]);
    expect(renewals).toBe(1);

    // Still refused after the renewal: no loop, the 401 is the answer.
    calls.length = 0;
    renewals = 0;
    const hopeless = createClient({
      url: app.url,
      token: 'ccak_unknown',
      fetch: counted,
      onUnauthorized: () => ++renewals > 0,
    });
    await expect(hopeless.listOrganizations()).rejects.toMatchObject({ status: 401 });
    expect({ renewals, calls: calls.length }).toEqual({ renewals: 1, calls: 2 });

    // A sign-in that cannot be renewed answers false: the 401 comes back at once.
    const declined = createClient({ url: app.url, token: 'ccak_unknown', onUnauthorized: () => false });
    await expect(declined.standards()).rejects.toBeInstanceOf(ComplianceApiError);
  });

  test('reports what is no GraphQL answer (a proxy, a rate limit) with its status, and honours an abort', async () => {
    const answers: Record<string, [number, string, string]> = {
      '/proxy/graphql': [502, 'text/html', '<html><body>Bad gateway</body></html>'],
      '/limited/graphql': [429, 'application/json', '{"detail":"Rate limit exceeded: retry after 3 s"}'],
    };
    const upstream = await startReceiver((received, _index, response) => {
      const [status, type, body] = answers[received.path] ?? [404, 'text/plain', 'no'];
      response.writeHead(status, { 'content-type': type }).end(body);
    });
    try {
      const proxied = createClient({ url: `${upstream.url}/proxy`, token: app.adminKey });
      await expect(proxied.standards()).rejects.toMatchObject({ name: 'ComplianceApiError', status: 502 });
      const limited = createClient({ url: `${upstream.url}/limited`, token: app.adminKey });
      await expect(limited.standards()).rejects.toMatchObject({
        status: 429,
        message: 'Rate limit exceeded: retry after 3 s',
      });
    } finally {
      await upstream.close();
    }

    const client = createClient({ url: app.url, token: app.adminKey });
    const abort = new AbortController();
    abort.abort();
    await expect(
      client.request(ListOrganizationsDocument, { page: 1, pageSize: 1 }, { signal: abort.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
