import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { hashPassword } from '../../src/auth/passwords.ts';
import { api, fact, onboardTenant, type Tenant } from '../engine/support.ts';
import type { TestApp } from '../support/app.ts';
import { type CliRun, runCli as runCliOn } from '../support/cli.ts';
import { request } from '../support/http.ts';

/** A real SMTP server on loopback (smtp-server), every message parsed with mailparser. */
export interface MailCatcher {
  url: string;
  messages: ParsedMail[];
  /** RCPT TO addresses of each message, in arrival order. */
  recipients: string[][];
  /** Refuses the next `count` messages after their data (451, a temporary failure, as a busy server does). */
  refuseNext(count: number): void;
  /** Messages refused so far. */
  refused(): number;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: ParsedMail[] = [];
  const recipients: string[][] = [];
  let toRefuse = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (toRefuse > 0) {
            toRefuse--;
            refused++;
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          messages.push(parsed);
          recipients.push(session.envelope.rcptTo.map((r) => r.address));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    recipients,
    refuseNext: (count) => {
      toRefuse = count;
    },
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A control of a new standard, as POST /standards takes it. */
export function newControl(name: string, severity: string, predicate: string, expect: Record<string, boolean>) {
  return { name, enabled: true, autonomy: 'suggest_only', severity, match: { predicate }, expect, parameters: {} };
}

/** A standard of these controls (its slug the name in lower case), created by the tenant's admin and enabled; its controls' ids by name. */
export async function enabledStandard(
  app: TestApp,
  tenant: Tenant,
  name: string,
  controls: ReturnType<typeof newControl>[],
): Promise<Record<string, string>> {
  const created = await api(app, 'POST', '/standards', tenant.accessToken, {
    slug: name.toLowerCase(),
    name,
    enabled: false,
    controls,
  });
  if (created.status !== 201) throw new Error(`standard: ${created.text}`);
  await api(app, 'PATCH', `/standards/${created.body.id}`, tenant.key, { enabled: true });
  return Object.fromEntries((created.body.controls as { id: string; name: string }[]).map((c) => [c.name, c.id]));
}

/** An organization of the tenant with Intune connected; its id. */
export async function intuneOrganization(app: TestApp, tenant: Tenant, name: string): Promise<string> {
  const id = (await api(app, 'POST', '/organizations', tenant.key, { name })).body.id as string;
  await api(app, 'PUT', `/organizations/${id}/integrations/intune`, tenant.key, { status: 'connected' });
  return id;
}

/**
 * A new tenant whose client Initech Dental (Intune connected) fails one control, evaluated: its
 * Baseline standard's high-severity Disk encryption, on reception-pc. What a client report lists.
 */
export async function tenantWithFailingClient(app: TestApp, name: string) {
  const tenant = await onboardTenant(app, name);
  await enabledStandard(app, tenant, 'Baseline', [
    newControl('Disk encryption', 'high', 'device.disk.encrypted', { encrypted: true }),
  ]);
  const organizationId = await intuneOrganization(app, tenant, 'Initech Dental');
  await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
    typeCode: 'intune',
    facts: [fact('device.disk.encrypted', 'reception-pc', { encrypted: false })],
  });
  await app.evaluationsSettled();
  return { tenant, organizationId };
}

/** Another user of the tenant (a viewer), signed in. */
export async function signedInViewer(app: TestApp, tenantId: string, email: string) {
  const password = 'viewer-password-1';
  const user = await app.db.user.create({
    data: { tenantId, email, name: 'Viewer', role: 'viewer', passwordHash: await hashPassword(password) },
  });
  const login = await request(`${app.url}/api/v1/auth/login`, { method: 'POST', body: { email, password } });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.text}`);
  return { id: user.id, email, token: login.body.accessToken as string };
}

/**
 * The operator CLI on the app's database with its SECRET_KEY, as an operator runs it beside the
 * service; no email set-up unless `env` gives one. `stdin` is piped in.
 */
export function runCli(
  app: TestApp,
  args: string[],
  options: { env?: Record<string, string>; stdin?: string } = {},
): Promise<CliRun> {
  return runCliOn(app.databaseUrl, args, {
    ...options,
    env: { SMTP_URL: '', MAIL_FROM: '', SECRET_KEY: app.secretKey, ...options.env },
  });
}
