import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EXCEPTION_WARNINGS_TASK } from '../../src/delivery/notifications/worker.ts';
import { api, fact, graphql, onboardTenant, type Tenant } from '../engine/support.ts';
import { startTestApp, type TestApp, TestClock } from '../support/app.ts';
import { eventually, type Receiver, startReceiver } from '../support/events.ts';
import { request } from '../support/http.ts';
import {
  enabledStandard,
  intuneOrganization,
  type MailCatcher,
  newControl,
  signedInViewer,
  startMailCatcher,
} from './support.ts';

/**
 * Who is told of what, through the real worker, SMTP server and a Teams receiver: the least
 * severity of detections, "assigned to me", exception-expiry warnings (once each), a send that
 * fails once and is retried (without a second copy), an integration going into error and out of it
 * (once each), and another tenant's channel (a 404).
 */

const DAY = 86_400_000;
let app: TestApp;
let mail: MailCatcher;
let teams: Receiver;
/** Answers of the Teams receiver still to fail with a 500. */
let teamsFailures = 0;
let tenant: Tenant;
let analyst: { id: string; email: string; token: string };
let teamsChannelId: string;
const organizations: Record<'globex' | 'initech', string> = { globex: '', initech: '' };
const controls: Record<'disk' | 'screen', string> = { disk: '', screen: '' };
const clock = new TestClock(new Date(Date.now() - 60_000));

const to = (address: string) => mail.messages.filter((m) => JSON.stringify(m.to ?? '').includes(address));
const adminAddress = () => `admin-${tenant.id}@engine.example`;

async function push(organization: keyof typeof organizations, state: { disk: boolean; screen: boolean }) {
  clock.advance(60_000);
  const pushed = await api(app, 'POST', `/organizations/${organizations[organization]}/facts`, tenant.key, {
    typeCode: 'intune',
    facts: [
      fact('device.disk.encrypted', 'laptop-1', { encrypted: state.disk }),
      fact('device.compliance.compliant', 'laptop-1', { compliant: state.screen }),
    ],
  });
  expect(pushed.status).toBe(202);
}

async function setPreferences(token: string, preferences: Record<string, unknown>) {
  const saved = await api(app, 'PUT', '/notifications/preferences', token, {
    enabled: true,
    cadence: 'immediate',
    email: true,
    ...preferences,
  });
  expect(saved.status, saved.text).toBe(200);
}

beforeAll(async () => {
  [mail, teams] = await Promise.all([
    startMailCatcher(),
    startReceiver((_r, _i, res) => {
      if (teamsFailures > 0) {
        teamsFailures--;
        res.writeHead(500).end('busy');
      } else res.writeHead(200).end('1');
    }),
  ]);
  app = await startTestApp({
    clock,
    deliver: true,
    allowPrivateWebhookTargets: true,
    mail: { smtpUrl: mail.url, from: 'Compliance <compliance@msp.test>' },
    publicUrl: 'http://gateway.test',
  });
  tenant = await onboardTenant(app, 'Rules MSP');
  analyst = await signedInViewer(app, tenant.id, `analyst-${tenant.id}@rules.test`);
  const ids = await enabledStandard(app, tenant, 'Rules', [
    newControl('Disk encryption', 'high', 'device.disk.encrypted', { encrypted: true }),
    newControl('Device compliance', 'low', 'device.compliance.compliant', { compliant: true }),
  ]);
  controls.disk = ids['Disk encryption']!;
  controls.screen = ids['Device compliance']!;
  organizations.globex = await intuneOrganization(app, tenant, 'Globex');
  organizations.initech = await intuneOrganization(app, tenant, 'Initech');
  const channel = await api(app, 'POST', '/notification-channels', tenant.key, {
    kind: 'teams',
    name: 'Rules Teams',
    url: `${teams.url}/webhookb2/rules`,
  });
  expect(channel.status).toBe(201);
  teamsChannelId = channel.body.id;

  // The admin: detections of medium severity or more, everywhere; the analyst: controls failing where assigned.
  await setPreferences(tenant.accessToken, { scope: 'all', kinds: ['detection_opened'], minSeverity: 'medium' });
  await setPreferences(analyst.token, { scope: 'assigned', kinds: ['control_failing'], minSeverity: 'high' });
  await push('globex', { disk: true, screen: true });
  await push('initech', { disk: true, screen: true });
  await app.evaluationsSettled();
  expect(mail.messages).toHaveLength(0);
}, 90_000);

afterAll(async () => {
  await app?.close();
  await Promise.all([mail?.close(), teams?.close()]);
});

describe('what each user is told', () => {
  test('minSeverity: a high detection is told, a low one of the same change is not', async () => {
    await push('globex', { disk: false, screen: false });
    await app.evaluationsSettled();
    const opened = await app.db.detection.findMany({
      where: { organizationId: organizations.globex, status: 'open' },
      select: { severity: true },
      orderBy: { severity: 'asc' },
    });
    // Both were opened: the low one is held back by the preference, not missing.
    expect(opened.map((d) => d.severity).sort()).toEqual(['high', 'low']);
    const admin = to(adminAddress());
    expect(admin.map((m) => m.subject)).toEqual(['1 new high detection of Disk encryption for Globex']);
    expect(admin[0]!.text).not.toContain('Device compliance');
    // The analyst is assigned nothing yet: told nothing of Globex.
    expect(to(analyst.email)).toHaveLength(0);
  });

  test('assigned to me: only the organizations where the user is assigned a detection', async () => {
    const detection = await app.db.detection.findFirstOrThrow({
      where: { organizationId: organizations.globex, controlId: controls.disk, status: 'open' },
    });
    const triaged = await api(app, 'PATCH', `/detections/${detection.id}/triage`, tenant.key, {
      assigneeId: analyst.id,
    });
    expect(triaged.status, triaged.text).toBe(200);

    await push('initech', { disk: false, screen: true }); // another organization: not the analyst's
    await push('globex', { disk: false, screen: true }); // device compliance stops failing where assigned
    await app.evaluationsSettled();
    expect(to(analyst.email).map((m) => m.subject)).toEqual(['Device compliance no longer fails for Globex']);

    // The fix resolves the assigned detection itself: its assignee hears of it.
    await push('globex', { disk: true, screen: true });
    await app.evaluationsSettled();
    expect(to(analyst.email).map((m) => m.subject)).toEqual([
      'Device compliance no longer fails for Globex',
      'Disk encryption no longer fails for Globex',
    ]);
    // The admin (detections only, everywhere) heard of Initech's.
    expect(to(adminAddress()).map((m) => m.subject)).toEqual([
      '1 new high detection of Disk encryption for Globex',
      '1 new high detection of Disk encryption for Initech',
    ]);
  });

  test('an exception ending within 7 days is told once; a later one when its week comes', async () => {
    await setPreferences(tenant.accessToken, { scope: 'all', kinds: ['exception_expiring'], minSeverity: 'high' });
    const override = (control: string, days: number) =>
      api(app, 'PUT', `/organizations/${organizations.initech}/controls/${control}/override`, tenant.key, {
        enabled: false,
        reason: 'Replacement laptops on order',
        expiresAt: new Date(clock.now().getTime() + days * DAY).toISOString(),
      });
    expect((await override(controls.disk, 3)).status).toBe(200);
    expect((await override(controls.screen, 10)).status).toBe(200);
    await app.evaluationsSettled();
    const before = to(adminAddress()).length;
    const warn = async () => {
      await app.db.$queryRaw`SELECT graphile_worker.add_job(${EXCEPTION_WARNINGS_TASK}, '{}'::json)`;
      await app.evaluationsSettled();
    };
    await warn();
    clock.advance(3_600_000);
    await warn(); // the next hour's run: nothing new
    let warnings = to(adminAddress()).slice(before);
    expect(warnings.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^An exception for Initech ends \d{4}-\d\d-\d\d \d\d:\d\d UTC: Control Disk encryption$/),
    ]);
    expect(warnings[0]!.text).toContain('Reason: Replacement laptops on order');

    clock.advance(4 * DAY); // the device compliance's exception now ends within the week
    await warn();
    await warn();
    warnings = to(adminAddress()).slice(before);
    expect(warnings.map((m) => m.subject?.replace(/ends .* UTC/, 'ends …'))).toEqual([
      'An exception for Initech ends …: Control Disk encryption',
      'An exception for Initech ends …: Control Device compliance',
    ]);
  });

  test('a send that fails once (SMTP 451, Teams 500) is retried and arrives once', async () => {
    // The clock moved days on: the admin signs in again.
    const login = await request(`${app.url}/api/v1/auth/login`, {
      method: 'POST',
      body: { email: adminAddress(), password: 'engine-admin-password' },
    });
    await setPreferences(login.body.accessToken, {
      scope: 'all',
      kinds: ['detection_opened'],
      minSeverity: 'high',
      channelIds: [teamsChannelId],
    });
    const mailBefore = mail.messages.length;
    const teamsBefore = teams.received.length;
    mail.refuseNext(1);
    teamsFailures = 1;
    const earlier = (await app.db.notificationMessage.findMany({ where: { tenantId: tenant.id } })).map((m) => m.id);
    await push('globex', { disk: false, screen: true });
    // The failed attempts wait out graphile-worker's backoff (about 3 s) before the second.
    const messages = await eventually(
      async () => {
        const rows = await app.db.notificationMessage.findMany({
          where: { tenantId: tenant.id, id: { notIn: earlier } },
          orderBy: { destination: 'asc' },
        });
        return rows.length === 2 && rows.every((row) => row.status === 'sent') && rows;
      },
      30_000,
      'both messages sent',
    );
    // A message is marked sent inside its retried job, whose row (still holding the first attempt's
    // error) goes a moment later: settling before then would report that error as a failure.
    await eventually(
      async () =>
        (
          await app.db.$queryRaw<{ left: number }[]>`
            SELECT count(*)::int AS left FROM graphile_worker.jobs WHERE task_identifier = 'send_notification'`
        )[0]!.left === 0,
      10_000,
      'the retried sends finished',
    );
    await app.evaluationsSettled();
    expect(messages.map((m) => [m.destination.split(':')[0], m.attempts, m.lastError])).toEqual([
      ['channel', 2, null],
      ['email', 2, null],
    ]);
    expect(mail.refused()).toBe(1);
    expect(mail.messages.slice(mailBefore).map((m) => m.subject)).toEqual([
      '1 new high detection of Disk encryption for Globex',
    ]);
    // The receiver saw the refused post and the accepted one: one card delivered.
    expect(teams.received.length - teamsBefore).toBe(2);
    expect(teams.received.at(-1)!.body).toBe(teams.received.at(-2)!.body);
  }, 60_000);

  test('an integration in error is told once, its recovery once; further reports of the same state tell nothing', async () => {
    const login = await request(`${app.url}/api/v1/auth/login`, {
      method: 'POST',
      body: { email: adminAddress(), password: 'engine-admin-password' },
    });
    await setPreferences(login.body.accessToken, {
      scope: 'all',
      kinds: ['integration_error'],
      minSeverity: 'high',
      channelIds: [],
    });
    const before = to(adminAddress()).length;
    // As a connector reports its runs (the connector kit's PUT): twice in error, then twice connected.
    const report = async (body: Record<string, unknown>) => {
      clock.advance(60_000);
      const put = await api(
        app,
        'PUT',
        `/organizations/${organizations.initech}/integrations/intune`,
        tenant.key,
        body,
      );
      expect(put.status, put.text).toBe(200);
      await app.evaluationsSettled();
    };
    await report({ status: 'error', message: 'Graph API 401: admin consent was revoked' });
    await report({ status: 'error', message: 'Graph API 401: still no consent' });
    await report({ status: 'connected' });
    await report({ status: 'connected' });
    const told = to(adminAddress()).slice(before);
    expect(told.map((m) => m.subject)).toEqual([
      'The intune integration of Initech is in error',
      'The intune integration of Initech is no longer in error',
    ]);
    expect(told[0]!.text).toContain('Error: Graph API 401: admin consent was revoked');
    expect(told[1]!.text).toContain('Status: error -> connected');
    const rows = await app.db.notification.findMany({
      where: { tenantId: tenant.id, kind: 'integration_error' },
      select: { organizationId: true },
    });
    expect(rows).toEqual([{ organizationId: organizations.initech }, { organizationId: organizations.initech }]);
  });
});

describe('another tenant', () => {
  test("another tenant's channel id is a 404 on REST and the graph, and no preference may name it", async () => {
    const other = await onboardTenant(app, 'Other Rules MSP');
    const rest = await api(app, 'DELETE', `/notification-channels/${teamsChannelId}`, other.key);
    expect(rest.status).toBe(404);
    expect(rest.body).toEqual({ detail: 'Notification channel not found' });
    const graph = await graphql(app, other.key, 'mutation ($id: UUID!) { deleteNotificationChannel(id: $id) }', {
      id: teamsChannelId,
    });
    expect(graph.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const listed = await api(app, 'GET', '/notification-channels', other.key);
    expect(listed.body).toEqual({ items: [] });
    const named = await api(app, 'PUT', '/notifications/preferences', other.accessToken, {
      enabled: true,
      scope: 'all',
      kinds: ['control_failing'],
      minSeverity: 'high',
      cadence: 'immediate',
      email: false,
      channelIds: [teamsChannelId],
    });
    expect(named.status).toBe(422);
    expect(named.body.detail[0]).toMatchObject({
      loc: ['body', 'channelIds', 0],
      msg: 'Value error, no notification channel of the tenant has this id',
    });
    // Still there for its own tenant.
    const own = await api(app, 'GET', '/notification-channels', tenant.key);
    expect(own.body.items.map((c: { id: string }) => c.id)).toEqual([teamsChannelId]);
  });
});
