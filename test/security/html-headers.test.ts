import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUnsubscribe, UNSUBSCRIBE_KEY_LABEL } from '../../src/auth/unsubscribe.ts';
import { clientReportCsp } from '../../src/delivery/reports/client-report.ts';
import { routes } from '../../src/developer/routes.ts';
import { CONSOLE_CSP } from '../../src/http/console.ts';
import { GRAPHIQL_CSP } from '../../src/http/graphiql.ts';
import { BASELINE_HTML_CSP, htmlAnswerHeaders } from '../../src/http/html-headers.ts';
import { UNSUBSCRIBE_PAGE_CSP } from '../../src/rest/unsubscribe-page.ts';
import { DEFAULT_BRANDING } from '../../src/schema/branding.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

/**
 * Issue 29, points 6 and 7: GraphiQL and the client report were HTML without a
 * Content-Security-Policy, nosniff or a referrer rule. One policy now holds every HTML answer
 * (src/http/html-headers.ts, DECISIONS "Cross-origin requests").
 */

const FIXTURE = path.join(import.meta.dirname, '../http/fixtures/console');

function expectThePolicy(headers: Headers, own: string) {
  expect(headers.get('content-type')).toMatch(/^text\/html/);
  expect(headers.get('content-security-policy')).toBe(own);
  expect(own).toContain("frame-ancestors 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
}

describe('every HTML answer of the service carries the policy', () => {
  let app: TestApp;
  let organizationId: string;
  beforeAll(async () => {
    app = await startTestApp({ worker: false, consoleDir: FIXTURE });
    const page = await request(`${app.url}/api/v1/organizations?pageSize=1`, { token: app.adminKey });
    organizationId = page.body.items[0].id;
  }, 120_000);
  afterAll(() => app?.close());

  test.each([
    ['the console', '/', CONSOLE_CSP],
    ['a console route (its index.html)', '/organizations/x', CONSOLE_CSP],
    ['GraphiQL', '/graphql', GRAPHIQL_CSP],
  ])('%s', async (_name, path, policy) => {
    const response = await fetch(`${app.url}${path}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expectThePolicy(response.headers, policy);
  });

  // The served table: a route that answers HTML later is held to the same rule.
  const pages = routes.filter((route) => 'produces' in route && route.produces === 'text/html');
  /** How each HTML route is reached, and the policy it declares for itself. */
  const reportUrl = () => `/api/v1/organizations/${organizationId}/report`;
  const unsubscribeToken = async () => {
    const admin = await app.db.user.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
    return signUnsubscribe(app.secrets.derive(UNSUBSCRIBE_KEY_LABEL), { userId: admin.id, destination: 'email' });
  };
  /** The demo tenant's branding is the default one: its accent is a style sheet of the report. */
  const reportPolicy = clientReportCsp(DEFAULT_BRANDING.accentColor);
  const reach: Record<string, () => Promise<{ url: string; method?: string; token?: string; policy: string }>> = {
    getOrganizationReport: async () => ({ url: reportUrl(), token: app.adminKey, policy: reportPolicy }),
    getOrganizationKeptReport: async () => {
      const served = await fetch(`${app.url}${reportUrl()}`, { headers: { authorization: `Bearer ${app.adminKey}` } });
      const kept = await app.db.clientReport.create({
        data: {
          tenantId: app.demoTenantId,
          organizationId,
          dueAt: new Date(),
          days: 90,
          html: await served.text(),
          pdf: Buffer.from(''),
          snapshot: {},
          recipients: [],
        },
      });
      return {
        url: `/api/v1/organizations/${organizationId}/reports/${kept.id}`,
        token: app.adminKey,
        policy: reportPolicy,
      };
    },
    showUnsubscribePage: async () => ({
      url: `/api/v1/notifications/unsubscribe?token=${await unsubscribeToken()}`,
      policy: UNSUBSCRIBE_PAGE_CSP,
    }),
    confirmUnsubscribe: async () => ({
      url: `/api/v1/notifications/unsubscribe/confirm?token=${await unsubscribeToken()}`,
      method: 'POST',
      policy: UNSUBSCRIBE_PAGE_CSP,
    }),
  };
  test.each(pages.map((route) => [route.operationId, route.path] as const))('%s (%s)', async (operationId) => {
    expect(Object.keys(reach)).toContain(operationId);
    const { url, method, token, policy } = await reach[operationId]!();
    const response = await fetch(`${app.url}${url}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.status).toBe(200);
    expectThePolicy(response.headers, policy);
    // Its style sheets are what the hashes name; no style attribute needs one.
    const html = await response.text();
    expect(html).not.toMatch(/style="/);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles)
      expect(policy).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  test("a branded report: the tenant's accent is a style sheet of its own, which its policy names too", async () => {
    const set = await request(`${app.url}/api/v1/branding`, {
      method: 'PUT',
      token: app.adminKey,
      body: { mspName: 'Northwind IT', accentColor: '#0A7A5A', footer: 'Northwind IT, 1 Main Street' },
    });
    expect(set.status).toBe(200);
    const response = await fetch(`${app.url}/api/v1/organizations/${organizationId}/report`, {
      headers: { authorization: `Bearer ${app.adminKey}` },
    });
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy')!;
    expectThePolicy(response.headers, policy);
    const html = await response.text();
    expect(html).toContain('Northwind IT, 1 Main Street');
    expect(html).not.toMatch(/style="/);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles).toContain('.brand{border-bottom-color:#0a7a5a}');
    for (const style of styles)
      expect(policy).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });
});

describe('the rule, for a page that forgets it', () => {
  let server: ReturnType<Koa['listen']>;
  let url: string;
  beforeAll(async () => {
    const app = new Koa();
    app.use(htmlAnswerHeaders());
    app.use((ctx) => {
      ctx.type = 'html';
      if (ctx.path === '/own') ctx.set('Content-Security-Policy', "default-src 'self'");
      if (ctx.path === '/json') ctx.body = { ok: true };
      else ctx.body = '<!doctype html><p>page</p>';
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test('an HTML page with no policy gets one that allows nothing; one without frame-ancestors gets it', async () => {
    expectThePolicy((await fetch(`${url}/bare`)).headers, BASELINE_HTML_CSP);
    expectThePolicy((await fetch(`${url}/own`)).headers, "default-src 'self'; frame-ancestors 'none'");
    const json = await fetch(`${url}/json`);
    expect(json.headers.get('content-security-policy')).toBeNull();
  });
});
