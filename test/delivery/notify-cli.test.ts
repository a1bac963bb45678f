import { afterAll, beforeAll, expect, test } from 'vitest';
import { api, onboardTenant, type Tenant } from '../engine/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { runCli } from './support.ts';

/**
 * The operator CLI's notification verbs on the graph: the tenant's channels (a webhook URL read from
 * stdin or CHANNEL_URL, sealed with the service's key, shown only by its last four characters) and a
 * user's own preferences, set as that user. Audit entries of the command line; bad input refused
 * with the field's path and nothing stored.
 */

let app: TestApp;
let tenant: Tenant;
let email: string;
const TENANT = 'CLI Notify MSP';
const TEAMS_URL = 'https://northwind.webhook.office.com/webhookb2/0c1d-secret-part/IncomingWebhook/77aa/9f3e';
const MAIL = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Alerts <alerts@msp.test>' };

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  tenant = await onboardTenant(app, TENANT);
  email = `admin-${tenant.id}@engine.example`;
}, 60_000);
afterAll(() => app?.close());

const cli = (args: string[], options?: Parameters<typeof runCli>[2]) => runCli(app, args, options);
const channels = async () => (await api(app, 'GET', '/notification-channels', tenant.key)).body.items;

test('channel:add, channel:list, channel:remove: the webhook URL never on the command line nor in the output', async () => {
  const add = ['channel:add', '--tenant', TENANT];
  const noUrl = await cli([...add, '--kind', 'teams', '--name', 'Ops Teams']);
  expect(noUrl.code).toBe(2);
  expect(noUrl.stderr).toContain('read from CHANNEL_URL or, with --url-stdin, from stdin');
  const privateUrl = await cli([...add, '--kind', 'slack', '--name', 'Ops Slack'], {
    env: { CHANNEL_URL: 'http://127.0.0.1:9/hook' },
  });
  expect(privateUrl.code).toBe(1);
  expect(privateUrl.stderr).toMatch(/^cli: url: /m);
  const noMail = await cli([...add, '--kind', 'email', '--name', 'Ops mailbox', '--address', 'ops@msp.test']);
  expect(noMail.stderr).toContain('cli: kind: email is not configured on this server: the operator must set SMTP_URL');
  expect(await channels()).toEqual([]);

  const teams = await cli([...add, '--kind', 'teams', '--name', 'Ops Teams', '--url-stdin'], {
    stdin: `${TEAMS_URL}\n`,
  });
  expect(teams.code, teams.stderr).toBe(0);
  expect(teams.stdout).toMatch(/^Added teams channel Ops Teams \([0-9a-f-]{36}\): URL ending in 9f3e\n$/);
  const mailbox = await cli([...add, '--kind', 'email', '--name', 'Ops mailbox', '--address', 'ops@msp.test'], {
    env: MAIL,
  });
  expect(mailbox.code, mailbox.stderr).toBe(0);
  const duplicate = await cli([...add, '--kind', 'slack', '--name', 'Ops Teams'], {
    env: { CHANNEL_URL: 'https://hooks.slack.com/services/T0/B0/abcd' },
  });
  expect(duplicate.code).toBe(1);

  const listed = await cli(['channel:list', '--tenant', TENANT]);
  expect(listed.stdout).toMatch(/ teams +Ops Teams +URL ending in 9f3e /);
  expect(listed.stdout).toMatch(/ email +Ops mailbox +ops@msp\.test /);
  for (const output of [teams, listed]) expect(output.stdout + output.stderr).not.toContain('secret-part');
  const stored = await app.db.notificationChannel.findFirstOrThrow({ where: { tenantId: tenant.id, kind: 'teams' } });
  expect(app.secrets.open(stored.urlSealed!)).toBe(TEAMS_URL);
  expect((await channels()).map((c: { name: string; urlLastFour: string | null }) => [c.name, c.urlLastFour])).toEqual(
    expect.arrayContaining([
      ['Ops Teams', '9f3e'],
      ['Ops mailbox', null],
    ]),
  );
  const created = await app.db.auditEvent.findMany({
    where: { tenantId: tenant.id, action: 'notification_channel.created' },
  });
  expect(created.map((entry) => entry.actorKind)).toEqual(['cli', 'cli']);
  expect(JSON.stringify(created)).not.toContain('secret-part');

  const removed = await cli(['channel:remove', '--tenant', TENANT, '--channel', 'Ops mailbox']);
  expect(removed.stdout).toContain('Removed email channel Ops mailbox');
  expect((await channels()).map((c: { name: string }) => c.name)).toEqual(['Ops Teams']);
  expect((await cli(['channel:remove', '--tenant', TENANT, '--channel', 'Ops mailbox'])).code).toBe(1);
}, 180_000);

test("notify:show and notify:set: a user's own preferences, set as them; bad input stores nothing", async () => {
  const shown = await cli(['notify:show', '--user', email]);
  expect(shown.stdout).toContain('off: (no kinds) of all organizations');
  const set = ['notify:set', '--user', email];
  const badKind = await cli([...set, '--on', '--kinds', 'control_failing,everything']);
  expect(badKind.code).toBe(1);
  expect(badKind.stderr).toContain('cli: kinds.1: kinds must be any of control_failing');
  const noMail = await cli([...set, '--on', '--email', 'on', '--kinds', 'control_failing']);
  expect(noMail.stderr).toContain('cli: email: email is not configured on this server');
  expect((await cli([...set, '--cadence', 'weekly'])).code).toBe(2);
  expect((await cli(['notify:set', '--user', 'nobody@msp.test', '--on'])).stderr).toContain('no active user');
  expect(await app.db.notificationPreference.count({ where: { userId: tenant.user.id } })).toBe(0);

  const done = await cli(
    [
      ...set,
      '--on',
      '--kinds',
      'control_failing,detection_opened',
      '--min-severity',
      'medium',
      '--cadence',
      'digest',
      '--digest-hour',
      '7',
      '--time-zone',
      'Europe/Berlin',
      '--channels',
      'Ops Teams',
    ],
    { env: MAIL },
  );
  expect(done.code, done.stderr).toBe(0);
  expect(done.stdout).toContain('on: control_failing, detection_opened of all organizations');
  expect(done.stdout).toContain('a daily digest at 07:00 Europe/Berlin');
  expect(done.stdout).toContain('to: Ops Teams');
  const teams = (await channels())[0];
  const own = await api(app, 'GET', '/notifications/preferences', tenant.accessToken);
  expect(own.body).toMatchObject({
    enabled: true,
    scope: 'all',
    kinds: ['control_failing', 'detection_opened'],
    minSeverity: 'medium',
    cadence: 'digest',
    digestHour: 7,
    timeZone: 'Europe/Berlin',
    email: false,
    channelIds: [teams.id],
  });
  const entry = await app.db.auditEvent.findFirstOrThrow({
    where: { tenantId: tenant.id, action: 'notification_preferences.set' },
  });
  expect(entry).toMatchObject({ actorKind: 'cli', targetId: tenant.user.id });

  // What is not given is kept.
  expect((await cli([...set, '--off'])).stdout).toContain('off: control_failing, detection_opened');
  expect((await api(app, 'GET', '/notifications/preferences', tenant.accessToken)).body).toMatchObject({
    enabled: false,
    cadence: 'digest',
    channelIds: [teams.id],
  });
}, 180_000);
