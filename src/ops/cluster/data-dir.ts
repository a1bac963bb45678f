import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { canAccess, type RunAs } from './system-user.ts';

/**
 * What the service keeps in DATA_DIR besides (or instead of) the cluster. Each file is 0600 and
 * owned by the service's user; the PostgreSQL user, when it is another one, cannot read them.
 */
export const FILES = {
  /** Passwords of the superuser and of the application role, generated per data directory. */
  credentials: 'gateway-credentials.json',
  /** Where the cluster lives when it could not live in DATA_DIR itself (see placeCluster). */
  location: 'gateway-cluster-location',
  /** The running server's address and owner, so chores connect to it instead of starting another. */
  server: 'gateway-server.json',
} as const;

export interface Placement {
  /** The directory the operator named (DATA_DIR), absolute. */
  dataDir: string;
  /** The PostgreSQL cluster: DATA_DIR itself, or a directory the server's user can reach. */
  clusterDir: string;
  relocated: boolean;
}

/**
 * Decides where the cluster lives. As a normal user, in DATA_DIR. As root, PostgreSQL runs as
 * `postgres`, which must reach the cluster: in DATA_DIR when it can (DATA_DIR is then handed to
 * it), otherwise (DATA_DIR under a 0700 home) in `<home>/clusters/<id>`, owned by `postgres`, with
 * DATA_DIR keeping a pointer to it, so the data still survives restarts and DATA_DIR still names it.
 */
export async function placeCluster(dataDirOption: string, who: RunAs, home: string): Promise<Placement> {
  const dataDir = path.resolve(dataDirOption);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });

  const pointer = await readFile(path.join(dataDir, FILES.location), 'utf8').catch(() => null);
  if (pointer !== null && pointer.trim() !== '') {
    const clusterDir = pointer.trim();
    await prepareClusterDir(clusterDir, who);
    return { dataDir, clusterDir, relocated: true };
  }

  const hasCluster = await exists(path.join(dataDir, 'PG_VERSION'));
  if (who.uid === undefined) return { dataDir, clusterDir: dataDir, relocated: false };

  if (await canAccess(who, '-x', path.dirname(dataDir))) {
    await prepareClusterDir(dataDir, who);
    return { dataDir, clusterDir: dataDir, relocated: false };
  }
  if (hasCluster) {
    throw new Error(
      `the "${who.name}" user cannot reach the PostgreSQL cluster in ${dataDir}; ` +
        'make its parent directories enterable (chmod o+x) or move DATA_DIR',
    );
  }
  const clusterDir = path.join(home, 'clusters', randomBytes(8).toString('hex'));
  await mkdir(path.dirname(clusterDir), { recursive: true, mode: 0o755 });
  await chmod(home, 0o755);
  await chmod(path.dirname(clusterDir), 0o755);
  await prepareClusterDir(clusterDir, who);
  await writeSecretFile(dataDir, FILES.location, `${clusterDir}\n`);
  return { dataDir, clusterDir, relocated: true };
}

/** PostgreSQL wants its directory owned by the user it runs as, mode 0700. */
async function prepareClusterDir(clusterDir: string, who: RunAs): Promise<void> {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (who.uid !== undefined) await chown(clusterDir, who.uid, who.gid!);
  await chmod(clusterDir, 0o700);
}

/** Written whole or not at all (a crash leaves the previous version), 0600 from the first byte. */
export async function writeSecretFile(dir: string, name: string, content: string): Promise<void> {
  const target = path.join(dir, name);
  const staging = `${target}.${process.pid}.tmp`;
  await writeFile(staging, content, { mode: 0o600 });
  await chmod(staging, 0o600);
  await rename(staging, target);
}

export async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
