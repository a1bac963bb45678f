import { type BaseOptions, defineKey, error, INVALID, isPlainObject, makeSchema, type Schema } from '../core.ts';
import { plural } from '../messages.ts';

/** `dict[str, V]` and `dict[str, Any]`. */

interface RecordOptions<T> extends BaseOptions<Record<string, T>> {
  minLength?: number;
}

/** `dict[str, V]`: JSON keys are strings already, so only the values are validated. */
export function record<T>(values: Schema<T>, options: RecordOptions<T> = {}): Schema<Record<string, T>, false> {
  const { minLength } = options;
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (!isPlainObject(input)) {
        errors.push(error('dict_type', loc, 'Input should be a valid dictionary', input));
        return INVALID;
      }
      const out: Record<string, T> = {};
      let failed = false;
      for (const [key, item] of Object.entries(input)) {
        const value = values.validate(item, [...loc, key], errors);
        if (value === INVALID) failed = true;
        else defineKey(out, key, value);
      }
      if (failed) return INVALID;
      // As for lists, pydantic counts the entries once every value validated.
      const length = Object.keys(out).length;
      if (minLength !== undefined && length < minLength) {
        errors.push(
          error(
            'too_short',
            loc,
            `Dictionary should have at least ${minLength} item${plural(minLength)} after validation, not ${length}`,
            input,
            { field_type: 'Dictionary', min_length: minLength, actual_length: length },
          ),
        );
        return INVALID;
      }
      return out;
    },
    () => ({
      type: 'object',
      additionalProperties: values.toJsonSchema(),
      ...(minLength === undefined ? {} : { minProperties: minLength }),
    }),
  );
}

/** `dict[str, Any]`: a free-form object. */
export function dict(options: BaseOptions<Record<string, unknown>> = {}): Schema<Record<string, unknown>, false> {
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (isPlainObject(input)) return input;
      errors.push(error('dict_type', loc, 'Input should be a valid dictionary', input));
      return INVALID;
    },
    () => ({ type: 'object', additionalProperties: true }),
  );
}
