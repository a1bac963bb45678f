import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

test('health and readiness need no credential', async () => {
  expect(await request(`${app.url}/healthz`)).toMatchObject({ status: 200, body: { status: 'ok' } });
  expect(await request(`${app.url}/readyz`)).toMatchObject({ status: 200, body: { status: 'ready' } });
});

test('metrics count requests by route template, never by raw path', async () => {
  const organization = await app.db.organization.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
  await request(`${app.url}/api/v1/organizations/${organization.id}/compliance`, { token: app.adminKey });
  const { status, text, headers } = await request(`${app.url}/metrics`);
  expect(status).toBe(200);
  expect(headers.get('content-type')).toContain('text/plain');
  expect(text).toMatch(
    /http_requests_total\{method="GET",route="\/api\/v1\/organizations\/:organization_id\/compliance",status="200"\} 1/,
  );
  expect(text).not.toContain(organization.id);
});

test('large responses are compressed when the client accepts it', async () => {
  const organization = await app.db.organization.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
  const response = await fetch(`${app.url}/api/v1/organizations/${organization.id}/compliance`, {
    headers: { authorization: `Bearer ${app.adminKey}`, 'accept-encoding': 'gzip' },
  });
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect((await response.json()).organizationId).toBe(organization.id);
});
