import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchChromium } from '../support/browser.ts';
import { request } from '../support/http.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app.close();
});

test('the client report loads nothing but itself, draws its chart and prints to a PDF', async () => {
  const api = `${app.url}/api/v1`;
  const fleet = await request(`${api}/fleet/organizations?rollup=fail&limit=1`, { token: app.adminKey });
  const reportUrl = `${api}/organizations/${fleet.body.items[0].id}/report?days=90`;

  const page = await browser.newPage({ viewport: { width: 1000, height: 1400 } });
  await page.setExtraHTTPHeaders({ authorization: `Bearer ${app.adminKey}` });
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  const response = await page.goto(reportUrl, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  expect(requested).toStrictEqual([reportUrl]);

  const chart = page.locator('svg[role="img"]');
  await expect(chart.count()).resolves.toBe(1);
  expect(await chart.locator('polyline').count()).toBe(5);
  expect((await chart.boundingBox())?.width).toBeGreaterThan(300);

  // The picture in docs/ is refreshed on request only, so a test run never dirties the checkout.
  const picture = await page.screenshot({
    path: process.env.UPDATE_SCREENSHOTS ? 'docs/images/client-report.png' : undefined,
    fullPage: false,
  });
  expect(picture.byteLength).toBeGreaterThan(10_000);
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.byteLength).toBeGreaterThan(1000);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(requested).toStrictEqual([reportUrl]);
}, 60_000);
