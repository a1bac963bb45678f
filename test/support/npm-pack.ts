import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
/**
 * Held while a package is packed: a directory, since mkdir either makes it or finds it, atomically,
 * holding the holder's pid. A lock whose holder is gone, or older than any pack, was left behind.
 */
const LOCK = join(ROOT, 'node_modules/.cache/npm-pack.lock');
const HOLDER = join(LOCK, 'pid');
const STALE_MS = 5 * 60_000;

export interface Packed {
  filename: string;
  files: { path: string }[];
}

/**
 * `npm pack` of one of this repository's packages (`packages/<workspace>`) into `destination`, as
 * its users get it: prepack builds dist/. That build empties dist/ before compiling, so two test
 * files packing at once (the client's and the connector kit's, which packs the client too) emptied
 * each other's build, and a tarball held only README and package.json: one pack at a time.
 * `env` is the caller's, without npm's settings of an `npm test` run.
 */
export async function npmPack(workspace: string, destination: string, env: NodeJS.ProcessEnv): Promise<Packed> {
  await acquire();
  try {
    const packed = await run('npm', ['pack', '--json', '--pack-destination', destination], {
      cwd: join(ROOT, 'packages', workspace),
      env,
    });
    return (JSON.parse(packed.stdout) as Packed[])[0]!;
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
}

async function acquire(): Promise<void> {
  await mkdir(join(LOCK, '..'), { recursive: true });
  for (;;) {
    try {
      await mkdir(LOCK);
      await writeFile(HOLDER, String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await leftBehind()) await rm(LOCK, { recursive: true, force: true });
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function leftBehind(): Promise<boolean> {
  const held = await stat(LOCK).catch(() => null);
  if (!held) return false;
  if (Date.now() - held.mtimeMs > STALE_MS) return true;
  const pid = Number(await readFile(HOLDER, 'utf8').catch(() => ''));
  // No pid yet: its holder is between making the lock and writing it.
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
