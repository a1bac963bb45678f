import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchChromium } from '../support/browser.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app.close();
});

test('GraphiQL loads with no network beyond this server, runs a query and shows the result', async () => {
  const page = await browser.newPage();
  const offMachine: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:')
      offMachine.push(request.url());
  });
  // GraphiQL restores its headers editor from storage: seed the bearer key before it loads, and
  // run the example query it opens with.
  await page.addInitScript(
    (key) => localStorage.setItem('graphiql:headers', JSON.stringify({ Authorization: `Bearer ${key}` })),
    app.adminKey,
  );
  await page.goto(`${app.url}/graphql`, { waitUntil: 'load' });
  await page.waitForSelector('.graphiql-execute-button', { timeout: 20_000 });
  await page.click('.graphiql-execute-button');
  await page.waitForFunction(
    () => document.querySelector('.graphiql-response')?.textContent?.includes('"total"'),
    null,
    { timeout: 20_000 },
  );
  const result = (await page.textContent('.graphiql-response'))?.replace(/\s+/g, ' ');
  const expected = await app.db.organization.count({ where: { tenantId: app.demoTenantId } });
  expect(result).toContain(`"total": ${expected}`);
  expect(offMachine).toEqual([]);
});
