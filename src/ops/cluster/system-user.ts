import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whom PostgreSQL runs as: this process itself, or (when this process is root) the `postgres` system user. */
export interface RunAs {
  /** Set only when this process is root: PostgreSQL refuses to run as root. */
  uid?: number;
  gid?: number;
  name: string;
}

export const SERVER_USER = 'postgres';

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/**
 * The identity PostgreSQL's processes get. As root that is the `postgres` system user, created
 * (no home, no login shell) when the machine has none.
 */
export async function serverIdentity(): Promise<RunAs> {
  if (!isRoot()) return { name: process.env.USER ?? 'current user' };
  const existing = await lookup(SERVER_USER);
  if (existing) return existing;
  try {
    await run('groupadd', ['--system', SERVER_USER]).catch(() => undefined);
    await run('useradd', [
      '--system',
      '--gid',
      SERVER_USER,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SERVER_USER,
    ]);
  } catch (error) {
    throw new Error(
      `running as root, PostgreSQL needs a "${SERVER_USER}" system user and creating one failed ` +
        `(${(error as Error).message.split('\n')[0]}); create it, run as another user, or set DATABASE_URL`,
    );
  }
  const created = await lookup(SERVER_USER);
  if (!created) throw new Error(`user "${SERVER_USER}" was created but cannot be looked up`);
  return created;
}

async function lookup(name: string): Promise<RunAs | null> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    return null;
  }
}

/**
 * Whether `who` can use `target` (`-x` to run a file or enter a directory, `-w` to write), asked of
 * the kernel as that user: mode bits, ACLs and every directory above count, as they will for
 * PostgreSQL.
 */
export function canAccess(who: RunAs, test: '-x' | '-w' | '-r', target: string): Promise<boolean> {
  if (who.uid === undefined) return Promise.resolve(true);
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', `test ${test} "$1"`, 'sh', target], {
      uid: who.uid,
      gid: who.gid,
      stdio: 'ignore',
      // The current directory may itself be out of the user's reach (a 0700 home).
      cwd: '/',
    });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}
