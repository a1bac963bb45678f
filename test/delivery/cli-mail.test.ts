import { afterAll, beforeAll, expect, test } from 'vitest';
import { runCli } from '../support/cli.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { type MailCatcher, startMailCatcher } from './support.ts';

/** `cli mail:test` checks an operator's email set-up against a real SMTP server on loopback. */

let database: TestDatabase;
let mail: MailCatcher;

const cli = (args: string[], env: Record<string, string>) =>
  runCli(database.url, args, { env: { SMTP_URL: '', MAIL_FROM: '', ...env } });

beforeAll(async () => {
  [database, mail] = await Promise.all([createTestDatabase(), startMailCatcher()]);
});
afterAll(async () => {
  await Promise.all([database?.drop(), mail?.close()]);
});

test('mail:test sends one email through SMTP_URL as MAIL_FROM, and says what is missing or refused', async () => {
  const unset = await cli(['mail:test', '--to', 'ops@msp.test'], {});
  expect(unset.code).toBe(1);
  expect(unset.stderr).toContain('cli: email is not configured on this server: the operator must set SMTP_URL');

  const settings = { SMTP_URL: mail.url, MAIL_FROM: 'Compliance <compliance@msp.test>' };
  const sent = await cli(['mail:test', '--to', 'ops@msp.test'], settings);
  expect(sent.code, sent.stderr).toBe(0);
  expect(sent.stdout).toMatch(/^Sent \(<[^>]+@msp\.test>\)\n$/);
  expect(mail.messages).toHaveLength(1);
  expect(mail.recipients).toEqual([['ops@msp.test']]);
  expect(mail.messages[0]!.subject).toBe('Compliance gateway: test email');
  expect(mail.messages[0]!.from?.value).toEqual([{ name: 'Compliance', address: 'compliance@msp.test' }]);
  expect(mail.messages[0]!.text).toContain('SMTP_URL, MAIL_FROM');

  mail.refuseNext(1);
  const refused = await cli(['mail:test', '--to', 'ops@msp.test'], settings);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/^cli: .*451.*Try again later/m);
  expect(mail.messages).toHaveLength(1);
}, 120_000);
