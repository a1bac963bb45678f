import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSchema, NoDeprecatedCustomRule, parse, validate } from 'graphql';
import { describe, expect, test } from 'vitest';

/**
 * The graph keeps a replaced field, marked @deprecated, so no outside client breaks; our own clients
 * move to the replacement at once, or the old field could never
 * go. The console's documents are validated against the committed schema with graphql's
 * NoDeprecatedCustomRule: a deprecated field, argument, input field or enum value selected anywhere fails.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const schema = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));

function documents(directory: string): string[] {
  return readdirSync(join(ROOT, directory))
    .filter((name) => name.endsWith('.graphql'))
    .map((name) => join(ROOT, directory, name));
}

/** A client's documents as one: operations spread fragments declared in other files. */
function deprecatedUses(files: string[]): string[] {
  const source = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  return validate(schema, parse(source), [NoDeprecatedCustomRule]).map((error) => error.message);
}

describe('the console selects no deprecated part of the graph', () => {
  test('the console', () => {
    const files = [...documents('console/src/operations'), join(ROOT, 'src/graphql/operations/fragments.graphql')];
    expect(files.length).toBeGreaterThan(2);
    expect(deprecatedUses(files)).toEqual([]);
  });

  test('the rule itself sees a deprecated field', () => {
    // Guards the test above: were the rule or the schema's markings lost, it would pass on anything.
    const uses = validate(schema, parse('{ webhooks(first: 1) { edges { node { events } } } }'), [
      NoDeprecatedCustomRule,
    ]);
    expect(uses.map((error) => error.message)).toEqual(['The field Webhook.events is deprecated. Use kinds.']);
  });
});
