/**
 * Prints the graph to `schema.graphql`, which is committed so every graph change shows in review;
 * `--check` fails when the committed file is stale (CI runs it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from '../src/schema/index.ts';

const target = new URL('../schema.graphql', import.meta.url);
const printed = `${printSchema(schema)}\n`;

if (process.argv.includes('--check')) {
  const committed = readFileSync(target, 'utf8');
  if (committed !== printed) {
    console.error('schema.graphql is stale: run `npm run schema:print` and commit the result');
    process.exit(1);
  }
} else {
  writeFileSync(target, printed);
}
