/**
 * `npm run bench:exports`: `GET /api/v1/fleet/organizations/export` of a BENCH_ORGS (10,000)
 * organization fleet, then `GET /api/v1/audit-events/export` of BENCH_AUDIT (100,000) audit entries,
 * against the production start (bench/start.ts: `npm start`'s flags, pinned to
 * core 1; this script and PostgreSQL on core 0). Reported: rows, bytes, seconds, and the server's
 * RSS sampled from /proc every 20 ms: before (after a warm-up export of one page), the peak during
 * the export, and the growth, which must stay under 30 MB whatever the row count (the export is
 * streamed a page at a time).
 *
 * Its own scale data set (BENCH_DATA_DIR, default .bench-exports): BENCH_ORGS organizations x
 * BENCH_CONTROLS (30) controls x BENCH_DAYS (2) days, since an export reads the organizations'
 * current state and not their history.
 */
import { readFileSync } from 'node:fs';

process.env.BENCH_ORGS ??= '10000';
process.env.BENCH_CONTROLS ??= '30';
process.env.BENCH_DAYS ??= '2';
process.env.BENCH_DATA_DIR ??= '.bench-exports';
// After the defaults above: data.ts reads them when it loads.
const { ORGS, CONTROLS, DAYS, prepareData } = await import('./data.ts');
const { startProduction, stopChild } = await import('./start.ts');
const { createDb } = await import('../src/data/client.ts');

const AUDIT_ENTRIES = Number(process.env.BENCH_AUDIT ?? 100_000);

const port = 18_391;
const SAMPLE_MS = 20;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Reads an export to the end as a client would, keeping nothing but counts. */
async function download(apiKey: string, path: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  if (response.status !== 200) throw new Error(`export answered ${response.status}: ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines += 1;
  }
  // Names and actions hold no line break, so every LF ends a record; the first is the header.
  return { bytes, rows: lines - 1 };
}

/** One export, timed, with the server's RSS sampled while it streams. */
async function measure(pid: number, apiKey: string, path: string) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, SAMPLE_MS);
  const started = performance.now();
  const { rows, bytes } = await download(apiKey, path);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  const figures =
    `${rows} rows, ${(bytes / 2 ** 20).toFixed(1)} MB in ${seconds.toFixed(1)} s (${Math.round(rows / seconds)} rows/s); ` +
    `server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, growth ${(peak - before).toFixed(1)} MB (target < 30 MB)`;
  return { rows, figures };
}

/** The bench tenant's audit log filled to AUDIT_ENTRIES in one statement (inserts pass the append-only guard). */
async function fillAuditLog(url: string, tenantId: string) {
  const db = createDb(url);
  try {
    await db.$executeRaw`
      INSERT INTO "AuditEvent" ("id", "tenantId", "occurredAt", "actorKind", "actorName", "action", "targetType", "targetId", "changes")
      SELECT gen_random_uuid(), ${tenantId}::uuid, now() - make_interval(secs => n), 'system', 'bench', 'organization.updated',
             'organization', md5(n::text), jsonb_build_object('name', jsonb_build_array('=before ' || n, 'after ' || n))
        FROM generate_series(1, ${AUDIT_ENTRIES}::int - (SELECT count(*) FROM "AuditEvent" WHERE "tenantId" = ${tenantId}::uuid)::int) AS n`;
  } finally {
    await db.$disconnect();
  }
}

const { url, stop, secretKey, setup } = await prepareData();
try {
  await fillAuditLog(url, setup.tenantId);
  const child = await startProduction({ databaseUrl: url, secretKey, port });
  try {
    await download(setup.apiKey, '/fleet/organizations/export?q=zzzz-nothing');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const fleet = await measure(child.pid!, setup.apiKey, '/fleet/organizations/export');
    console.log(
      `fleet export, ${ORGS} organizations x ${CONTROLS} controls x ${DAYS} days, node ${process.version}: ${fleet.figures}`,
    );
    if (fleet.rows !== ORGS) throw new Error(`expected ${ORGS} rows, got ${fleet.rows}`);
    const audit = await measure(child.pid!, setup.apiKey, '/audit-events/export');
    console.log(`audit log export, ${AUDIT_ENTRIES} entries: ${audit.figures}`);
    if (audit.rows < AUDIT_ENTRIES) throw new Error(`expected at least ${AUDIT_ENTRIES} rows, got ${audit.rows}`);
  } finally {
    await stopChild(child);
  }
} finally {
  await stop();
}
