import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOTIFY_BATCH_TASK } from '../../src/data/notifications.ts';
import { NOTIFICATION_DIGESTS_TASK } from '../../src/delivery/notifications/worker.ts';
import { api, fact, onboardTenant, type Tenant } from '../engine/support.ts';
import { startTestApp, type TestApp, TestClock } from '../support/app.ts';
import { type Receiver, startReceiver } from '../support/events.ts';
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
 * The proof: a day of changes, a flapping control included, through the real job queue,
 * a real SMTP server (smtp-server, parsed with mailparser) and local Teams and Slack receivers.
 * The admin is told at once (email and Teams), the analyst by a daily digest (email and Slack).
 */

const HOUR = 3_600_000;
let app: TestApp;
let mail: MailCatcher;
let teams: Receiver;
let slack: Receiver;
let tenant: Tenant;
let analystToken: string;
let analystEmail: string;
let organizationId: string;
const clock = new TestClock(new Date('2026-12-01T06:00:00.000Z'));

async function at(hour: number, encrypted: boolean) {
  clock.advance(new Date(`2026-12-01T${String(hour).padStart(2, '0')}:00:00.000Z`).getTime() - clock.now().getTime());
  const pushed = await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
    typeCode: 'intune',
    facts: [
      fact('device.disk.encrypted', 'laptop-1', { encrypted }),
      fact('device.disk.encrypted', 'laptop-2', { encrypted: true }),
    ],
  });
  expect(pushed.status).toBe(202);
  await app.evaluationsSettled();
}

async function runDigests() {
  await app.db.$queryRaw`SELECT graphile_worker.add_job(${NOTIFICATION_DIGESTS_TASK}, '{}'::json)`;
  await app.evaluationsSettled();
}

/** A header as sent (mailparser folds the List-* headers into one object). */
const header = (message: ParsedMail, name: string) =>
  (message.headerLines.find((line) => line.key === name)?.line ?? '')
    .replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, '');

const to = (address: string) => mail.messages.filter((m) => m.to && JSON.stringify(m.to).includes(address));

beforeAll(async () => {
  [mail, teams, slack] = await Promise.all([
    startMailCatcher(),
    startReceiver((_r, _i, res) => res.writeHead(200).end('1')),
    startReceiver((_r, _i, res) => res.writeHead(200).end('ok')),
  ]);
  app = await startTestApp({
    clock,
    deliver: true,
    allowPrivateWebhookTargets: true,
    mail: { smtpUrl: mail.url, from: 'Compliance <compliance@msp.test>' },
    publicUrl: 'http://gateway.test',
  });
  tenant = await onboardTenant(app, 'Notify MSP');
  analystEmail = `analyst-${tenant.id}@notify.test`;
  analystToken = (await signedInViewer(app, tenant.id, analystEmail)).token;
  await enabledStandard(app, tenant, 'Baseline', [
    newControl('Disk encryption', 'high', 'device.disk.encrypted', { encrypted: true }),
  ]);
  organizationId = await intuneOrganization(app, tenant, 'Globex');

  const teamsChannel = await api(app, 'POST', '/notification-channels', tenant.key, {
    kind: 'teams',
    name: 'SOC Teams',
    url: `${teams.url}/webhookb2/abc`,
  });
  expect(teamsChannel.status).toBe(201);
  expect(teamsChannel.body).toMatchObject({ kind: 'teams', configured: true, urlLastFour: '/abc', address: null });
  expect(JSON.stringify(teamsChannel.body)).not.toContain(teams.url);
  const slackChannel = await api(app, 'POST', '/notification-channels', tenant.key, {
    kind: 'slack',
    name: 'SOC Slack',
    url: `${slack.url}/services/T0/B0/x`,
  });
  expect(slackChannel.status).toBe(201);

  const admin = await api(app, 'PUT', '/notifications/preferences', tenant.accessToken, {
    enabled: true,
    scope: 'all',
    kinds: ['control_failing', 'detection_opened'],
    minSeverity: 'high',
    cadence: 'immediate',
    email: true,
    channelIds: [teamsChannel.body.id],
  });
  expect(admin.status, JSON.stringify(admin.body)).toBe(200);
  const analyst = await api(app, 'PUT', '/notifications/preferences', analystToken, {
    enabled: true,
    scope: 'all',
    kinds: ['control_failing'],
    minSeverity: 'high',
    cadence: 'digest',
    digestHour: 18,
    timeZone: 'UTC',
    email: true,
    channelIds: [slackChannel.body.id],
  });
  expect(analyst.status).toBe(200);
  await app.evaluationsSettled();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await Promise.all([mail?.close(), teams?.close(), slack?.close()]);
});

describe('a day of changes', () => {
  test('one message per change of state, the flapping control summarised once, one digest', async () => {
    await at(7, true); // first evaluation: passes, nothing to tell
    await at(8, false); // fails (and opens a detection): one message
    await at(9, true); // passes again: one message
    await at(10, false); // fails: one message
    await at(11, true); // passes: one message
    await at(12, false); // fails a third time within 24 h: flapping, one summary
    await at(13, true); // held
    await at(14, false); // held, its detection too
    await at(15, true); // held

    const adminMail = to(`admin-${tenant.id}`);
    expect(adminMail.map((m) => m.subject)).toEqual([
      'Compliance changes (2 changes)',
      'Disk encryption no longer fails for Globex',
      'Compliance changes (2 changes)',
      'Disk encryption no longer fails for Globex',
      'Compliance changes (2 changes)',
    ]);
    expect(adminMail[0]!.text).toContain('Disk encryption fails for Globex');
    expect(adminMail[0]!.text).toContain('1 new high detection of Disk encryption for Globex');
    expect(adminMail[4]!.text).toContain('Disk encryption is flapping for Globex');
    expect(adminMail[4]!.text).toContain('started failing 3 times and stopped 2 times within 24 hours');
    // RFC 8058 one-click unsubscribe on every notification email.
    expect(header(adminMail[0]!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(adminMail[0]!, 'list-unsubscribe')).toMatch(
      /^<http:\/\/gateway\.test\/api\/v1\/notifications\/unsubscribe\?token=[^>]+>$/,
    );

    expect(teams.received).toHaveLength(5);
    const card = JSON.parse(teams.received[0]!.body);
    expect(card.type).toBe('message');
    expect(card.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card.attachments[0].content.type).toBe('AdaptiveCard');
    // Digest readers get nothing before their hour.
    expect(to(analystEmail)).toHaveLength(0);
    expect(slack.received).toHaveLength(0);

    clock.advance(3 * HOUR); // 18:00 UTC
    await runDigests();
    const digest = to(analystEmail);
    expect(digest.map((m) => m.subject)).toEqual(['Compliance digest of 2026-12-01: 5 changes']);
    expect(digest[0]!.text).toContain('Disk encryption is flapping for Globex');
    expect(slack.received).toHaveLength(1);
    const blocks = JSON.parse(slack.received[0]!.body);
    expect(blocks.text).toBe('Your compliance digest of 2026-12-01: 5 changes');
    expect(blocks.blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: 'Your compliance digest of 2026-12-01' },
    });

    // Later the same day, and the next day with nothing new: no digest.
    clock.advance(HOUR);
    await runDigests();
    clock.advance(24 * HOUR);
    await runDigests();
    expect(to(analystEmail)).toHaveLength(1);
    expect(slack.received).toHaveLength(1);
    expect(mail.messages).toHaveLength(6);
  }, 120_000);

  test('replaying every outbox batch of the day sends nothing again', async () => {
    const batches = await app.db.changeEvent.findMany({
      where: { tenantId: tenant.id },
      distinct: ['batchId'],
      select: { batchId: true },
    });
    expect(batches.length).toBeGreaterThan(8);
    for (const { batchId } of batches) {
      await app.db
        .$queryRaw`SELECT graphile_worker.add_job(${NOTIFY_BATCH_TASK}, json_build_object('batchId', ${batchId}::text))`;
    }
    await app.evaluationsSettled();
    await runDigests();
    expect(mail.messages).toHaveLength(6);
    expect(teams.received).toHaveLength(5);
    expect(slack.received).toHaveLength(1);
  }, 60_000);

  test('the unsubscribe link stops the email in one click, and only that', async () => {
    const link = header(to(`admin-${tenant.id}`)[0]!, 'list-unsubscribe').slice(1, -1);
    const token = new URL(link).searchParams.get('token')!;
    const forged = await request(`${app.url}/api/v1/notifications/unsubscribe?token=${token.slice(0, -2)}xx`, {
      method: 'POST',
    });
    expect(forged.status).toBe(404);
    // As a mail client posts it (RFC 8058 3.2): the link itself, with the one-click form body.
    const first = await request(`${app.url}/api/v1/notifications/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'List-Unsubscribe=One-Click',
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ stopped: true, destination: 'email' });
    const again = await request(`${app.url}/api/v1/notifications/unsubscribe?token=${token}`, { method: 'POST' });
    expect(again.body).toEqual({ stopped: false, destination: 'email' });
    // The test clock moved a day on: the admin signs in again.
    const login = await request(`${app.url}/api/v1/auth/login`, {
      method: 'POST',
      body: { email: `admin-${tenant.id}@engine.example`, password: 'engine-admin-password' },
    });
    const prefs = await api(app, 'GET', '/notifications/preferences', login.body.accessToken);
    expect(prefs.body).toMatchObject({ email: false, enabled: true, kinds: ['control_failing', 'detection_opened'] });
    expect(prefs.body.channelIds).toHaveLength(1);
    const audit = await app.db.auditEvent.findMany({
      where: { tenantId: tenant.id, action: { startsWith: 'notification' } },
      orderBy: { occurredAt: 'asc' },
    });
    expect(audit.map((a) => a.action)).toEqual([
      'notification_channel.created',
      'notification_channel.created',
      'notification_preferences.set',
      'notification_preferences.set',
      'notification_preferences.unsubscribed',
    ]);
  });
});
