/**
 * The email posture records of a domain, read from TXT answers (each answer a list of character
 * strings, joined as RFC 7208 3.3 says) and judged as PREDICATES.md states the rules.
 */

/** A lookup's answer: the TXT records, or none (NXDOMAIN, NODATA). Anything else throws. */
export type TxtLookup = (name: string) => Promise<string[][]>;

const joined = (records: string[][]) => records.map((strings) => strings.join(''));

/** RFC 7208 4.6.4: at most 10 terms that cause DNS queries, counted through include and redirect. */
export const SPF_LOOKUP_LIMIT = 10;
const QUERYING = /^[+\-~?]?(include:|a(?:[:/]|$)|mx(?:[:/]|$)|ptr(?::|$)|exists:)|^redirect=/i;

export interface SpfFields extends Record<string, unknown> {
  present: boolean;
  valid: boolean;
  record: string | null;
  lookups: number;
  problem?: string;
}

const spfRecords = (records: string[][]) => joined(records).filter((r) => /^v=spf1(\s|$)/i.test(r));

/** Counts the DNS-querying terms of a record and of the records it includes or redirects to. */
async function countLookups(record: string, lookup: TxtLookup, seen: Set<string>): Promise<number> {
  let count = 0;
  for (const term of record.split(/\s+/).slice(1)) {
    if (!QUERYING.test(term)) continue;
    count += 1;
    if (count > SPF_LOOKUP_LIMIT) return count;
    const target = /^[+\-~?]?include:(.+)$/i.exec(term)?.[1] ?? /^redirect=(.+)$/i.exec(term)?.[1];
    // A macro (%{i}) expands per message: it is counted, not followed.
    if (!target || target.includes('%') || seen.has(target.toLowerCase())) continue;
    seen.add(target.toLowerCase());
    const included = spfRecords(await lookup(target));
    if (included.length !== 1) throw new SpfError(`${target} has ${included.length} SPF records`);
    count += await countLookups(included[0] as string, lookup, seen);
  }
  return count;
}

class SpfError extends Error {}

export async function judgeSpf(domain: string, lookup: TxtLookup): Promise<SpfFields> {
  const records = spfRecords(await lookup(domain));
  if (records.length === 0) return { present: false, valid: false, record: null, lookups: 0 };
  if (records.length > 1)
    return {
      present: true,
      valid: false,
      record: records.join(' | '),
      lookups: 0,
      problem: 'more than one SPF record',
    };
  const record = records[0] as string;
  let lookups: number;
  try {
    lookups = await countLookups(record, lookup, new Set([domain]));
  } catch (error) {
    if (!(error instanceof SpfError)) throw error;
    return { present: true, valid: false, record, lookups: 0, problem: error.message };
  }
  const passAll = record
    .split(/\s+/)
    .slice(1)
    .some((term) => /^\+?all$/i.test(term));
  const problem =
    lookups > SPF_LOOKUP_LIMIT
      ? `more than ${SPF_LOOKUP_LIMIT} DNS lookups`
      : passAll
        ? 'passes all senders (+all)'
        : undefined;
  return {
    present: true,
    valid: problem === undefined,
    record,
    lookups: Math.min(lookups, SPF_LOOKUP_LIMIT + 1),
    ...(problem ? { problem } : {}),
  };
}

export interface DmarcFields extends Record<string, unknown> {
  present: boolean;
  enforced: boolean;
  reject: boolean;
  reporting: boolean;
  policy: string | null;
}

/** Tag-value pairs of a DMARC or DKIM record (`v=DMARC1; p=reject; rua=mailto:…`). */
export function tags(record: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of record.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) map.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  return map;
}

export async function judgeDmarc(domain: string, lookup: TxtLookup): Promise<DmarcFields> {
  const records = joined(await lookup(`_dmarc.${domain}`)).filter((r) => /^v\s*=\s*DMARC1\s*(;|$)/i.test(r));
  // RFC 7489 6.6.3: none, or more than one, is no policy at all.
  if (records.length !== 1) return { present: false, enforced: false, reject: false, reporting: false, policy: null };
  const record = tags(records[0] as string);
  const policy = record.get('p')?.toLowerCase() ?? null;
  return {
    present: true,
    enforced: policy === 'quarantine' || policy === 'reject',
    reject: policy === 'reject',
    reporting: (record.get('rua') ?? '').split(',').some((uri) => /^mailto:\S+@\S+/i.test(uri.trim())),
    policy,
  };
}

/** A selector's key record: `v=DKIM1` or `k=`/`p=` tags, with a non-empty (not revoked) `p=`. */
export async function dkimSelectorOk(domain: string, selector: string, lookup: TxtLookup): Promise<boolean> {
  for (const record of joined(await lookup(`${selector}._domainkey.${domain}`))) {
    const parsed = tags(record);
    const isKey = /^v\s*=\s*DKIM1/i.test(record) || parsed.has('k') || parsed.has('p');
    if (isKey && (parsed.get('p') ?? '').replace(/\s+/g, '') !== '') return true;
  }
  return false;
}

/** `_mta-sts.<domain>`: one `v=STSv1` record with an `id`. */
export async function mtaStsAnnounced(domain: string, lookup: TxtLookup): Promise<boolean> {
  const records = joined(await lookup(`_mta-sts.${domain}`)).filter((r) => /^v\s*=\s*STSv1\s*(;|$)/i.test(r));
  return records.length === 1 && (tags(records[0] as string).get('id') ?? '') !== '';
}

/** RFC 8461 3.2: the policy's `mode` (enforce, testing or none), or null when it has none. */
export function mtaStsMode(policy: string): string | null {
  for (const line of policy.split(/\r?\n/)) {
    const match = /^\s*mode\s*:\s*(\S+)\s*$/i.exec(line);
    if (match) return (match[1] as string).toLowerCase();
  }
  return null;
}
