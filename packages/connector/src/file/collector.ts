import { readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { ConfigError, isObject } from '../kit/config.js';
import type { CollectorFactory } from '../kit/runner.js';
import type { Organization } from '../kit/service.js';
import type { Collected, Collector, Observation, Target, TargetFailure } from '../kit/types.js';

/**
 * A file import for tools without an API (an RMM's export): CSV or JSON rows, and a mapping from
 * columns to predicates and fields. Each row names its organization and gives one fact of every
 * mapped predicate. The file is the complete export: its organizations' populations, and an empty
 * one for each organization with an integration of the type but no row. A bad row is reported by
 * its line and skipped whole (none of its facts is pushed); since its subject is unknown, its
 * organization's populations are not pushed either (their last facts stay, the integration reads
 * `error` naming the lines), so a malformed row never deletes a device's facts.
 */

type FieldRule =
  | { column: string; type: 'boolean'; true: string[]; false: string[] }
  | { column: string; type: 'string' | 'number' }
  | { column: string; equals: string };

export interface PredicateMapping {
  predicate: string;
  /** The column naming the subject (a device, an account). */
  subject: string;
  fields: Record<string, FieldRule>;
}

export interface FileMapping {
  /** The column naming the organization, and how it is matched: by name, id, or an external reference's system. */
  organization: { column: string; match: 'name' | 'id' | `externalRef:${string}` };
  predicates: PredicateMapping[];
}

export interface FileImportOptions {
  typeCode: string;
  name?: string;
  /** The export; `.json` is a JSON array of objects, anything else CSV with a header row. */
  source: string;
  mapping: FileMapping;
}

type Row = Record<string, unknown>;
interface Rows {
  rows: { place: string; row: Row }[];
  problems: string[];
}

/** CSV (a header row, RFC 4180 quoting) or JSON; each row with where it starts, for reports. */
export function readRows(path: string): Rows {
  const text = readFileSync(path, 'utf8');
  if (extname(path).toLowerCase() === '.json') {
    const items = JSON.parse(text) as unknown;
    if (!Array.isArray(items)) throw new Error(`${path}: a JSON export is an array of objects`);
    const problems: string[] = [];
    const rows = items.flatMap((item, index) => {
      if (isObject(item)) return [{ place: `item ${index + 1}`, row: item }];
      problems.push(`item ${index + 1}: not an object`);
      return [];
    });
    return { rows, problems };
  }
  const records = parse(text, { columns: true, skip_empty_lines: true, info: true, bom: true, trim: true }) as {
    record: Row;
    info: { lines: number };
  }[];
  return { rows: records.map(({ record, info }) => ({ place: `line ${info.lines}`, row: record })), problems: [] };
}

/** One field's value from a row, or the reason it has none. */
function fieldValue(row: Row, rule: FieldRule): unknown {
  const raw = row[rule.column];
  if (raw === undefined || raw === null || raw === '') throw new Error(`${rule.column} is empty`);
  const text = String(raw).trim();
  if ('equals' in rule) return text.toLowerCase() === rule.equals.toLowerCase();
  if (rule.type === 'string') return text;
  if (rule.type === 'number') {
    const number = Number(text);
    if (!Number.isFinite(number)) throw new Error(`${rule.column} is not a number: '${text}'`);
    return number;
  }
  if (typeof raw === 'boolean') return raw;
  if (rule.type !== 'boolean') throw new Error(`${rule.column}: no type`);
  const is = (values: string[]) => values.some((value) => value.toLowerCase() === text.toLowerCase());
  if (is(rule.true)) return true;
  if (is(rule.false)) return false;
  throw new Error(`${rule.column} is neither ${[...rule.true, ...rule.false].join(' nor ')}: '${text}'`);
}

/** A row's facts by predicate, all or none. */
function rowFacts(row: Row, mapping: FileMapping): Map<string, Observation> {
  const facts = new Map<string, Observation>();
  for (const { predicate, subject, fields } of mapping.predicates) {
    const name = String(row[subject] ?? '').trim();
    if (name === '') throw new Error(`${subject} (the subject of ${predicate}) is empty`);
    const values = Object.fromEntries(Object.entries(fields).map(([field, rule]) => [field, fieldValue(row, rule)]));
    facts.set(predicate, { subject: name, fields: values });
  }
  return facts;
}

function organizationMatcher(organizations: Organization[], match: FileMapping['organization']['match']) {
  if (match === 'id') return (value: string) => organizations.find((o) => o.id === value);
  if (match === 'name')
    return (value: string) => organizations.find((o) => o.name.toLowerCase() === value.toLowerCase());
  const system = match.slice('externalRef:'.length);
  return (value: string) =>
    organizations.find((o) => o.externalRefs.some((r) => r.system === system && r.id === value));
}

interface Grouped {
  populations: Map<string, Map<string, Observation[]>>;
  bad: Map<string, string[]>;
  unmatched: string[];
}

/** The rows' facts by organization and predicate; bad rows by organization; rows of no organization. */
function group(rows: Rows['rows'], mapping: FileMapping, organizations: Organization[]): Grouped {
  const find = organizationMatcher(organizations, mapping.organization.match);
  const grouped: Grouped = { populations: new Map(), bad: new Map(), unmatched: [] };
  for (const { place, row } of rows) {
    const reference = String(row[mapping.organization.column] ?? '').trim();
    const organization = reference ? find(reference) : undefined;
    if (!organization) {
      grouped.unmatched.push(`${place}: no organization '${reference}' (${mapping.organization.match})`);
      continue;
    }
    const populations = grouped.populations.get(organization.id) ?? new Map<string, Observation[]>();
    grouped.populations.set(organization.id, populations);
    try {
      const facts = rowFacts(row, mapping);
      for (const [predicate, fact] of facts)
        if (populations.get(predicate)?.some((o) => o.subject === fact.subject))
          throw new Error(`${fact.subject} is already in ${predicate}`);
      for (const [predicate, fact] of facts) populations.set(predicate, [...(populations.get(predicate) ?? []), fact]);
    } catch (error) {
      grouped.bad.set(organization.id, [
        ...(grouped.bad.get(organization.id) ?? []),
        `${place}: ${(error as Error).message}`,
      ]);
    }
  }
  return grouped;
}

interface FileTarget extends Target {
  collected: Collected;
}

export function fileImportCollector(options: FileImportOptions): Collector<FileTarget> {
  const predicates = options.mapping.predicates.map((p) => p.predicate);
  return {
    name: 'file',
    connectors: [
      {
        typeCode: options.typeCode,
        name: options.name,
        predicates,
        collect: async (target) => target.collected,
      },
    ],
    async *targets({ service, log }): AsyncGenerator<FileTarget | TargetFailure> {
      const { rows, problems } = readRows(options.source);
      const organizations: Organization[] = [];
      for await (const organization of service.organizations()) organizations.push(organization);
      const grouped = group(rows, options.mapping, organizations);
      for (const problem of [...problems, ...grouped.unmatched])
        yield { label: options.source, error: new Error(problem) };
      log.info('file read', { source: options.source, rows: rows.length });
      for (const organization of organizations) {
        const populations = grouped.populations.get(organization.id);
        const integrated = organization.integrations.items.some((i) => i.typeCode === options.typeCode);
        if (!populations && !integrated) continue;
        const bad = grouped.bad.get(organization.id);
        const collected: Collected = {};
        for (const predicate of predicates)
          collected[predicate] = bad
            ? new Error(`rows skipped: ${bad.join('; ')}`)
            : (populations?.get(predicate) ?? []);
        yield { organization, collected };
      }
    },
  };
}

/** The runner's `file` section: `{typeCode, name?, source, mapping}`, `mapping` a file or an object. */
export const createFileCollector: CollectorFactory = (section, { directory }) => {
  if (!isObject(section)) throw new ConfigError('file: the section names typeCode, source and mapping');
  const { typeCode, name, source } = section;
  if (typeof typeCode !== 'string' || typeof source !== 'string')
    throw new ConfigError('file.typeCode and file.source are strings');
  let mapping = section.mapping;
  if (typeof mapping === 'string') {
    try {
      mapping = JSON.parse(readFileSync(resolve(directory, mapping), 'utf8'));
    } catch (error) {
      throw new ConfigError(`file.mapping: ${(error as Error).message}`);
    }
  }
  return fileImportCollector({
    typeCode,
    name: typeof name === 'string' ? name : undefined,
    source: resolve(directory, source),
    mapping: checkMapping(mapping),
  });
};

function checkMapping(mapping: unknown): FileMapping {
  if (!isObject(mapping) || !isObject(mapping.organization) || !Array.isArray(mapping.predicates))
    throw new ConfigError('file.mapping has organization {column, match} and predicates [...]');
  const { column, match } = mapping.organization;
  if (
    typeof column !== 'string' ||
    typeof match !== 'string' ||
    !/^(name|id|externalRef:[a-z][a-z0-9_.-]*)$/.test(match)
  )
    throw new ConfigError('file.mapping.organization is {column, match: name | id | externalRef:<system>}');
  mapping.predicates.forEach((entry, index) => {
    if (!isObject(entry) || typeof entry.predicate !== 'string' || typeof entry.subject !== 'string')
      throw new ConfigError(`file.mapping.predicates[${index}] has predicate, subject and fields`);
    if (!isObject(entry.fields) || Object.keys(entry.fields).length === 0)
      throw new ConfigError(`file.mapping.predicates[${index}].fields maps at least one field to a column`);
    for (const [field, rule] of Object.entries(entry.fields))
      if (!isObject(rule) || typeof rule.column !== 'string' || !validRule(rule))
        throw new ConfigError(
          `file.mapping.predicates[${index}].fields.${field}: {column, type: boolean with true/false lists | string | number} or {column, equals}`,
        );
  });
  return mapping as unknown as FileMapping;
}

const stringList = (value: unknown) => Array.isArray(value) && value.every((v) => typeof v === 'string');
function validRule(rule: Record<string, unknown>): boolean {
  if (typeof rule.equals === 'string') return true;
  if (rule.type === 'string' || rule.type === 'number') return true;
  return rule.type === 'boolean' && stringList(rule.true) && stringList(rule.false);
}
