import type { Issue, Path } from '../domain/input.ts';
import { BadInputError } from '../errors.ts';

/**
 * Bad input with the path of every offending field; `field` is the first one. REST routes turn
 * these paths back into pydantic-shaped errors of the body (src/rest/router.ts).
 */
export function invalid(issues: readonly Issue[], prefix: Path): BadInputError {
  const paths = issues.map((issue) => ({ field: [...prefix, ...issue.path], message: issue.message }));
  return new BadInputError(issues[0]?.message ?? 'Invalid input', { field: paths[0]?.field, issues: paths });
}
