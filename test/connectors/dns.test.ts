import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { judgeDmarc, judgeSpf, txtLookup } from '../../packages/connector/src/index.ts';
import { onboardTenant, type Tenant } from '../engine/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { type DnsServer, silentServer, startDnsServer, type Zone } from '../support/dns-server.ts';
import { request } from '../support/http.ts';
import { CONNECTOR_SCOPES, enabledStandard, gridOf, organizationsOf, runConnector, writeJson } from './support.ts';

/**
 * The dns collector against a real authoritative DNS server on loopback (dns2) with good and
 * broken zones, and the real service: the runner pushes each organization's domains' posture,
 * the grid judges it, and a server that never answers turns the integration to `error` (reason B)
 * with the facts kept.
 */

/** One TXT record, in character strings of at most 255 bytes (a longer record must be split). */
const spf = (record: string) => [record.match(/.{1,200}/g) ?? []];
const ZONE: Zone = {
  txt: {
    // Split into two character strings: joined, they are one record (RFC 7208 3.3).
    'good.example': [['v=spf1 include:_spf.good.example ', '-all'], ['google-site-verification=abc']],
    '_spf.good.example': spf('v=spf1 ip4:192.0.2.0/24 -all'),
    '_dmarc.good.example': [['v=DMARC1; p=reject; rua=mailto:dmarc@good.example']],
    'selector1._domainkey.good.example': [['v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC']],
    '_mta-sts.good.example': [['v=STSv1; id=20240101']],
    'twospf.example': [...spf('v=spf1 -all'), ...spf('v=spf1 include:_spf.good.example -all')],
    '_dmarc.twospf.example': [['v=DMARC1; p=quarantine']],
    'eleven.example': spf(
      `v=spf1 ${Array.from({ length: 11 }, (_, i) => `include:s${i}.eleven.example`).join(' ')} -all`,
    ),
    ...Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`s${i}.eleven.example`, spf('v=spf1 -all')])),
    'none.example': spf('v=spf1 mx -all'),
    '_dmarc.none.example': [['v=DMARC1; p=none; rua=mailto:reports@none.example']],
    'selector1._domainkey.none.example': [['v=DKIM1; p=']],
    '_mta-sts.none.example': [['v=STSv1; id=1']],
    'passall.example': spf('v=spf1 +all'),
  },
  missing: ['gone.example'],
};

let app: TestApp;
let tenant: Tenant;
let key: string;
let dnsServer: DnsServer;
let policies: Server;
let dir: string;
let standard: Awaited<ReturnType<typeof enabledStandard>>;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await onboardTenant(app, 'DNS MSP');
  key = await tenant.keyWith(CONNECTOR_SCOPES);
  dnsServer = await startDnsServer(ZONE);
  // MTA-STS policies over HTTP on loopback (the policy URL is configurable, as for any test).
  policies = createServer((req, res) => {
    const mode = req.url === '/good.example' ? 'enforce' : 'testing';
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(`version: STSv1\r\nmode: ${mode}\r\nmx: mail.example\r\nmax_age: 86400\r\n`);
  });
  await new Promise<void>((resolve) => policies.listen(0, '127.0.0.1', resolve));
  dir = mkdtempSync(join(tmpdir(), 'dns-connector-'));
  const post = (body: object) => request(`${app.url}/api/v1/organizations`, { method: 'POST', token: key, body });
  await post({ name: 'Good Client', domains: ['good.example', 'twospf.example', 'eleven.example'] });
  await post({ name: 'Broken Client', domains: ['none.example', 'gone.example', 'passall.example'] });
  const empty = await post({ name: 'Domainless Client' });
  await request(`${app.url}/api/v1/organizations/${empty.body.id}/integrations/dns`, {
    method: 'PUT',
    token: key,
    body: { status: 'connected' },
  });
  await post({ name: 'Not a DNS Client' });
  standard = await enabledStandard(app, tenant, 'mail', [
    { slugSuffix: 'spf', predicate: 'email.spf.valid', expect: { valid: true } },
    { slugSuffix: 'dmarc', predicate: 'email.dmarc.policy', expect: { enforced: true, reporting: true } },
    { slugSuffix: 'dkim', predicate: 'email.dkim.configured', expect: { configured: true } },
    { slugSuffix: 'mta-sts', predicate: 'email.mta_sts.enforced', expect: { enforced: true } },
  ]);
}, 120_000);
afterAll(async () => {
  await dnsServer?.close();
  policies?.close();
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const config = (servers: string[]) =>
  writeJson(dir, 'dns.json', {
    service: { url: app.url, apiKeyEnv: 'CONNECTOR_KEY' },
    dns: {
      servers,
      timeoutMs: 300,
      tries: 1,
      dkimSelectors: ['selector1'],
      mtaStsPolicyUrl: `http://127.0.0.1:${(policies.address() as AddressInfo).port}/{domain}`,
    },
  });

describe('the rules, on real answers', () => {
  test('SPF, DMARC: split strings, two records, 11 lookups, +all, p=none, NXDOMAIN', async () => {
    const lookup = txtLookup({ servers: [dnsServer.address], timeoutMs: 300, tries: 1 });
    expect(await judgeSpf('good.example', lookup)).toEqual({
      present: true,
      valid: true,
      record: 'v=spf1 include:_spf.good.example -all',
      lookups: 1,
    });
    expect(await judgeSpf('twospf.example', lookup)).toMatchObject({ present: true, valid: false });
    expect(await judgeSpf('eleven.example', lookup)).toMatchObject({ valid: false, lookups: 11 });
    expect(await judgeSpf('passall.example', lookup)).toMatchObject({ present: true, valid: false });
    expect(await judgeSpf('gone.example', lookup)).toEqual({ present: false, valid: false, record: null, lookups: 0 });
    expect(await judgeDmarc('none.example', lookup)).toEqual({
      present: true,
      enforced: false,
      reject: false,
      reporting: true,
      policy: 'none',
    });
    expect(await judgeDmarc('good.example', lookup)).toMatchObject({ enforced: true, reject: true, reporting: true });
  });

  test('a server that never answers is a failure, not an empty answer', async () => {
    const silent = await silentServer();
    try {
      const lookup = txtLookup({ servers: [silent.address], timeoutMs: 200, tries: 1 });
      await expect(judgeSpf('good.example', lookup)).rejects.toThrow(/TXT good\.example: ETIMEOUT/);
    } finally {
      await silent.close();
    }
  });
});

describe('compliance-connector dns against the service', () => {
  test('--dry-run prints the pushes and writes nothing', async () => {
    const run = await runConnector(['dns', '--config', config([dnsServer.address]), '--once', '--dry-run'], {
      CONNECTOR_KEY: key,
    });
    expect(run.code).toBe(0);
    const pushes = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(pushes.map((push) => [push.organization, push.body.facts.length]).sort()).toEqual([
      ['Broken Client', 12],
      ['Domainless Client', 0],
      ['Good Client', 12],
    ]);
    expect(await app.db.fact.count({ where: { tenantId: tenant.id } })).toBe(0);
    const good = (await organizationsOf(app, key)).get('Good Client');
    expect(good?.integrations.items).toEqual([]);
  });

  test('a run pushes each domain, the grid judges it (pass, fail, no_data), each integration is connected', async () => {
    const run = await runConnector(['dns', '--config', config([dnsServer.address]), '--once'], { CONNECTOR_KEY: key });
    expect({ code: run.code, errors: run.logs.filter((l) => l.level === 'error') }).toEqual({ code: 0, errors: [] });
    expect(run.logs.at(-1)).toMatchObject({ msg: 'run finished', ok: true, pushes: 3, targets: 3 });
    await app.evaluationsSettled();
    const organizations = await organizationsOf(app, key);
    for (const name of ['Good Client', 'Broken Client', 'Domainless Client'])
      expect(organizations.get(name)?.integrations.items).toEqual([
        expect.objectContaining({ typeCode: 'dns', status: 'connected', lastPushAt: expect.any(String) }),
      ]);
    expect(organizations.get('Not a DNS Client')?.integrations.items).toEqual([]);

    const good = await gridOf(app, tenant.key, organizations.get('Good Client')!.id, standard.id);
    expect(summary(good)).toEqual({
      spf: ['fail', 3, 2], // twospf and eleven fail
      dmarc: ['fail', 3, 2], // twospf has no report address, eleven no record
      dkim: ['fail', 3, 2],
      'mta-sts': ['fail', 3, 2],
    });
    const broken = await gridOf(app, tenant.key, organizations.get('Broken Client')!.id, standard.id);
    expect(summary(broken)).toEqual({
      spf: ['fail', 3, 2],
      dmarc: ['fail', 3, 3],
      dkim: ['fail', 3, 3],
      'mta-sts': ['fail', 3, 3],
    });
    const empty = await gridOf(app, tenant.key, organizations.get('Domainless Client')!.id, standard.id);
    expect(Object.values(empty).map((row) => row.status)).toEqual(['no_data', 'no_data', 'no_data', 'no_data']);
    const spfFacts = await app.db.fact.findMany({
      where: { organizationId: organizations.get('Good Client')!.id, predicate: 'email.spf.valid' },
      orderBy: { subject: 'asc' },
      select: { subject: true, fields: true },
    });
    expect(spfFacts.map((fact) => [fact.subject, (fact.fields as { valid: boolean }).valid])).toEqual([
      ['eleven.example', false],
      ['good.example', true],
      ['twospf.example', false],
    ]);
  });

  test('a server that never answers: exit 1, every integration error with the reason, facts kept, rows reason B', async () => {
    const silent = await silentServer();
    const factsBefore = await app.db.fact.findMany({
      where: { tenantId: tenant.id },
      orderBy: [{ organizationId: 'asc' }, { predicate: 'asc' }, { subject: 'asc' }],
    });
    try {
      const run = await runConnector(['dns', '--config', config([silent.address]), '--once'], { CONNECTOR_KEY: key });
      expect(run.code).toBe(1);
      expect(run.logs.at(-1)).toMatchObject({ msg: 'run finished', ok: false });
    } finally {
      await silent.close();
    }
    await app.evaluationsSettled();
    const organizations = await organizationsOf(app, key);
    const [integration] = organizations.get('Good Client')!.integrations.items;
    expect(integration).toMatchObject({ status: 'error', lastError: { message: expect.stringContaining('ETIMEOUT') } });
    expect(integration!.lastError!.message).toContain('email.spf.valid: TXT good.example: ETIMEOUT');
    // The domainless organization had nothing to look up: still connected.
    expect(organizations.get('Domainless Client')!.integrations.items[0]!.status).toBe('connected');
    expect(
      await app.db.fact.findMany({
        where: { tenantId: tenant.id },
        orderBy: [{ organizationId: 'asc' }, { predicate: 'asc' }, { subject: 'asc' }],
      }),
    ).toEqual(factsBefore);
    const good = await gridOf(app, tenant.key, organizations.get('Good Client')!.id, standard.id);
    // Judged from the kept facts, as before, now under degraded coverage: never turned to fail by the failure.
    expect(summary(good).spf).toEqual(['fail', 3, 2]);
    expect(good.spf!.detail?.degradedCoverage).toEqual([
      { typeCode: 'dns', predicate: 'email.spf.valid', status: 'error' },
    ]);
  });
});

function summary(rows: Record<string, { status: string; subjectsEvaluated: number; subjectsFailing: number }>) {
  return Object.fromEntries(
    Object.entries(rows).map(([name, row]) => [name, [row.status, row.subjectsEvaluated, row.subjectsFailing]]),
  );
}
