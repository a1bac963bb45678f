import { EVENT_TYPES } from '../../domain/events.ts';
import type { JsonSchema } from '../pydantic/core.ts';

const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
const eventType: JsonSchema = { type: 'string', enum: [...EVENT_TYPES] };

function closed(description: string, properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', description, properties, required: Object.keys(properties), additionalProperties: false };
}

const RECORD_PROPERTIES: Record<string, JsonSchema> = {
  id: uuid,
  url: { type: 'string', format: 'uri' },
  events: { type: 'array', items: eventType },
  createdAt: dateTime,
};

export const WEBHOOK_SCHEMA = closed('A webhook (never its secret).', RECORD_PROPERTIES);

export const CREATED_WEBHOOK_SCHEMA = closed('A new webhook with its signing secret, shown only in this response.', {
  ...RECORD_PROPERTIES,
  secret: {
    type: 'string',
    pattern: '^whsec_',
    description: 'The whsec_ signing secret (Standard Webhooks): store it now, it cannot be shown again.',
  },
});

const cursorList = (description: string, items: JsonSchema) =>
  closed(description, {
    items: { type: 'array', items },
    nextCursor: {
      ...nullable({ type: 'string' }),
      description: 'Pass as `cursor` for the next slice; null at the end.',
    },
    hasMore: { type: 'boolean' },
    page: { type: 'null', description: 'Always null: cursor lists have no page number.' },
    total: { type: 'null', description: 'Always null: cursor lists do not count.' },
  });

export const WEBHOOK_LIST_SCHEMA = cursorList('The webhooks of the tenant, oldest first, by cursor.', WEBHOOK_SCHEMA);

const DELIVERY_SCHEMA = closed('One event owed to one webhook, with every attempt.', {
  id: uuid,
  status: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
  attemptCount: { type: 'integer', minimum: 0 },
  nextAttemptAt: {
    ...nullable(dateTime),
    description: 'When the next attempt is due; null once delivered or given up.',
  },
  createdAt: dateTime,
  completedAt: { ...nullable(dateTime), description: 'When it was delivered or given up.' },
  event: closed('The event: the request body is `{type, timestamp: occurredAt, data}`; its id is the webhook-id.', {
    id: uuid,
    type: eventType,
    organizationId: uuid,
    occurredAt: dateTime,
    data: { type: 'object', additionalProperties: true },
  }),
  attempts: {
    type: 'array',
    items: closed('One HTTP attempt.', {
      number: { type: 'integer', minimum: 1 },
      startedAt: dateTime,
      durationMs: { type: 'integer', minimum: 0 },
      responseStatus: {
        ...nullable({ type: 'integer' }),
        description: "The receiver's status; null when none arrived.",
      },
      error: { ...nullable({ type: 'string' }), description: 'Why it failed; null on a 2xx.' },
    }),
  },
});

export const DELIVERY_LIST_SCHEMA = cursorList("A webhook's deliveries, newest first, by cursor.", DELIVERY_SCHEMA);
