/**
 * The bounds of every text a caller can send, declared once, in code points (Python `len`, as
 * REST's pydantic counts them; never UTF-16 units). They keep each value well under PostgreSQL's
 * btree limit and give clients a documented maximum instead of a 500. Every surface reads them:
 * REST's pydantic fields, the graph's checks (`checkText`, `checkLength` in input.ts) and its
 * descriptions, MCP's zod (`mcpText` in src/mcp/tool.ts), and the console and the client package
 * (`TEXT_LIMITS` of packages/client/src/generated/limits.ts, written by scripts/client-declarations.ts).
 */
export const TEXT_LIMITS = {
  name: 200,
  description: 2_000,
  category: 100,
  slugSuffix: 60,
  slug: 100,
  reason: 2_000,
  /** What a fact is about (a device, an account, a domain): part of the fact's key. */
  subject: 500,
  /** A predicate a control judges, e.g. `device.disk.encryption`. */
  predicate: 200,
  typeCode: 100,
  /** A comment on a detection's activity. */
  comment: 4_000,
  /** An API key's label, after trimming. */
  apiKeyName: 100,
  /** The audit log's filters: an action, an actor's id, a target's id. */
  auditAction: 100,
  auditActorId: 100,
  auditTargetId: 200,
  /** A library standard's key, slug-shaped: `cisa-scuba-m365` (LIBRARY_KEY_PATTERN). */
  libraryKey: 63,
  /** An attestation's note: what was checked, by whom, where the evidence is. */
  attestationNote: 2_000,
  /** A DNS name of an organization (RFC 1035's bound, without the root's dot). */
  domain: 253,
  /** The system of an external reference, named like a connector type: `microsoft365`. */
  externalSystem: 64,
  /** An organization's id in another system (a Microsoft 365 tenant id, a PSA company id). */
  externalId: 200,
  /** What a connector said went wrong, kept on the integration. */
  integrationMessage: 1_000,
  /** A PSA setting (a company id, a clientId, an API user). */
  psaSetting: 200,
  /** A PSA secret (a private key, a secret, an integration code). */
  psaSecret: 500,
  /** An IANA time zone's name (the longest is about 30; this bounds what is looked up). */
  timeZone: 64,
  /** An email address (RFC 5321's path limit). */
  email: 254,
  /** An http(s) URL: a webhook's or a channel's (pydantic's `HttpUrl` bound). */
  url: 2_083,
} as const;

export type TextField = keyof typeof TEXT_LIMITS;

/** A text's length as every bound counts it: code points (Python `len`). */
export function textLength(text: string): number {
  let length = 0;
  for (const _ of text) length++;
  return length;
}
