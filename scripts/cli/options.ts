// What the verb table (scripts/cli/command-line.ts) and the verbs' implementations share. This
// module is read for every `--help`, so it imports nothing at run time.
import type { Db } from '../../src/data/client.ts';

export type Options = Record<string, string | boolean | undefined>;

/**
 * Where a command line runs: its environment and its standard streams. The process's own for
 * `npm run cli`; a test's, which runs verbs in its own process (test/support/cli.ts).
 */
export interface Terminal {
  /** Its environment: DATABASE_URL or DATA_DIR, SECRET_KEY, SMTP_URL, a verb's secrets. */
  readonly env: NodeJS.ProcessEnv;
  /** Writes a line to standard output. */
  print(line: string): void;
  /** Writes a line to standard error. */
  warn(line: string): void;
  /** All of standard input, as text (a secret piped in, a file redirected). */
  input(): Promise<string>;
}

/** What a verb runs with: the terminal it was called from and the database, migrated. */
export interface Session extends Terminal {
  readonly db: Db;
}

/** What a verb does, once its options are parsed and the database is migrated. */
export type Run = (session: Session, options: Options, argument?: string) => Promise<void>;

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

/** A whole number, or undefined when not given. */
export function optionalInteger(options: Options, key: string): number | undefined {
  const given = optionalText(options, key);
  if (given === undefined) return undefined;
  if (!/^-?\d+$/.test(given)) throw new UsageError(`--${key} must be a whole number`);
  return Number(given);
}

/** A comma-separated list's items, trimmed, empty ones left out; undefined when not given. */
export function optionalList(options: Options, key: string): string[] | undefined {
  return optionalText(options, key)
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** One of `values`, or undefined when not given. */
export function optionalOneOf<T extends string>(options: Options, key: string, values: readonly T[]): T | undefined {
  const given = optionalText(options, key);
  if (given !== undefined && !values.includes(given as T))
    throw new UsageError(`--${key} must be one of ${values.join(', ')}`);
  return given as T | undefined;
}

export function oneOf<T extends string>(options: Options, key: string, values: readonly T[]): T {
  const value = optionalOneOf(options, key, values);
  if (value === undefined) throw new UsageError(`missing --${key}`);
  return value;
}
