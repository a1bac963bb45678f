import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    include: ['test/**/*.test.ts'],
    // One PostgreSQL for the whole run; each test file clones a migrated template from it.
    globalSetup: ['test/support/global-setup.ts'],
    // Cheaper password hashing in the test processes (not in servers they spawn).
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
