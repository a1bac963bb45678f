import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchChromium } from '../support/browser.ts';
import { request } from '../support/http.ts';

/**
 * Issue 29, points 6 and 7, in a real browser: a foreign page framed GraphiQL and its sign-in form
 * rendered; the client report had no policy at all. Every HTML answer now carries frame-ancestors
 * 'none' (src/http/html-headers.ts), and each page's own policy is tight enough that it runs
 * without a single violation.
 */

const CONSOLE_FIXTURE = path.join(import.meta.dirname, '../http/fixtures/console');

let app: TestApp;
let browser: Browser;
let foreign: Server;
let foreignUrl: string;
let reportPath: string;
beforeAll(async () => {
  app = await startTestApp({ worker: false, consoleDir: CONSOLE_FIXTURE });
  browser = await launchChromium();
  // Another origin (another port) whose page frames whatever `?src=` names on the service.
  foreign = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://foreign').searchParams.get('src') ?? '/';
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      `<!doctype html><title>foreign</title><iframe id="framed" src="${app.url}${src}" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
  const fleet = await request(`${app.url}/api/v1/organizations?pageSize=1`, { token: app.adminKey });
  reportPath = `/api/v1/organizations/${fleet.body.items[0].id}/report?days=30`;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => foreign?.close(resolve));
  await app?.close();
});

/** A context that sends the admin key with every request (the report needs it, framed too). */
function signedIn(): Promise<BrowserContext> {
  return browser.newContext({ extraHTTPHeaders: { authorization: `Bearer ${app.adminKey}` } });
}

/** What the framed document shows once the foreign page has loaded: null when the browser refused to frame it. */
async function framedText(page: Page, src: string): Promise<string | null> {
  await page.goto(`${foreignUrl}/?src=${encodeURIComponent(src)}`, { waitUntil: 'load' });
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame || frame.url().startsWith('chrome-error:')) return null;
  return frame.evaluate(() => document.body?.textContent ?? '').catch(() => null);
}

describe('every HTML page is framed nowhere', () => {
  test('a page without the policy is framed (the check can see a framed page)', async () => {
    const context = await signedIn();
    const page = await context.newPage();
    expect(await framedText(page, '/healthz')).toContain('ok');
    await context.close();
  });

  test.each([
    ['GraphiQL', () => '/graphql'],
    ['the console', () => '/'],
    ["one of the console's routes", () => '/organizations'],
    ['the client report', () => reportPath],
  ])('%s: the foreign frame stays empty', async (_name, src) => {
    const context = await signedIn();
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refused.push(message.text());
    });
    // Not framed, the page loads (so the refusal is about framing, not about the page).
    const direct = await context.newPage();
    expect((await direct.goto(`${app.url}${src()}`))?.status()).toBe(200);
    expect(await framedText(page, src())).toBeNull();
    expect(refused.length).toBeGreaterThan(0);
    await context.close();
  });
});

/** Collects the page's Content-Security-Policy violations, from its document and from the console (workers). */
async function violationsOf(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

describe('each page runs whole under its own policy', () => {
  test('GraphiQL: its editor, workers and a query, without one violation', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations = await violationsOf(page);
    await page.addInitScript(
      (key) => localStorage.setItem('graphiql:headers', JSON.stringify({ Authorization: `Bearer ${key}` })),
      app.adminKey,
    );
    await page.goto(`${app.url}/graphql`, { waitUntil: 'load' });
    await page.waitForSelector('.graphiql-execute-button', { timeout: 20_000 });
    // The editor is Monaco: its workers start from the page's files, and it styles the query.
    await page.waitForSelector('.monaco-editor .view-lines', { timeout: 20_000 });
    await page.click('.graphiql-execute-button');
    await page.waitForFunction(
      () => document.querySelector('.graphiql-response')?.textContent?.includes('"total"'),
      null,
      { timeout: 20_000 },
    );
    expect(await violations()).toStrictEqual([]);
    await context.close();
  }, 60_000);

  test('the client report: its style sheet applies, nothing else would', async () => {
    const context = await signedIn();
    const page = await context.newPage();
    const violations = await violationsOf(page);
    await page.goto(`${app.url}${reportPath}`, { waitUntil: 'load' });
    const rollup = await page.locator('.rollup').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(rollup).not.toBe('rgba(0, 0, 0, 0)');
    expect(await violations()).toStrictEqual([]);
    // An inline script a value could have smuggled in does not run.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await context.close();
  });
});
