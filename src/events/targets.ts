import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which webhook targets the service may call. A webhook URL is chosen by a tenant, so without a
 * rule it would let any tenant make the service send requests into its own network (SSRF): the
 * cloud metadata endpoint, the database, an admin port on loopback. Targets must therefore be
 * public addresses, checked twice: at registration on how the URL spells its host, and at each
 * delivery on every address the host resolves to (`guardedLookup` in ./http.ts), so a name that
 * later resolves to a private address gets nothing. Pure functions: nothing here connects.
 */

interface Block {
  /** The first address of the block, as a number (32 bits for IPv4, 128 for IPv6). */
  base: bigint;
  prefix: number;
  /** What the block is, as the refusal names it. */
  kind: string;
}

const block = (address: string, prefix: number, kind: string): Block => ({
  base: address.includes(':') ? ipv6ToBigInt(address) : ipv4ToBigInt(address),
  prefix,
  kind,
});

/** IANA's special-purpose IPv4 registry, less the globally reachable entries. */
const IPV4_BLOCKS: readonly Block[] = [
  block('0.0.0.0', 8, 'an unspecified ("this network") address'),
  block('10.0.0.0', 8, 'a private address'),
  block('100.64.0.0', 10, 'a shared (carrier-grade NAT) address'),
  block('127.0.0.0', 8, 'a loopback address'),
  block('169.254.0.0', 16, 'a link-local address'),
  block('172.16.0.0', 12, 'a private address'),
  block('192.0.0.0', 24, 'an IETF protocol address'),
  block('192.0.2.0', 24, 'a documentation address'),
  block('192.88.99.0', 24, 'a 6to4 relay address'),
  block('192.168.0.0', 16, 'a private address'),
  block('198.18.0.0', 15, 'a benchmarking address'),
  block('198.51.100.0', 24, 'a documentation address'),
  block('203.0.113.0', 24, 'a documentation address'),
  block('224.0.0.0', 4, 'a multicast address'),
  block('240.0.0.0', 4, 'a reserved address'),
];

/** Named IPv6 blocks; anything outside global unicast (2000::/3) is refused too. */
const IPV6_BLOCKS: readonly Block[] = [
  block('::', 128, 'an unspecified address'),
  block('::1', 128, 'a loopback address'),
  block('64:ff9b:1::', 48, 'a local-use NAT64 address'),
  block('100::', 64, 'a discard-only address'),
  block('2001::', 23, 'an IETF protocol address'),
  block('2001:db8::', 32, 'a documentation address'),
  block('3fff::', 20, 'a documentation address'),
  block('fc00::', 7, 'a unique local (private) address'),
  block('fe80::', 10, 'a link-local address'),
  block('fec0::', 10, 'a site-local address'),
  block('ff00::', 8, 'a multicast address'),
];
const GLOBAL_UNICAST = block('2000::', 3, 'not a global unicast address');

/** IPv6 blocks that carry an IPv4 address in their low bits: judged by that address. */
const IPV4_MAPPED = block('::ffff:0:0', 96, 'an IPv4-mapped address');
const NAT64 = block('64:ff9b::', 96, 'a NAT64 address');
const SIX_TO_FOUR = block('2002::', 16, 'a 6to4 address');

function contains(range: Block, value: bigint, width: number): boolean {
  const shift = BigInt(width - range.prefix);
  return value >> shift === range.base >> shift;
}

function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

function bigIntToIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/** A valid IPv6 address (as `isIPv6` accepts it, zone id excluded) as a 128-bit number. */
function ipv6ToBigInt(address: string): bigint {
  // A dotted IPv4 tail (`::ffff:127.0.0.1`) stands for the last two groups.
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => {
    const v4 = ((Number(a) * 256 + Number(b)) * 256 + Number(c)) * 256 + Number(d);
    return `${Math.floor(v4 / 0x10000).toString(16)}:${(v4 % 0x10000).toString(16)}`;
  });
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => BigInt(`0x${group}`)));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array<bigint>(8 - left.length - right.length).fill(0n);
  return [...left, ...zeros, ...right].reduce((value, group) => (value << 16n) | group, 0n);
}

/**
 * Why an IP address may not be a webhook target (`"a loopback address"`, ...), or null when it
 * is public. Accepts dotted IPv4 and any IPv6 form; an IPv6 address that embeds an IPv4 one
 * (mapped, NAT64, 6to4) is judged by the IPv4 address it reaches. Anything that is not an IP
 * address is refused.
 */
export function addressRefusal(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) {
    const value = ipv4ToBigInt(bare);
    return IPV4_BLOCKS.find((range) => contains(range, value, 32))?.kind ?? null;
  }
  // A zone id (`fe80::1%eth0`) only ever qualifies a non-global address.
  if (bare.includes('%')) return 'a scoped (zone) address';
  if (!isIPv6(bare)) return 'not an IP address';
  const value = ipv6ToBigInt(bare);
  for (const embedding of [IPV4_MAPPED, NAT64]) {
    if (contains(embedding, value, 128)) return embedded(embedding, value & 0xffffffffn);
  }
  if (contains(SIX_TO_FOUR, value, 128)) return embedded(SIX_TO_FOUR, (value >> 80n) & 0xffffffffn);
  const named = IPV6_BLOCKS.find((range) => contains(range, value, 128));
  if (named) return named.kind;
  return contains(GLOBAL_UNICAST, value, 128) ? null : GLOBAL_UNICAST.kind;
}

function embedded(embedding: Block, v4: bigint): string | null {
  const inner = addressRefusal(bigIntToIpv4(v4));
  return inner === null ? null : `${embedding.kind} of ${inner}`;
}

/** Names that always mean this machine (RFC 6761), whatever a resolver would answer. */
function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * Why a webhook URL's host is refused as it is spelled, or null. The URL is the WHATWG parse,
 * which has already turned every IPv4 spelling (`2130706433`, `0x7f.1`, `127.1`) into dotted form
 * and every IPv6 one into its compressed form, so each spelling of an address is judged alike.
 * A DNS name passes here; the delivery judges what it resolves to.
 */
export function hostRefusal(url: URL): string | null {
  const host = url.hostname;
  if (isLocalhostName(host)) return `${host} is a loopback name`;
  const bare = host.replace(/^\[|\]$/g, '');
  if (!isIPv4(bare) && !isIPv6(bare)) return null;
  const refusal = addressRefusal(bare);
  return refusal === null ? null : `${bare} is ${refusal}`;
}

export const PRIVATE_TARGET_RULE =
  'webhook targets must be public (loopback, private, link-local and other special-purpose addresses are refused)';

export type WebhookUrlCheck =
  | { ok: true; url: URL }
  | { ok: false; problem: 'invalid' | 'scheme' | 'credentials' | 'private'; reason: string };

/**
 * The whole registration rule for a webhook URL: an absolute http(s) URL, no credentials in it
 * (they would be listed back and logged), and a public host unless private targets are allowed.
 */
export function checkWebhookUrl(text: string, policy: { allowPrivateTargets: boolean }): WebhookUrlCheck {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: 'invalid', reason: 'url must be an absolute http or https URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, problem: 'scheme', reason: 'url must use http or https' };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, problem: 'credentials', reason: 'url must not carry a user name or password' };
  }
  if (!policy.allowPrivateTargets) {
    const refusal = hostRefusal(url);
    if (refusal) return { ok: false, problem: 'private', reason: `${refusal}: ${PRIVATE_TARGET_RULE}` };
  }
  return { ok: true, url };
}
