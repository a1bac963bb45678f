import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

let app: TestApp;
let api: string;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  api = `${app.url}/api/v1`;
});
afterAll(() => app.close());

const get = (path: string, token = app.adminKey) => request(`${api}${path}`, { token });

async function failingOrganization(): Promise<{ id: string; name: string }> {
  return (await get('/fleet/organizations?rollup=fail&limit=1')).body.items[0];
}

describe('GET /organizations/{organization_id}/report', () => {
  test('one self-contained HTML document with every part of the report', async () => {
    const organization = await failingOrganization();
    const grid = (await get(`/organizations/${organization.id}/compliance`)).body;
    const failing = grid.items.find((row: { status: string }) => row.status === 'fail');
    const override = await request(`${api}/organizations/${organization.id}/controls/${failing.ruleId}/override`, {
      method: 'PUT',
      token: app.adminKey,
      body: { enabled: false, reason: 'Compensating control: "manual" review & sign-off' },
    });
    expect(override.status).toBe(200);

    const response = await get(`/organizations/${organization.id}/report?days=30`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = response.text;
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(`Compliance report: ${organization.name}`);
    expect(html).toContain(new Date().toISOString().slice(0, 10));
    expect(html).toContain('<h2>Trend over 30 days</h2><svg');
    expect(html.match(/<polyline /g)).toHaveLength(5);
    expect(html).toContain('@media print');
    expect(html).toContain('Compensating control: &quot;manual&quot; review &amp; sign-off');
    const failingNow = grid.items.filter((row: { status: string }) => row.status === 'fail').length;
    expect(html.match(/<div class="control">/g)?.length ?? 0).toBe(failingNow - 1);
    // Nothing to fetch: no stylesheet link, no script, no src, and the only URL in an attribute is
    // SVG's namespace (a remediation's source is shown as text, to copy, not as a link to follow).
    expect(html).not.toMatch(/<link|<script|\ssrc=|url\(/i);
    expect(html.match(/\s[\w:-]+=["']?https?:\/\/[^"'\s>]*/g)).toStrictEqual([' xmlns="http://www.w3.org/2000/svg']);
  });

  test('every text from the data is escaped', async () => {
    const name = '<script>alert(1)</script>';
    const created = await request(`${api}/organizations`, { method: 'POST', token: app.adminKey, body: { name } });
    expect(created.status).toBe(201);
    const { status, text } = await get(`/organizations/${created.body.id}/report`);
    expect(status).toBe(200);
    expect(text).not.toContain(name);
    expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text).toContain('<h2>Trend over 90 days</h2>');
  });

  test.each([['0'], ['367'], ['ninety']])('days=%s is 422 at query.days', async (days) => {
    const organization = await failingOrganization();
    const response = await get(`/organizations/${organization.id}/report?days=${days}`);
    expect(response.status).toBe(422);
    expect(response.body.detail).toHaveLength(1);
    expect(response.body.detail[0].loc).toStrictEqual(['query', 'days']);
  });

  test("another tenant's organization is 404; a key without detection.read 403; none 401", async () => {
    const other = await app.db.organization.findFirstOrThrow({ where: { tenantId: app.otherTenantId } });
    const foreign = await get(`/organizations/${other.id}/report`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toStrictEqual((await get(`/organizations/${other.id}/compliance`)).body);
    const organization = await failingOrganization();
    const weak = await app.key(['organization.read']);
    expect((await get(`/organizations/${organization.id}/report`, weak)).status).toBe(403);
    expect((await request(`${api}/organizations/${organization.id}/report`)).status).toBe(401);
  });
});
