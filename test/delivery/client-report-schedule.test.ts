import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, fact, type Tenant } from '../engine/support.ts';
import { startTestApp, type TestApp, TestClock } from '../support/app.ts';
import { request } from '../support/http.ts';
import { type MailCatcher, startMailCatcher, tenantWithFailingClient } from './support.ts';

/**
 * The proof for scheduled reports: a monthly schedule's run, on the real job queue, emails
 * the branded report to a real SMTP server with the HTML and the PDF attached; the PDF's text
 * (pdftotext) holds the client's name, the rollup, the failing control and the MSP's name; the
 * copy is listed and downloadable.
 */

let app: TestApp;
let mail: MailCatcher;
let tenant: Tenant;
let organizationId: string;
const clock = new TestClock(new Date('2026-12-10T09:00:00.000Z'));

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="#0a7"/><image href="https://evil.test/x.png"/></svg>`;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startTestApp({ clock, deliver: true, mail: { smtpUrl: mail.url, from: 'Reports <reports@msp.test>' } });
  ({ tenant, organizationId } = await tenantWithFailingClient(app, 'Report MSP'));
}, 60_000);

afterAll(async () => {
  await app?.close();
  await mail?.close();
});

describe('scheduled client reports', () => {
  test('branding keeps a sanitised SVG logo: no script, no handler, no external reference', async () => {
    const set = await api(app, 'PUT', '/branding', tenant.key, {
      mspName: 'Northwind IT',
      accentColor: '#0A7A5A',
      footer: 'Northwind IT, 1 Main Street',
      logo: Buffer.from(LOGO).toString('base64'),
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      mspName: 'Northwind IT',
      accentColor: '#0a7a5a',
      footer: 'Northwind IT, 1 Main Street',
    });
    const svg = Buffer.from(set.body.logo.dataUrl.split(',')[1], 'base64').toString('utf8');
    expect(set.body.logo.contentType).toBe('image/svg+xml');
    expect(svg).toContain('<rect width="10" height="10" fill="#0a7"/>');
    expect(svg).not.toMatch(/script|onload|evil|image/);
    const bad = await api(app, 'PUT', '/branding', tenant.key, {
      mspName: 'X',
      accentColor: '#000000',
      logo: Buffer.from('GIF89a').toString('base64'),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({
      type: 'value_error',
      loc: ['body', 'logo'],
      msg: 'Value error, logo must be a PNG or an SVG image',
    });
    const viewer = await api(app, 'PUT', '/branding', await tenant.keyWith(['organization.read']), {
      mspName: 'X',
      accentColor: '#000000',
    });
    expect(viewer.status).toBe(403);
  });

  test('a due monthly run emails the report with its HTML and PDF, and keeps a copy', async () => {
    const schedule = await api(app, 'PUT', `/organizations/${organizationId}/report-schedule`, tenant.key, {
      cadence: 'monthly',
      dayOfMonth: 1,
      hour: 7,
      timeZone: 'Europe/Paris',
      recipients: ['it@initech.test', 'ceo@initech.test'],
    });
    expect(schedule.status).toBe(200);
    expect(schedule.body.nextRunAt).toBe('2027-01-01T06:00:00.000Z');

    // The month passes: the schedule's one job comes due.
    clock.advance(new Date('2027-01-01T06:00:30.000Z').getTime() - clock.now().getTime());
    await app.db
      .$queryRaw`SELECT graphile_worker.reschedule_jobs(ARRAY(SELECT id FROM graphile_worker.jobs WHERE task_identifier = 'run_client_report'), run_at => now())`;
    await app.evaluationsSettled();

    expect(mail.messages).toHaveLength(1);
    const [message] = mail.messages;
    expect(mail.recipients[0]).toEqual(['it@initech.test', 'ceo@initech.test']);
    expect(message!.subject).toBe('Compliance report: Initech Dental (2027-01-01)');
    expect(message!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['compliance-report-initech-dental-2027-01-01.html', 'text/html'],
      ['compliance-report-initech-dental-2027-01-01.pdf', 'application/pdf'],
    ]);
    const dir = mkdtempSync(path.join(tmpdir(), 'report-'));
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, message!.attachments[1]!.content);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Compliance report: Initech Dental');
    expect(text).toContain('Northwind IT');
    expect(text).toMatch(/Overall: Fail/);
    expect(text).toMatch(/All standards\s+0\s+1\s+0\s+0\s+0/);
    expect(text).toContain('Disk encryption (Baseline, high)');
    expect(text).toContain('What changed since the last report');
    const html = message!.attachments[0]!.content.toString('utf8');
    expect(html).toContain('Northwind IT');
    expect(html).toContain('Disk encryption');

    const listed = await api(app, 'GET', `/organizations/${organizationId}/reports`, tenant.key);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(1);
    expect(listed.body.items[0]).toMatchObject({
      scheduled: true,
      dueAt: '2027-01-01T06:00:00.000Z',
      recipients: ['it@initech.test', 'ceo@initech.test'],
      emailError: null,
      failingControls: [{ name: 'Disk encryption', standardName: 'Baseline' }],
    });
    expect(listed.body.items[0].emailedAt).not.toBeNull();
    const id = listed.body.items[0].id;
    const pdf = await fetch(`${app.url}/api/v1/organizations/${organizationId}/reports/${id}/pdf`, {
      headers: { authorization: `Bearer ${tenant.key}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(message!.attachments[1]!.content)).toBe(true);
    const other = await api(
      app,
      'GET',
      `/organizations/${organizationId}/reports`,
      await app.key(['detection.read', 'organization.read']),
    );
    expect(other.status).toBe(404);

    // The schedule moved on to February, with one job for it.
    const next = await api(app, 'GET', `/organizations/${organizationId}/report-schedule`, tenant.key);
    expect(next.body).toMatchObject({ nextRunAt: '2027-02-01T06:00:00.000Z', lastRunAt: '2027-01-01T06:00:00.000Z' });
  }, 60_000);

  test('the next report says what changed since the last one', async () => {
    await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
      typeCode: 'intune',
      facts: [fact('device.disk.encrypted', 'reception-pc', { encrypted: true })],
    });
    await app.evaluationsSettled();
    const queued = await api(app, 'POST', `/organizations/${organizationId}/reports`, tenant.key);
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ organizationId, recipients: ['it@initech.test', 'ceo@initech.test'] });
    await app.evaluationsSettled();
    expect(mail.messages).toHaveLength(2);
    const html = mail.messages[1]!.attachments[0]!.content.toString('utf8');
    expect(html).toMatch(
      /What changed since the last report \(2027-01-01\)<\/h2><h3>Stopped failing<\/h3><ul><li>Disk encryption/,
    );
  }, 60_000);
});

describe('without email configured', () => {
  test('a schedule is refused with a 422 naming the missing setting', async () => {
    const bare = await startTestApp({ worker: false, databaseUrl: app.databaseUrl });
    try {
      const refused = await request(`${bare.url}/api/v1/organizations/${organizationId}/report-schedule`, {
        method: 'PUT',
        token: tenant.key,
        body: { cadence: 'weekly', dayOfWeek: 1, recipients: ['it@initech.test'] },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.detail[0]).toMatchObject({
        type: 'value_error',
        loc: ['body', 'recipients'],
        msg: 'Value error, email is not configured on this server: the operator must set SMTP_URL',
      });
    } finally {
      await bare.close();
    }
  }, 60_000);
});
