import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { api, type Tenant } from '../engine/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { type MailCatcher, runCli, startMailCatcher, tenantWithFailingClient } from './support.ts';

/**
 * The operator CLI's report verbs run on the graph as the console and REST do: the tenant's
 * branding (a logo read from disk, sanitised), an organization's schedule (refused while the CLI
 * has no email set-up, as the service would be), and a report made now that the service's worker
 * emails to a real SMTP server with both attachments. Each write is an audit entry of the command
 * line; bad input is refused with the field's path and nothing stored.
 */

let app: TestApp;
let mail: MailCatcher;
let tenant: Tenant;
let organizationId: string;
const TENANT = 'CLI Report MSP';
const dir = mkdtempSync(path.join(tmpdir(), 'report-cli-'));

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startTestApp({ deliver: true, mail: { smtpUrl: mail.url, from: 'Reports <reports@msp.test>' } });
  ({ tenant, organizationId } = await tenantWithFailingClient(app, TENANT));
}, 90_000);

afterAll(async () => {
  await app?.close();
  await mail?.close();
});

const cli = (args: string[], env?: Record<string, string>) => runCli(app, args, { env });
const withMail = { SMTP_URL: '', MAIL_FROM: '' };
const branding = async () => (await api(app, 'GET', '/branding', tenant.key)).body;

test('branding:show and branding:set: a logo from disk, sanitised; bad input stores nothing', async () => {
  expect((await cli(['branding:show', '--tenant', TENANT])).stdout).toContain('updated: never (the defaults apply)');
  const svg = path.join(dir, 'logo.svg');
  writeFileSync(
    svg,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="#0a7"/></svg>',
  );
  const args = ['branding:set', '--tenant', TENANT];
  const set = await cli([
    ...args,
    '--name',
    'Northwind IT',
    '--accent',
    '#0A7A5A',
    '--footer',
    'Northwind IT, 1 Main St',
    '--logo',
    svg,
  ]);
  expect(set.code, set.stderr).toBe(0);
  expect(set.stdout).toContain(
    'name: Northwind IT\naccent colour: #0a7a5a\nfooter: Northwind IT, 1 Main St\nlogo: SVG',
  );
  const stored = await branding();
  expect(stored).toMatchObject({ mspName: 'Northwind IT', accentColor: '#0a7a5a', footer: 'Northwind IT, 1 Main St' });
  const logo = Buffer.from(stored.logo.dataUrl.split(',')[1], 'base64').toString('utf8');
  expect(logo).toContain('<rect width="10" height="10" fill="#0a7"/>');
  expect(logo).not.toMatch(/script|onload/);
  const entry = await app.db.auditEvent.findFirstOrThrow({ where: { tenantId: tenant.id, action: 'branding.set' } });
  expect(entry.actorKind).toBe('cli');

  const gif = path.join(dir, 'logo.gif');
  writeFileSync(gif, 'GIF89a');
  const badLogo = await cli([...args, '--logo', gif]);
  expect(badLogo.code).toBe(1);
  expect(badLogo.stderr).toContain('cli: logo: logo must be a PNG or an SVG image');
  const badAccent = await cli([...args, '--accent', 'red']);
  expect(badAccent.code).toBe(1);
  expect(badAccent.stderr).toMatch(/^cli: accentColor: /m);
  expect((await cli([...args, '--logo', path.join(dir, 'missing.png')])).code).toBe(2);
  expect((await cli([...args, '--logo', svg, '--no-logo'])).code).toBe(2);
  expect(await branding()).toEqual(stored);

  // What is not given is kept, the logo included; --no-logo removes it.
  expect((await cli([...args, '--footer', ''])).code).toBe(0);
  expect(await branding()).toMatchObject({ mspName: 'Northwind IT', footer: '', logo: stored.logo });
  expect((await cli([...args, '--no-logo'])).stdout).toContain('logo: (none)');
  expect((await branding()).logo).toBeNull();
}, 120_000);

test('report:schedule shows, sets (email set-up required, bad input refused), and removes', async () => {
  const args = ['report:schedule', '--tenant', TENANT, '--org', 'Initech Dental'];
  expect((await cli(args)).stdout).toBe('Initech Dental has no report schedule\n');
  const schedule = [
    '--monthly',
    '5',
    '--recipients',
    'IT@initech.test, ceo@initech.test',
    '--time-zone',
    'Europe/Berlin',
  ];
  const noMail = await cli([...args, ...schedule]);
  expect(noMail.code).toBe(1);
  expect(noMail.stderr).toContain(
    'cli: recipients: email is not configured on this server: the operator must set SMTP_URL',
  );
  const mailEnv = { ...withMail, SMTP_URL: mail.url, MAIL_FROM: 'Reports <reports@msp.test>' };
  const bad = await cli([...args, '--monthly', '31', '--recipients', 'it@initech.test,not-an-address'], mailEnv);
  expect(bad.code).toBe(1);
  expect(bad.stderr).toMatch(/^cli: dayOfMonth: .*; recipients\.1: /m);
  expect((await cli([...args, '--monthly', '5', '--weekly', 'fri'], mailEnv)).code).toBe(2);
  expect((await cli([...args, '--hour', '7'], mailEnv)).stderr).toContain('a new schedule needs --monthly');
  expect(await app.db.reportSchedule.count({ where: { organizationId } })).toBe(0);

  const set = await cli([...args, ...schedule], mailEnv);
  expect(set.code, set.stderr).toBe(0);
  expect(set.stdout).toContain('monthly on day 5 at 07:00 Europe/Berlin, 90 days of trend');
  expect(set.stdout).toContain('recipients: it@initech.test, ceo@initech.test');
  const created = await app.db.auditEvent.findFirstOrThrow({
    where: { tenantId: tenant.id, action: 'report_schedule.created' },
  });
  expect(created.actorKind).toBe('cli');

  const weekly = await cli([...args, '--weekly', 'friday', '--hour', '9'], mailEnv);
  expect(weekly.code, weekly.stderr).toBe(0);
  expect((await api(app, 'GET', `/organizations/${organizationId}/report-schedule`, tenant.key)).body).toMatchObject({
    cadence: 'weekly',
    dayOfMonth: null,
    dayOfWeek: 5,
    hour: 9,
    timeZone: 'Europe/Berlin',
    recipients: ['it@initech.test', 'ceo@initech.test'],
    days: 90,
  });
  expect((await cli(args)).stdout).toContain('weekly on friday at 09:00 Europe/Berlin');

  const removed = await cli([...args, '--remove']);
  expect(removed.stdout).toContain('report schedule removed');
  expect((await api(app, 'GET', `/organizations/${organizationId}/report-schedule`, tenant.key)).status).toBe(404);
  const deleted = await app.db.auditEvent.findFirstOrThrow({
    where: { tenantId: tenant.id, action: 'report_schedule.deleted' },
  });
  expect(deleted.actorKind).toBe('cli');
}, 180_000);

test('report:run makes the report now: the worker emails it with HTML and PDF; report:list shows it sent', async () => {
  const mailEnv = { SMTP_URL: mail.url, MAIL_FROM: 'Reports <reports@msp.test>' };
  const org = ['--tenant', TENANT, '--org', organizationId];
  await cli(['branding:set', '--tenant', TENANT, '--name', 'Northwind IT']);
  const scheduled = await cli(
    ['report:schedule', ...org, '--monthly', '1', '--recipients', 'it@initech.test'],
    mailEnv,
  );
  expect(scheduled.code, scheduled.stderr).toBe(0);
  expect((await cli(['report:list', ...org])).stdout).toBe('(none)\n');

  const noMail = await cli(['report:run', ...org]);
  expect(noMail.stderr).toContain('cli: organizationId: email is not configured on this server');
  const run = await cli(['report:run', ...org], mailEnv);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toContain('Initech Dental: report queued; it will be emailed to it@initech.test');
  await app.evaluationsSettled();

  expect(mail.messages).toHaveLength(1);
  expect(mail.recipients[0]).toEqual(['it@initech.test']);
  const [message] = mail.messages;
  expect(message!.attachments.map((a) => a.contentType)).toEqual(['text/html', 'application/pdf']);
  const pdf = path.join(dir, 'report.pdf');
  writeFileSync(pdf, message!.attachments[1]!.content);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain('Compliance report: Initech Dental');
  expect(text).toContain('Northwind IT');
  expect(text).toContain('Disk encryption (Baseline, high)');

  const listed = await cli(['report:list', ...org]);
  expect(listed.stdout).toMatch(/^id +made +by +failing +recipients +status$/m);
  expect(listed.stdout).toMatch(/ asked +1 +it@initech\.test +emailed \d{4}-\d\d-\d\dT/);
  const requested = await app.db.auditEvent.findFirstOrThrow({
    where: { tenantId: tenant.id, action: 'client_report.requested' },
  });
  expect(requested.actorKind).toBe('cli');
}, 180_000);
