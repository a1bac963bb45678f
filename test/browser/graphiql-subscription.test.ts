import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChangePublisher } from '../../src/events/publisher.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchChromium } from '../support/browser.ts';
import { eventually, failingChange, installJobQueue } from '../support/events.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp();
  await installJobQueue(app.databaseUrl);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app.close();
});

test('GraphiQL runs a subscription over SSE and shows each change as it commits', async () => {
  const organizationId = (await app.db.organization.findFirstOrThrow({ where: { tenantId: app.demoTenantId } })).id;
  const page = await browser.newPage();
  const query = `subscription { complianceChanged(organizationId: "${organizationId}") { organizationId rollup { from to } } }`;
  await page.addInitScript(
    ({ key, document }) => {
      localStorage.setItem('graphiql:headers', JSON.stringify({ Authorization: `Bearer ${key}` }));
      localStorage.setItem('graphiql:query', document);
    },
    { key: app.adminKey, document: query },
  );
  await page.goto(`${app.url}/graphql`, { waitUntil: 'load' });
  await page.waitForSelector('.graphiql-execute-button', { timeout: 20_000 });
  const before = app.feed.subscriberCount();
  await page.click('.graphiql-execute-button');
  // Publish only once GraphiQL's stream is open (the feed then has its subscriber).
  await eventually(() => app.feed.subscriberCount() > before, 20_000, 'GraphiQL to subscribe');
  await app.db.$transaction((tx) =>
    createChangePublisher()(tx, failingChange({ tenantId: app.demoTenantId, organizationId })),
  );
  await page.waitForFunction(
    () => document.querySelector('.graphiql-response')?.textContent?.includes('complianceChanged'),
    null,
    { timeout: 20_000 },
  );
  const result = (await page.textContent('.graphiql-response'))?.replace(/\s+/g, ' ');
  expect(result).toContain(`"organizationId": "${organizationId}"`);
  expect(result).toContain('"from": "pass", "to": "fail"');
});
