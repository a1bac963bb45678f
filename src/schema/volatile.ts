/**
 * The mark of a field whose value changes WITHOUT bumping its tenant's revision, so that no cached
 * answer or ETag (src/graphql/response-cache.ts) may depend on it: declare it as the field's
 * `extensions: VOLATILE`, and the response cache keeps no operation that selects it (`isCacheable`).
 *
 * A write skips the bump only where it happens so often that bumping would empty the tenant's
 * cache over and over: the record of an API key's use (`ApiKey.lastUsedAt`, written on the first
 * request of each minute; migration 20261125200000_api_key_use_revision), and sign-ins and token
 * refreshes, whose `auth.*` entries the audit log (`Query.auditEvents`) lists (migration
 * 20261125201000_sign_in_revisions). Every field that shows a row written without a bump must
 * carry the mark, or a cached read would show it stale.
 */
export const VOLATILE = { volatile: true } as const;

/** Whether a field (of the built schema) carries the mark. */
export function isVolatile(field: { extensions?: Readonly<Record<string, unknown>> | null } | null | undefined) {
  return field?.extensions?.volatile === true;
}
