import { type BaseOptions, error, INVALID, makeSchema, type Schema } from '../core.ts';
import { I64_LIMIT } from './int.ts';

/**
 * Booleans. pydantic's lax bool: the strings below (any case, no trimming), the ints 0 and 1,
 * floats equal to them; other integral numbers are `bool_parsing`, anything else `bool_type`.
 */

const BOOL_STRINGS: ReadonlyMap<string, boolean> = new Map([
  ...['0', 'off', 'f', 'false', 'n', 'no'].map((s): [string, boolean] => [s, false]),
  ...['1', 'on', 't', 'true', 'y', 'yes'].map((s): [string, boolean] => [s, true]),
]);

export function bool(options: BaseOptions<boolean> = {}): Schema<boolean, false> {
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (typeof input === 'boolean') return input;
      const parsed =
        typeof input === 'string'
          ? BOOL_STRINGS.get(input.toLowerCase())
          : typeof input === 'number' && (input === 0 || input === 1)
            ? input === 1
            : undefined;
      if (parsed !== undefined) return parsed;
      const parsable =
        typeof input === 'string' ||
        (typeof input === 'number' && Number.isInteger(input) && Math.abs(input) < I64_LIMIT);
      errors.push(
        parsable
          ? error('bool_parsing', loc, 'Input should be a valid boolean, unable to interpret input', input)
          : error('bool_type', loc, 'Input should be a valid boolean', input),
      );
      return INVALID;
    },
    () => ({ type: 'boolean' }),
  );
}
