// What the verb table (scripts/cli.ts) and the verbs' implementations share. This module is read
// for every `--help`, so it imports nothing at run time.
import type { Db } from '../../src/data/client.ts';

export type Options = Record<string, string | boolean | undefined>;

/** What a verb does, once its options are parsed and the database is migrated. */
export type Run = (db: Db, options: Options, argument?: string) => Promise<void>;

/** Bad command line: exit code 2 and the usage, of the verb when known. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly verb?: string,
  ) {
    super(message);
  }
}

export function text(options: Options, key: string): string {
  const value = optionalText(options, key);
  if (value === undefined) throw new UsageError(`missing --${key}`);
  return value;
}

export function optionalText(options: Options, key: string): string | undefined {
  const value = options[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
