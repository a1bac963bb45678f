import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { deviceFacts, versionAtLeast } from '../../packages/connector/src/index.ts';
import { onboardTenant, type Tenant } from '../engine/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { customerTenant, type FakeGraph, runnerSection, startFakeGraph, tenantId } from '../support/fake-graph.ts';
import { request } from '../support/http.ts';
import { CONNECTOR_SCOPES, enabledStandard, gridOf, organizationsOf, runConnector, writeJson } from './support.ts';

/**
 * The Graph collector through one partner app against Microsoft's identity platform and Graph on
 * loopback (test/support/fake-graph.ts), for three customer tenants: one of 300 users and 200
 * devices, one matched to an existing organization by its external reference, throttled and with
 * an expired first token, without devices, and one whose consent was withdrawn.
 */

let app: TestApp;
let tenant: Tenant;
let key: string;
let graph: FakeGraph;
let dir: string;
let standard: Awaited<ReturnType<typeof enabledStandard>>;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await onboardTenant(app, 'Graph MSP');
  key = await tenant.keyWith(CONNECTOR_SCOPES);
  const big = customerTenant(1, { users: 300, devices: 200 });
  // Two devices of one name: the collector tells them apart by their ids.
  big.devices[199]!.deviceName = 'LAPTOP-198';
  const throttled = { ...customerTenant(2, { users: 12, devices: 0 }), throttle: 3, expireFirstToken: true };
  const revoked = { ...customerTenant(3, { users: 5, devices: 3 }), revoked: true };
  graph = await startFakeGraph({ customers: [big, throttled, revoked] });
  dir = mkdtempSync(join(tmpdir(), 'graph-connector-'));
  await request(`${app.url}/api/v1/organizations`, {
    method: 'POST',
    token: key,
    body: { name: 'Existing Client', externalRefs: [{ system: 'microsoft365', id: tenantId(2) }] },
  });
  standard = await enabledStandard(app, tenant, 'm365', [
    { slugSuffix: 'mfa', predicate: 'identity.mfa.enforced', expect: { enforced: true } },
    { slugSuffix: 'mfa-registered', predicate: 'identity.mfa.registered', expect: { registered: true } },
    { slugSuffix: 'legacy', predicate: 'identity.legacy_auth.blocked', expect: { blocked: true } },
    { slugSuffix: 'admins', predicate: 'identity.admin.count_limited', expect: { limited: true } },
    { slugSuffix: 'security-defaults', predicate: 'identity.security_defaults.enabled', expect: { enabled: true } },
    { slugSuffix: 'disk', predicate: 'device.disk.encrypted', expect: { encrypted: true } },
    { slugSuffix: 'compliant', predicate: 'device.compliance.compliant', expect: { compliant: true } },
    { slugSuffix: 'os', predicate: 'device.os.supported', expect: { supported: true } },
  ]);
}, 120_000);
afterAll(async () => {
  await graph?.close();
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const run = () =>
  runConnector(
    [
      'microsoft365',
      '--config',
      writeJson(dir, 'm365.json', {
        service: { url: app.url, apiKeyEnv: 'CONNECTOR_KEY' },
        concurrency: 2,
        microsoft365: runnerSection(graph),
      }),
      '--once',
    ],
    { CONNECTOR_KEY: key, GRAPH_SECRET: graph.clientSecret, NODE_EXTRA_CA_CERTS: graph.caFile },
  );

const summary = (rows: Record<string, { status: string; subjectsEvaluated: number; subjectsFailing: number }>) =>
  Object.fromEntries(Object.entries(rows).map(([n, r]) => [n, [r.status, r.subjectsEvaluated, r.subjectsFailing]]));

describe('the device rules', () => {
  test('versions compare numerically; a shared name is told apart; an OS without a minimum is not judged', () => {
    expect(versionAtLeast('10.0.22631.4317', '10.0.19045')).toBe(true);
    expect(versionAtLeast('10.0.9999', '10.0.19045')).toBe(false);
    const facts = deviceFacts([
      { id: 'aaaaaaaa-1', deviceName: 'PC', operatingSystem: 'Windows', osVersion: '10.0.19045.1', isEncrypted: true },
      { id: 'bbbbbbbb-2', deviceName: 'PC', operatingSystem: 'Linux', osVersion: '6.1', isEncrypted: false },
    ]);
    expect(facts['device.disk.encrypted']).toEqual([
      { subject: 'PC (aaaaaaaa)', fields: { encrypted: true } },
      { subject: 'PC (bbbbbbbb)', fields: { encrypted: false } },
    ]);
    expect(facts['device.os.supported']).toEqual([
      { subject: 'PC (aaaaaaaa)', fields: { supported: true, os: 'Windows', osVersion: '10.0.19045.1' } },
    ]);
  });
});

describe('compliance-connector microsoft365', () => {
  test('three tenants: matched or created, judged, throttling and an expired token survived, a withdrawn consent is its error only', async () => {
    const result = await run();
    expect(result.code).toBe(1);
    expect(result.logs.filter((l) => l.msg === 'retrying Graph').map((l) => l.status)).toEqual([429, 429, 429]);
    await app.evaluationsSettled();

    const organizations = await organizationsOf(app, key);
    expect([...organizations.keys()].sort()).toEqual(['Customer 1', 'Customer 3', 'Existing Client']);
    expect(organizations.get('Customer 1')!.externalRefs).toEqual([{ system: 'microsoft365', id: tenantId(1) }]);
    const status = (name: string) =>
      organizations.get(name)!.integrations.items.map((i) => [i.typeCode, i.status, i.lastError?.message ?? null]);
    expect(status('Customer 1')).toEqual([
      ['intune', 'connected', null],
      ['microsoft365', 'connected', null],
    ]);
    expect(status('Existing Client')).toEqual([
      ['intune', 'connected', null],
      ['microsoft365', 'connected', null],
    ]);
    expect(status('Customer 3')).toEqual([
      ['intune', 'error', expect.stringContaining('Graph 403 Authorization_RequestDenied')],
      ['microsoft365', 'error', expect.stringContaining('Graph 403 Authorization_RequestDenied')],
    ]);

    const big = await gridOf(app, tenant.key, organizations.get('Customer 1')!.id, standard.id);
    expect(summary(big)).toEqual({
      mfa: ['fail', 300, 1], // the break-glass account is excluded from the MFA policy
      'mfa-registered': ['fail', 300, 30],
      legacy: ['pass', 1, 0],
      admins: ['pass', 1, 0],
      'security-defaults': ['fail', 1, 1],
      disk: ['fail', 200, 10],
      compliant: ['fail', 200, 10],
      os: ['fail', 200, 6], // Windows on 10.0.19044 below 10.0.19045
    });
    const small = await gridOf(app, tenant.key, organizations.get('Existing Client')!.id, standard.id);
    // No device at all: an empty population is no data, not a pass.
    expect(summary(small)).toMatchObject({ disk: ['no_data', 0, 0], os: ['no_data', 0, 0], legacy: ['pass', 1, 0] });
    const subjects = await app.db.fact.findMany({
      where: { organizationId: organizations.get('Customer 1')!.id, predicate: 'device.disk.encrypted' },
      select: { subject: true },
    });
    expect(subjects.map((s) => s.subject).filter((s) => s.startsWith('LAPTOP-198'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^LAPTOP-198 \([0-9a-f]{8}\)$/)]),
    );
    expect(subjects.filter((s) => s.subject.startsWith('LAPTOP-198 ('))).toHaveLength(2);
  });

  test('a second run with an unencrypted device removed resolves its detection; nothing is created twice', async () => {
    const organizations = await organizationsOf(app, key);
    const organizationId = organizations.get('Customer 1')!.id;
    const open = () =>
      app.db.detection.findMany({
        where: { organizationId, status: 'open', subject: 'LAPTOP-5' },
        select: { id: true, title: true },
      });
    const before = await open();
    expect(before.map((d) => d.title).sort()).toEqual(['compliant: LAPTOP-5', 'disk: LAPTOP-5']);
    const big = graph.tenants.get(tenantId(1))!;
    big.devices = big.devices.filter((device) => device.deviceName !== 'LAPTOP-5');

    const result = await run();
    expect(result.code).toBe(1); // the withdrawn consent still fails
    await app.evaluationsSettled();
    expect(await open()).toEqual([]);
    const resolved = await app.db.detection.findMany({ where: { id: { in: before.map((d) => d.id) } } });
    expect(resolved.map((d) => d.status)).toEqual(['resolved', 'resolved']);
    const disk = (await gridOf(app, tenant.key, organizationId, standard.id)).disk!;
    expect([disk.subjectsEvaluated, disk.subjectsFailing]).toEqual([199, 9]);
    expect([...(await organizationsOf(app, key)).keys()]).toHaveLength(3);
  });
});
