import { promises as dns } from 'node:dns';
import { ConfigError, isObject } from '../kit/config.js';
import type { CollectorFactory } from '../kit/runner.js';
import type { Collected, Collector, Connector, Observation, Target } from '../kit/types.js';
import { dkimSelectorOk, judgeDmarc, judgeSpf, mtaStsAnnounced, mtaStsMode, type TxtLookup } from './records.js';

/**
 * Email and domain posture over DNS (connector type `dns`), for each domain of each organization:
 * real lookups through Node's resolver, against the servers configured (the system's by default).
 * A domain that does not exist, or has no record, is a finding (`present: false`); a lookup that
 * times out or fails (SERVFAIL, refused) leaves that predicate unread for this organization: its
 * last facts stay and the integration reads `error`.
 */
export interface DnsOptions {
  /** `host` or `host:port` of the resolvers to ask; the system's when empty. */
  servers?: string[];
  /** Per attempt, ms (c-ares' timeout); 2,000 by default. */
  timeoutMs?: number;
  /** Attempts per server; 2 by default. */
  tries?: number;
  /** DKIM selectors for every domain (Microsoft 365: selector1, selector2); none by default. */
  dkimSelectors?: string[];
  /** Selectors of one domain, in place of `dkimSelectors`. */
  domainSelectors?: Record<string, string[]>;
  /** Where a domain's MTA-STS policy is fetched; `{domain}` is replaced. */
  mtaStsPolicyUrl?: string;
  /** Time allowed for fetching one MTA-STS policy, ms; 10,000 by default. */
  mtaStsTimeoutMs?: number;
  fetch?: typeof fetch;
}

export const DNS_PREDICATES = [
  'email.spf.valid',
  'email.dmarc.policy',
  'email.dkim.configured',
  'email.mta_sts.enforced',
] as const;

const DEFAULT_POLICY_URL = 'https://mta-sts.{domain}/.well-known/mta-sts.txt';
/** What Node's resolver says of a name that has no such record (or does not exist): an answer, not a failure. */
const NO_RECORD = new Set<string>([dns.NODATA, dns.NOTFOUND]);

/** TXT lookups through a resolver of its own (its servers, timeout and tries). */
export function txtLookup(options: DnsOptions): TxtLookup {
  const resolver = new dns.Resolver({ timeout: options.timeoutMs ?? 2_000, tries: options.tries ?? 2 });
  if (options.servers?.length) resolver.setServers(options.servers);
  return async (name) => {
    try {
      return await resolver.resolveTxt(name);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code && NO_RECORD.has(code)) return [];
      throw new Error(`TXT ${name}: ${code ?? (error as Error).message}`);
    }
  };
}

type Judge = (domain: string) => Promise<Observation['fields'] | null>;

/** Each predicate's judge of one domain; null leaves the domain out of that population. */
function judges(options: DnsOptions, lookup: TxtLookup): Record<(typeof DNS_PREDICATES)[number], Judge> {
  const doFetch = options.fetch ?? globalThis.fetch;
  return {
    'email.spf.valid': (domain) => judgeSpf(domain, lookup),
    'email.dmarc.policy': (domain) => judgeDmarc(domain, lookup),
    'email.dkim.configured': async (domain) => {
      const selectors = options.domainSelectors?.[domain] ?? options.dkimSelectors ?? [];
      // Without a selector to look for, DKIM cannot be read from DNS: the domain is not judged.
      if (selectors.length === 0) return null;
      const missing: string[] = [];
      for (const selector of selectors) if (!(await dkimSelectorOk(domain, selector, lookup))) missing.push(selector);
      return { configured: missing.length === 0, selectors, ...(missing.length ? { missing } : {}) };
    },
    'email.mta_sts.enforced': async (domain) => {
      if (!(await mtaStsAnnounced(domain, lookup))) return { enforced: false, mode: null };
      const url = (options.mtaStsPolicyUrl ?? DEFAULT_POLICY_URL).replaceAll('{domain}', domain);
      const mode = await fetchPolicyMode(doFetch, url, options.mtaStsTimeoutMs ?? 10_000);
      return { enforced: mode === 'enforce', mode };
    },
  };
}

/** The policy's mode; a policy that cannot be fetched is none (RFC 8461 5: senders apply none). */
async function fetchPolicyMode(doFetch: typeof fetch, url: string, timeoutMs: number): Promise<string | null> {
  try {
    const response = await doFetch(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    return mtaStsMode(await response.text());
  } catch {
    return null;
  }
}

/** One predicate over every domain: the population, or the failure of any lookup in it. */
async function population(domains: readonly string[], judge: Judge): Promise<Observation[] | Error> {
  const observations: Observation[] = [];
  for (const domain of domains) {
    try {
      const fields = await judge(domain);
      if (fields) observations.push({ subject: domain, fields });
    } catch (error) {
      return error as Error;
    }
  }
  return observations;
}

export function dnsConnector(options: DnsOptions = {}): Connector<Target> {
  const byPredicate = judges(options, txtLookup(options));
  return {
    typeCode: 'dns',
    predicates: DNS_PREDICATES,
    async collect({ organization }): Promise<Collected> {
      const domains = organization.domains;
      const collected: Collected = {};
      for (const predicate of DNS_PREDICATES) collected[predicate] = await population(domains, byPredicate[predicate]);
      return collected;
    },
  };
}

/** The organizations with a domain, and those with a `dns` integration (none left is an empty population). */
export function dnsCollector(options: DnsOptions = {}): Collector<Target> {
  return {
    name: 'dns',
    connectors: [dnsConnector(options)],
    async *targets({ service }) {
      for await (const organization of service.organizations())
        if (organization.domains.length > 0 || organization.integrations.items.some((i) => i.typeCode === 'dns'))
          yield { organization };
    },
  };
}

/** The runner's `dns` section: `{servers, timeoutMs, tries, dkimSelectors, domainSelectors, mtaStsPolicyUrl}`. */
export const createDnsCollector: CollectorFactory = (section) => {
  const raw = section ?? {};
  if (!isObject(raw)) throw new ConfigError('dns: the section is an object');
  const strings = (value: unknown, name: string) => {
    if (value === undefined) return undefined;
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
      throw new ConfigError(`dns.${name} is a list of strings`);
    return value as string[];
  };
  const number = (value: unknown, name: string) => {
    if (value === undefined) return undefined;
    if (!Number.isInteger(value) || (value as number) < 1) throw new ConfigError(`dns.${name} is a positive integer`);
    return value as number;
  };
  const domainSelectors = raw.domainSelectors ?? {};
  if (!isObject(domainSelectors)) throw new ConfigError('dns.domainSelectors maps a domain to its selectors');
  return dnsCollector({
    servers: strings(raw.servers, 'servers'),
    timeoutMs: number(raw.timeoutMs, 'timeoutMs'),
    tries: number(raw.tries, 'tries'),
    dkimSelectors: strings(raw.dkimSelectors, 'dkimSelectors'),
    domainSelectors: Object.fromEntries(
      Object.entries(domainSelectors).map(([domain, list]) => [
        domain,
        strings(list, `domainSelectors.${domain}`) ?? [],
      ]),
    ),
    mtaStsPolicyUrl: typeof raw.mtaStsPolicyUrl === 'string' ? raw.mtaStsPolicyUrl : undefined,
    mtaStsTimeoutMs: number(raw.mtaStsTimeoutMs, 'mtaStsTimeoutMs'),
  });
};
