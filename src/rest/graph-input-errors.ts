import { ApiError } from '../errors.ts';
import type { Loc, ValidationErrorItem } from './pydantic/core.ts';

interface GraphIssue {
  field: (string | number)[];
  message: string;
}

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return null;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/**
 * The graph's bad input about a route's body, as FastAPI words the error of a custom validator
 * (`raise ValueError(...)` in a pydantic validator): type `value_error`, the message after
 * "Value error, ", the offending value as `input`, and `ctx.error` as FastAPI's encoder leaves a
 * ValueError (`{}`). Null when the error is not one of those.
 */
export function bodyValueErrors(error: ApiError, bodyVariable: string, body: unknown): ApiError | null {
  const issues = error.extensions.issues as GraphIssue[] | undefined;
  if (error.code !== 'BAD_USER_INPUT' || !Array.isArray(issues) || issues.length === 0) return null;
  if (!issues.every((issue) => issue.field[0] === bodyVariable)) return null;
  const detail: ValidationErrorItem[] = issues.map((issue) => {
    const path = issue.field.slice(1);
    return {
      type: 'value_error',
      loc: ['body', ...path] as Loc,
      msg: `Value error, ${issue.message}`,
      input: valueAt(body, path),
      ctx: { error: {} },
    };
  });
  return new ApiError('BAD_USER_INPUT', detail);
}
