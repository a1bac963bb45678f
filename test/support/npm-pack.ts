import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { lock } from 'proper-lockfile';

const ROOT = resolve(import.meta.dirname, '../..');
const PACKAGES = join(ROOT, 'packages');
/** Held while a package is packed, by whichever test process packs (a lock left by a killed run goes stale). */
const LOCK = join(ROOT, 'node_modules/.cache/npm-pack.lock');
const run = promisify(execFile);

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
  await mkdir(dirname(LOCK), { recursive: true });
  const release = await lock(PACKAGES, {
    lockfilePath: LOCK,
    retries: { forever: true, minTimeout: 200, maxTimeout: 1_000 },
  });
  try {
    const packed = await run('npm', ['pack', '--json', '--pack-destination', destination], {
      cwd: join(PACKAGES, workspace),
      env,
    });
    return (JSON.parse(packed.stdout) as Packed[])[0]!;
  } finally {
    await release();
  }
}
