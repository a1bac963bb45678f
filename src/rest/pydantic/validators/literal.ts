import { type BaseOptions, error, INVALID, makeSchema, type Schema } from '../core.ts';
import { expectedList, type LiteralValue } from '../messages.ts';

/** `Literal[...]`: `literal_error`, worded from the reprs of the allowed values. */

/**
 * Python `==` decides a literal match, so `Literal[False]` also takes 0 (and `Literal[True]` 1),
 * but never the strings "false"/"true"; the expected value is returned.
 */
function literalMatches(expected: LiteralValue, input: unknown): boolean {
  if (typeof expected === 'boolean' && typeof input === 'number') return input === Number(expected);
  if (typeof expected === 'number' && typeof input === 'boolean') return Number(input) === expected;
  return input === expected;
}

export function literal<const T extends readonly [LiteralValue, ...LiteralValue[]]>(
  values: T,
  options: BaseOptions<T[number]> = {},
): Schema<T[number], false> {
  const expected = expectedList(values);
  return makeSchema(
    options,
    (input, loc, errors) => {
      const match = values.find((value): value is T[number] => literalMatches(value, input));
      if (match !== undefined) return match;
      errors.push(error('literal_error', loc, `Input should be ${expected}`, input, { expected }));
      return INVALID;
    },
    () => (values.length === 1 ? { const: values[0] } : { enum: [...values] }),
  );
}
