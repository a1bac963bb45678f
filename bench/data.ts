/**
 * The benchmarks' data set: a scale tenant (BENCH_ORGS x BENCH_CONTROLS x BENCH_DAYS, default
 * 1000 x 300 x 366) seeded once into BENCH_DATA_DIR (or DATABASE_URL) and reused by later runs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDb } from '../src/data/client.ts';
import { startEmbeddedPostgres } from '../src/ops/embedded.ts';
import { migrateDeploy } from '../src/ops/migrate.ts';
import { dataDirSecretKey } from '../src/ops/secret-key.ts';
import { seedScale } from '../src/seeds/scale.ts';

export const ORGS = Number(process.env.BENCH_ORGS ?? 1000);
export const CONTROLS = Number(process.env.BENCH_CONTROLS ?? 300);
export const DAYS = Number(process.env.BENCH_DAYS ?? 366);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? '.bench-data');
const marker = path.join(dataDir, 'bench.json');

export interface Setup {
  tenantId: string;
  organizationId: string;
  apiKey: string;
}

export async function prepareData(): Promise<{
  url: string;
  /** A superuser's URL of the maintenance database (the embedded one's), for copies of the data set. */
  adminUrl: string;
  stop(): Promise<void>;
  setup: Setup;
  /** The data set's SECRET_KEY (base64), kept beside it: what the production start seals with. */
  secretKey: string;
}> {
  const pg = process.env.DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir });
  const url = process.env.DATABASE_URL ?? pg!.url;
  await migrateDeploy(url);
  const stored = existsSync(marker) ? (JSON.parse(readFileSync(marker, 'utf8')) as Partial<Setup>) : null;
  // A data set seeded before the engine existed has no facts and no tenant id: seed a new one.
  let setup: Setup;
  if (stored?.tenantId) {
    setup = stored as Setup;
  } else {
    const db = createDb(url);
    process.stderr.write(`seeding ${ORGS} organizations x ${CONTROLS} controls x ${DAYS} days...\n`);
    const seeded = await seedScale(db, { orgs: ORGS, controls: CONTROLS, days: DAYS });
    const organization = await db.organization.findFirstOrThrow({
      where: { tenantId: seeded.tenantId },
      orderBy: { name: 'asc' },
    });
    await db.$disconnect();
    setup = { tenantId: seeded.tenantId, organizationId: organization.id, apiKey: seeded.apiKey };
    writeFileSync(marker, JSON.stringify(setup));
    process.stderr.write(`seeded in ${(seeded.ms / 1000).toFixed(1)} s\n`);
  }
  const secretKey = (await dataDirSecretKey(dataDir)).toString('base64');
  return { url, adminUrl: pg?.adminUrl ?? url, stop: async () => pg?.stop(), setup, secretKey };
}

/** The organizations of the bench tenant with an Intune integration, the ones both write benchmarks push to. */
export async function intuneOrganizations(url: string, tenantId: string): Promise<string[]> {
  const db = createDb(url);
  try {
    const rows = await db.integration.findMany({
      where: { organization: { tenantId }, connectorType: { typeCode: 'intune' } },
      select: { organizationId: true },
      orderBy: { organizationId: 'asc' },
    });
    return rows.map((row) => row.organizationId);
  } finally {
    await db.$disconnect();
  }
}
