/**
 * `npm run bench:connectors`: the Graph collector (packages/connector, built) against Microsoft's
 * identity platform and Graph on loopback (test/support/fake-graph.ts) for BENCH_TENANTS (200)
 * customer tenants of BENCH_USERS (300) users and BENCH_DEVICES (200) devices, pushing into the
 * production start (NODE_ENV=production, its engine worker on) pinned to core 1; PostgreSQL, the
 * local Graph, the runner and this script on core 0 (../shared/BENCHMARKING.md). A fresh database:
 * every organization is created by the collector from the partner's contracts.
 *
 * Printed: tenants per minute, requests to Graph (and tokens), pushes, the peak RSS of the runner
 * and of the service (VmHWM, sampled VmRSS), the time until every grid is evaluated, and whether
 * any fact was pushed twice (the facts the audit log says were accepted, against the stored ones).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { issueApiKey } from '../src/auth/api-keys.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { API_KEY_SCOPES } from '../src/auth/permissions.ts';
import { createDb, type Db } from '../src/data/client.ts';
import { createTenant, createUser } from '../src/data/operators.ts';
import { startEmbeddedPostgres } from '../src/ops/embedded.ts';
import { migrateDeploy } from '../src/ops/migrate.ts';
import { customerTenant, runnerSection, startFakeGraph } from '../test/support/fake-graph.ts';
import { startProduction, stopChild } from './start.ts';

const TENANTS = Number(process.env.BENCH_TENANTS ?? 200);
const USERS = Number(process.env.BENCH_USERS ?? 300);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const runner = path.resolve('packages/connector/dist/cli.js');
const PASSWORD = 'bench-connectors-password';

/** Peak memory of a process from outside: the largest VmRSS sampled and its VmHWM. */
function memoryWatch(pid: number) {
  let rss = 0;
  let hwm = 0;
  const read = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      rss = Math.max(rss, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
      hwm = Math.max(hwm, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    } catch {
      // Exited between samples.
    }
  };
  const timer = setInterval(read, 100);
  return {
    read,
    stop: () => {
      read();
      clearInterval(timer);
      return { rssMb: rss, hwmMb: hwm };
    },
  };
}

async function setupTenant(db: Db) {
  const tenant = await createTenant(db, 'Bench Connectors MSP');
  const email = 'admin@bench-connectors.example';
  await createUser(db, {
    tenantId: tenant.id,
    email,
    name: 'Bench Admin',
    role: 'admin',
    passwordHash: await hashPassword(PASSWORD),
  });
  const key = await issueApiKey(db, {
    tenantId: tenant.id,
    userId: null,
    name: 'graph connector',
    scopes: API_KEY_SCOPES.filter((s) => ['facts.write', 'organization.read', 'organization.write'].includes(s)),
    expiresAt: null,
  });
  const admin = await issueApiKey(db, { tenantId: tenant.id, userId: null, name: 'admin', scopes: API_KEY_SCOPES });
  return { tenantId: tenant.id, email, key: key.plaintext, adminKey: admin.plaintext };
}

/** A standard judging the Graph facts, created by the signed-in admin and enabled. */
async function createStandard(url: string, email: string, adminKey: string) {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const control = (slugSuffix: string, predicate: string, expect: Record<string, boolean>) => ({
    slugSuffix,
    enabled: true,
    autonomy: 'suggest_only',
    match: { predicate },
    expect,
    parameters: {},
  });
  const created = await fetch(`${url}/api/v1/standards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      slug: 'graph-bench',
      enabled: false,
      controls: [
        control('mfa', 'identity.mfa.enforced', { enforced: true }),
        control('mfa-registered', 'identity.mfa.registered', { registered: true }),
        control('legacy', 'identity.legacy_auth.blocked', { blocked: true }),
        control('admins', 'identity.admin.count_limited', { limited: true }),
        control('disk', 'device.disk.encrypted', { encrypted: true }),
        control('compliant', 'device.compliance.compliant', { compliant: true }),
        control('os', 'device.os.supported', { supported: true }),
      ],
    }),
  });
  const { id } = (await created.json()) as { id: string };
  await fetch(`${url}/api/v1/standards/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminKey}` },
    body: JSON.stringify({ enabled: true }),
  });
}

/** Polls until every organization was evaluated after its last push and no job waits. */
async function everyGridEvaluated(db: Db, tenantId: string, organizations: number): Promise<void> {
  for (;;) {
    const [state] = await db.$queryRaw<{ evaluated: number; jobs: number }[]>`
      SELECT (SELECT count(*)::int FROM "Organization" o
               WHERE o."tenantId" = ${tenantId}::uuid AND o."evaluatedAt" IS NOT NULL
                 AND o."evaluatedAt" >= ALL (SELECT i."lastPushAt" FROM "Integration" i
                                              WHERE i."organizationId" = o.id AND i."lastPushAt" IS NOT NULL)) AS evaluated,
             (SELECT count(*)::int FROM graphile_worker.jobs) AS jobs`;
    if (state && state.evaluated >= organizations && state.jobs === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function runRunner(configFile: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(
    'taskset',
    ['-c', '0', process.execPath, runner, 'microsoft365', '--config', configFile, '--once'],
    {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const memory = memoryWatch(child.pid!);
  let log = '';
  child.stderr!.on('data', (chunk) => (log += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, log, memory: memory.stop() };
}

async function main() {
  if (!existsSync(runner)) throw new Error('run `npm run build` first (npm run bench:connectors does)');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-connectors-'));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), fast: true });
  const db = createDb(pg.url);
  const graph = await startFakeGraph({
    customers: Array.from({ length: TENANTS }, (_, i) => customerTenant(i + 1, { users: USERS, devices: DEVICES })),
  });
  let service: ChildProcess | undefined;
  try {
    await migrateDeploy(pg.url);
    const setup = await setupTenant(db);
    const port = 19_200 + Math.floor(Math.random() * 300);
    const secretKey = Buffer.alloc(32, 7).toString('base64');
    service = await startProduction({ databaseUrl: pg.url, secretKey, port, env: { WORKER_CONCURRENCY: '2' } });
    const serviceMemory = memoryWatch(service.pid!);
    const url = `http://127.0.0.1:${port}`;
    await createStandard(url, setup.email, setup.adminKey);
    const configFile = path.join(dir, 'microsoft365.json');
    writeFileSync(
      configFile,
      JSON.stringify({
        service: { url, apiKeyEnv: 'CONNECTOR_KEY' },
        concurrency: CONCURRENCY,
        logLevel: 'warn',
        microsoft365: runnerSection(graph),
      }),
    );
    const load = loadavg()[0]!;
    const started = performance.now();
    const run = await runRunner(configFile, {
      CONNECTOR_KEY: setup.key,
      GRAPH_SECRET: graph.clientSecret,
      NODE_EXTRA_CA_CERTS: graph.caFile,
    });
    const collectedMs = performance.now() - started;
    await everyGridEvaluated(db, setup.tenantId, TENANTS);
    const evaluatedMs = performance.now() - started;
    const service_ = serviceMemory.stop();
    if (run.code !== 0) process.stderr.write(run.log);
    await report(db, setup.tenantId, { graph, run, service: service_, collectedMs, evaluatedMs, load });
  } finally {
    if (service) await stopChild(service);
    await graph.close();
    await db.$disconnect();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function report(
  db: Db,
  tenantId: string,
  measured: {
    graph: Awaited<ReturnType<typeof startFakeGraph>>;
    run: Awaited<ReturnType<typeof runRunner>>;
    service: { rssMb: number; hwmMb: number };
    collectedMs: number;
    evaluatedMs: number;
    load: number;
  },
) {
  const [counts] = await db.$queryRaw<{ pushes: number; accepted: number; facts: number; organizations: number }[]>`
    SELECT (SELECT count(*)::int FROM "AuditEvent" WHERE "tenantId" = ${tenantId}::uuid AND action = 'facts.pushed') AS pushes,
           (SELECT coalesce(sum((changes->'facts'->>1)::int), 0)::int FROM "AuditEvent"
             WHERE "tenantId" = ${tenantId}::uuid AND action = 'facts.pushed') AS accepted,
           (SELECT count(*)::int FROM "Fact" WHERE "tenantId" = ${tenantId}::uuid) AS facts,
           (SELECT count(*)::int FROM "Organization" WHERE "tenantId" = ${tenantId}::uuid) AS organizations`;
  const { graph, run, service, collectedMs, evaluatedMs, load } = measured;
  const graphRequests = [...graph.requests.values()].reduce((a, b) => a + b, 0);
  const duplicates = counts!.accepted - counts!.facts;
  const tenantsPerMin = (TENANTS / collectedMs) * 60_000;
  const runnerMb = Math.max(run.memory.rssMb, run.memory.hwmMb);
  const serviceMb = Math.max(service.rssMb, service.hwmMb);
  const lines = [
    `cores ${cpus().length}, node ${process.version}, load average at start ${load.toFixed(2)} (a shared machine)`,
    `tenants ${TENANTS} x ${USERS} users x ${DEVICES} devices, runner concurrency ${CONCURRENCY}, exit code ${run.code}`,
    `organizations created ${counts!.organizations}, facts stored ${counts!.facts}, facts accepted ${counts!.accepted}`,
    `collection ${(collectedMs / 1000).toFixed(1)} s (${tenantsPerMin.toFixed(0)} tenants/min), every grid evaluated after ${(evaluatedMs / 1000).toFixed(1)} s`,
    `requests to Graph ${graphRequests} (${(graphRequests / TENANTS).toFixed(1)} per tenant), tokens issued ${graph.tokensIssued}, pushes ${counts!.pushes}`,
    `runner peak RSS ${runnerMb.toFixed(0)} MB (VmHWM ${run.memory.hwmMb.toFixed(0)}), service peak RSS ${serviceMb.toFixed(0)} MB (VmHWM ${service.hwmMb.toFixed(0)})`,
    `bench:connectors tenants_per_min=${tenantsPerMin.toFixed(0)} runner_rss_mb=${runnerMb.toFixed(0)} service_rss_mb=${serviceMb.toFixed(0)} graph_requests=${graphRequests} duplicates=${duplicates}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
