import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The console as `npm start` builds it, built once for the run: serve it, never write to it. */
    consoleDir: string;
  }
}

/**
 * The browser tests' console, built once per run (a production build takes about 15 s of CPU) into
 * a directory of its own that every file serves: none writes to it, so none sees another's build.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const consoleDir = await mkdtemp(path.join(os.tmpdir(), 'console-dist-'));
  // Vitest's NODE_ENV (test) would bundle React's development build: built as `npm start` builds it.
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: 'console/vite.config.ts',
      logLevel: 'warn',
      build: { outDir: consoleDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = environment;
  }
  project.provide('consoleDir', consoleDir);
  return () => rm(consoleDir, { recursive: true, force: true });
}
