// Loads data into the database:
//   tsx scripts/seed.ts [--demo]                              the demo data set (only into a database without tenants)
//   tsx scripts/seed.ts --orgs N --controls N --days N        a benchmark tenant (defaults 1000 x 300 x 366)
// The database is DATABASE_URL when set, otherwise the embedded PostgreSQL in DATA_DIR (default
// ./.data): the running service's, or one started for the duration of the command. Pending
// migrations are applied first.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { createDb, type Db } from '../src/data/client.ts';
import { rowCounts } from '../src/data/seed.ts';
import { withDatabase } from '../src/ops/connect.ts';
import { migrateDeploy } from '../src/ops/migrate.ts';
import { seedDemo } from '../src/seeds/demo.ts';
import { seedScale } from '../src/seeds/scale.ts';

const USAGE = 'usage: tsx scripts/seed.ts [--demo] | [--orgs N] [--controls N] [--days N] [--tenant-name NAME]';
const SCALE_DEFAULTS = { orgs: 1000, controls: 300, days: 366 };

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      demo: { type: 'boolean' },
      orgs: { type: 'string' },
      controls: { type: 'string' },
      days: { type: 'string' },
      'tenant-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const scale = values.orgs !== undefined || values.controls !== undefined || values.days !== undefined;
  if (values.demo && scale) throw new Error(`--demo cannot be combined with --orgs, --controls or --days\n${USAGE}`);

  const config = loadConfig();
  return withDb(async (db) => {
    if (!scale) {
      const started = Date.now();
      const result = await seedDemo(db, { bootstrapApiKey: config.bootstrapApiKey });
      if (!result.created) {
        console.log('The database already has a tenant; the demo data set was not loaded.');
        return 0;
      }
      console.log(`Demo data set loaded in ${Date.now() - started} ms.`);
      await printCounts(db);
      console.log(`Demo admin API key (shown once, stored only as a hash): ${result.apiKey}`);
      return 0;
    }

    const options = {
      orgs: positiveInteger('--orgs', values.orgs, SCALE_DEFAULTS.orgs),
      controls: positiveInteger('--controls', values.controls, SCALE_DEFAULTS.controls),
      days: positiveInteger('--days', values.days, SCALE_DEFAULTS.days),
    };
    console.log(`Seeding ${options.orgs} organizations x ${options.controls} controls x ${options.days} days...`);
    const bar = progressBar('organizations');
    const result = await seedScale(db, { ...options, tenantName: values['tenant-name'], onProgress: bar.update });
    bar.done();
    console.log(`Scale tenant ${result.tenantId} loaded in ${(result.ms / 1000).toFixed(1)} s.`);
    await printCounts(db, result.tenantId);
    console.log(`Scale admin API key (shown once, stored only as a hash): ${result.apiKey}`);
    return 0;
  });
}

function positiveInteger(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${flag} must be a positive integer, got ${JSON.stringify(text)}`);
  return value;
}

async function printCounts(db: Db, tenantId?: string): Promise<void> {
  const { counts, size } = await rowCounts(db, tenantId);
  const width = Math.max(...Object.keys(counts).map((key) => key.length));
  for (const [table, count] of Object.entries(counts))
    console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('en-US')}`);
  console.log(`  ${'database size'.padEnd(width)}  ${size ?? 'unknown'}`);
}

/** A one-line bar on stderr; without a terminal it prints a line per tenth instead of redrawing. */
function progressBar(unit: string): { update(done: number, total: number): void; done(): void } {
  const started = Date.now();
  const tty = process.stderr.isTTY;
  let lastTenth = -1;
  return {
    update(done, total) {
      const fraction = total === 0 ? 1 : done / total;
      const elapsed = (Date.now() - started) / 1000;
      const eta = fraction > 0 ? elapsed / fraction - elapsed : 0;
      const text = `${done}/${total} ${unit} ${(fraction * 100).toFixed(0).padStart(3)}%  ${elapsed.toFixed(0)}s elapsed, ~${eta.toFixed(0)}s left`;
      if (tty) {
        const width = 30;
        const filled = Math.round(fraction * width);
        process.stderr.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}`);
      } else if (Math.floor(fraction * 10) > lastTenth) {
        lastTenth = Math.floor(fraction * 10);
        process.stderr.write(`${text}\n`);
      }
    },
    done() {
      if (tty) process.stderr.write('\n');
    },
  };
}

function withDb(run: (db: Db) => Promise<number>): Promise<number> {
  return withDatabase(async ({ url }) => {
    await migrateDeploy(url);
    const db = createDb(url);
    try {
      return await run(db);
    } finally {
      await db.$disconnect();
    }
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
