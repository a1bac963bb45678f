import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { hashSecret } from '../../src/auth/secrets.ts';
import { request } from '../support/http.ts';
import {
  ADMIN,
  type ConsoleTestEnv,
  DESKTOP,
  everyActionByTab,
  graphAs,
  noSeriousViolations,
  noSidewaysScroll,
  openPage,
  PHONE,
  personWith,
  picture,
  signedIn,
  signInByKeyboard,
  startConsole,
} from './console-support.ts';

/**
 * Administration in the console (issue 33): who is signed in, the tenant's users (created with a
 * temporary password, role, deactivation, MFA reset), the first sign-in that replaces a temporary
 * password, an invitation's link; on the real service and its demo data, each result read back
 * through the graph.
 */
const env: ConsoleTestEnv = startConsole();
const { graph } = env;

const USERS = `{ users(pageSize: 100, includeDeactivated: true) { items { id email name role mfaEnabled
  passwordChangeRequired deactivatedAt } } }`;

async function storedUser(email: string): Promise<any> {
  const answer = await graph(USERS);
  return answer.users.items.find((user: any) => user.email === email);
}

/** A user of the demo tenant with a password of their own (created, then its temporary password changed). */

async function openAdministration(page: Page): Promise<void> {
  await page.goto(`${env.app.url}/#/admin`);
  await page
    .getByRole('table', { name: /^Users/ })
    .locator('tbody tr')
    .first()
    .waitFor();
}

const userRow = (page: Page, email: string) =>
  page
    .getByRole('table', { name: /^Users/ })
    .locator('tbody tr')
    .filter({ hasText: email });

test('"signed in as" says who: name, email, role and MFA, from the graph; sign-out is beside it', async () => {
  const { page, problems } = await openPage(env, DESKTOP);
  await signedIn(env, page);
  const admin = await storedUser(ADMIN.email);
  const menu = page.locator('details.who');
  await expect(menu.locator('summary').textContent()).resolves.toBe(`Signed in as ${admin.name}`);
  await menu.locator('summary').click();
  await expect(menu.locator('dl').textContent()).resolves.toBe(
    `Email${ADMIN.email}RoleadminMFA${admin.mfaEnabled ? 'on' : 'off'}`,
  );
  await noSeriousViolations(page, 'signed in as');
  await picture(page, 'signed-in-as');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 120_000);

test('users: created with a temporary password shown once, whose first sign-in asks for a new one; role changed, MFA reset, deactivated', async () => {
  const { page, problems } = await openPage(env, DESKTOP);
  await signedIn(env, page);
  await openAdministration(page);
  const email = 'new.analyst@demo.example';
  const form = page.getByRole('form', { name: 'New user' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Name').fill('New Analyst');
  await form.getByLabel('Role').selectOption('editor');
  await form.getByRole('button', { name: 'Create user' }).click();
  const temporary = (await page.locator('code.temporary-password').textContent())!;
  expect(temporary.length).toBeGreaterThanOrEqual(12);
  await page.getByRole('button', { name: 'Copy the temporary password' }).waitFor();
  await expect(userRow(page, email).textContent()).resolves.toMatch(/temporary/);
  expect(await storedUser(email)).toMatchObject({ name: 'New Analyst', role: 'editor', passwordChangeRequired: true });
  await noSeriousViolations(page, 'a new user and its temporary password');
  await picture(page, 'users');

  // Their first sign-in: the temporary password is refused until they choose their own.
  const first = await openPage(env, DESKTOP);
  await signInByKeyboard(env, first.page, { email, password: temporary });
  await first.page.getByRole('heading', { name: 'Choose your password' }).waitFor();
  await noSeriousViolations(first.page, 'choosing a password at first sign-in');
  await first.page.getByLabel('New password', { exact: true }).fill('short');
  await first.page.getByLabel('New password again').fill('short');
  await first.page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(first.page.getByRole('alert').textContent()).resolves.toMatch(/at least 12 characters/);
  await first.page.getByLabel('New password', { exact: true }).fill('my own analyst password');
  await first.page.getByLabel('New password again').fill('my own analyst password');
  await first.page.getByRole('button', { name: 'Save and sign in' }).click();
  await first.page.getByRole('heading', { name: 'Fleet' }).waitFor();
  await expect(first.page.locator('details.who summary').textContent()).resolves.toBe('Signed in as New Analyst');
  expect(await storedUser(email)).toMatchObject({ passwordChangeRequired: false });
  // The session survives a reload: it is the cookie session, not the graph's answer.
  await first.page.reload();
  await first.page.getByRole('heading', { name: 'Fleet' }).waitFor();
  expect(first.problems).toStrictEqual([]);
  await first.page.context().close();

  // The role, then MFA (enrolled by the user), then deactivation.
  const row = userRow(page, email);
  await row.getByLabel('Role of New Analyst').selectOption('viewer');
  await row.getByRole('button', { name: 'Change role of New Analyst' }).click();
  await expect.poll(async () => (await storedUser(email)).role).toBe('viewer');
  await enrolMfa(email, 'my own analyst password');
  await page.reload();
  await userRow(page, email).getByRole('button', { name: 'Reset MFA of New Analyst' }).click();
  await userRow(page, email).getByRole('button', { name: 'Reset MFA now of New Analyst' }).click();
  await expect.poll(async () => (await storedUser(email)).mfaEnabled).toBe(false);
  await userRow(page, email).getByRole('button', { name: 'Deactivate New Analyst' }).click();
  await userRow(page, email).getByRole('button', { name: 'Deactivate now New Analyst' }).click();
  await expect.poll(async () => (await storedUser(email)).deactivatedAt).not.toBeNull();
  await expect.poll(() => userRow(page, email).textContent()).toMatch(/deactivated/);
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 180_000);

async function enrolMfa(email: string, password: string): Promise<void> {
  const { generate } = await import('otplib');
  const login = await request(`${env.app.url}/api/v1/auth/login`, { method: 'POST', body: { email, password } });
  const token = login.body.accessToken as string;
  const enrol = await request(`${env.app.url}/api/v1/auth/mfa/enroll`, { method: 'POST', token, body: { password } });
  const otp = await generate({ secret: enrol.body.secret, epoch: Math.floor(env.app.clock.now().getTime() / 1000) });
  const confirm = await request(`${env.app.url}/api/v1/auth/mfa/confirm`, { method: 'POST', token, body: { otp } });
  expect(confirm.status).toBe(204);
  expect(await storedUser(email)).toMatchObject({ mfaEnabled: true });
}

test('an invitation link: the invited person chooses a password and is signed in as the invitation says', async () => {
  const token = 'ccin_console-invitation-token-for-the-browser-test';
  await env.app.db.invitation.create({
    data: {
      tenantId: env.app.demoTenantId,
      email: 'invited@demo.example',
      name: 'Invited Person',
      role: 'editor',
      tokenHash: hashSecret(token),
      expiresAt: new Date(env.app.clock.now().getTime() + 86_400_000),
    },
  });
  const { page, problems } = await openPage(env, PHONE);
  await page.goto(`${env.app.url}/#/invitation/${token}`);
  await page.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
  await noSeriousViolations(page, 'an invitation (phone)');
  await everyActionByTab(page, 'an invitation (390x844)');
  await picture(page, 'invitation');
  await page.getByLabel('New password', { exact: true }).fill('the invited password');
  await page.getByLabel('New password again').fill('the invited password');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await page.getByRole('heading', { name: 'Fleet' }).waitFor();
  await expect(page.locator('details.who summary').textContent()).resolves.toBe('Signed in as Invited Person');
  expect(await storedUser('invited@demo.example')).toMatchObject({ name: 'Invited Person', role: 'editor' });
  // Used once: the same link now says so.
  await page.goto(`${env.app.url}/#/invitation/${token}`);
  await page.getByLabel('New password', { exact: true }).fill('the invited password');
  await page.getByLabel('New password again').fill('the invited password');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid or expired invitation');
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 120_000);

test('keyboard alone reaches every action of administration at 1280x800 and 390x844; a viewer sees no administration form', async () => {
  for (const [viewport, size] of [
    [DESKTOP, '1280x800'],
    [PHONE, '390x844'],
  ] as const) {
    const { page, problems } = await openPage(env, viewport);
    await signedIn(env, page);
    await openAdministration(page);
    await everyActionByTab(page, `administration (${size})`);
    await noSeriousViolations(page, `administration (${size})`);
    await noSidewaysScroll(page, `administration (${size})`);
    expect(problems).toStrictEqual([]);
    await page.context().close();
  }
  const viewer = await personWith(env, 'viewer', 'console.viewer@demo.example');
  const { page, problems } = await openPage(env, DESKTOP);
  await signInByKeyboard(env, page, viewer);
  await page.getByRole('heading', { name: 'Fleet' }).waitFor();
  await page.goto(`${env.app.url}/#/admin`);
  await expect(page.getByRole('alert').textContent()).resolves.toMatch(
    /\(permission api_key\.manage\).+the viewer role may not\./,
  );
  // Opened afresh, the screen is refused as soon as `me` answers: the line names the role then too.
  await page.reload();
  await expect(page.getByRole('alert').textContent()).resolves.toMatch(
    /\(permission api_key\.manage\).+the viewer role may not\./,
  );
  expect(await page.locator('main form, main button').count()).toBe(0);
  await page.locator('details.who summary').click();
  await expect(page.locator('details.who dl').textContent()).resolves.toContain('Roleviewer');
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 240_000);

const OPEN_DETECTIONS = `query($org: UUID!) { detections(organizationId: $org, status: open, first: 50) {
  edges { node { id title subject triage { state assigneeId } } } } }`;

/** An organization of the demo with at least `count` open detections, and those detections. */
async function organizationWithOpen(count: number): Promise<{ id: string; detections: any[] }> {
  const fleet = await graph('{ fleet(first: 100) { edges { node { id } } } }');
  for (const { node } of fleet.fleet.edges) {
    const listed = await graph(OPEN_DETECTIONS, { org: node.id });
    const detections = listed.detections.edges.map((edge: any) => edge.node);
    if (detections.length >= count) return { id: node.id, detections };
  }
  throw new Error(`no organization of the demo has ${count} open detections`);
}

test('bulk triage: detections selected by their names (or the whole page) get one state and assignee, all at once; "assigned to me" lists them', async () => {
  const organization = await organizationWithOpen(3);
  const [first, second] = organization.detections;
  const admin = await storedUser(ADMIN.email);
  const { page, problems } = await openPage(env, DESKTOP);
  await signedIn(env, page, `/#/organizations/${organization.id}/detections`);
  await page.locator('tbody tr').first().waitFor();
  await page.getByRole('checkbox', { name: `Select ${first.title} (${first.subject})` }).check();
  await page.getByRole('checkbox', { name: `Select ${second.title} (${second.subject})` }).check();
  const form = page.getByRole('form', { name: 'Triage the selected detections' });
  await form.getByLabel('State').selectOption('in_progress');
  await form.getByLabel('Assignee').selectOption({ label: admin.name });
  await noSeriousViolations(page, 'bulk triage');
  await picture(page, 'bulk-triage');
  await form.getByRole('button', { name: 'Apply to 2 detections' }).click();
  await form.waitFor({ state: 'detached' });
  const after = await graph(OPEN_DETECTIONS, { org: organization.id });
  const triage = new Map(after.detections.edges.map((edge: any) => [edge.node.id, edge.node.triage]));
  expect(triage.get(first.id)).toStrictEqual({ state: 'in_progress', assigneeId: admin.id });
  expect(triage.get(second.id)).toStrictEqual({ state: 'in_progress', assigneeId: admin.id });

  // Assigned to me: the address keeps it; the list is the graph's assignedToMe.
  await page.getByLabel('Assignee').selectOption('me');
  await expect.poll(() => decodeURIComponent(page.url())).toMatch(/assignee=me/);
  const mine = await graphAs(
    env,
    `query($org: UUID!) { detections(organizationId: $org, status: open, assignedToMe: true, first: 50) { edges { node { id } } } }`,
    { org: organization.id },
    (await request(`${env.app.url}/api/v1/auth/login`, { method: 'POST', body: ADMIN })).body.accessToken,
  );
  await expect.poll(() => page.locator('tbody tr').count()).toBe(mine.detections.edges.length);
  expect(mine.detections.edges.map((edge: any) => edge.node.id)).toEqual(expect.arrayContaining([first.id, second.id]));

  // The whole page: every open detection shown is selected, and the form counts them.
  await page.getByLabel('Assignee').selectOption('');
  await page.getByLabel('Select every open detection on this page').check();
  const boxes = page.getByRole('checkbox', { name: /^Select .+ \(/ });
  await expect.poll(() => boxes.evaluateAll((all) => all.every((box) => (box as HTMLInputElement).checked))).toBe(true);
  const total = await boxes.count();
  await expect(form.getByRole('button').textContent()).resolves.toBe(`Apply to ${total} detections`);
  await everyActionByTab(page, 'detections with a selection (1280x800)');

  // Someone else triages one of them meanwhile: the change is refused for all, and nothing is written.
  const third = organization.detections[2];
  await graph('mutation($id: UUID!) { triageDetection(detectionId: $id, input: { state: acknowledged }) { state } }', {
    id: third.id,
  });
  await form.getByLabel('State').selectOption('false_positive');
  await form.getByLabel('Reason').fill('Console test: a stale list');
  await form.getByRole('button', { name: /^Apply to/ }).click();
  await expect(form.getByRole('alert').textContent()).resolves.toMatch(/^The triage changed at .+; read it again$/);
  const falsePositives = async () =>
    (await graph(OPEN_DETECTIONS, { org: organization.id })).detections.edges.filter(
      (edge: any) => edge.node.triage.state === 'false_positive',
    ).length;
  expect(await falsePositives()).toBe(0);
  // The list was read again, the selection kept: sending again applies to every one of them.
  await expect.poll(() => page.locator('tbody tr', { hasText: 'acknowledged' }).count()).toBeGreaterThan(0);
  await form.getByRole('button', { name: `Apply to ${total} detections` }).click();
  await form.waitFor({ state: 'detached' });
  expect(await falsePositives()).toBe(total);
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 180_000);

test('the detections list with a selection, by keyboard at 390x844', async () => {
  const organization = await organizationWithOpen(1);
  const { page, problems } = await openPage(env, PHONE);
  await signedIn(env, page, `/#/organizations/${organization.id}/detections`);
  await page.locator('tbody tr').first().waitFor();
  await page.getByLabel('Select every open detection on this page').check();
  await page.getByRole('form', { name: 'Triage the selected detections' }).waitFor();
  await everyActionByTab(page, 'detections with a selection (390x844)');
  await noSeriousViolations(page, 'detections with a selection (390x844)');
  await noSidewaysScroll(page, 'detections with a selection (390x844)');
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 120_000);

test("a failing row's detail names its failing subjects, what each misses, and links to each one's detection", async () => {
  const fleet = await graph('{ fleet(first: 100) { edges { node { id } } } }');
  let found: { organizationId: string; row: any } | undefined;
  for (const { node } of fleet.fleet.edges) {
    const grid = await graph(
      `query($id: UUID!) { complianceGrid(organizationId: $id) { items { ruleId ruleName status
        failingSubjects(first: 20) { detectionId subject missingFields } } } }`,
      { id: node.id },
    );
    const row = grid.complianceGrid.items.find(
      (item: any) =>
        item.failingSubjects.length > 0 &&
        grid.complianceGrid.items.filter((other: any) => other.ruleName === item.ruleName).length === 1,
    );
    if (row) {
      found = { organizationId: node.id, row };
      break;
    }
  }
  expect(found, 'the demo has a failing row with failing subjects').toBeDefined();
  const { organizationId, row } = found!;
  const [first] = row.failingSubjects;
  // A false positive still fails (triage never changes a status): the row says it was judged one.
  await graph(
    `mutation($id: UUID!) { triageDetection(detectionId: $id, input: { state: false_positive, reason: "Console test" }) { state } }`,
    { id: first.detectionId },
  );
  const { page, problems } = await openPage(env, DESKTOP);
  await signedIn(env, page, `/#/organizations/${organizationId}?row=${row.ruleId}`);
  const failing = page.locator('.row-detail .failing');
  await failing.waitFor();
  await expect(failing.locator('li').count()).resolves.toBe(row.failingSubjects.length);
  const item = failing.locator('li').filter({ hasText: first.subject }).first();
  for (const field of first.missingFields) await expect(item.textContent()).resolves.toContain(`${field} should be`);
  await expect(item.textContent()).resolves.toContain('(triage: false positive)');
  await noSeriousViolations(page, 'failing subjects');
  await picture(page, 'failing-subjects');
  await item.getByRole('link', { name: `its detection for ${first.subject}` }).click();
  await expect.poll(() => page.url()).toContain(`/detections/${first.detectionId}`);
  await page.locator('#detection-title').waitFor();
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 120_000);

const MATRIX = `query($q: String) { fleetMatrix(page: 1, pageSize: 50, q: $q) { standards { id name } total
  items { organization { id name } cells { standardId inScope counts { pass fail noData notCovered } } } } }`;

function cellText(cell: any): string {
  if (!cell.inScope) return 'out of scope (exception)';
  const { pass, fail, noData, notCovered } = cell.counts;
  return `${pass} pass, ${fail} fail, ${noData} no data, ${notCovered} not covered`;
}

test('the fleet x standard matrix, from the fleet: each client per adopted standard by status, as the graph counts; its search in the address', async () => {
  const { page, problems } = await openPage(env, DESKTOP);
  await signedIn(env, page);
  await page.getByRole('link', { name: 'Fleet by standard' }).click();
  await page.getByRole('heading', { name: 'Fleet by standard' }).waitFor();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/matrix');
  const matrix = (await graph(MATRIX)).fleetMatrix;
  expect(matrix.standards.length).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: /^Organizations by standard/ });
  await table.locator('tbody tr').first().waitFor();
  await expect(table.locator('thead th').allTextContents()).resolves.toStrictEqual([
    'Organization',
    ...matrix.standards.map((standard: any) => standard.name),
  ]);
  const first = matrix.items[0];
  const row = table.locator('tbody tr').first();
  await expect(row.locator('th').textContent()).resolves.toBe(first.organization.name);
  const cells = await row
    .locator('td a')
    .evaluateAll((links) => links.map((link) => link.firstChild?.textContent ?? ''));
  expect(cells).toStrictEqual(first.cells.map(cellText));
  await noSeriousViolations(page, 'fleet by standard');
  await picture(page, 'fleet-matrix');

  // A search narrows it (the address keeps it; a reload restores it); a cell opens that grid.
  const word = first.organization.name.split(' ')[0];
  await page.getByLabel('Search').fill(word);
  await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(`#/matrix?q=${word}`);
  const narrowed = (await graph(MATRIX, { q: word })).fleetMatrix;
  await expect.poll(() => table.locator('tbody tr').count()).toBe(narrowed.items.length);
  await page.reload();
  await expect.poll(() => table.locator('tbody tr').count()).toBe(narrowed.items.length);
  await row.locator('td a').first().click();
  await expect
    .poll(() => decodeURIComponent(new URL(page.url()).hash))
    .toBe(`#/organizations/${first.organization.id}?standard=${first.cells[0].standardId}`);
  expect(problems).toStrictEqual([]);
  await page.context().close();
}, 120_000);

test('the matrix by keyboard alone at 1280x800 and 390x844', async () => {
  for (const [viewport, size] of [
    [DESKTOP, '1280x800'],
    [PHONE, '390x844'],
  ] as const) {
    const { page, problems } = await openPage(env, viewport);
    await signedIn(env, page, '/#/matrix');
    await page.locator('tbody tr').first().waitFor();
    await everyActionByTab(page, `fleet by standard (${size})`);
    await noSeriousViolations(page, `fleet by standard (${size})`);
    await noSidewaysScroll(page, `fleet by standard (${size})`);
    expect(problems).toStrictEqual([]);
    await page.context().close();
  }
}, 180_000);
