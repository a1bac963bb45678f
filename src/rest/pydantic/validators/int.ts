import { type BaseOptions, error, INVALID, makeSchema, type Schema } from '../core.ts';

/**
 * Integers. pydantic-core `str_as_int`: trim Unicode whitespace (Rust `str::trim`), an optional
 * sign, ASCII digits with single underscores between them, and an optional `.` followed by at
 * least one `0` and nothing else ("1.0" and "1.00" are 1, "1." and "1.5" are not integers).
 */

const INT_STRING = /^[+-]?[0-9](?:_?[0-9])*(?:\.0+)?$/;
/** The bound of a Rust i64, beyond which pydantic refuses a number as an integer. */
export const I64_LIMIT = 2 ** 63;
/** pydantic refuses integers longer than Python's int-to-str limit. */
const MAX_INT_DIGITS = 4300;
/** Rust `char::is_whitespace` (Unicode White_Space); unlike JS `\s` it has U+0085, not U+FEFF. */
const RUST_WHITESPACE =
  /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

const INT_PARSING = 'Input should be a valid integer, unable to parse string as an integer';
const INT_PARSING_SIZE = 'Unable to parse input string as an integer, exceeded maximum size';

/** The integer a string denotes in pydantic's lax mode, or the error type. */
function strAsInt(input: string): bigint | 'int_parsing' | 'int_parsing_size' {
  const text = input.replace(RUST_WHITESPACE, '');
  if (!INT_STRING.test(text)) return 'int_parsing';
  const digits = text.replace(/\.0+$/, '').replaceAll('_', '').replace(/^\+/, '');
  const significant = digits.replace(/^(-?)0+(?=\d)/, '$1');
  if (significant.length > MAX_INT_DIGITS) return 'int_parsing_size';
  return BigInt(significant);
}

interface IntOptions extends BaseOptions<number> {
  ge?: number;
  le?: number;
}

export function int(options: IntOptions = {}): Schema<number, false> {
  const { ge, le } = options;
  return makeSchema(
    options,
    (input, loc, errors) => {
      let value: bigint;
      if (typeof input === 'string') {
        const parsed = strAsInt(input);
        if (typeof parsed === 'string') {
          errors.push(error(parsed, loc, parsed === 'int_parsing' ? INT_PARSING : INT_PARSING_SIZE, input));
          return INVALID;
        }
        value = parsed;
      } else if (typeof input === 'boolean') {
        // Python's bool is an int subclass; lax mode accepts it.
        value = input ? 1n : 0n;
      } else if (typeof input === 'number') {
        if (!Number.isFinite(input)) {
          errors.push(error('finite_number', loc, 'Input should be a finite number', input));
          return INVALID;
        }
        if (!Number.isInteger(input)) {
          errors.push(
            error('int_from_float', loc, 'Input should be a valid integer, got a number with a fractional part', input),
          );
          return INVALID;
        }
        // A float beyond i64 is refused by pydantic; JSON numbers reach us as JS floats, so an
        // exact big integer literal is treated the same way (it would lose precision here anyway).
        if (Math.abs(input) >= I64_LIMIT) {
          errors.push(error('int_parsing_size', loc, INT_PARSING_SIZE, input));
          return INVALID;
        }
        value = BigInt(input);
      } else {
        errors.push(error('int_type', loc, 'Input should be a valid integer', input));
        return INVALID;
      }
      if (ge !== undefined && value < BigInt(ge)) {
        errors.push(error('greater_than_equal', loc, `Input should be greater than or equal to ${ge}`, input, { ge }));
        return INVALID;
      }
      if (le !== undefined && value > BigInt(le)) {
        errors.push(error('less_than_equal', loc, `Input should be less than or equal to ${le}`, input, { le }));
        return INVALID;
      }
      return Number(value);
    },
    () => ({
      type: 'integer',
      ...(le === undefined ? {} : { maximum: le }),
      ...(ge === undefined ? {} : { minimum: ge }),
    }),
  );
}
