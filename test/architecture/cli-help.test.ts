import { resolve } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { expect, test } from 'vitest';

/**
 * `npm run cli -- <verb> --help` answers at once: scripts/cli.ts, the verb table, loads at start
 * only node's builtins and constants that import nothing; each verb's implementation (and with it
 * the service: the Prisma client, the graph, REST's validation) is a dynamic import() made when the
 * verb runs. This follows what Node loads before that: static imports, not those of types only.
 */

const ROOT = resolve(import.meta.dirname, '../..');

test('the CLI loads no verb, no database and no graph before a verb runs', async () => {
  const { output } = await cruise(
    ['scripts/cli.ts'],
    {
      baseDir: ROOT,
      tsPreCompilationDeps: true,
      doNotFollow: { path: ['node_modules'] },
      enhancedResolveOptions: { extensions: ['.ts', '.js'] },
    },
    undefined,
    { tsConfig: extractTSConfig(resolve(ROOT, 'tsconfig.json')) },
  );
  const modules = new Map((output as ICruiseResult).modules.map((module) => [module.source, module]));
  const loaded = new Set(['scripts/cli.ts']);
  for (const source of loaded) {
    for (const dependency of modules.get(source)!.dependencies) {
      const atStart = !dependency.dynamic && !dependency.dependencyTypes.includes('type-only');
      if (atStart && !dependency.coreModule) loaded.add(dependency.resolved);
    }
  }
  expect([...loaded].sort()).toEqual([
    'scripts/cli.ts',
    'scripts/cli/options.ts',
    'src/auth/passwords.ts',
    'src/auth/permissions.ts',
    'src/domain/severity.ts',
  ]);
}, 60_000);
