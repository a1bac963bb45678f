import { join, resolve } from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, test } from 'vitest';

/**
 * The import rules of `.dependency-cruiser.cjs` (run by `npm run lint`) hold on the real tree,
 * and each one does fire: small fixture trees that break one rule each are cruised as if they
 * were the project's `src/`, through dependency-cruiser's own API and the very same config.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURES = join(import.meta.dirname, 'fixtures');

let options: ICruiseOptions;
beforeAll(async () => {
  options = await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.cjs'));
});

async function violations(
  baseDir: string,
  roots: string[],
  transpile?: { tsConfig: unknown },
): Promise<{ rule: string; from: string; to: string }[]> {
  // Fixtures have no tsconfig of their own; their imports name the files they import.
  const { tsConfig: _projectTsConfig, ...withoutTsConfig } = options;
  const { output } = await cruise(
    roots,
    { ...(transpile ? options : withoutTsConfig), baseDir, validate: true },
    undefined,
    transpile,
  );
  return (output as ICruiseResult).summary.violations
    .map((violation) => ({ rule: violation.rule.name, from: violation.from, to: violation.to }))
    .sort((a, b) => `${a.rule}${a.from}`.localeCompare(`${b.rule}${b.from}`));
}

const fixture = (name: string, roots = ['src']) => violations(join(FIXTURES, name), roots);

describe('the import rules', () => {
  test('hold on the real tree (what npm run lint:imports checks)', async () => {
    const tsConfig = extractTSConfig(join(ROOT, 'tsconfig.json'));
    expect(await violations(ROOT, ['src', 'scripts', 'bench', 'packages/client/src'], { tsConfig })).toEqual([]);
  }, 120_000);

  test('let data flow one way: surface -> graph -> data -> domain', async () => {
    expect(await fixture('one-way')).toEqual([]);
  });

  test('report REST importing MCP', async () => {
    expect(await fixture('rest-imports-mcp')).toEqual([
      { rule: 'rest-and-mcp-are-siblings', from: 'src/rest/routes.ts', to: 'src/mcp/tools.ts' },
    ]);
  });

  test('report the graph importing a surface', async () => {
    expect(await fixture('schema-imports-rest')).toEqual([
      { rule: 'schema-below-transports', from: 'src/schema/organization.ts', to: 'src/rest/route.ts' },
    ]);
  });

  test('report anything below the graph importing a surface', async () => {
    expect(await fixture('data-imports-surface')).toEqual([
      { rule: 'data-below-everything-but-domain', from: 'src/data/api-keys.ts', to: 'src/mcp/tools.ts' },
    ]);
  });

  test('report the rules importing the data layer', async () => {
    expect(await fixture('domain-imports-data')).toEqual([
      { rule: 'domain-is-pure', from: 'src/domain/grid.ts', to: 'src/data/compliance.ts' },
    ]);
  });

  test('report the Prisma client used outside src/data (scripts too), and the database opened below the entries', async () => {
    // Type-only imports (the schema's) are allowed; data's own import of the client is too.
    expect(await fixture('prisma-outside-data', ['src', 'scripts'])).toEqual([
      { rule: 'only-data-touches-prisma', from: 'scripts/seed.ts', to: 'src/data/generated/prisma/client.ts' },
      { rule: 'only-data-touches-prisma', from: 'src/engine/evaluate.ts', to: 'src/data/generated/prisma/client.ts' },
      { rule: 'only-entries-open-the-database', from: 'src/schema/builder.ts', to: 'src/data/client.ts' },
    ]);
  });

  test('report a circle of two files (once per circle)', async () => {
    expect(await fixture('circle')).toEqual([
      { rule: 'no-circular', from: 'src/graphql/execute.ts', to: 'src/graphql/yoga.ts' },
    ]);
  });

  test('keep the client package and the server apart, both ways', async () => {
    expect(await fixture('client-and-server', ['src', 'packages'])).toEqual([
      {
        rule: 'client-package-stands-alone',
        from: 'packages/client/src/reads.ts',
        to: 'src/domain/pagination.ts',
      },
      { rule: 'server-does-not-use-the-client', from: 'src/rest/routes.ts', to: 'packages/client/src/reads.ts' },
    ]);
  });
});
