import { type BaseOptions, error, INVALID, makeSchema, type Schema } from '../core.ts';
import { expectedList } from '../messages.ts';

/**
 * Enumerations. A Python `Enum` gives type `enum` (a `Literal[...]`, `literal_error`: literal.ts);
 * both word the message from the reprs of the allowed values.
 */

export function enumOf<const T extends readonly [string, ...string[]]>(
  values: T,
  options: BaseOptions<T[number]> = {},
): Schema<T[number], false> {
  type V = T[number];
  const expected = expectedList(values);
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (typeof input === 'string' && (values as readonly string[]).includes(input)) return input as V;
      errors.push(error('enum', loc, `Input should be ${expected}`, input, { expected }));
      return INVALID;
    },
    () => ({ type: 'string', enum: [...values] }),
  );
}
