import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchChromium } from '../support/browser.ts';
import { request } from '../support/http.ts';

/**
 * What the console's browser tests share: the real service (demo seed, engine worker) serving the
 * console as `npm start` builds it (once per run, test/support/console-build.ts), Chromium,
 * axe-core, and the keyboard helpers.
 */
export const ADMIN = { email: 'admin@demo.example', password: 'demo-admin-password' };
export const ANALYST = { email: 'analyst@demo.example', password: 'demo-analyst-password' };
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface ConsoleTestEnv {
  app: TestApp;
  browser: Browser;
  /** The built console served by `app` (shared by every file: read it, never write to it). */
  consoleDir: string;
  /** A GraphQL operation as the demo tenant's admin key (or `token`), failing the test on any error. */
  graph<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T>;
}

/** Starts the service on the built console (with `options`) and Chromium, for the file that calls it. */
export function startConsole(options: Omit<Parameters<typeof startTestApp>[0], 'consoleDir'> = {}): ConsoleTestEnv {
  const env = {
    graph: (query: string, variables: Record<string, unknown> = {}, token?: string) =>
      graphAs(env, query, variables, token),
  } as ConsoleTestEnv;
  beforeAll(async () => {
    env.consoleDir = inject('consoleDir');
    env.app = await startTestApp({ ...options, consoleDir: env.consoleDir });
    await env.app.evaluationsSettled({ timeoutMs: 60_000 });
    env.browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await env.browser?.close();
    await env.app?.close();
  });
  return env;
}

/** A person of the demo tenant with `role`, created by its administrator through the graph, signed in once. */
export async function personWith(
  env: ConsoleTestEnv,
  role: string,
  email: string,
): Promise<{ email: string; password: string }> {
  // user.manage is a person's permission (no API key holds it): the demo's administrator signs in.
  const login = await request(`${env.app.url}/api/v1/auth/login`, { method: 'POST', body: ADMIN });
  const created = await graphAs(
    env,
    'mutation($input: CreateUserInput!) { createUser(input: $input) { temporaryPassword } }',
    { input: { email, name: `Console ${role}`, role } },
    login.body.accessToken,
  );
  const password = `${role} console password`;
  const changed = await request(`${env.app.url}/graphql`, {
    method: 'POST',
    body: {
      query: `mutation($email: String!, $password: String!, $newPassword: String!) {
        changePassword(email: $email, password: $password, newPassword: $newPassword) { accessToken } }`,
      variables: { email, password: created.createUser.temporaryPassword, newPassword: password },
    },
  });
  expect(changed.body.errors).toBeUndefined();
  return { email, password };
}

/** A GraphQL operation as the demo tenant's admin key, failing the test on any error. */
export async function graphAs<T = any>(
  env: ConsoleTestEnv,
  query: string,
  variables: Record<string, unknown> = {},
  token = env.app.adminKey,
): Promise<T> {
  const response = await request(`${env.app.url}/graphql`, { method: 'POST', token, body: { query, variables } });
  expect(response.body.errors).toBeUndefined();
  return response.body.data as T;
}

export interface Target {
  id: string;
  name: string;
  reasonA: string;
  reasonB: string;
  passing: { id: string; name: string; standardId: string; standardName: string };
}

/** An organization whose grid shows both reasons and has open detections (the seed has several). */
export async function findTarget(env: ConsoleTestEnv): Promise<Target> {
  const fleet = await graphAs(env, '{ fleet(first: 100) { edges { node { id name } } } }');
  for (const { node } of fleet.fleet.edges) {
    const grid = await graphAs(
      env,
      `query($id: UUID!) { complianceGrid(organizationId: $id) { items { ruleId ruleName status openDetectionCount
        standardId standardName detail { missingPredicates degradedCoverage { typeCode } } } } }`,
      { id: node.id },
    );
    const items: any[] = grid.complianceGrid.items;
    const reasonA = items.find((row) => row.status === 'not_covered' && row.detail?.missingPredicates.length);
    const reasonB = items.find((row) => row.detail?.degradedCoverage.length && !row.detail.missingPredicates.length);
    const passing = items.find(
      (row) =>
        row.status === 'pass' && !row.detail && items.filter((other) => other.ruleName === row.ruleName).length === 1,
    );
    const detections = items.reduce((sum, row) => sum + row.openDetectionCount, 0);
    if (reasonA && reasonB && passing && detections > 0) {
      return {
        id: node.id,
        name: node.name,
        reasonA: reasonA.ruleName,
        reasonB: reasonB.ruleName,
        passing: {
          id: passing.ruleId,
          name: passing.ruleName,
          standardId: passing.standardId,
          standardName: passing.standardName,
        },
      };
    }
  }
  throw new Error('the demo seed has no organization with reason A, reason B and open detections');
}

/** Opens a page that records script errors and CSP violations (tests expect none). */
export async function openPage(
  env: ConsoleTestEnv,
  viewport: { width: number; height: number },
): Promise<{ page: Page; problems: string[] }> {
  const context = await env.browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  return { page, problems };
}

export async function noSeriousViolations(page: Page, screen: string): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation: any) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation: any) => `${violation.id}: ${violation.nodes.map((node: any) => node.target).join(' | ')}`);
  });
  expect(violations, `axe on ${screen}`).toStrictEqual([]);
}

export async function picture(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  // The docs' pictures are refreshed on request only, so a test run never dirties the checkout.
  const shot = await page.screenshot({
    path: process.env.UPDATE_SCREENSHOTS ? `docs/images/console-${name}.png` : undefined,
    fullPage: options.fullPage,
  });
  expect(shot.byteLength).toBeGreaterThan(5_000);
}

/** Sign-in by keyboard alone: Tab from the page's start through the form, Enter on the button. */
export async function signInByKeyboard(
  env: ConsoleTestEnv,
  page: Page,
  user: { email: string; password: string },
  otp?: string,
  address = '/',
): Promise<void> {
  await page.goto(`${env.app.url}${address}`);
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

/** Signs the demo's administrator in by keyboard at `address`, and waits for the console. */
export async function signedIn(env: ConsoleTestEnv, page: Page, address = '/'): Promise<void> {
  await signInByKeyboard(env, page, ADMIN, undefined, address);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** The newest open detection of an organization. */
export async function firstOpenDetection(
  env: ConsoleTestEnv,
  organizationId: string,
): Promise<{ id: string; title: string }> {
  const listed = await graphAs(
    env,
    'query($org: UUID!) { organizationDetections(organizationId: $org, status: open, limit: 1) { items { id title } } }',
    { org: organizationId },
  );
  return listed.organizationDetections.items[0];
}

/** Tabs forward until the focused control has this label; fails after `limit` presses. */
export async function tabTo(page: Page, label: string, limit = 40): Promise<void> {
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

/** A list screen's table as a reader meets it: named by its caption, every column header scoped. */
export async function tableShape(page: Page, caption: RegExp, columns: string[]): Promise<void> {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor();
  await expect(table.locator('thead th[scope="col"]').allTextContents()).resolves.toStrictEqual(columns);
  await expect(table.locator('caption.visually-hidden').count()).resolves.toBe(1);
}

interface WalkResult {
  /** Visible interactive elements Tab never reached, by a short description. */
  unreached: string[];
  /** Reached elements whose focused style does not differ from their unfocused one. */
  noFocusRing: string[];
  /** Elements with a positive tabindex, which would reorder the page's tab sequence. */
  positiveTabindex: string[];
  presses: number;
}

/** Marks the page's visible interactive elements and puts a sentinel above them for Tab to start from. */
function prepareWalk(): number {
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || '').trim().slice(0, 40)}"`;
  const ring = (element: Element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
  };
  (document.activeElement as HTMLElement | null)?.blur();
  const selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
  // A radio group is one stop (arrow keys move within it): its checked radio, else its first.
  const groupStop = (radio: HTMLInputElement) => {
    const group = [
      ...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(radio.name)}"]`),
    ];
    return (group.find((other) => other.checked) ?? group[0]) === radio;
  };
  const candidates = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
    if ((element as HTMLButtonElement).disabled || element.closest('[inert]')) return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && !groupStop(element)) return false;
    if (element.hasAttribute('tabindex') && element.tabIndex < 0) return false;
    if (element.closest('dialog:not([open])')) return false;
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
}

/**
 * Presses Tab from the top of the page until focus wraps (back to the page itself or to the first
 * element reached), recording each focused element and its focused style against the style it has
 * unfocused. The sentinel gives Tab a starting point above everything: a blur alone leaves
 * Chromium's starting point where focus was.
 */
async function walkByTab(page: Page): Promise<WalkResult> {
  expect(await page.evaluate(prepareWalk)).toBeGreaterThan(0);
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
      if (state.ring(element) === state.unfocused[Number(index)])
        state.noFocusRing.push(`${state.describe(element)} ${state.ring(element)}`);
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

/** Tab reaches every visible action of the screen, each with a visible focus, in document order. */
export async function everyActionByTab(page: Page, screen: string): Promise<void> {
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
export async function fromTop(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Skip to content' }).focus();
}

/** The page is no wider than its viewport (nothing to scroll sideways). */
export async function noSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      .slice(0, 5);
    return { by: document.documentElement.scrollWidth - window.innerWidth, wide };
  });
  expect(overflow.by, `${screen} is wider than the screen: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(0);
}
