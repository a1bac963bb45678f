import { execFile } from 'node:child_process';
import { mkdir, rmdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
/** Held while a package is packed; a directory, since mkdir either makes it or finds it, atomically. */
const LOCK = join(ROOT, 'node_modules/.cache/npm-pack.lock');
/** A lock older than any pack is one a killed run left behind. */
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
    await rmdir(LOCK);
  }
}

async function acquire(): Promise<void> {
  await mkdir(join(LOCK, '..'), { recursive: true });
  for (;;) {
    try {
      await mkdir(LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = await stat(LOCK).catch(() => null);
    if (held && Date.now() - held.mtimeMs > STALE_MS) await rmdir(LOCK).catch(() => undefined);
    await new Promise((done) => setTimeout(done, 200));
  }
}
