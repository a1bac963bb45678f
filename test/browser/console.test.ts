import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { generate } from 'otplib';
import type { Browser, Page, Route } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchChromium } from '../support/browser.ts';
import { request } from '../support/http.ts';

/**
 * The console as a person uses it: the real service (demo seed, engine worker) serving the
 * built console at `/`, driven in Chromium at a desktop and a phone size, with axe-core on every
 * screen and the keyboard alone on sign-in and the grid. The service's CSP stays on: a console
 * that needs an inline script or style fails here.
 */
const ADMIN = { email: 'admin@demo.example', password: 'demo-admin-password' };
const MFA_USER = { email: 'analyst@demo.example', password: 'demo-analyst-password' };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let app: TestApp;
let browser: Browser;
let mfaSecret: string;

beforeAll(async () => {
  // The service serves what the build wrote, so the build comes first. Vitest's NODE_ENV (test)
  // would bundle React's development build: the console is built as `npm start` builds it.
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'console/vite.config.ts', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = environment;
  }
  app = await startTestApp({ consoleDir: resolve('console/dist') });
  await app.evaluationsSettled({ timeoutMs: 60_000 });
  mfaSecret = await enrolMfa(MFA_USER);
  browser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const code = () => generate({ secret: mfaSecret, epoch: Math.floor(app.clock.now().getTime() / 1000) });

async function enrolMfa(user: { email: string; password: string }): Promise<string> {
  const login = await request(`${app.url}/api/v1/auth/login`, { method: 'POST', body: user });
  const token = login.body.accessToken as string;
  const enrol = await request(`${app.url}/api/v1/auth/mfa/enroll`, {
    method: 'POST',
    token,
    body: { password: user.password },
  });
  const secret = enrol.body.secret as string;
  const otp = await generate({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) });
  const confirm = await request(`${app.url}/api/v1/auth/mfa/confirm`, { method: 'POST', token, body: { otp } });
  expect(confirm.status).toBe(204);
  // A code's step is accepted once: sign-in must use a later one.
  app.clock.advance(90_000);
  return secret;
}

async function graph<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request(`${app.url}/graphql`, {
    method: 'POST',
    token: app.adminKey,
    body: { query, variables },
  });
  expect(response.body.errors).toBeUndefined();
  return response.body.data as T;
}

interface Target {
  id: string;
  name: string;
  reasonA: string;
  reasonB: string;
  passing: { id: string; name: string };
}

/** An organization whose grid shows both reasons and has open detections (the seed has several). */
async function findTarget(): Promise<Target> {
  const fleet = await graph('{ fleet(first: 100) { edges { node { id name } } } }');
  for (const { node } of fleet.fleet.edges) {
    const grid = await graph(
      `query($id: UUID!) { complianceGrid(organizationId: $id) { items { ruleId ruleName status openDetectionCount
        detail { missingPredicates degradedCoverage { typeCode } } } } }`,
      { id: node.id },
    );
    const items: any[] = grid.complianceGrid.items;
    const reasonA = items.find((row) => row.status === 'not_covered' && row.detail?.missingPredicates.length);
    const reasonB = items.find((row) => row.detail?.degradedCoverage.length && !row.detail.missingPredicates.length);
    const passing = items.find((row) => row.status === 'pass' && !row.detail);
    const detections = items.reduce((sum, row) => sum + row.openDetectionCount, 0);
    if (reasonA && reasonB && passing && detections > 0) {
      return {
        id: node.id,
        name: node.name,
        reasonA: reasonA.ruleName,
        reasonB: reasonB.ruleName,
        passing: { id: passing.ruleId, name: passing.ruleName },
      };
    }
  }
  throw new Error('the demo seed has no organization with reason A, reason B and open detections');
}

/** Opens a page that fails the test on a script error or a CSP violation. */
async function openPage(viewport: { width: number; height: number }): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  return { page, problems };
}

async function noSeriousViolations(page: Page, screen: string): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation: any) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation: any) => `${violation.id}: ${violation.nodes.map((node: any) => node.target).join(' | ')}`);
  });
  expect(violations, `axe on ${screen}`).toStrictEqual([]);
}

async function picture(page: Page, name: string): Promise<void> {
  // The docs' pictures are refreshed on request only, so a test run never dirties the checkout.
  const shot = await page.screenshot({
    path: process.env.UPDATE_SCREENSHOTS ? `docs/images/console-${name}.png` : undefined,
  });
  expect(shot.byteLength).toBeGreaterThan(5_000);
}

/** Sign-in by keyboard alone: Tab from the page's start through the form, Enter on the button. */
async function signInByKeyboard(page: Page, user: { email: string; password: string }, otp?: string): Promise<void> {
  await page.goto(`${app.url}/`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('email');
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Tab');
  if (otp) await page.keyboard.type(otp);
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Sign in');
  await page.keyboard.press('Enter');
}

/** Tabs forward until the focused control has this label; fails after `limit` presses. */
async function tabTo(page: Page, label: string, limit = 40): Promise<void> {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const labelled = element?.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
      return (labelled?.textContent ?? element?.textContent ?? '').trim();
    });
    if (focused === label) return;
  }
  throw new Error(`Tab never reached "${label}"`);
}

test('the initial script is under 150 KB gzipped', async () => {
  const html = await readFile('console/dist/index.html', 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  expect(scripts.length).toBeGreaterThan(0);
  let gzipped = 0;
  for (const script of scripts) gzipped += gzipSync(await readFile(`console/dist${script}`)).byteLength;
  console.log(`console initial JavaScript: ${(gzipped / 1024).toFixed(1)} KB gzipped (${scripts.length} files)`);
  expect(gzipped).toBeLessThan(150 * 1024);
  // No inline script or style attribute for the CSP to refuse.
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(html).not.toMatch(/\sstyle=/);
});

/** A list screen's table as a reader meets it: named by its caption, every column header scoped. */
async function tableShape(page: Page, caption: RegExp, columns: string[]): Promise<void> {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor();
  await expect(table.locator('thead th[scope="col"]').allTextContents()).resolves.toStrictEqual(columns);
  await expect(table.locator('caption.visually-hidden').count()).resolves.toBe(1);
}

async function fleetScreen(page: Page, target: Target): Promise<void> {
  await page.getByRole('heading', { name: 'Fleet' }).waitFor();
  const rows = page.locator('tbody tr');
  const summary = await graph('{ fleetSummary { organizations } }');
  await expect.poll(() => rows.count()).toBe(summary.fleetSummary.organizations);
  await expect(rows.first().locator('.status').textContent()).resolves.toMatch(/Pass|Fail|No data|Not covered/);
  await tableShape(page, /^Organizations \(\d+\)$/, [
    'Organization',
    'Rollup',
    'Score',
    'Coverage',
    'Failing controls',
    'Open detections',
    'Health',
  ]);
  // bench:console times the fleet and the grid from the console's own marks.
  await expect(
    page.evaluate(() => performance.getEntriesByName('console:fleet-rendered').length),
  ).resolves.toBeGreaterThan(0);
  await noSeriousViolations(page, 'fleet');
  await picture(page, 'fleet');
  // A reload keeps the session: the refresh cookie brings a new access token, not a sign-in form.
  await page.reload();
  await page.getByRole('heading', { name: 'Fleet' }).waitFor();
  await page.getByLabel('Order').selectOption('failing');
  const failing = await rows.locator('td:nth-child(5)').allTextContents();
  expect(failing.map(Number)).toStrictEqual([...failing.map(Number)].sort((a, b) => b - a));
  await page.getByLabel('Order').selectOption('detections');
  const open = (await rows.locator('td:nth-child(6)').allTextContents()).map((text) => Number.parseInt(text, 10));
  expect(open).toStrictEqual([...open].sort((a, b) => b - a));
  expect(open[0]).toBeGreaterThan(0);
  await page.getByLabel('Rollup').selectOption('fail');
  await expect
    .poll(async () => new Set(await rows.locator('.status').allTextContents()))
    .toStrictEqual(new Set(['✕Fail']));
  await page.getByLabel('Rollup').selectOption('');
  await expect.poll(() => rows.count()).toBe(summary.fleetSummary.organizations);
  await page.getByLabel('Search').fill(target.name);
  await expect.poll(() => rows.count()).toBe(1);
  await page.getByRole('link', { name: target.name, exact: true }).click();
}

async function organizationScreen(page: Page, target: Target): Promise<void> {
  await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
  const chart = page.locator('figure.trend svg[role="img"]');
  await chart.waitFor();
  await expect(chart.getAttribute('aria-label')).resolves.toMatch(/^Compliance trend\. 30 days to /);
  const lines = chart.locator('polyline');
  expect(await lines.count()).toBe(5);
  const points = (await lines.first().getAttribute('points'))!.split(' ');
  expect(points).toHaveLength(30);
  expect((await chart.boundingBox())!.width).toBeGreaterThan(300);
  await page.locator('.grid-section tbody tr').first().waitFor();
  await tableShape(page, /^Controls \(\d+\)$/, [
    'Control',
    'Status',
    'Severity',
    'Standard',
    'Failing',
    'Open detections',
  ]);
  await expect(
    page.evaluate(() => performance.getEntriesByName('console:grid-rendered').length),
  ).resolves.toBeGreaterThan(0);
  await noSeriousViolations(page, 'organization');
  await picture(page, 'organization');
}

/** The grid's filters by keyboard alone, then a row's detail for each reason. */
async function gridFiltersAndDetail(page: Page, target: Target): Promise<void> {
  const rows = page.locator('.grid-section tbody tr');
  await page.locator('h1').focus();
  await tabTo(page, 'Status');
  await page.keyboard.type('Not covered');
  await expect
    .poll(async () => new Set(await rows.locator('.status').allTextContents()))
    .toStrictEqual(new Set(['○Not covered']));
  await tabTo(page, 'Control name');
  await page.keyboard.type(target.reasonA);
  await expect.poll(() => rows.count()).toBe(1);
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(target.reasonA);
  await page.keyboard.press('Enter');
  const detail = page.locator('.row-detail');
  await expect(detail.locator('h3').first().textContent()).resolves.toBe('Reason A: not covered');
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('row-detail-title');
  await noSeriousViolations(page, 'row detail');
  await picture(page, 'row-detail');

  await page.getByLabel('Status', { exact: true }).selectOption('');
  await page.getByLabel('Control name').fill(target.reasonB);
  await page.getByRole('button', { name: target.reasonB, exact: true }).click();
  await expect(detail.locator('h2').textContent()).resolves.toBe(target.reasonB);
  await expect(detail.getByRole('heading', { name: 'Reason B: degraded coverage' }).count()).resolves.toBe(1);
  await page.getByRole('button', { name: 'Close detail' }).click();
  await page.getByLabel('Control name').fill('');
}

async function exportDownloads(page: Page, target: Target): Promise<void> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export grid CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^compliance-${target.id}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\n').length).toBeGreaterThan(10);
  expect(csv).toContain(target.reasonA);
  // The client report is an HTML page with inline styles, which the console's CSP would refuse in
  // a tab of its own origin: it is saved as a file instead, and opens on its own.
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Client report (HTML)' }).click(),
  ]);
  expect(report.suggestedFilename()).toMatch(/\.html$/);
  const html = await readFile((await report.path())!, 'utf8');
  expect(html).toContain(target.name);
  expect(html).toContain('<svg');
}

async function triageAndComment(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Detections' }).click();
  await page.getByRole('heading', { level: 1, name: 'Detections' }).waitFor();
  await tableShape(page, /^Detections \(\d+\)$/, ['Detection', 'Severity', 'Status', 'Triage', 'Last seen']);
  const filters = page.getByRole('search', { name: 'Filter detections' });
  await expect(filters.getByLabel('Status').locator('option').allTextContents()).resolves.toStrictEqual([
    'Any',
    'Open',
    'Resolved',
  ]);
  await expect(filters.getByLabel('Status').inputValue()).resolves.toBe('open');
  await expect(filters.getByLabel('Triage').locator('option').allTextContents()).resolves.toStrictEqual([
    'Any',
    'new',
    'acknowledged',
    'in progress',
    'snoozed',
    'false positive',
  ]);
  await page.locator('tbody tr a').first().click();
  const detail = page.locator('.detection-detail');
  await detail.locator('h2').waitFor();
  const detectionId = decodeURIComponent(new URL(page.url()).hash.split('?')[0]!.split('/').pop()!);
  await detail.getByLabel('State').selectOption('acknowledged');
  await detail.getByRole('button', { name: 'Save triage' }).click();
  await expect.poll(() => detail.getByText('Now: acknowledged').count()).toBe(1);
  await detail.getByLabel('Comment', { exact: true }).fill('Checked from the console test');
  await detail.getByRole('button', { name: 'Add comment' }).click();
  await expect.poll(() => detail.locator('.activity').textContent()).toContain('Checked from the console test');
  await noSeriousViolations(page, 'detections');
  await picture(page, 'detections');

  const stored = await graph(
    `query($id: UUID!) { detection(id: $id) { triage { state updatedByName } activity(first: 50) { edges { node { kind body by } } } } }`,
    { id: detectionId },
  );
  expect(stored.detection.triage).toStrictEqual({ state: 'acknowledged', updatedByName: 'Demo Admin' });
  expect(stored.detection.activity.edges.map((edge: any) => edge.node)).toContainEqual({
    kind: 'comment',
    body: 'Checked from the console test',
    by: 'Demo Admin',
  });
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  // The refresh cookie is gone with the session: a reload does not sign back in.
  await page.reload();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
}

test('at 1280x800: sign in, the fleet, an organization, its grid filtered, reasons A and B, the trend, an export, a detection triaged and commented, sign out', async () => {
  const target = await findTarget();
  const { page, problems } = await openPage(DESKTOP);
  await page.goto(`${app.url}/`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await noSeriousViolations(page, 'sign-in');
  await picture(page, 'sign-in');
  await signInByKeyboard(page, ADMIN);
  await fleetScreen(page, target);
  await organizationScreen(page, target);
  await gridFiltersAndDetail(page, target);
  await exportDownloads(page, target);
  await triageAndComment(page);
  await signOut(page);
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 180_000);

/** Signs in, opens the target's grid filtered to its passing control, and returns that row, shown passing. */
async function openPassingRow(page: Page, target: Target) {
  await signInByKeyboard(page, ADMIN);
  await page.getByRole('heading', { name: 'Fleet' }).waitFor();
  await page.goto(`${app.url}/#/organizations/${target.id}`);
  await page.getByLabel('Control name').fill(target.passing.name);
  const row = page
    .locator('.grid-section tbody tr')
    .filter({ has: page.getByRole('button', { name: target.passing.name, exact: true }) });
  await expect.poll(() => row.locator('.status').textContent()).toBe('✓Pass');
  return row;
}

/** Disables the target's passing control elsewhere (the API), and waits for the engine to evaluate it. */
async function disablePassingControl(target: Target, reason: string): Promise<void> {
  await graph(
    `mutation($org: UUID!, $control: UUID!, $reason: String!) { setControlOverride(organizationId: $org,
      controlId: $control, input: { enabled: false, reason: $reason }) { enabled } }`,
    { org: target.id, control: target.passing.id, reason },
  );
  await app.evaluationsSettled();
}

async function restorePassingControl(target: Target): Promise<void> {
  await graph(
    'mutation($org: UUID!, $control: UUID!) { removeControlOverride(organizationId: $org, controlId: $control) }',
    { org: target.id, control: target.passing.id },
  );
  await app.evaluationsSettled();
}

test('the open grid follows the engine live: an override committed elsewhere shows without a reload', async () => {
  const target = await findTarget();
  const { page, problems } = await openPage(DESKTOP);
  const row = await openPassingRow(page, target);
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await disablePassingControl(target, 'Live update test');
  await expect.poll(() => row.locator('.status').textContent(), { timeout: 15_000 }).toBe('–Not applicable');
  // The organization's panels follow too: the new exception is listed by its control's name.
  await expect
    .poll(() => page.locator('section[aria-labelledby="overrides-title"] li .exception-text').allTextContents())
    .toContainEqual(expect.stringMatching(`^Control ${target.passing.name} out of scope: “Live update test”, since `));
  expect(loads).toStrictEqual([]);
  await restorePassingControl(target);
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 120_000);

test('when live updates stop, the grid says so, and Reconnect follows the engine again', async () => {
  const target = await findTarget();
  const { page, problems } = await openPage(DESKTOP);
  // Every stream is refused (a 4xx is final: the client does not retry it), as when a proxy or the
  // service turns the stream away; the grid's own reads still go through.
  const refuseStreams = (route: Route) =>
    route.request().headers().accept?.includes('text/event-stream')
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({
            errors: [{ message: 'Streams are refused here', extensions: { code: 'FORBIDDEN' } }],
          }),
        })
      : route.fallback();
  await page.route('**/graphql', refuseStreams);
  const row = await openPassingRow(page, target);
  const state = page.locator('.grid-section [role="status"].live-state');
  await expect
    .poll(() => state.textContent())
    .toBe('Live updates stopped (Streams are refused here): the grid shows what was loaded last. Reconnect');
  await noSeriousViolations(page, 'the grid with live updates stopped');

  await page.unroute('**/graphql', refuseStreams);
  // The change below must come after the stream is open again, or there is nothing to follow.
  const streamOpen = page.waitForResponse(
    (response) =>
      (response.request().headers().accept?.includes('text/event-stream') ?? false) && response.status() === 200,
  );
  await state.getByRole('button', { name: 'Reconnect' }).click();
  await streamOpen;
  await expect.poll(() => state.textContent()).toBe('');
  await disablePassingControl(target, 'Reconnect test');
  await expect.poll(() => row.locator('.status').textContent(), { timeout: 15_000 }).toBe('–Not applicable');
  await restorePassingControl(target);
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 120_000);

test("a detection's activity past its first page: Show later activity, and an own comment is shown at its end", async () => {
  const target = await findTarget();
  const listed = await graph(
    'query($org: UUID!) { organizationDetections(organizationId: $org, status: open, limit: 1) { items { id } } }',
    { org: target.id },
  );
  const detectionId: string = listed.organizationDetections.items[0].id;
  // More than the detail's first page (30), so its end is not shown at first.
  for (let index = 1; index <= 40; index++) {
    await graph('mutation($id: UUID!, $body: String!) { commentOnDetection(detectionId: $id, body: $body) { id } }', {
      id: detectionId,
      body: `Paging note ${index}`,
    });
  }
  const { page, problems } = await openPage(DESKTOP);
  await signInByKeyboard(page, ADMIN);
  await page.getByRole('heading', { name: 'Fleet' }).waitFor();
  await page.goto(`${app.url}/#/organizations/${target.id}/detections/${detectionId}`);
  const detail = page.locator('.detection-detail');
  const entries = detail.locator('.activity li');
  await expect.poll(() => entries.count()).toBe(30);
  await expect(detail.locator('.activity').textContent()).resolves.not.toContain('Paging note 40');

  const showLater = detail.getByRole('button', { name: 'Show later activity' });
  await showLater.click();
  await expect.poll(() => detail.locator('.activity').textContent()).toContain('Paging note 40');
  const total = await entries.count();
  expect(total).toBeGreaterThan(40);
  await expect(showLater.count()).resolves.toBe(0);
  // The button went with the last page: focus is on the first entry it brought, not lost.
  await expect(page.evaluate(() => document.activeElement?.matches('.activity li'))).resolves.toBe(true);
  await expect(entries.nth(30).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  await noSeriousViolations(page, 'a detection with its whole activity');

  // A reload shows the first page again; the analyst's own comment is still shown, at the end.
  await detail.getByLabel('Comment', { exact: true }).fill('Paging note from the console');
  await detail.getByRole('button', { name: 'Add comment' }).click();
  await expect.poll(() => entries.last().textContent()).toContain('Paging note from the console');
  expect(await entries.count()).toBe(total + 1);
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 120_000);

test('at 390x844 with MFA: the code is asked for, then the fleet and an organization read on a phone; a viewer sees no audit log', async () => {
  const target = await findTarget();
  const { page, problems } = await openPage(PHONE);
  await signInByKeyboard(page, MFA_USER);
  await expect(page.getByRole('alert').textContent()).resolves.toBe('MFA code required');
  app.clock.advance(30_000);
  await page.getByLabel(/MFA code/).fill(await code());
  await page.getByRole('button', { name: 'Sign in' }).press('Enter');
  await page.getByRole('heading', { name: 'Fleet' }).waitFor();
  await page.locator('tbody tr').first().waitFor();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await noSeriousViolations(page, 'fleet (phone)');
  await picture(page, 'phone-fleet');

  await page.goto(`${app.url}/#/organizations/${target.id}`);
  await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
  await page.locator('.grid-section tbody tr').first().waitFor();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await noSeriousViolations(page, 'organization (phone)');
  await picture(page, 'phone-organization');

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('alert').textContent()).resolves.toBe('The audit log is for administrators.');
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 120_000);

test('standards (enable and disable), webhooks and the audit log, each without a serious axe violation', async () => {
  const { page, problems } = await openPage(DESKTOP);
  await signInByKeyboard(page, ADMIN);
  await page.getByRole('heading', { name: 'Fleet' }).waitFor();

  await page.getByRole('link', { name: 'Standards' }).click();
  const toggle = page.locator('tbody tr').first().locator('button[aria-pressed]');
  await toggle.waitFor();
  await tableShape(page, /^Standards \(\d+\)$/, ['Standard', 'Version', 'Controls', 'Passing / failing', 'Assessed']);
  const before = await toggle.getAttribute('aria-pressed');
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-pressed')).not.toBe(before);
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe(before);
  await page.locator('tbody tr').first().getByRole('link').click();
  await page.locator('#controls-title').waitFor();
  await expect.poll(() => page.locator('section.card li').count()).toBeGreaterThan(0);
  await noSeriousViolations(page, 'standards');
  await picture(page, 'standards');

  await page.getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('heading', { name: 'New webhook' }).waitFor();
  await noSeriousViolations(page, 'webhooks');

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
  await tableShape(page, /^Audit events$/, ['When', 'Who', 'Action', 'Target']);
  await expect(
    page.getByRole('navigation', { name: 'Audit pages' }).getByRole('button').allTextContents(),
  ).resolves.toStrictEqual(['Newer', 'Older']);
  await noSeriousViolations(page, 'audit log');
  await picture(page, 'audit');
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 120_000);

test('an access token that expired mid-session is renewed once, unseen: the next screen loads without a sign-in', async () => {
  const { page, problems } = await openPage(DESKTOP);
  await signInByKeyboard(page, ADMIN);
  await page.getByRole('heading', { name: 'Fleet' }).waitFor();
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/auth/session/refresh')) refreshes.push(response.status());
  });
  // Past the access token's 15 minutes, well within the refresh token's life.
  app.clock.advance(16 * 60_000);
  await page.getByRole('link', { name: 'Standards' }).click();
  // A standards row (the fleet's rows may still be on screen for a moment).
  await page.locator('tbody tr button[aria-pressed]').first().waitFor();
  expect(await page.getByRole('heading', { name: 'Sign in' }).count()).toBe(0);
  expect(refreshes).toStrictEqual([200]);
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 120_000);

interface WalkResult {
  /** Visible interactive elements Tab never reached, by a short description. */
  unreached: string[];
  /** Reached elements whose focused style does not differ from their unfocused one. */
  noFocusRing: string[];
  /** Elements with a positive tabindex, which would reorder the page's tab sequence. */
  positiveTabindex: string[];
  presses: number;
}

/**
 * Presses Tab from the top of the page until focus wraps (back to the page itself or to the first
 * element reached), recording each focused element and its focused style against the style it has
 * unfocused. The sentinel gives Tab a starting point above everything: a blur alone leaves
 * Chromium's starting point where focus was.
 */
async function walkByTab(page: Page): Promise<WalkResult> {
  const total = await page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || '').trim().slice(0, 40)}"`;
    const ring = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
    };
    (document.activeElement as HTMLElement | null)?.blur();
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
    const candidates = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      if ((element as HTMLButtonElement).disabled || element.closest('[inert]')) return false;
      if (element.hasAttribute('tabindex') && element.tabIndex < 0) return false;
      const box = element.getBoundingClientRect();
      return element.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
    });
    const state = {
      describe,
      ring,
      unfocused: candidates.map(ring),
      labels: candidates.map(describe),
      reached: new Set<number>(),
      noFocusRing: [] as string[],
      first: null as Element | null,
    };
    for (const [index, element] of candidates.entries()) element.setAttribute('data-kbd', String(index));
    (window as any).__kbd = state;
    const sentinel = document.createElement('span');
    sentinel.id = 'kbd-sentinel';
    sentinel.tabIndex = -1;
    document.body.prepend(sentinel);
    sentinel.focus();
    return candidates.length;
  });
  expect(total).toBeGreaterThan(0);
  let presses = 0;
  for (; presses < 3_000; presses++) {
    await page.keyboard.press('Tab');
    const wrapped = await page.evaluate(() => {
      const state = (window as any).__kbd;
      const element = document.activeElement;
      if (!element || element === document.body || element === state.first) return true;
      state.first ??= element;
      const index = element.getAttribute('data-kbd');
      if (index === null) return false;
      state.reached.add(Number(index));
      if (state.ring(element) === state.unfocused[Number(index)]) state.noFocusRing.push(state.describe(element));
      return false;
    });
    if (wrapped) break;
  }
  const result = await page.evaluate(() => {
    const state = (window as any).__kbd;
    document.getElementById('kbd-sentinel')?.remove();
    for (const element of document.querySelectorAll('[data-kbd]')) element.removeAttribute('data-kbd');
    return {
      unreached: state.labels.filter((_: string, index: number) => !state.reached.has(index)),
      noFocusRing: state.noFocusRing,
      positiveTabindex: [...document.querySelectorAll<HTMLElement>('[tabindex]')]
        .filter((element) => element.tabIndex > 0)
        .map((element) => state.describe(element) as string),
    };
  });
  return { ...result, presses };
}

async function everyActionByTab(page: Page, screen: string): Promise<void> {
  const walk = await walkByTab(page);
  expect(walk.presses, `${screen}: focus wrapped`).toBeLessThan(3_000);
  expect({ screen, ...walk, presses: undefined }).toStrictEqual({
    screen,
    unreached: [],
    noFocusRing: [],
    positiveTabindex: [],
    presses: undefined,
  });
}

/** Puts focus on the skip control, so the next tabTo starts at the top bar's navigation. */
async function fromTop(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Skip to content' }).focus();
}

test('keyboard alone reaches every action on every screen, with a visible focus, and activates one per screen', async () => {
  const target = await findTarget();
  const { page, problems } = await openPage(DESKTOP);
  await signInByKeyboard(page, ADMIN);
  const summary = await graph('{ fleetSummary { organizations } }');
  await expect.poll(() => page.locator('tbody tr').count()).toBe(summary.fleetSummary.organizations);
  await everyActionByTab(page, 'fleet');
  // Fleet: a row's organization link, by Enter.
  await page.locator('h1').focus();
  await tabTo(page, target.name, 500);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
  await page.locator('.grid-section tbody tr').first().waitFor();

  // The skip control moves focus into the screen's content and leaves the screen (its hash route) as it is.
  const address = page.url();
  await fromTop(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  expect(page.url()).toBe(address);
  await page.getByRole('heading', { level: 1, name: target.name }).waitFor();

  // Organization: a grid row's detail, by Enter on its button; then every control with it open.
  await tabTo(page, target.reasonA, 1_000);
  await page.keyboard.press('Enter');
  await expect(page.locator('.row-detail h3').first().textContent()).resolves.toBe('Reason A: not covered');
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('row-detail-title');
  await everyActionByTab(page, 'organization with a row detail open');
  await page.locator('#row-detail-title').focus();
  await tabTo(page, 'Close detail');
  await page.keyboard.press('Space');
  await expect.poll(() => page.locator('.row-detail').count()).toBe(0);

  // Detections: the list, then a detection opened by Enter and its triage changed by keys alone.
  await page.locator('h1').focus();
  await tabTo(page, 'Detections', 1_000);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Detections' }).waitFor();
  await page.locator('tbody tr a').first().waitFor();
  await everyActionByTab(page, 'detections');
  const first = (await page.locator('tbody tr a').first().textContent())!.trim();
  await page.locator('h1').focus();
  await tabTo(page, first, 200);
  await page.keyboard.press('Enter');
  const detail = page.locator('.detection-detail');
  await detail.locator('h2').waitFor();
  const detectionId = decodeURIComponent(new URL(page.url()).hash.split('?')[0]!.split('/').pop()!);
  await everyActionByTab(page, 'detections with a detection open');
  await detail.locator('h2').focus();
  await tabTo(page, 'State');
  await page.keyboard.type('in progress');
  await tabTo(page, 'Save triage');
  await page.keyboard.press('Space');
  await expect.poll(() => detail.getByText(/^Now: in progress/).count()).toBe(1);
  const stored = await graph('query($id: UUID!) { detection(id: $id) { triage { state } } }', { id: detectionId });
  expect(stored.detection.triage.state).toBe('in_progress');

  // Standards: a standard's controls opened by Enter, then its toggle pressed by Space (twice).
  await fromTop(page);
  await tabTo(page, 'Standards', 1_000);
  await page.keyboard.press('Enter');
  const toggle = page.locator('tbody tr').first().locator('button[aria-pressed]');
  await toggle.waitFor();
  const standard = (await page.locator('tbody tr').first().getByRole('link').textContent())!.trim();
  await page.locator('h1').focus();
  await tabTo(page, standard, 200);
  await page.keyboard.press('Enter');
  await page.locator('#controls-title').waitFor();
  await expect.poll(() => page.locator('section.card li').count()).toBeGreaterThan(0);
  await everyActionByTab(page, 'standards with controls open');
  const before = await toggle.getAttribute('aria-pressed');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => toggle.getAttribute('aria-pressed')).not.toBe(before);
  await page.keyboard.press('Space');
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe(before);

  // Webhooks: one added by typing its URL and Enter, then deleted by Space.
  await fromTop(page);
  await tabTo(page, 'Webhooks', 200);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'New webhook' }).waitFor();
  await everyActionByTab(page, 'webhooks');
  const url = 'https://hooks.example.com/keyboard';
  await page.locator('h1').focus();
  await tabTo(page, 'URL', 200);
  await page.keyboard.type(url);
  await page.keyboard.press('Enter');
  const hook = page.locator('li.card', { hasText: url });
  await hook.waitFor();
  await hook.getByRole('button', { name: /Delete/ }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => hook.count()).toBe(0);

  // Audit log: the webhook's creation and deletion are the newest events.
  await fromTop(page);
  await tabTo(page, 'Audit log', 200);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
  await everyActionByTab(page, 'audit log');
  await expect(page.locator('tbody tr').first().textContent()).resolves.toMatch(/webhook/i);
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 240_000);

test('at 390x844 too, keyboard alone reaches every action on every screen, with a visible focus', async () => {
  const target = await findTarget();
  const { page, problems } = await openPage(PHONE);
  await signInByKeyboard(page, ADMIN);
  await page.getByRole('heading', { name: 'Fleet' }).waitFor();
  await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
  await everyActionByTab(page, 'fleet on a phone');
  const screens: [string, string, () => Promise<unknown>][] = [
    [
      `#/organizations/${target.id}`,
      'organization on a phone',
      () => page.locator('.grid-section tbody tr').first().waitFor(),
    ],
    [
      `#/organizations/${target.id}/detections`,
      'detections on a phone',
      () =>
        page
          .getByRole('table', { name: /^Detections/ })
          .locator('tbody tr a')
          .first()
          .waitFor(),
    ],
    [
      '#/standards',
      'standards on a phone',
      () =>
        page
          .getByRole('table', { name: /^Standards/ })
          .locator('tbody tr')
          .first()
          .waitFor(),
    ],
    ['#/webhooks', 'webhooks on a phone', () => page.getByRole('heading', { name: 'New webhook' }).waitFor()],
    [
      '#/audit',
      'audit log on a phone',
      () => page.getByRole('table', { name: 'Audit events' }).locator('tbody tr').first().waitFor(),
    ],
  ];
  for (const [hash, screen, ready] of screens) {
    await page.goto(`${app.url}/${hash}`);
    await ready();
    await everyActionByTab(page, screen);
  }
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 240_000);
