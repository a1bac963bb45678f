import { API_KEY_SCOPES } from '../auth/permissions.ts';
import { displayPrefix, hashSecret } from '../auth/secrets.ts';
import { CONNECTOR_CATALOG } from '../domain/connector-catalog.ts';
import { CoverageIndex } from '../domain/coverage.ts';

export function coverageIndex(): CoverageIndex {
  return new CoverageIndex(CONNECTOR_CATALOG);
}

/** An API key record carrying every permission and MCP scope; the plaintext never reaches the database. */
export function adminKeyRecord(tenantId: string, name: string, plaintext: string, createdAt: Date) {
  return {
    tenantId,
    userId: null,
    name,
    prefix: displayPrefix(plaintext),
    keyHash: hashSecret(plaintext),
    scopes: [...API_KEY_SCOPES],
    createdAt,
  };
}
