import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import {
  ANALYST,
  DESKTOP,
  findTarget,
  firstOpenDetection,
  graphAs,
  noSeriousViolations,
  openPage,
  PHONE,
  personWith,
  signInByKeyboard,
  startConsole,
  type Target,
} from './console-support.ts';

// Roles in the console: a form or a button is shown only to a role whose permissions let it write
// what the form writes (console/src/me.ts's useCan, named at each write() call). A viewer walks
// every screen of the route table and finds nothing it cannot use; an editor finds the editor's
// forms but not the administrator's, so the hiding follows the permission, not the role's name.
const env = startConsole();

/**
 * What a viewer may press or fill: the session (skip link, sign out), reading aids (filters,
 * search, sort, pagers, opening and closing a row, a trend's days), downloads, their own
 * notification preferences, and an invitation's password form (for whoever holds its link).
 * Anything else a viewer finds fails the test: a new write button must be hidden from viewers
 * (useCan with the permission its write() names) or, if a viewer may truly use it, added here
 * with the reason.
 */
const VIEWER_MAY_USE: RegExp[] = [
  /^button: (Skip to content|Sign out)$/,
  /^button: (First page|Previous|Next|Newer|Older|Earlier|Later|Load more|Show more)\b/,
  /^(sort|disclosure): /,
  /^button: .*\b(CSV|HTML|PDF|JSON)\b/,
  /^button: (Close detail|Open|Show|Hide)\b/,
  /^button: .+ (sorted ascending|sorted descending|not sorted)$/,
  /^field: (Search|Rollup|Order|Status|Severity|Standard|Triage|Assignee|Text|Filter)\b/,
  /^field: Day of the trend/,
  /^field: Show ended ones too$/,
  /^form: My notifications$/,
  /^button: Save my notifications$/,
  /^form: Accept your invitation$/,
  /^button: Save and sign in$/,
];

/** What the editor role may use that a viewer may not (detection.write, organization.write, detection_rule.write). */
const EDITOR_SEES = ['form: Triage', 'form: New comment', 'button: Make an exception', 'button: Edit organization'];
/** What only an administrator may use (integration.manage, api_key.manage, user.manage). */
const ADMIN_ONLY = [/^form: PSA company$/, /^form: New connector key$/, /^form: Report branding$/];

let target: Target;
let detection: { id: string; title: string };
let standard: { id: string; name: string };
let framework: string;
let editor: { email: string; password: string };

beforeAll(async () => {
  target = await findTarget(env);
  detection = await firstOpenDetection(env, target.id);
  const standards = await graphAs(env, '{ standards { items { id name } } }');
  standard = standards.standards.items[0];
  const library = await graphAs(env, '{ libraryStandards(first: 1) { edges { node { key } } } }');
  framework = library.libraryStandards.edges[0].node.key;
  editor = await personWith(env, 'editor', 'console.editor@demo.example');
}, 60_000);

/** Screens a viewer's role may not open (their route's `needs`): a refusal that says why instead. */
const REFUSED = new Set(['newOrganizationRoute', 'webhooksRoute', 'psaRoute', 'auditRoute', 'adminRoute']);

/** Each route of console/src/routes.tsx, by its name there, and an address that shows it. */
function addresses(): Record<string, string> {
  const org = `/organizations/${target.id}`;
  return {
    fleetRoute: '/',
    matrixRoute: '/matrix',
    newOrganizationRoute: '/organizations/new',
    organizationRoute: org,
    organizationRowRoute: `${org}?row=${target.passing.id}`,
    detectionsRoute: `${org}/detections`,
    detectionListRoute: `${org}/detections?status=any`,
    detectionRoute: `${org}/detections/${detection.id}`,
    clientReportsRoute: `${org}/reports`,
    standardsRoute: '/standards',
    standardListRoute: '/standards/',
    standardRoute: `/standards/${standard.id}`,
    libraryRoute: '/library',
    libraryListRoute: '/library/',
    frameworkRoute: `/library/${framework}`,
    webhooksRoute: '/webhooks',
    psaRoute: '/psa',
    settingsRoute: '/settings',
    settingsIndexRoute: '/settings/',
    notificationsRoute: '/settings/notifications',
    brandingRoute: '/settings/branding',
    auditRoute: '/audit',
    adminRoute: '/admin',
    invitationRoute: '/invitation/not-a-real-token',
  };
}

/** Every form, button and field outside a search box on the page, named as a person reads it. */
function controls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const labelled = (element: Element) =>
      element.getAttribute('aria-label') ??
      text(document.getElementById(element.getAttribute('aria-labelledby') ?? '')) ??
      '';
    const shown = (element: Element) => !element.closest('dialog:not([open])');
    const forms = [...document.querySelectorAll('form')].filter(shown).map((form) => `form: ${labelled(form)}`);
    const buttons = [...document.querySelectorAll('button, [role="button"], input[type="submit"]')]
      .filter(shown)
      .map((button) => {
        const name = button.getAttribute('aria-label') ?? text(button);
        // A column header's button sorts; a button that expands (a row's detail) only shows more.
        if (button.closest('thead')) return `sort: ${name}`;
        if (button.hasAttribute('aria-expanded')) return `disclosure: ${name}`;
        return `button: ${name}`;
      });
    // A select or box outside any form or search box writes on change (an integration's status).
    const fields = [...document.querySelectorAll('input, select, textarea')]
      .filter((field) => shown(field) && !field.closest('form') && !field.closest('search'))
      .map((field) => {
        const label = field.id
          ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`)
          : field.closest('label');
        return `field: ${field.getAttribute('aria-label') ?? text(label)}`;
      });
    return [...forms, ...buttons, ...fields];
  });
}

/** The controls once the screen has stopped changing (its cards load one by one). */
async function settledControls(page: Page): Promise<string[]> {
  await page.waitForFunction(() => [...document.querySelectorAll('.busy')].every((busy) => !busy.textContent));
  let last = await controls(page);
  for (let round = 0; round < 20; round++) {
    await page.waitForTimeout(400);
    const now = await controls(page);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

function mainNavigation(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
}

async function visit(page: Page, address: string): Promise<void> {
  await page.goto(`${env.app.url}/#${address}`);
  await page.locator('main h1, main h2, .centered h1, .centered h2').first().waitFor();
}

test('the walk covers every route of the console route table', () => {
  const table = readFileSync('console/src/routes.tsx', 'utf8');
  const routes = [...table.matchAll(/const (\w+Route) = createRoute\(/g)].map((match) => String(match[1]));
  const walked = new Set(Object.keys(addresses()));
  expect(routes.filter((route) => !walked.has(route))).toStrictEqual([]);
  expect(routes.length).toBeGreaterThan(15);
});

for (const [viewport, size] of [
  [DESKTOP, '1280x800'],
  [PHONE, '390x844'],
] as const) {
  test(`a viewer at ${size} walks every screen and finds no form or button it cannot use; axe clean`, async () => {
    const { page, problems } = await openPage(env, viewport);
    await signInByKeyboard(env, page, ANALYST);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    // The navigation offers no screen the role may not open.
    // (Entries that need a permission join once `me` has answered.)
    await expect.poll(() => mainNavigation(page)).toStrictEqual(['Fleet', 'Standards', 'Library', 'Settings']);
    const forbidden: string[] = [];
    for (const [route, address] of Object.entries(addresses())) {
      await visit(page, address);
      if (REFUSED.has(route)) {
        await page.getByRole('heading', { level: 1, name: 'Not for your role' }).waitFor();
        await expect(page.getByRole('alert').textContent()).resolves.toMatch(
          /^Not allowed: only a role that may .+ \(permission [a-z_.]+\) can do this, and the viewer role may not\./,
        );
      }
      const found = await settledControls(page);
      forbidden.push(
        ...found
          .filter((control) => !VIEWER_MAY_USE.some((allowed) => allowed.test(control)))
          .map((c) => `${route}: ${c}`),
      );
      await noSeriousViolations(page, `${route} as a viewer at ${size}`);
    }
    expect(forbidden.join('\n')).toBe('');
    expect(problems).toStrictEqual([]);
    await page.context().close();
  }, 300_000);
}

test("an editor sees the editor's forms (triage, exceptions, the organization) but no administrator's form", async () => {
  const { page, problems } = await openPage(env, DESKTOP);
  await signInByKeyboard(env, page, editor);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  await expect.poll(() => mainNavigation(page)).toStrictEqual(['Fleet', 'Standards', 'Library', 'Settings']);
  const seen: string[] = [];
  const org = `/organizations/${target.id}`;
  for (const address of [
    org,
    `${org}?row=${target.passing.id}`,
    `${org}/detections/${detection.id}`,
    '/settings/branding',
  ]) {
    await visit(page, address);
    seen.push(...(await settledControls(page)));
    await noSeriousViolations(page, `${address} as an editor`);
  }
  for (const control of EDITOR_SEES) expect(seen.filter((found) => found.startsWith(control))).not.toStrictEqual([]);
  expect(seen.filter((found) => ADMIN_ONLY.some((only) => only.test(found)))).toStrictEqual([]);
  await visit(page, '/psa');
  await page.getByRole('heading', { level: 1, name: 'Not for your role' }).waitFor();
  await expect(page.getByRole('alert').textContent()).resolves.toMatch(
    /permission integration\.manage.+the editor role/,
  );
  await visit(page, '/standards');
  await expect.poll(() => page.locator('button[aria-pressed]').count()).toBeGreaterThan(0);
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 240_000);
