/**
 * Bounds of every text a caller can store, in code points (Python `len`). They keep each value
 * well under PostgreSQL's btree limit and give clients a documented maximum instead of a 500.
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
  /** An organization's id in another system (a Microsoft 365 tenant id, a PSA company id). */
  externalId: 200,
  /** What a connector said went wrong, kept on the integration. */
  integrationMessage: 1_000,
  /** A PSA setting (a company id, a clientId, an API user). */
  psaSetting: 200,
  /** A PSA secret (a private key, a secret, an integration code). */
  psaSecret: 500,
} as const;
