// Database chores without Prisma's downloaded engines:
//   tsx scripts/db.ts generate
//   tsx scripts/db.ts migrate:create --name <name>
//   tsx scripts/db.ts migrate:deploy
//   tsx scripts/db.ts migrate:status      (exit code 1 when the database is not up to date)
// The database is DATABASE_URL when set, otherwise the embedded PostgreSQL in DATA_DIR (default
// ./.data), started for the duration of the command.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { withDatabase } from '../src/ops/connect.ts';
import { migrateCreate, migrateDeploy, migrateStatus } from '../src/ops/migrate.ts';
import { rewriteGeneratedClient } from '../src/ops/prisma-client-wasm.ts';

/** The client's output (prisma/schema.prisma) and, in it, the file that loads the query compiler. */
const GENERATED_CLIENT_CLASS = fileURLToPath(
  new URL('../src/data/generated/prisma/internal/class.ts', import.meta.url),
);

const USAGE = 'usage: tsx scripts/db.ts <generate | migrate:create --name <name> | migrate:deploy | migrate:status>';

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: 'string' } },
  });
  const [command, ...extra] = positionals;
  if (extra.length > 0) throw new Error(`unexpected arguments: ${extra.join(' ')}\n${USAGE}`);

  switch (command) {
    case 'generate': {
      const code = await generate();
      if (code === 0) rewriteGeneratedClient(GENERATED_CLIENT_CLASS);
      return code;
    }
    case 'migrate:create': {
      const name = values.name;
      if (name === undefined || name.trim() === '') throw new Error('migrate:create needs --name <name>');
      // Only its throwaway shadow database is created, which needs CREATEDB: the superuser's URL.
      return withDatabase(async ({ adminUrl }) => {
        const created = await migrateCreate(adminUrl, name);
        console.log(
          created === null
            ? 'Schema and migrations already match; nothing created.'
            : `Created prisma/migrations/${created}/migration.sql`,
        );
        return 0;
      });
    }
    case 'migrate:deploy':
      return withDatabase(async ({ url }) => {
        const { applied } = await migrateDeploy(url);
        // The built-in connector catalog goes with the schema (as at every start). Imported here,
        // not at the top: `generate` (npm's postinstall) runs before the Prisma client they load exists.
        const { createDb } = await import('../src/data/client.ts');
        const { installConnectorCatalog } = await import('../src/engine/catalog.ts');
        const db = createDb(url, { poolSize: 1 });
        await installConnectorCatalog(db).finally(() => db.$disconnect());
        console.log(
          applied.length === 0
            ? 'No pending migrations.'
            : `Applied ${applied.length} migration(s): ${applied.join(', ')}`,
        );
        return 0;
      });
    case 'migrate:status':
      return withDatabase(async ({ url }) => {
        const status = await migrateStatus(url);
        const lines = [
          ...status.pending.map((name) => `pending: ${name}`),
          ...status.failed.map((name) => `failed: ${name}`),
          ...status.edited.map((name) => `edited after being applied: ${name}`),
          ...status.unknownToDirectory.map((name) => `applied but not in prisma/migrations: ${name}`),
        ];
        console.log(status.upToDate ? 'Database schema is up to date.' : lines.join('\n'));
        return status.upToDate ? 0 : 1;
      });
    default:
      throw new Error(command === undefined ? USAGE : `unknown command ${JSON.stringify(command)}\n${USAGE}`);
  }
}

function generate(): Promise<number> {
  const require = createRequire(import.meta.url);
  const cli = path.join(path.dirname(require.resolve('prisma/package.json')), 'build', 'index.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'generate'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        // The CLI downloads a native schema engine unless this points at an existing file;
        // `generate` never runs it, so any executable will do.
        PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath,
        CHECKPOINT_DISABLE: '1',
        PRISMA_HIDE_UPDATE_MESSAGE: '1',
      },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const [first = 'unknown error', second] = message
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (second === undefined) return first;
  return /[.:!?]$/.test(first) ? `${first} ${second}` : `${first}: ${second}`;
}

const command = process.argv[2] ?? '';
// A schema engine panic traps inside WebAssembly and escapes as an uncaught exception (its message
// has already been printed by src/ops/migrate.ts).
process.on('uncaughtException', (error) => {
  const reason = error instanceof WebAssembly.RuntimeError ? 'the schema engine crashed (see above)' : firstLine(error);
  console.error(`db${command === '' ? '' : ` ${command}`}: ${reason}`);
  process.exit(1);
});
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`db${command === '' ? '' : ` ${command}`}: ${firstLine(error)}`);
    process.exit(1);
  },
);
