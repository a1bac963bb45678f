import { textLength } from './text.ts';

/**
 * The checks every write applies to what a caller names, stated once for every surface: the
 * graph runs them (so GraphQL cannot store what REST refuses) and each failure keeps the path of
 * its field, which the surfaces turn into their own error shapes (`invalid` in src/errors.ts).
 */

/** Every text a caller names (names, slug suffix, category, predicate, reason) must not be empty. */
export const TEXT_MIN_LENGTH = 1;

export type Path = (string | number)[];
export interface Issue {
  path: Path;
  message: string;
}

export function checkText(issues: Issue[], path: Path, value: string | null | undefined, max?: number): void {
  if (value == null) return;
  if (textLength(value) < TEXT_MIN_LENGTH) issues.push({ path, message: `${path.at(-1)} must not be empty` });
  else if (max !== undefined && textLength(value) > max)
    issues.push({ path, message: `${path.at(-1)} must have at most ${max} characters` });
}

/** A text that may be empty (a description) but not longer than its documented maximum. */
export function checkLength(issues: Issue[], path: Path, value: string | null | undefined, max: number): void {
  if (value != null && textLength(value) > max)
    issues.push({ path, message: `${path.at(-1)} must have at most ${max} characters` });
}
