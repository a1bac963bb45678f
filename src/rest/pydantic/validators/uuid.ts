import { type BaseOptions, error, INVALID, makeSchema, type Schema } from '../core.ts';
import { parseUuid } from '../messages.ts';

/** pydantic's `UUID`: a string the Rust `uuid` crate parses (its words in `ctx.error`). */

export function uuid(options: BaseOptions<string> = {}): Schema<string, false> {
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (typeof input !== 'string') {
        errors.push(error('uuid_type', loc, 'UUID input should be a string, bytes or UUID object', input));
        return INVALID;
      }
      const parsed = parseUuid(input);
      if ('uuid' in parsed) return parsed.uuid;
      errors.push(
        error('uuid_parsing', loc, `Input should be a valid UUID, ${parsed.error}`, input, {
          error: parsed.error,
        }),
      );
      return INVALID;
    },
    () => ({ type: 'string', format: 'uuid' }),
  );
}
