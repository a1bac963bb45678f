import type { ConnectorCapability } from '../domain/coverage.ts';
import { controlDefinition } from '../domain/evaluation.ts';
import type { IntegrationStatus } from '../domain/health.ts';
import { slugify } from '../domain/slug.ts';
import type { Prng } from './bulk.ts';

/**
 * What the seeds' connectors observe: each organization's devices, accounts, domains, backup jobs
 * and sites, and a timeline of problems (a subject failing one expected field for a while, then
 * fixed or decommissioned). The seeds push these observations as facts and let the engine judge
 * them; nothing here decides a status.
 */

export interface WorldControl {
  requires: readonly string[];
  definition: unknown;
}

/** predicate -> field -> the value every control judging it expects. */
export type ExpectedFields = Map<string, Map<string, unknown>>;

export function expectedFields(controls: readonly WorldControl[]): ExpectedFields {
  const byPredicate: ExpectedFields = new Map();
  for (const control of controls) {
    const { predicate, expect } = controlDefinition(control);
    const fields = byPredicate.get(predicate) ?? new Map<string, unknown>();
    byPredicate.set(predicate, fields);
    for (const [field, value] of Object.entries(expect)) fields.set(field, value);
  }
  return byPredicate;
}

interface Device {
  name: string;
  platform: 'windows' | 'mac';
}

export interface Population {
  devices: Device[];
  users: string[];
  domains: string[];
  backupJobs: string[];
  sites: string[];
  directory: string;
  tenant: string;
}

const FIRST_NAMES = ['alex', 'jordan', 'sam', 'taylor', 'morgan', 'casey', 'jamie', 'riley', 'drew', 'quinn'];
const LAST_NAMES = ['nguyen', 'smith', 'garcia', 'patel', 'okafor', 'kowalski', 'larsen', 'murphy', 'chen', 'silva'];

export interface PopulationSize {
  devices: [number, number];
  users: [number, number];
}

export const DEMO_SIZE: PopulationSize = { devices: [6, 24], users: [5, 20] };

const between = (prng: Prng, [low, high]: [number, number]) => low + prng.int(high - low + 1);

export function population(organization: string, prng: Prng, size: PopulationSize): Population {
  const words = slugify(organization).split('-');
  const domain = `${words[0]}.example`;
  const code = words
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 4);
  const devices = Array.from({ length: between(prng, size.devices) }, (_, index): Device => {
    const platform = prng.next() < 0.7 ? 'windows' : 'mac';
    const kind = platform === 'mac' ? 'MAC' : prng.pick(['LT', 'WS', 'LT', 'SRV']);
    return { name: `${code}-${kind}-${String(index + 1).padStart(3, '0')}`, platform };
  });
  const users = new Set<string>();
  const wanted = between(prng, size.users);
  for (let attempt = 0; users.size < wanted && attempt < wanted * 4; attempt++)
    users.add(`${prng.pick(FIRST_NAMES)}.${prng.pick(LAST_NAMES)}@${domain}`);
  return {
    devices,
    users: [...users].sort(),
    domains: [domain, ...(prng.next() < 0.4 ? [`${words[0]}-mail.example`] : [])],
    backupJobs: ['FS', 'SQL', 'DC', 'APP']
      .slice(0, 1 + prng.int(4))
      .map((kind, index) => `${['Nightly', 'Hourly', 'Weekly'][index % 3]} - ${code}-${kind}01`),
    sites: ['Finance', 'HR', 'Projects']
      .slice(0, 1 + prng.int(3))
      .map((site) => `https://${words[0]}.sharepoint.example/sites/${site}`),
    directory: `${domain} directory`,
    tenant: `${domain} tenant`,
  };
}

/** The subjects a connector reports for a predicate: device managers see their platform, sensors every device. */
export function subjectsOf(world: Population, typeCode: string, predicate: string): string[] {
  const area = predicate.split('.')[0];
  if (area === 'device' || area === 'endpoint' || area === 'app') {
    const platform = typeCode === 'intune' ? 'windows' : typeCode === 'jamf' ? 'mac' : null;
    return world.devices.filter((device) => platform === null || device.platform === platform).map((d) => d.name);
  }
  if (predicate === 'identity.admin.count_limited' || predicate === 'identity.password.policy')
    return [world.directory];
  if (area === 'identity') return world.users;
  if (area === 'email') return world.domains;
  if (area === 'backup') return world.backupJobs;
  if (area === 'data') return world.sites;
  return [world.tenant];
}

/** A subject failing one field from `from` days ago until `to` days ago (null: still failing today). */
export interface Episode {
  predicate: string;
  subject: string;
  field: string;
  from: number;
  to: number | null;
  /** A fixed subject passes again; a removed one leaves the population (its facts are gone). */
  ends: 'fixed' | 'removed';
}

export const activeOn = (episode: Episode, daysAgo: number) =>
  episode.from >= daysAgo && (episode.to === null || episode.to < daysAgo);

export interface IntegrationPlan {
  typeCode: string;
  status: IntegrationStatus;
  /** For an integration in error or disabled: the day it stopped being connected (days ago). */
  brokeDaysAgo: number | null;
}

export interface FactTimeline {
  /** predicate -> connectors that report it (never-reported predicates are absent). */
  reporters: Map<string, string[]>;
  episodes: Episode[];
  /** predicate -> subjects of each connector, before any is removed. */
  subjects: Map<string, Map<string, string[]>>;
}

/**
 * Who reports what and which problems come and go over `span` days (a few days of facts precede
 * the first evaluated day). At most three subjects of a predicate fail at once. An integration that
 * broke keeps the facts it pushed before; for each one, one predicate it alone supplies was never
 * reported (no_data) and another fails from before the break (fail), so the degraded-coverage
 * detail shows on pass, fail and no_data.
 */
export function factTimeline(input: {
  world: Population;
  integrations: readonly IntegrationPlan[];
  catalog: readonly ConnectorCapability[];
  fields: ExpectedFields;
  span: number;
  prng: Prng;
  /** Chance that no connector ever reports a predicate (no_data). */
  silence: number;
}): FactTimeline {
  const { world, catalog, fields, span, prng } = input;
  const supplies = (typeCode: string, predicate: string) => {
    const connector = catalog.find((c) => c.typeCode === typeCode);
    return connector?.predicates.includes(predicate) && !(predicate in connector.refusals);
  };
  const mapped = input.integrations.filter((i) => i.status !== 'available');
  const reporters = new Map<string, string[]>();
  const subjects = new Map<string, Map<string, string[]>>();
  const { forcedSilent, forcedFailing } = brokenIntegrationGaps(mapped, fields, supplies);

  for (const predicate of [...fields.keys()].sort()) {
    const silent = forcedSilent.has(predicate) || prng.next() < input.silence;
    const codes = mapped.filter((i) => supplies(i.typeCode, predicate)).map((i) => i.typeCode);
    if (silent || codes.length === 0) continue;
    reporters.set(predicate, codes);
    subjects.set(predicate, new Map(codes.map((code) => [code, subjectsOf(world, code, predicate)])));
  }

  const episodes: Episode[] = [];
  // An episode covers the days d with to < d <= from (to null: through today, as -1).
  const overlapping = (predicate: string, from: number, to: number | null) =>
    episodes.filter((e) => e.predicate === predicate && (e.to ?? -1) < from && (to ?? -1) < e.from);
  for (const [predicate, byConnector] of subjects) {
    const population = [...new Set([...byConnector.values()].flat())].sort();
    // Sorted: the controls that name these fields come back from the database in id order, which
    // is random between runs, and the choice below must not depend on it.
    const fieldNames = [...fields.get(predicate)!.keys()].sort();
    if (population.length === 0 || fieldNames.length === 0) continue;
    const forced = [...forcedFailing].find((key) => key.startsWith(`${predicate}@`));
    const roll = prng.next();
    // About one problem per two predicates over the span: enough history to read, few enough days
    // of change that replaying them through the engine stays quick.
    const count = forced ? 1 : roll < 0.6 ? 0 : roll < 0.85 ? 1 : roll < 0.95 ? 2 : 3;
    for (let n = 0; n < count; n++) {
      const from = forced ? Number(forced.split('@')[1]) + 1 + prng.int(5) : 1 + prng.int(span);
      const length = 2 + prng.int(30);
      const to = forced || from - length < 1 ? null : from - length;
      const subject = prng.pick(population);
      const clash = overlapping(predicate, from, to);
      if (clash.length >= 3 || clash.some((e) => e.subject === subject)) continue;
      episodes.push({
        predicate,
        subject,
        field: prng.pick(fieldNames),
        from,
        to,
        ends: to !== null && prng.next() < 0.15 ? 'removed' : 'fixed',
      });
    }
  }
  if (episodes.length === 0) ensureOneProblem(episodes, subjects, fields, span, prng);
  return { reporters, episodes, subjects };
}

/**
 * For each broken integration, one predicate it alone supplies is never reported (`forcedSilent`)
 * and another fails from before the break (`forcedFailing`, as `predicate@brokeDaysAgo`).
 */
function brokenIntegrationGaps(
  mapped: readonly IntegrationPlan[],
  fields: ExpectedFields,
  supplies: (typeCode: string, predicate: string) => boolean | undefined,
): { forcedSilent: Set<string>; forcedFailing: Set<string> } {
  const forcedFailing = new Set<string>();
  const forcedSilent = new Set<string>();
  for (const broken of mapped.filter((i) => i.brokeDaysAgo !== null)) {
    const alone = [...fields.keys()]
      .filter((p) => supplies(broken.typeCode, p))
      .filter(
        (p) =>
          !mapped.some((o) => o.typeCode !== broken.typeCode && o.status === 'connected' && supplies(o.typeCode, p)),
      )
      .sort();
    if (alone[0] !== undefined) forcedSilent.add(alone[0]);
    if (alone[1] !== undefined) forcedFailing.add(`${alone[1]}@${broken.brokeDaysAgo}`);
  }
  return { forcedSilent, forcedFailing };
}

/** Every organization that reports anything has had at least one problem: one that is still open. */
function ensureOneProblem(
  episodes: Episode[],
  subjects: FactTimeline['subjects'],
  fields: ExpectedFields,
  span: number,
  prng: Prng,
): void {
  const [first] = [...subjects.keys()].filter((predicate) => fields.get(predicate)!.size > 0);
  if (first === undefined) return;
  const population = [...new Set([...subjects.get(first)!.values()].flat())].sort();
  if (population.length > 0)
    episodes.push({
      predicate: first,
      subject: prng.pick(population),
      field: [...fields.get(first)!.keys()].sort()[0]!,
      from: 1 + prng.int(span),
      to: null,
      ends: 'fixed',
    });
}

/** The facts a connector pushes for a predicate on a day: its population then, each with its fields then. */
export function factsOn(
  timeline: FactTimeline,
  fields: ExpectedFields,
  typeCode: string,
  predicate: string,
  daysAgo: number,
): { predicate: string; subject: string; fields: Record<string, unknown> }[] {
  const expected = fields.get(predicate)!;
  const episodes = timeline.episodes.filter((e) => e.predicate === predicate);
  const gone = new Set(
    episodes.filter((e) => e.ends === 'removed' && e.to !== null && e.to >= daysAgo).map((e) => e.subject),
  );
  return (timeline.subjects.get(predicate)?.get(typeCode) ?? [])
    .filter((subject) => !gone.has(subject))
    .map((subject) => {
      const values = Object.fromEntries(expected);
      for (const episode of episodes) {
        if (episode.subject === subject && activeOn(episode, daysAgo))
          values[episode.field] = !expected.get(episode.field);
      }
      return { predicate, subject, fields: values };
    });
}

/** Days (ago) on which a predicate's facts change: an episode starts or ends. */
export function changeDays(timeline: FactTimeline, predicate: string): Set<number> {
  const days = new Set<number>();
  for (const episode of timeline.episodes) {
    if (episode.predicate !== predicate) continue;
    days.add(episode.from);
    if (episode.to !== null) days.add(episode.to);
  }
  return days;
}
