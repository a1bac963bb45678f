import { type BaseOptions, error, INVALID, makeSchema, type Schema } from '../core.ts';
import { plural } from '../messages.ts';

/** `list[X]`: its items validated in order, its length checked as pydantic checks it. */

interface ListOptions<T> extends BaseOptions<T[]> {
  minLength?: number;
  maxLength?: number;
}

export function list<T>(items: Schema<T>, options: ListOptions<T> = {}): Schema<T[], false> {
  const { minLength, maxLength } = options;
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (!Array.isArray(input)) {
        errors.push(error('list_type', loc, 'Input should be a valid list', input));
        return INVALID;
      }
      // A list longer than allowed is refused whole: pydantic reports no item error beside it.
      if (maxLength !== undefined && input.length > maxLength) {
        errors.push(
          error(
            'too_long',
            loc,
            `List should have at most ${maxLength} item${plural(maxLength)} after validation, not ${input.length}`,
            input,
            { field_type: 'List', max_length: maxLength, actual_length: input.length },
          ),
        );
        return INVALID;
      }
      const out: T[] = [];
      let failed = false;
      input.forEach((item: unknown, index) => {
        const value = items.validate(item, [...loc, index], errors);
        if (value === INVALID) failed = true;
        else out.push(value);
      });
      // pydantic checks the length only once every item validated.
      if (failed) return INVALID;
      if (minLength !== undefined && out.length < minLength) {
        errors.push(
          error(
            'too_short',
            loc,
            `List should have at least ${minLength} item${plural(minLength)} after validation, not ${out.length}`,
            input,
            { field_type: 'List', min_length: minLength, actual_length: out.length },
          ),
        );
        return INVALID;
      }
      return out;
    },
    () => ({
      type: 'array',
      items: items.toJsonSchema(),
      ...(maxLength === undefined ? {} : { maxItems: maxLength }),
      ...(minLength === undefined ? {} : { minItems: minLength }),
    }),
  );
}
