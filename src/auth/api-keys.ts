import type { Db } from '../data/client.ts';
import { createApiKeyRecord } from '../data/credentials.ts';
import type { Scope } from './permissions.ts';
import { API_KEY_PREFIX, displayPrefix, hashSecret, newSecret } from './secrets.ts';

export interface IssueApiKey {
  tenantId: string;
  name: string;
  scopes: readonly Scope[];
  /** Makes the key user-scoped: its permissions never exceed this user's current role. */
  userId?: string | null;
  expiresAt?: Date | null;
  /** Use this plaintext instead of a random one (BOOTSTRAP_API_KEY). */
  plaintext?: string;
  /** The user accountable for the key: deactivating them revokes it. */
  createdById?: string | null;
  /** The key that created this one: revoking it revokes this one. */
  createdByKeyId?: string | null;
}

/** Creates a key and returns its plaintext, which exists nowhere else after this call. */
export async function issueApiKey(db: Pick<Db, 'apiKey'>, input: IssueApiKey) {
  const plaintext = input.plaintext ?? newSecret(API_KEY_PREFIX);
  const record = await createApiKeyRecord(db, {
    tenantId: input.tenantId,
    userId: input.userId ?? null,
    name: input.name,
    scopes: [...input.scopes],
    expiresAt: input.expiresAt ?? null,
    createdById: input.createdById ?? null,
    createdByKeyId: input.createdByKeyId ?? null,
    prefix: displayPrefix(plaintext),
    keyHash: hashSecret(plaintext),
  });
  return { record, plaintext };
}
