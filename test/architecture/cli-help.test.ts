import { resolve } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { expect, test } from 'vitest';
import { runCommandLine } from '../../scripts/cli/command-line.ts';
import { testTerminal } from '../support/cli.ts';

/**
 * `npm run cli -- <verb> --help` answers at once: scripts/cli.ts and the verb table it runs load at start
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
    'scripts/cli/command-line.ts',
    'scripts/cli/options.ts',
    'src/auth/passwords.ts',
    'src/auth/permissions.ts',
    'src/domain/severity.ts',
  ]);
}, 60_000);

/** A terminal with no database in its environment: a verb that opened one would fail. */
const withoutDatabase = () => testTerminal({ DATABASE_URL: '', DATA_DIR: '/nonexistent/cli-help-must-not-open-it' });

test('--help answers for every verb, and a bad option is a usage error (2), without a database', async () => {
  const overview = withoutDatabase();
  expect(await runCommandLine(['--help'], overview.terminal)).toBe(0);
  const verbs = [...overview.printed.stdout.matchAll(/^ {2}([a-z]+:[a-z]+)\s/gm)].map((match) => match[1]!);
  expect(verbs).toEqual(
    expect.arrayContaining([
      'tenant:create',
      'tenant:list',
      'user:create',
      'user:list',
      'user:deactivate',
      'key:create',
      'key:list',
      'key:revoke',
      'psa:set',
      'report:run',
    ]),
  );
  for (const verb of verbs) {
    const help = withoutDatabase();
    expect(await runCommandLine([verb, '--help'], help.terminal)).toBe(0);
    expect(help.printed.stdout.split('\n')[0]).toMatch(new RegExp(`^usage: npm run cli -- ${verb}\\b`));
  }
  const missing = withoutDatabase();
  expect(await runCommandLine(['key:revoke'], missing.terminal)).toBe(2);
  expect(missing.printed.stderr.split('\n')[0]).toBe('cli: missing --id');
  expect(missing.printed.stderr).toContain('usage: npm run cli -- key:revoke --id <key id>');
  const unknown = withoutDatabase();
  expect(await runCommandLine(['tenant:nope'], unknown.terminal)).toBe(2);
  expect(unknown.printed.stderr.split('\n')[0]).toBe('cli: unknown verb "tenant:nope"');
});
