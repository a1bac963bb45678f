import type { Browser, Page } from 'playwright-core';
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

/** Opens the Docs panel and waits for the schema's root types to show in it. */
async function docsShowTheSchema(page: Page): Promise<string> {
  await page.waitForSelector('.graphiql-execute-button', { timeout: 20_000 });
  // GraphiQL remembers an open Docs panel across reloads.
  const show = page.locator('button[aria-label="Show Documentation Explorer"]');
  if ((await show.count()) > 0) await show.click();
  await page.waitForFunction(
    () => document.querySelector('.graphiql-doc-explorer')?.textContent?.includes('Query'),
    null,
    {
      timeout: 20_000,
    },
  );
  return (await page.textContent('.graphiql-doc-explorer')) ?? '';
}

test('opened without a credential, GraphiQL offers sign-in, and its Docs load once signed in', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.url}/graphql`, { waitUntil: 'load' });
  await page.waitForSelector('#cg-sign-in', { timeout: 20_000 });
  // GraphiQL waits for the credential instead of failing to fetch the schema.
  expect(await page.locator('.graphiql-container').count()).toBe(0);

  await page.getByLabel('Email').fill('admin@demo.example');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.textContent('#cg-sign-in-status')).toBe('Incorrect email or password');

  await page.getByLabel('Password').fill('demo-admin-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const docs = await docsShowTheSchema(page);
  expect(docs).toContain('Mutation');
  expect(await page.textContent('.graphiql-container')).not.toContain('Error fetching schema');

  // The refresh cookie is the console's: HttpOnly, scoped to the session routes.
  const cookies = await context.cookies();
  expect(cookies.map(({ name, path, httpOnly, sameSite }) => ({ name, path, httpOnly, sameSite }))).toEqual([
    { name: 'cg_refresh', path: '/api/v1/auth/session', httpOnly: true, sameSite: 'Strict' },
  ]);

  // A reload restores the session from the cookie, without the form.
  await page.reload({ waitUntil: 'load' });
  await docsShowTheSchema(page);
  expect(await page.locator('#cg-sign-in').count()).toBe(0);

  // Signing out ends the session: the next load asks again, and the cookie is gone.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForSelector('#cg-sign-in', { timeout: 20_000 });
  expect(await context.cookies()).toEqual([]);
  await context.close();
}, 120_000);

test('a pasted API key works in place of signing in', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.url}/graphql`, { waitUntil: 'load' });
  await page.waitForSelector('#cg-api-key', { timeout: 20_000 });
  await page.getByRole('textbox', { name: 'API key' }).fill(app.adminKey);
  await page.getByRole('button', { name: 'Use this key' }).click();
  await docsShowTheSchema(page);
  await page.click('.graphiql-execute-button');
  await page.waitForFunction(
    () => document.querySelector('.graphiql-response')?.textContent?.includes('"total"'),
    null,
    { timeout: 20_000 },
  );
  await context.close();
});
