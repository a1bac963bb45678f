import type { JsonSchema } from '../pydantic/core.ts';

const nullableDateTime: JsonSchema = { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] };

const RECORD_PROPERTIES: Record<string, JsonSchema> = {
  id: { type: 'string', format: 'uuid' },
  name: { type: 'string' },
  prefix: { type: 'string', description: 'The first characters of the key, to recognise it.' },
  scopes: { type: 'array', items: { type: 'string' } },
  userId: {
    anyOf: [{ type: 'string', format: 'uuid' }, { type: 'null' }],
    description: 'The owner of a user-scoped key.',
  },
  expiresAt: nullableDateTime,
  createdAt: { type: 'string', format: 'date-time' },
  lastUsedAt: nullableDateTime,
  revokedAt: nullableDateTime,
};

function closed(description: string, properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', description, properties, required: Object.keys(properties), additionalProperties: false };
}

export const API_KEY_SCHEMA = closed('An API key (never its plaintext).', RECORD_PROPERTIES);

export const CREATED_API_KEY_SCHEMA = closed('A new API key with its plaintext, shown only in this response.', {
  ...RECORD_PROPERTIES,
  key: { type: 'string', description: 'The plaintext ccak_ key: store it now, it cannot be shown again.' },
});

export const API_KEY_PAGE_SCHEMA = closed('A page of API keys, ordered by creation time then id.', {
  items: { type: 'array', items: API_KEY_SCHEMA },
  total: { type: 'integer', minimum: 0 },
  page: { type: 'integer', minimum: 1 },
  pageSize: { type: 'integer', minimum: 1 },
  totalPages: { type: 'integer', minimum: 1 },
});
