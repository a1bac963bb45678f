import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Only src/data calls the Prisma client. The import rule `only-data-touches-prisma` catches an
 * import of the client, but not a call through a client handed in (`context.db.user.findMany`),
 * which needs no import; this scan of the source text catches those, in src and scripts alike.
 */

const ROOT = resolve(import.meta.dirname, '../..');

/** Models of prisma/schema.prisma, as the client names its delegates (`apiKey`). */
function modelDelegates(): string[] {
  const schema = readFileSync(join(ROOT, 'prisma/schema.prisma'), 'utf8');
  return [...schema.matchAll(/^model (\w+)/gm)].map(([, name]) => name!.charAt(0).toLowerCase() + name!.slice(1));
}

const OPERATIONS =
  'findMany|findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|create|createMany|createManyAndReturn|update|updateMany|upsert|delete|deleteMany|count|aggregate|groupBy';

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !path.startsWith('src/data/'));
}

function prismaCalls(text: string, delegates: readonly string[]): string[] {
  const model = new RegExp(`\\.(${delegates.join('|')})\\.(${OPERATIONS})\\(`, 'g');
  const raw = /\.\$(queryRaw|queryRawUnsafe|executeRaw|executeRawUnsafe|transaction)\b/g;
  return [...text.matchAll(model), ...text.matchAll(raw)].map(([call]) => call.slice(1).replace(/\($/, ''));
}

describe('the Prisma client', () => {
  const delegates = modelDelegates();

  test('is called only in src/data (src and scripts)', () => {
    const found: Record<string, string[]> = {};
    for (const path of [...sourceFiles('src'), ...sourceFiles('scripts')]) {
      const calls = prismaCalls(readFileSync(join(ROOT, path), 'utf8'), delegates);
      if (calls.length > 0) found[path] = calls;
    }
    expect(found).toEqual({});
  });

  test('calls are recognised through any client, and type positions are not calls', () => {
    const text = [
      'await context.db.organization.findMany({ ...query });',
      'return db.$transaction(async (tx) => tx.apiKey.create({ data }));',
      "type Raw = Pick<Db, '$queryRaw'>;",
      'const page = items.map((item) => item.name);',
    ].join('\n');
    expect(prismaCalls(text, delegates)).toEqual(['organization.findMany', 'apiKey.create', '$transaction']);
  });
});
