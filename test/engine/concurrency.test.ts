import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EngineWorker } from '../../src/engine/worker.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { api, fact, gridOf, onboardTenant, type Tenant } from './support.ts';

/**
 * Two replicas on one database (each its own HTTP server, Prisma pool and graphile-worker runner,
 * as two processes would have), pushing at once: every push is reflected (no lost update), every
 * job runs on one replica only, and evaluations of one organization never overlap.
 */

let first: TestApp;
let second: TestApp;
let tenant: Tenant;
let standardId: string;
let organizations: string[];

interface Run {
  replica: string;
  jobId: string;
  organizationId: string;
  start: number;
  end?: number;
}
const runs: Run[] = [];

function record(replica: string, worker: EngineWorker | null): void {
  const events = worker!.runner.events;
  events.on('job:start', ({ job }) => {
    const payload = job.payload as { organizationId?: string };
    if (payload.organizationId)
      runs.push({ replica, jobId: String(job.id), organizationId: payload.organizationId, start: performance.now() });
  });
  events.on('job:success', ({ job }) => {
    const run = runs.find((r) => r.replica === replica && r.jobId === String(job.id) && r.end === undefined);
    if (run) run.end = performance.now();
  });
}

async function settled() {
  await first.evaluationsSettled({ timeoutMs: 60_000 });
}

const PREDICATES = ['device.disk.encrypted', 'device.firewall.enabled', 'device.screen_lock.enabled'] as const;
const FIELD = {
  'device.disk.encrypted': 'encrypted',
  'device.firewall.enabled': 'enabled',
  'device.screen_lock.enabled': 'enabled',
};
const NAMES = {
  'device.disk.encrypted': 'Disk',
  'device.firewall.enabled': 'Firewall',
  'device.screen_lock.enabled': 'Lock',
};

function population(predicate: (typeof PREDICATES)[number], failing: number, size = 4) {
  return Array.from({ length: size }, (_, index) =>
    fact(predicate, `DEV-${index + 1}`, { [FIELD[predicate]]: index >= failing }),
  );
}

beforeAll(async () => {
  first = await startTestApp();
  second = await startTestApp({ databaseUrl: first.databaseUrl, clock: first.clock });
  record('first', first.worker);
  record('second', second.worker);
  tenant = await onboardTenant(first);
  const created = await api(first, 'POST', '/standards', tenant.accessToken, {
    slug: 'device-basics',
    enabled: false,
    controls: PREDICATES.map((predicate) => ({
      name: NAMES[predicate],
      enabled: true,
      autonomy: 'suggest_only',
      match: { predicate },
      expect: { [FIELD[predicate]]: true },
      parameters: {},
    })),
  });
  standardId = created.body.id;
  await api(first, 'PATCH', `/standards/${standardId}`, tenant.key, { enabled: true });
  organizations = [];
  for (let index = 0; index < 6; index++) {
    const app = index % 2 === 0 ? first : second;
    const organization = await api(app, 'POST', '/organizations', tenant.key, { name: `Replica Client ${index}` });
    organizations.push(organization.body.id);
    await api(app, 'PUT', `/organizations/${organization.body.id}/integrations/jamf`, tenant.key, {
      status: 'connected',
    });
  }
  await settled();
}, 120_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('two replicas on one database', () => {
  test('concurrent pushes of different predicates to one organization are all reflected', async () => {
    const [organizationId] = organizations as [string];
    const responses = await Promise.all(
      PREDICATES.map((predicate, index) =>
        api(index % 2 ? second : first, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
          typeCode: 'jamf',
          facts: population(predicate, index + 1),
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([202, 202, 202]);
    await settled();
    const grid = await gridOf(first, tenant.key, organizationId);
    expect(grid.rows.map((row) => [row.ruleName, row.status, row.subjectsFailing])).toEqual([
      ['Disk', 'fail', 1],
      ['Firewall', 'fail', 2],
      ['Lock', 'fail', 3],
    ]);
    expect(grid.trendToday).toEqual(grid.counts);
  });

  test('rapid pushes to every organization through both replicas: the last one of each wins', async () => {
    const rounds = 8;
    const last = new Map<string, number>();
    await Promise.all(
      organizations.map(async (organizationId, orgIndex) => {
        for (let round = 0; round < rounds; round++) {
          const failing = (round * 7 + orgIndex) % 5;
          const app = (round + orgIndex) % 2 ? second : first;
          const response = await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
            typeCode: 'jamf',
            facts: population('device.disk.encrypted', failing),
          });
          expect(response.status).toBe(202);
          last.set(organizationId, failing);
        }
      }),
    );
    await settled();
    for (const organizationId of organizations) {
      const failing = last.get(organizationId)!;
      const grid = await gridOf(second, tenant.key, organizationId);
      expect([organizationId, grid.row('Disk').status, grid.row('Disk').subjectsFailing]).toEqual([
        organizationId,
        failing === 0 ? 'pass' : 'fail',
        failing,
      ]);
      expect(grid.row('Disk').openDetectionCount).toBe(failing);
      expect(grid.trendToday).toEqual(grid.counts);
      const open = await first.db.detection.count({
        where: { organizationId, controlId: grid.row('Disk').ruleId, status: 'open' },
      });
      expect(open).toBe(failing);
    }
  });

  test('each job ran once, on one replica; both replicas took work; one organization never ran twice at once', async () => {
    const finished = runs.filter((run) => run.end !== undefined);
    expect(finished.length).toBeGreaterThan(organizations.length);
    const ids = finished.map((run) => run.jobId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(finished.map((run) => run.replica))).toEqual(new Set(['first', 'second']));
    const byOrganization = new Map<string, Run[]>();
    for (const run of finished)
      byOrganization.set(run.organizationId, [...(byOrganization.get(run.organizationId) ?? []), run]);
    for (const [organizationId, list] of byOrganization) {
      const sorted = [...list].sort((a, b) => a.start - b.start);
      for (let index = 1; index < sorted.length; index++) {
        expect([organizationId, sorted[index]!.start >= sorted[index - 1]!.end!]).toEqual([organizationId, true]);
      }
    }
  });

  test('a catalog change re-evaluates every organization of every tenant', async () => {
    const { enqueueAllEvaluations } = await import('../../src/engine/queue.ts');
    const before = await first.db.organization.findMany({ select: { id: true, evaluatedAt: true } });
    first.clock.advance(1_000);
    const queued = await enqueueAllEvaluations(first.db);
    expect(queued).toBe(before.length);
    await settled();
    const after = new Map(
      (await first.db.organization.findMany({ select: { id: true, evaluatedAt: true } })).map((o) => [
        o.id,
        o.evaluatedAt,
      ]),
    );
    for (const organization of before) {
      expect(after.get(organization.id)!.getTime()).toBeGreaterThan(organization.evaluatedAt?.getTime() ?? 0);
    }
  }, 120_000);
});
