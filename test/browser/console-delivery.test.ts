import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type MailCatcher, startMailCatcher } from '../delivery/support.ts';
import { ADMIN as ADMIN_EMAIL, ANALYST as ANALYST_EMAIL, signIn } from '../standards/support.ts';
import {
  ANALYST,
  DESKTOP,
  everyActionByTab,
  graphAs,
  noSeriousViolations,
  noSidewaysScroll,
  openPage,
  PHONE,
  picture,
  signedIn,
  signInByKeyboard,
  startConsole,
} from './console-support.ts';

// The console's delivery settings, as a client of the graph: a person's notifications and the
// tenant's channels, the report branding, and a client's report schedule with the reports made
// (sent to a real SMTP server on loopback by the real job queue).
const mail: MailCatcher = await startMailCatcher();
const env = startConsole({
  allowPrivateWebhookTargets: true,
  deliver: true,
  mail: { smtpUrl: mail.url, from: 'Reports <reports@msp.test>' },
});
let adminToken: string;
let analystToken: string;
let organization: { id: string; name: string };

// A 1x1 PNG (its signature and IHDR chunk are what the service checks).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  adminToken = (await signIn(env.app, ADMIN_EMAIL)).accessToken;
  analystToken = (await signIn(env.app, ANALYST_EMAIL)).accessToken;
  const fleet = await graphAs(env, '{ fleet(first: 1) { edges { node { id name } } } }');
  organization = fleet.fleet.edges[0].node;
}, 60_000);
afterAll(async () => {
  await mail.close();
});

async function asViewer(page: Page, address: string): Promise<void> {
  await signInByKeyboard(env, page, ANALYST, undefined, address);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** The keyboard walk and axe of the screen at `address`, on a phone. */
async function onAPhone(address: string, heading: string, screen: string): Promise<void> {
  const { page, problems } = await openPage(env, PHONE);
  await signedIn(env, page, address);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByRole('button', { name: /^Save/ }).first().waitFor();
  await noSidewaysScroll(page, `${screen} at 390 px`);
  await noSeriousViolations(page, `${screen} at 390 px`);
  await everyActionByTab(page, `${screen} at 390 px`);
  expect(problems).toStrictEqual([]);
  await page.context().close();
}

test('my notifications: the tenant channels an admin adds, preferences saved and stored, a bad time zone refused; a viewer sets their own and sees no channel form', async () => {
  const { page, problems } = await openPage(env, DESKTOP);
  // Settings opens on the notifications.
  await signedIn(env, page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  await expect(page.evaluate(() => location.hash)).resolves.toBe('#/settings/notifications');

  // The tenant's channels: a shared mailbox and a Teams webhook (its URL sealed, its end shown).
  const channels = page.locator('section[aria-labelledby="channels-title"]');
  await channels.getByText('No channel yet').waitFor();
  await channels.getByLabel('Channel name').fill('SOC mailbox');
  await channels.getByLabel('Mailbox address').fill('soc@msp.test');
  await channels.getByRole('button', { name: 'Add channel' }).click();
  await channels.getByRole('cell', { name: 'soc@msp.test' }).waitFor();
  await channels.getByLabel('Kind').selectOption('teams');
  await channels.getByLabel('Channel name').fill('SOC Teams');
  await channels.getByLabel('Incoming webhook URL').fill('ftp://teams.example/hook');
  await channels.getByRole('button', { name: 'Add channel' }).click();
  await channels.getByRole('alert').getByText('url must use http or https').waitFor();
  await channels.getByLabel('Incoming webhook URL').fill('http://127.0.0.1:9/teams-hook');
  await channels.getByRole('button', { name: 'Add channel' }).click();
  await channels.getByRole('cell', { name: 'webhook …hook' }).waitFor();
  const listed = await graphAs(env, '{ notificationChannels { items { id name kind address urlLastFour } } }');
  const byName = Object.fromEntries(listed.notificationChannels.items.map((c: any) => [c.name, c]));
  expect(byName['SOC mailbox']).toMatchObject({ kind: 'email', address: 'soc@msp.test' });
  expect(byName['SOC Teams']).toMatchObject({ kind: 'teams', address: null, urlLastFour: 'hook' });
  await expect(page.content()).resolves.not.toContain('teams-hook');

  // My preferences, every control set through the form.
  const form = page.getByRole('form', { name: 'My notifications' });
  await form.getByLabel('Send me notifications').check();
  await form.getByLabel('Those where a detection is assigned to me').check();
  await form.getByLabel('A control starts or stops failing').check();
  await form.getByLabel('An exception ends within 7 days').check();
  await form.getByLabel('Detections from this severity up').selectOption('medium');
  await form.getByLabel('A daily digest').check();
  await form.getByLabel('Digest hour').selectOption('9');
  await form.getByLabel('Email to my own address').check();
  await form.getByLabel('SOC Teams (teams)').check();
  await form.getByLabel('Time zone').fill('Mars/Olympus_Mons');
  await form.getByRole('button', { name: 'Save my notifications' }).click();
  await form.getByRole('alert').getByText('timeZone must be an IANA time zone name').waitFor();
  const untouched = await graphAs(env, '{ myNotificationPreferences { updatedAt } }', {}, adminToken);
  expect(untouched.myNotificationPreferences.updatedAt).toBeNull();
  await form.getByLabel('Time zone').fill('Europe/Paris');
  await form.getByRole('button', { name: 'Save my notifications' }).click();
  await page
    .getByRole('status')
    .getByText(/^Saved /)
    .waitFor();
  const stored = await graphAs(
    env,
    '{ myNotificationPreferences { enabled scope kinds minSeverity cadence digestHour timeZone email channelIds } }',
    {},
    adminToken,
  );
  expect(stored.myNotificationPreferences).toStrictEqual({
    enabled: true,
    scope: 'assigned',
    kinds: ['control_failing', 'exception_expiring'],
    minSeverity: 'medium',
    cadence: 'digest',
    digestHour: 9,
    timeZone: 'Europe/Paris',
    email: true,
    channelIds: [byName['SOC Teams'].id],
  });
  // What was saved is what the form shows again.
  await page.reload();
  await expect(page.getByLabel('SOC Teams (teams)').isChecked()).resolves.toBe(true);
  await expect(page.getByLabel('Digest hour').inputValue()).resolves.toBe('9');
  await noSeriousViolations(page, 'notifications');
  await picture(page, 'notifications', { fullPage: true });
  await everyActionByTab(page, 'notifications');
  expect(problems).toStrictEqual([]);
  await page.context().close();
  await onAPhone('/#/settings/notifications', 'Notifications', 'notifications');

  // A viewer: their own preferences, no channel list or form (integration.manage).
  const viewer = await openPage(env, DESKTOP);
  await asViewer(viewer.page, '/#/settings/notifications');
  const own = viewer.page.getByRole('form', { name: 'My notifications' });
  await own.getByLabel('Send me notifications').check();
  await own.getByLabel('An integration goes into error').check();
  await own.getByRole('button', { name: 'Save my notifications' }).click();
  await viewer.page
    .getByRole('status')
    .getByText(/^Saved /)
    .waitFor();
  await expect(viewer.page.getByRole('heading', { name: "The tenant's channels" }).count()).resolves.toBe(0);
  await expect(viewer.page.getByLabel('Channel name').count()).resolves.toBe(0);
  const theirs = await graphAs(env, '{ myNotificationPreferences { enabled kinds } }', {}, analystToken);
  expect(theirs.myNotificationPreferences).toStrictEqual({ enabled: true, kinds: ['integration_error'] });
  await noSeriousViolations(viewer.page, 'notifications, viewer');
  await everyActionByTab(viewer.page, 'notifications, viewer');
  expect(viewer.problems).toStrictEqual([]);
  await viewer.page.context().close();
}, 240_000);

test('report branding: set through the form (logo uploaded) and stored, shown with a preview; a logo over 200 KB refused; a viewer sees it without the form', async () => {
  const { page, problems } = await openPage(env, DESKTOP);
  await signedIn(env, page, '/#/settings/branding');
  await page.getByRole('heading', { level: 1, name: 'Report branding' }).waitFor();
  const facts = page.locator('dl.facts');
  await expect.poll(() => facts.textContent()).toContain('never: the defaults apply');
  const form = page.getByRole('form', { name: 'Report branding' });
  await form.getByLabel('MSP name').fill('Northwind IT');
  await form.getByLabel('Accent colour').fill('#aa3300');
  await form.getByLabel('Footer').fill('Northwind IT · support@northwind.test');
  // Too big: the service's refusal is said, nothing is stored.
  const big = Buffer.concat([PNG, Buffer.alloc(250 * 1024)]);
  await form.getByLabel('Logo').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await form.getByRole('button', { name: 'Save branding' }).click();
  await form.getByRole('alert').getByText('logo must be under 200 KB').waitFor();
  const before = await graphAs(env, '{ branding { updatedAt } }');
  expect(before.branding.updatedAt).toBeNull();

  await form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Save branding' }).click();
  await expect.poll(() => facts.textContent()).toContain('Northwind IT');
  const stored = await graphAs(env, '{ branding { mspName accentColor footer logo { contentType size dataUrl } } }');
  expect(stored.branding).toStrictEqual({
    mspName: 'Northwind IT',
    accentColor: '#aa3300',
    footer: 'Northwind IT · support@northwind.test',
    logo: { contentType: 'image/png', size: PNG.length, dataUrl: `data:image/png;base64,${PNG.toString('base64')}` },
  });
  // The preview draws the stored logo, name, accent line and footer.
  const preview = page.getByRole('figure', { name: /Preview of a report/ });
  await expect(preview.getByRole('img', { name: 'The logo' }).getAttribute('src')).resolves.toBe(
    stored.branding.logo.dataUrl,
  );
  await expect(preview.locator('rect').getAttribute('fill')).resolves.toBe('#aa3300');
  await expect(preview.textContent()).resolves.toContain('support@northwind.test');

  // Saved again without a new file: the input is whole, so the console sends the stored logo back.
  await form.getByLabel('MSP name').fill('Northwind Managed IT');
  await form.getByRole('button', { name: 'Save branding' }).click();
  await expect.poll(() => facts.textContent()).toContain('Northwind Managed IT');
  const kept = await graphAs(env, '{ branding { mspName logo { size } } }');
  expect(kept.branding).toStrictEqual({ mspName: 'Northwind Managed IT', logo: { size: PNG.length } });
  await noSeriousViolations(page, 'branding');
  await picture(page, 'branding', { fullPage: true });
  await everyActionByTab(page, 'branding');
  expect(problems).toStrictEqual([]);
  await page.context().close();
  await onAPhone('/#/settings/branding', 'Report branding', 'branding');

  const viewer = await openPage(env, DESKTOP);
  await asViewer(viewer.page, '/#/settings/branding');
  await viewer.page.getByText('Only an administrator can change the branding.').waitFor();
  await expect(viewer.page.locator('dl.facts').textContent()).resolves.toContain('Northwind Managed IT');
  await expect(viewer.page.getByRole('form', { name: 'Report branding' }).count()).resolves.toBe(0);
  await noSeriousViolations(viewer.page, 'branding, viewer');
  await everyActionByTab(viewer.page, 'branding, viewer');
  expect(viewer.problems).toStrictEqual([]);
  await viewer.page.context().close();
}, 240_000);

const SCHEDULE = '{ reportSchedule { cadence dayOfMonth dayOfWeek hour timeZone recipients days } }';

test("a client's report schedule: set monthly, changed to weekly, stored; bad recipients refused; a report made now is emailed and listed; deleted; a viewer sees no form", async () => {
  const { page, problems } = await openPage(env, DESKTOP);
  // The grid's live stream open, and its first ping (every 300 ms under test) sent, before the test
  // leaves the organization: a stream cancelled before graphql-yoga 5.24's SSE body has started
  // throws in its cancel (its iterator not yet set), an uncaught error of the server's dependency.
  const streamOpen = page.waitForResponse(
    (response) => (response.request().headers().accept?.includes('text/event-stream') ?? false) && response.ok(),
  );
  await signedIn(env, page, `/#/organizations/${organization.id}`);
  await page.getByRole('table', { name: /^Controls/ }).waitFor();
  await streamOpen;
  await page.waitForTimeout(1_000);
  await page.getByRole('link', { name: 'Report schedule' }).click();
  await page.getByRole('heading', { level: 1, name: 'Client reports' }).waitFor();
  await page.getByText('No schedule: a report is made only when asked for.').waitFor();
  const read = async () =>
    (await graphAs(env, `query($id: UUID!) { organization(id: $id) ${SCHEDULE} }`, { id: organization.id }))
      .organization.reportSchedule;

  const form = page.getByRole('form', { name: 'Report schedule' });
  await form.getByLabel('Monthly').check();
  await form.getByLabel('Day of the month').selectOption('5');
  await form.getByLabel('Hour').selectOption('8');
  await form.getByLabel('Time zone').fill('Europe/Paris');
  await form.getByLabel('Recipients').fill('ciso@client.test\nnot-an-address');
  await form.getByRole('button', { name: 'Save schedule' }).click();
  await form.getByRole('alert').getByText('"not-an-address" is not an email address').waitFor();
  expect(await read()).toBeNull();
  await form.getByLabel('Recipients').fill('ciso@client.test\nit@client.test');
  await form.getByLabel('Days of trend').fill('30');
  await form.getByRole('button', { name: 'Save schedule' }).click();
  const facts = page.locator('dl.facts');
  await expect.poll(() => facts.textContent()).toContain('Monthly on day 5 at 08:00 (Europe/Paris)');
  expect(await read()).toStrictEqual({
    cadence: 'monthly',
    dayOfMonth: 5,
    dayOfWeek: null,
    hour: 8,
    timeZone: 'Europe/Paris',
    recipients: ['ciso@client.test', 'it@client.test'],
    days: 30,
  });

  await page.getByRole('button', { name: 'Change schedule' }).click();
  await form.getByLabel('Weekly').check();
  await form.getByLabel('Day of the week').selectOption('3');
  await form.getByRole('button', { name: 'Save schedule' }).click();
  await expect.poll(() => facts.textContent()).toContain('Every Wednesday at 08:00 (Europe/Paris)');
  expect(await read()).toMatchObject({ cadence: 'weekly', dayOfMonth: null, dayOfWeek: 3 });

  // A report made now: kept, emailed to the schedule's recipients (the SMTP server gets it), listed as emailed.
  const sent = mail.messages.length;
  await page.getByRole('button', { name: 'Make the report now' }).click();
  await page.getByText('Queued: it will be kept and emailed to ciso@client.test, it@client.test.').waitFor();
  await expect
    .poll(() => mail.recipients.slice(sent).some((to) => to.includes('ciso@client.test')), { timeout: 60_000 })
    .toBe(true);
  const table = page.getByRole('table', { name: /Reports made for this client/ });
  await expect.poll(() => table.textContent(), { timeout: 30_000 }).toMatch(/on request.*emailed /);

  // The week passes: the schedule's run comes due, goes out, and the schedule says how its last run went.
  const { nextRunAt } = (
    await graphAs(env, 'query($id: UUID!) { organization(id: $id) { reportSchedule { nextRunAt } } }', {
      id: organization.id,
    })
  ).organization.reportSchedule;
  env.app.clock.advance(new Date(nextRunAt).getTime() + 30_000 - env.app.clock.now().getTime());
  await env.app.db
    .$queryRaw`SELECT graphile_worker.reschedule_jobs(ARRAY(SELECT id FROM graphile_worker.jobs WHERE task_identifier = 'run_client_report'), run_at => now())`;
  await env.app.evaluationsSettled();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Client reports' }).waitFor();
  await expect.poll(() => facts.textContent(), { timeout: 30_000 }).toMatch(/Last run.*: emailed /);
  await expect(table.textContent()).resolves.toMatch(/scheduled for .*emailed /);
  await noSeriousViolations(page, 'client reports');
  await picture(page, 'report-schedule', { fullPage: true });
  await everyActionByTab(page, 'client reports');
  expect(problems).toStrictEqual([]);

  // Deleted after a confirmation; the kept report stays.
  await page.getByRole('button', { name: 'Delete schedule' }).click();
  await page.getByRole('button', { name: 'Delete the schedule' }).click();
  await page.getByText('No schedule: a report is made only when asked for.').waitFor();
  expect(await read()).toBeNull();
  await expect(table.textContent()).resolves.toContain('on request');
  await page.context().close();
  await onAPhone(`/#/organizations/${organization.id}/reports`, 'Client reports', 'client reports');

  const viewer = await openPage(env, DESKTOP);
  await asViewer(viewer.page, `/#/organizations/${organization.id}/reports`);
  await viewer.page.getByText('Only an editor or an administrator can change the schedule.').waitFor();
  await expect(viewer.page.getByRole('form', { name: 'Report schedule' }).count()).resolves.toBe(0);
  await expect(viewer.page.getByRole('button', { name: 'Make the report now' }).count()).resolves.toBe(0);
  await noSeriousViolations(viewer.page, 'client reports, viewer');
  await everyActionByTab(viewer.page, 'client reports, viewer');
  expect(viewer.problems).toStrictEqual([]);
  await viewer.page.context().close();
}, 300_000);
