import { selectWebhook, selectWebhooks } from '../data/selections.ts';
import { inTransaction } from '../data/tenant.ts';
import { DELIVERY_ORDER, deleteWebhook, insertWebhook } from '../data/webhooks.ts';
import { EVENT_TYPES, type EventType, eventDescription, eventKindName, isEventType } from '../domain/event-kinds.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { ApiError, BadInputError, NotFoundError } from '../errors.ts';
import { newWebhookSecret } from '../events/signing.ts';
import { checkWebhookUrl } from '../events/targets.ts';
import { audit } from './audit.ts';
import { builder } from './builder.ts';
import { connectionBounds } from './connection.ts';
import type { Context } from './context.ts';
import { EVENT_LIST, EventKindEnum } from './event.ts';

/** pydantic's HttpUrl bound, kept on every surface. */
export const WEBHOOK_URL_MAX_LENGTH = TEXT_LIMITS.url;

export const WebhookDeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  description: 'Where a delivery stands.',
  values: {
    pending: { description: 'Not yet acknowledged with a 2xx; the next attempt is at nextAttemptAt.' },
    delivered: { description: 'The receiver answered 2xx.' },
    failed: { description: 'Given up: no 2xx within the retry window (24 hours).' },
  },
});

builder.prismaObject('WebhookAttempt', {
  description: 'One HTTP attempt of a delivery.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: '1 for the first attempt.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', description: 'When the request was signed and sent.' }),
    durationMs: t.exposeInt('durationMs', { description: 'From sending to the last byte read, in milliseconds.' }),
    responseStatus: t.exposeInt('responseStatus', {
      nullable: true,
      description: "The receiver's HTTP status; null when none arrived (refused target, timeout, connection error).",
    }),
    error: t.exposeString('error', { nullable: true, description: 'Why the attempt failed; null on a 2xx.' }),
  }),
});

export const WebhookDelivery = builder.prismaNode('WebhookDelivery', {
  id: { field: 'id' },
  nullable: true,
  description: 'One event owed to one webhook: delivered at least once, or given up after 24 hours of retries.',
  authScopes: { permission: 'api_key.manage' },
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: 'Stable identifier of the delivery.' }),
    event: t.relation('event', { description: 'The event delivered.' }),
    status: t.expose('status', { type: WebhookDeliveryStatusEnum, description: 'Where the delivery stands.' }),
    attemptCount: t.exposeInt('attemptCount', { description: 'Attempts made so far.' }),
    nextAttemptAt: t.expose('nextAttemptAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the next attempt is due; null once delivered or given up.',
    }),
    createdAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When the event was recorded for this webhook.',
    }),
    completedAt: t.expose('completedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was delivered or given up; null while pending.',
    }),
    attempts: t.relation('attempts', {
      description: 'Every attempt so far, first first.',
      query: { orderBy: { number: 'asc' } },
    }),
  }),
});

export const Webhook = builder.prismaNode('Webhook', {
  id: { field: 'id' },
  nullable: true,
  description:
    'Where the tenant wants events POSTed, signed per Standard Webhooks. Its secret is shown only at creation.',
  authScopes: { permission: 'api_key.manage' },
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: 'Stable identifier; delete the webhook by it.' }),
    url: t.exposeString('url', { description: 'The receiver, an http(s) URL on a public address.' }),
    kinds: t.field({
      type: [EventKindEnum],
      description: 'The kinds of event it receives.',
      resolve: (webhook) => webhook.events.filter(isEventType),
    }),
    events: t.exposeStringList('events', {
      description: `The event types it receives: any of ${EVENT_LIST}.`,
      deprecationReason: 'Use kinds.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was registered.' }),
    deliveries: t.relatedConnection('deliveries', {
      description: 'Its deliveries, newest first, with every attempt.',
      cursor: 'id',
      args: {
        status: t.arg({
          type: WebhookDeliveryStatusEnum,
          required: false,
          description: 'Only deliveries in this state.',
        }),
      },
      query: (args) => {
        // The connection arguments are passed too, though the type names only this field's own.
        connectionBounds(args as Parameters<typeof connectionBounds>[0]);
        return { where: args.status ? { status: args.status } : {}, orderBy: DELIVERY_ORDER };
      },
    }),
  }),
});

const CreatedWebhook = builder.objectRef<{ webhook: object; secret: string }>('CreatedWebhook').implement({
  description: 'A new webhook and its signing secret, which is shown only here.',
  fields: (t) => ({
    webhook: t.field({
      type: Webhook,
      description: 'The webhook as stored.',
      resolve: (created) => created.webhook as never,
    }),
    secret: t.exposeString('secret', {
      description:
        'The `whsec_...` signing secret: store it now, it cannot be shown again. Verify each request with it (Standard Webhooks).',
    }),
  }),
});

const CreateWebhookInput = builder.inputType('CreateWebhookInput', {
  description: 'A new webhook.',
  fields: (t) => ({
    url: t.string({
      required: true,
      description: `Where to POST events: an absolute http(s) URL of at most ${WEBHOOK_URL_MAX_LENGTH} characters, on a public address (loopback and private targets are refused), without credentials.`,
    }),
    kinds: t.field({ type: [EventKindEnum], description: 'The kinds of event it receives: one or more.' }),
    events: t.stringList({
      description: `One or more of ${EVENT_LIST}; give kinds or events, not both.`,
      deprecationReason: 'Use kinds.',
    }),
  }),
});

/** The kinds a new webhook receives: `kinds`, or the event types of the deprecated `events`, one or more. */
function eventsOf(input: { kinds?: EventType[] | null; events?: string[] | null }): EventType[] {
  if (input.kinds != null && input.events != null)
    throw new BadInputError('Give kinds or events, not both', { field: ['input', 'events'] });
  if (input.kinds != null) {
    if (input.kinds.length === 0)
      throw new BadInputError(`kinds must be one or more of: ${EVENT_TYPES.map(eventKindName).join(', ')}`, {
        field: ['input', 'kinds'],
      });
    return [...new Set(input.kinds)];
  }
  const events = input.events ?? [];
  if (events.length === 0 || !events.every(isEventType)) {
    throw new BadInputError(`events must be one or more of: ${EVENT_TYPES.join(', ')}`, { field: ['input', 'events'] });
  }
  return [...new Set(events)];
}

function webhookSettings(context: Context) {
  const settings = context.events.webhooks;
  if (!settings) throw new ApiError('SERVICE_UNAVAILABLE', 'Webhooks are not enabled on this server');
  return settings;
}

builder.mutationFields((t) => ({
  createWebhook: t.field({
    type: CreatedWebhook,
    description: `Registers a webhook. ${EVENT_TYPES.map((type) => `${type}: ${eventDescription(type)}`).join(' ')}`,
    authScopes: { permission: 'api_key.manage' },
    args: { input: t.arg({ type: CreateWebhookInput, required: true, description: 'Its URL and event types.' }) },
    resolve: async (_root, { input }, context) => {
      const settings = webhookSettings(context);
      if ([...input.url].length > WEBHOOK_URL_MAX_LENGTH) {
        throw new BadInputError(`url must have at most ${WEBHOOK_URL_MAX_LENGTH} characters`, {
          field: ['input', 'url'],
        });
      }
      const checked = checkWebhookUrl(input.url, settings);
      if (!checked.ok) throw new BadInputError(checked.reason, { field: ['input', 'url'], reason: checked.problem });
      const events = eventsOf(input);
      const secret = newWebhookSecret();
      return inTransaction(context.db, async (tx) => {
        const webhook = await insertWebhook(tx, {
          url: checked.url.href,
          events,
          secretSealed: settings.secrets.seal(secret),
        });
        await audit(tx, context, {
          action: 'webhook.created',
          target: { type: 'webhook', id: webhook.id },
          changes: { url: [null, webhook.url], events: [null, events] },
        });
        return { webhook, secret };
      });
    },
  }),
  deleteWebhook: t.field({
    type: 'UUID',
    description: 'Deletes a webhook: nothing more is sent to it, pending deliveries included. Returns its id.',
    authScopes: { permission: 'api_key.manage' },
    args: {
      id: t.arg({ type: 'UUID', required: true, description: "The webhook's id; another tenant's is not found." }),
    },
    resolve: async (_root, { id }, context) => {
      await inTransaction(context.db, async (tx) => {
        if (!(await deleteWebhook(tx, id))) throw new NotFoundError('Webhook not found');
        await audit(tx, context, { action: 'webhook.deleted', target: { type: 'webhook', id } });
      });
      return id;
    },
  }),
}));

builder.queryFields((t) => ({
  webhooks: t.prismaConnection({
    type: 'Webhook',
    cursor: 'id',
    description: "The tenant's webhooks, oldest first.",
    authScopes: { permission: 'api_key.manage' },
    resolve: (query, _root, args, context) => {
      connectionBounds(args);
      return selectWebhooks(context.db, query);
    },
  }),
  webhook: t.prismaField({
    type: 'Webhook',
    description: "One webhook; not found when the id is unknown or another tenant's.",
    authScopes: { permission: 'api_key.manage' },
    args: { id: t.arg({ type: 'UUID', required: true, description: "The webhook's id." }) },
    resolve: async (query, _root, { id }, context) => {
      const webhook = await selectWebhook(context.db, id, query);
      if (!webhook) throw new NotFoundError('Webhook not found');
      return webhook;
    },
  }),
}));
