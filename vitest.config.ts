import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Three kinds of test, so a contributor waits only for what a change can break:
 * - `pure`: the rules and the architecture, no PostgreSQL (seconds; `npm run test:pure`);
 * - `integration` (and `integration-mocks`, its files that replace a module): everything on a real
 *   PostgreSQL (one server per run, each file cloning a migrated template, or the demo template
 *   that test/support/global-setup.ts seeds once; `npm run test:integration`);
 * - `e2e`: whole processes, a real browser and `npm pack` (`npm run test:e2e`).
 * `npm test` runs them all, pure first; `.ci/run` runs the three others in one vitest, printing
 * each project's time (test/support/project-times.ts), with pure and the static checks beside it.
 */
const PURE = ['test/domain/**/*.test.ts', 'test/architecture/**/*.test.ts'];
const E2E = [
  'test/browser/**/*.test.ts',
  'test/process/**/*.test.ts',
  'test/client/pack.test.ts',
  // The connector runner in its own process against the service, and its packages packed.
  'test/connectors/{dns,microsoft365,file-import,pack,library}.test.ts',
];

// The one file that replaces a module (vi.mock): it runs in a module registry of its own.
const MOCKS_MODULES = ['test/graphql/compiled-execution.test.ts'];

// Files at a time in the database projects: most of a file's time is spent waiting on PostgreSQL,
// a child process or Chromium, so one file more than the cores fills what they leave idle (three on
// this two-core machine; a fourth gained nothing).
const DATABASE_WORKERS = availableParallelism() + 1;

const database = {
  // One PostgreSQL for the run (each test file clones a template from it), and the sources the
  // tests start as processes, compiled once per run (under a second).
  globalSetup: ['test/support/global-setup.ts', 'test/support/compiled-children.ts'],
  // Cheaper password hashing in the test processes (not in servers they spawn).
  setupFiles: ['test/support/setup.ts'],
};

export default defineConfig({
  resolve: {
    // graphql 16 has no `exports` map: Node (and so every dependency) loads its CommonJS build,
    // while Vite would pick the `.mjs` one for our files, leaving two graphql realms. One it is.
    alias: [
      { find: /^graphql$/, replacement: 'graphql/index.js' },
      // The connector package imports the client by its name; tests run both from their sources.
      {
        find: /^@compliance-gateway\/client$/,
        replacement: fileURLToPath(new URL('./packages/client/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for what a page or a worker does next: 1 s (vitest's default) was too short
    // for a re-render or a job with both cores busy (a reload's rows, a saved integration). A poll
    // that passes returns as soon as it does; only a failing one waits the whole 10 s.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    projects: [
      {
        extends: true,
        // Vitest runs the projects of one group side by side, with one worker count: `npm test` runs
        // the groups in turn (pure, then integration and e2e).
        test: {
          name: 'pure',
          include: PURE,
          setupFiles: ['test/support/setup.ts'],
          // Rules without I/O: a fork per file cost more than the tests (23 s for 7 s of tests).
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          // Vitest's default on two cores is one worker, but these files mostly wait on PostgreSQL:
          // two at a time took the project from 1,948 s to 812 s on this machine under the same load,
          // three from 206 s to 166 s (four: 167 s). Its group shares the count (e2e: see there).
          maxWorkers: DATABASE_WORKERS,
          // Each file would otherwise import the whole service again (about 2 s, 245 s summed): the
          // files share their worker's modules, which hold no state a file could see (every app
          // is started by the file, on a database of its own). 485 s -> 403 s for the project.
          isolate: false,
          sequence: { groupOrder: 1 },
          exclude: [...PURE, ...E2E, ...MOCKS_MODULES],
          ...database,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-mocks',
          include: MOCKS_MODULES,
          maxWorkers: DATABASE_WORKERS,
          sequence: { groupOrder: 1 },
          ...database,
        },
      },
      {
        extends: true,
        // Three files at a time: a process test waits on its child's start and end, a browser test
        // on Chromium, so one file's waits leave the others a core (201 s -> 177 s on two cores; with
        // two at a time, all 25 also passed at a load of 7).
        test: {
          name: 'e2e',
          include: E2E,
          maxWorkers: DATABASE_WORKERS,
          // As in integration: each browser and pack file starts its app in its worker, and
          // importing the service again per file cost about 75 s of CPU over the 25 files.
          isolate: false,
          // In integration's group, so one vitest (as CI runs them) starts one PostgreSQL and seeds the
          // demo once for both. A group shares one worker count and runs its projects in turn.
          sequence: { groupOrder: 1 },
          ...database,
          // The console the browser tests serve, built once for all of them.
          globalSetup: [...database.globalSetup, 'test/support/console-build.ts'],
        },
      },
    ],
  },
});
