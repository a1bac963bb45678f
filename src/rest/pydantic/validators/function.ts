import { error, INVALID, type Loc, type Schema } from '../core.ts';

/** pydantic-core's function validators: a check run after the value validated, and the error it raises. */

/**
 * pydantic's `AfterValidator`: once the value is valid for `schema`, `check` returns null to accept
 * it or a sentence to refuse it, which pydantic reports as a `value_error` (FastAPI serialises the
 * exception in `ctx.error` as `{}`).
 */
export function refine<T, O extends boolean>(schema: Schema<T, O>, check: (value: T) => string | null): Schema<T, O> {
  return {
    ...schema,
    validate: (input, loc, errors) => {
      const value = schema.validate(input, loc, errors);
      if (value === INVALID) return INVALID;
      const problem = check(value);
      if (problem === null) return value;
      errors.push(valueError(loc, problem, input));
      return INVALID;
    },
  };
}

/**
 * What FastAPI answers when a model's own validator raises `ValueError(message)`: pydantic's
 * `value_error`, and a `ctx.error` that FastAPI's JSON encoder turns into `{}`.
 */
export function valueError(loc: Loc, message: string, input: unknown) {
  return error('value_error', loc, `Value error, ${message}`, input, { error: {} });
}
