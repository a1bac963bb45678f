import { checkLength, checkText, type Issue } from './input.ts';
import { SEVERITIES, type Severity } from './severity.ts';
import { slugify } from './slug.ts';
import { type ControlDraft, DEFAULT_CATEGORY, type StandardDraft } from './standard-draft.ts';
import { TEXT_LIMITS } from './text.ts';

/**
 * The standards library: frameworks whose licence allows redistribution, shipped as data
 * (src/domain/library/*.ts), installed at every start beside the connector catalog
 * (src/engine/catalog.ts) and adopted by tenants as their own standards. This file is the shape
 * of that content, the checks it must pass before a start may install it, and the difference an
 * upgrade offers to a tenant's adopted copy (docs/connectors.md, "The standards library").
 */

/** How to fix a failing control: what to change, the steps, and the public source that says so. */
export interface Remediation {
  summary: string;
  steps: string[];
  url: string;
}

export interface LibraryControl {
  /** The framework's own identifier (`MS.AAD.3.1v1`, `ML1-MF-01`, `PR.AA-03`): unique in its framework. */
  identifier: string;
  name: string;
  description: string;
  /** The framework's grouping (a product, a mitigation strategy, a CSF category). */
  category: string;
  severity: Severity;
  /** The predicate judged first, then any other predicate that must be supplied to judge it. */
  requires: readonly [string, ...string[]];
  /** Field -> the value every subject must report (strict equality). */
  expect: Readonly<Record<string, boolean>>;
  remediation: Remediation;
}

export interface LibraryFramework {
  /** Stable, unique, slug-shaped: the tenant's adopted standard takes it as its slug by default. */
  key: string;
  name: string;
  publisher: string;
  /** The library content's version: a change of any control comes with a new one. */
  version: string;
  licence: string;
  /** The publisher's source, cited for the whole framework. */
  sourceUrl: string;
  description: string;
  /** What the licence asks to be said wherever the content is shown (CC BY: the attribution). */
  attribution: string;
  controls: readonly LibraryControl[];
}

/** What an adopted control stores of its library control, compared field by field on upgrade. */
export interface ControlContent {
  name: string;
  description: string;
  category: string;
  severity: Severity;
  requires: readonly string[];
  expect: Readonly<Record<string, unknown>>;
  remediation: Remediation | null;
}

export const LIBRARY_KEY_PATTERN = new RegExp(`^[a-z][a-z0-9-]{1,${TEXT_LIMITS.libraryKey - 1}}$`);
const REMEDIATION_STEP_MAX = 1_000;

/** One line per problem, each naming the framework and the control: the start prints the first. */
export function libraryIssues(frameworks: readonly LibraryFramework[], supplied: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const framework of frameworks) {
    const at = `library standard '${framework.key}'`;
    if (!LIBRARY_KEY_PATTERN.test(framework.key))
      problems.push(
        `${at}: a key is 2 to ${TEXT_LIMITS.libraryKey} characters of a-z, 0-9 and -, starting with a letter`,
      );
    if (keys.has(framework.key)) problems.push(`${at}: the key is used by another library standard`);
    keys.add(framework.key);
    for (const [field, value] of Object.entries({
      name: framework.name,
      publisher: framework.publisher,
      version: framework.version,
      licence: framework.licence,
      attribution: framework.attribution,
    }))
      if (value.trim() === '') problems.push(`${at}: ${field} is empty`);
    if (!isHttpsUrl(framework.sourceUrl)) problems.push(`${at}: sourceUrl is not an https URL`);
    if (framework.controls.length === 0) problems.push(`${at}: it has no control`);
    const identifiers = new Set<string>();
    for (const control of framework.controls) {
      const where = `${at} control '${control.identifier}'`;
      if (identifiers.has(control.identifier)) problems.push(`${where}: duplicate identifier`);
      identifiers.add(control.identifier);
      problems.push(...controlIssues(control, supplied).map((problem) => `${where}: ${problem}`));
    }
  }
  return problems;
}

function controlIssues(control: LibraryControl, supplied: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const issues: Issue[] = [];
  checkText(issues, ['identifier'], control.identifier, TEXT_LIMITS.slugSuffix);
  checkText(issues, ['name'], `${control.identifier} ${control.name}`, TEXT_LIMITS.name);
  checkText(issues, ['category'], control.category, TEXT_LIMITS.category);
  checkText(issues, ['description'], control.description, TEXT_LIMITS.description);
  checkText(issues, ['remediation', 'summary'], control.remediation.summary, TEXT_LIMITS.description);
  control.remediation.steps.forEach((step, index) => {
    checkText(issues, ['remediation', 'steps', index], step, REMEDIATION_STEP_MAX);
  });
  checkLength(issues, ['remediation', 'url'], control.remediation.url, TEXT_LIMITS.description);
  problems.push(...issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  if (slugify(control.identifier) === '') problems.push('the identifier has no letter or digit to derive a slug from');
  if (!SEVERITIES.includes(control.severity)) problems.push(`unknown severity '${control.severity}'`);
  if (control.requires.length === 0) problems.push('it requires no predicate');
  for (const predicate of control.requires)
    if (!supplied.has(predicate))
      problems.push(`unknown predicate '${predicate}' (no connector type of the catalog supplies it)`);
  if (Object.keys(control.expect).length === 0)
    problems.push('empty expect (a control that checks nothing passes all)');
  for (const [field, value] of Object.entries(control.expect))
    if (typeof value !== 'boolean') problems.push(`expect.${field} is not a boolean`);
  if (control.remediation.steps.length === 0) problems.push('remediation has no step');
  if (!isHttpsUrl(control.remediation.url)) problems.push('remediation.url is not an https URL');
  return problems;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** What an adopted control carries beside its draft: where it came from and how to fix a failure. */
export interface LibraryTags {
  remediation?: Remediation | null;
  libraryKey?: string | null;
  libraryControlId?: string | null;
}

/** A standard adopted from the library: it may start active, and its controls carry their library tags. */
export interface AdoptedDraft extends Omit<StandardDraft, 'enabled' | 'controls'> {
  enabled: boolean;
  libraryKey: string;
  libraryVersion: string;
  controls: (ControlDraft & LibraryTags)[];
}

/** The control columns that hold a library control's content. */
export function controlColumns(content: ControlContent) {
  const [predicate = ''] = content.requires;
  return {
    name: content.name,
    description: content.description,
    category: content.category || DEFAULT_CATEGORY,
    severity: content.severity,
    requires: [...content.requires],
    definition: { match: { predicate }, expect: { ...content.expect } as Record<string, boolean> },
    remediation: content.remediation,
  };
}

/** The tenant's own standard made from a library standard: every control enabled, advice only. */
export function adoptionDraft(framework: LibraryFramework, slug: string, enabled: boolean): AdoptedDraft {
  return {
    slug,
    name: framework.name,
    description: `${framework.description} Source: ${framework.sourceUrl} (${framework.licence}). ${framework.attribution}`,
    enabled,
    libraryKey: framework.key,
    libraryVersion: framework.version,
    controls: framework.controls.map((control) => ({
      ...controlColumns(controlContent(control)),
      slug: libraryControlSlug(slug, control.identifier),
      enabled: true,
      autonomy: 'suggest_only',
      parameters: {},
      libraryKey: framework.key,
      libraryControlId: control.identifier,
    })),
  };
}

/** The content an adopted control takes from its library control; its name leads with the identifier. */
export function controlContent(control: LibraryControl): ControlContent {
  return {
    name: `${control.identifier} ${control.name}`,
    description: control.description,
    category: control.category,
    severity: control.severity,
    requires: [...control.requires],
    expect: { ...control.expect },
    remediation: {
      summary: control.remediation.summary,
      steps: [...control.remediation.steps],
      url: control.remediation.url,
    },
  };
}

/** The slug of an adopted control: its standard's slug and the framework's identifier (`MS.AAD.3.1v1` -> `ms-aad-3-1v1`). */
export function libraryControlSlug(standardSlug: string, identifier: string): string {
  return `${standardSlug}-${slugify(identifier)}`;
}

/** True when the library judges the control with the predicates given (a tenant's connector types). */
export function judgeable(control: Pick<LibraryControl, 'requires'>, supplied: ReadonlySet<string>): boolean {
  return control.requires.every((predicate) => supplied.has(predicate));
}

const CONTENT_FIELDS = ['name', 'description', 'category', 'severity', 'requires', 'expect', 'remediation'] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];

/** Key order never counts: jsonb hands objects back sorted. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The fields of an adopted control that differ from its library control now. */
export function changedFields(adopted: ControlContent, library: ControlContent): ContentField[] {
  return CONTENT_FIELDS.filter((field) => canonical(adopted[field]) !== canonical(library[field]));
}

export interface AdoptedControl {
  id: string;
  libraryControlId: string;
  content: ControlContent;
}

export interface LibraryUpdate {
  fromVersion: string;
  toVersion: string;
  added: LibraryControl[];
  removed: AdoptedControl[];
  changed: { control: AdoptedControl; to: LibraryControl; fields: ContentField[] }[];
}

/**
 * What applying the library's current content would do to an adopted standard: null when the
 * standard already has it (same version, nothing different), so an upgrade is offered, never imposed.
 */
export function libraryUpdateOf(
  adoptedVersion: string,
  adopted: readonly AdoptedControl[],
  framework: LibraryFramework,
): LibraryUpdate | null {
  const current = new Map(framework.controls.map((control) => [control.identifier, control]));
  const have = new Set(adopted.map((control) => control.libraryControlId));
  const added = framework.controls.filter((control) => !have.has(control.identifier));
  const removed = adopted.filter((control) => !current.has(control.libraryControlId));
  const changed = adopted.flatMap((control) => {
    const to = current.get(control.libraryControlId);
    if (!to) return [];
    const fields = changedFields(control.content, controlContent(to));
    return fields.length > 0 ? [{ control, to, fields }] : [];
  });
  if (adoptedVersion === framework.version && added.length + removed.length + changed.length === 0) return null;
  return { fromVersion: adoptedVersion, toVersion: framework.version, added, removed, changed };
}
