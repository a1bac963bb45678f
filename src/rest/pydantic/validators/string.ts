import { type BaseOptions, error, INVALID, makeSchema, type Schema } from '../core.ts';
import { plural } from '../messages.ts';

/** Strings. Lengths count code points (Python `len`), not UTF-16 units. */

interface StringOptions extends BaseOptions<string> {
  minLength?: number;
  maxLength?: number;
  /** pydantic's `Field(pattern=...)`, checked after the lengths; it must refuse NUL itself. */
  pattern?: string;
}

/**
 * Every string the service accepts is also refused, in pydantic's own words, for what PostgreSQL
 * cannot store as text: an unpaired surrogate is what pydantic-core reports as `string_unicode`
 * whenever it needs the text as UTF-8, and a NUL character is refused as if each field declared
 * `Field(pattern=r'^[^\x00]*$')` (after the length checks, in pydantic's order).
 */
export const NO_NUL_PATTERN = '^[^\\x00]*$';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function string(options: StringOptions = {}): Schema<string, false> {
  const { minLength, maxLength } = options;
  const pattern = options.pattern ?? NO_NUL_PATTERN;
  const matcher = options.pattern === undefined ? null : new RegExp(options.pattern, 'u');
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (typeof input !== 'string') {
        errors.push(error('string_type', loc, 'Input should be a valid string', input));
        return INVALID;
      }
      if (LONE_SURROGATE.test(input)) {
        errors.push(
          error(
            'string_unicode',
            loc,
            'Input should be a valid string, unable to parse raw data as a unicode string',
            input,
          ),
        );
        return INVALID;
      }
      const length = minLength === undefined && maxLength === undefined ? 0 : [...input].length;
      if (minLength !== undefined && length < minLength) {
        errors.push(
          error(
            'string_too_short',
            loc,
            `String should have at least ${minLength} character${plural(minLength)}`,
            input,
            {
              min_length: minLength,
            },
          ),
        );
        return INVALID;
      }
      if (maxLength !== undefined && length > maxLength) {
        errors.push(
          error(
            'string_too_long',
            loc,
            `String should have at most ${maxLength} character${plural(maxLength)}`,
            input,
            {
              max_length: maxLength,
            },
          ),
        );
        return INVALID;
      }
      if (matcher ? !matcher.test(input) : input.includes('\0')) {
        errors.push(
          error('string_pattern_mismatch', loc, `String should match pattern '${pattern}'`, input, { pattern }),
        );
        return INVALID;
      }
      return input;
    },
    () => ({
      type: 'string',
      ...(matcher ? { pattern } : {}),
      ...(maxLength === undefined ? {} : { maxLength }),
      ...(minLength === undefined ? {} : { minLength }),
    }),
  );
}
