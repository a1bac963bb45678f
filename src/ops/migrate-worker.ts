/**
 * The body of `migrateDeployIsolated` (migrate.ts): a child process that applies the migrations,
 * reports back over IPC and exits, so Prisma's WebAssembly schema engine and everything it
 * allocated leave with it.
 */
import { migrateDeploy } from './migrate.ts';

const send = (message: unknown) =>
  new Promise<void>((resolve) => (process.send ? process.send(message, () => resolve()) : resolve()));
try {
  await send({ ok: true, result: await migrateDeploy(process.env.MIGRATE_DATABASE_URL!) });
} catch (error) {
  const { message, code } = error as { message?: string; code?: string };
  await send({ ok: false, message: message ?? String(error), code });
}
process.exit(0);
