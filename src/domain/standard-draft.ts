import { checkLength, checkText, type Issue, type Path } from './input.ts';
import type { Severity } from './severity.ts';
import { controlSlug } from './slug.ts';
import { TEXT_LIMITS } from './text.ts';

/**
 * The rules of a standard write, stated once. REST declares its pydantic-identical wire model
 * from these constants (so a bad body is a FastAPI-shaped 422 before the graph is reached), and
 * the graph re-checks every rule here, so a GraphQL caller cannot write what REST would refuse.
 */

export const AUTONOMIES = ['suggest_only', 'require_approval', 'auto_remediate'] as const;
export type Autonomy = (typeof AUTONOMIES)[number];

export const DEFAULT_SEVERITY: Severity = 'medium';
/** A fixed default rather than the predicate's first segment: `device` or `identity` is a data source, not a topic. */
export const DEFAULT_CATEGORY = 'General';
export const SLUG_MAX_LENGTH = TEXT_LIMITS.slug;

export interface ControlInput {
  slugSuffix?: string | null;
  name?: string | null;
  category?: string | null;
  severity?: Severity | null;
  description?: string | null;
  enabled: boolean;
  autonomy: Autonomy;
  match: { predicate: string };
  expect: Record<string, unknown>;
  parameters: Record<string, unknown>;
}

export interface StandardInput {
  slug: string;
  name?: string | null;
  description?: string | null;
  enabled: boolean;
  controls: readonly ControlInput[];
}

export interface ControlDraft {
  slug: string;
  name: string;
  category: string;
  severity: Severity;
  description: string;
  enabled: boolean;
  autonomy: Autonomy;
  parameters: Record<string, unknown>;
  definition: { match: { predicate: string }; expect: Record<string, boolean> };
  requires: string[];
}

export interface StandardDraft {
  slug: string;
  name: string;
  description: string;
  enabled: false;
  controls: ControlDraft[];
}

export type DraftResult =
  | { kind: 'draft'; draft: StandardDraft }
  | { kind: 'invalid'; issues: Issue[] }
  /** Two controls of one request derive the same slug: a slug conflict like any other. */
  | { kind: 'duplicate'; slug: string };

export function checkSlug(issues: Issue[], path: Path, slug: string): void {
  checkText(issues, path, slug, SLUG_MAX_LENGTH);
}

/** The standard and its controls as they will be stored, or why they cannot be. */
export function draftStandard(input: StandardInput): DraftResult {
  const issues: Issue[] = [];
  checkSlug(issues, ['slug'], input.slug);
  checkText(issues, ['name'], input.name, TEXT_LIMITS.name);
  checkLength(issues, ['description'], input.description, TEXT_LIMITS.description);
  if (input.enabled !== false)
    issues.push({ path: ['enabled'], message: 'A new standard starts inactive: enabled must be false' });
  if (input.controls.length === 0)
    issues.push({ path: ['controls'], message: 'A standard is created with at least one control' });
  input.controls.forEach((control, index) => {
    const at = (...rest: Path): Path => ['controls', index, ...rest];
    checkText(issues, at('slugSuffix'), control.slugSuffix, TEXT_LIMITS.slugSuffix);
    checkText(issues, at('name'), control.name, TEXT_LIMITS.name);
    checkText(issues, at('category'), control.category, TEXT_LIMITS.category);
    checkLength(issues, at('description'), control.description, TEXT_LIMITS.description);
    checkText(issues, at('match', 'predicate'), control.match.predicate, TEXT_LIMITS.predicate);
    // A control that checks nothing would pass every subject.
    if (Object.keys(control.expect).length === 0)
      issues.push({ path: at('expect'), message: 'A control expects at least one field' });
    for (const [field, value] of Object.entries(control.expect)) {
      if (typeof value !== 'boolean')
        issues.push({ path: at('expect', field), message: 'An expected value must be a boolean' });
    }
  });
  if (issues.length > 0) return { kind: 'invalid', issues };

  const controls = input.controls.map((control): ControlDraft => {
    const { predicate } = control.match;
    const slug = controlSlug(input.slug, { slugSuffix: control.slugSuffix, name: control.name, predicate });
    return {
      slug,
      name: control.name ?? slug,
      category: control.category ?? DEFAULT_CATEGORY,
      severity: control.severity ?? DEFAULT_SEVERITY,
      description: control.description ?? '',
      // Stored as sent: the inactive standard keeps every control from running, and enabling the
      // standard later must not leave its controls with no way to be switched on.
      enabled: control.enabled,
      autonomy: control.autonomy,
      parameters: control.parameters,
      definition: { match: { predicate }, expect: control.expect as Record<string, boolean> },
      requires: [predicate],
    };
  });
  const duplicate = firstDuplicate(controls.map((control) => control.slug));
  if (duplicate !== undefined) return { kind: 'duplicate', slug: duplicate };
  return {
    kind: 'draft',
    draft: {
      slug: input.slug,
      name: input.name ?? input.slug,
      description: input.description ?? '',
      enabled: false,
      controls,
    },
  };
}

/**
 * A copied control keeps its own suffix under the new standard slug (`cis-ig1-disk-encryption` ->
 * `my-cis-disk-encryption`); a control whose slug never carried its standard's prefix gets a
 * freshly derived one.
 */
export function copiedControlSlug(
  fromStandardSlug: string,
  toStandardSlug: string,
  control: { slug: string; name: string; requires: readonly string[] },
): string {
  const prefix = `${fromStandardSlug}-`;
  if (control.slug.startsWith(prefix) && control.slug.length > prefix.length) {
    return `${toStandardSlug}-${control.slug.slice(prefix.length)}`;
  }
  return controlSlug(toStandardSlug, { name: control.name, predicate: control.requires[0] ?? '' });
}

/** The first derived slug that appears twice, if any. */
export function firstDuplicate(slugs: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const slug of slugs) {
    if (seen.has(slug)) return slug;
    seen.add(slug);
  }
  return undefined;
}
