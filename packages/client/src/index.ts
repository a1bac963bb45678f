import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { reads } from './reads.js';
import { createSubscriber, type SubscriptionOptions } from './subscriptions.js';
import { type ClientOptions, createTransport, execute, type RequestOptions, type Variables } from './transport.js';

export { ComplianceApiError, type GraphQLErrorLike } from './errors.js';
export { EVENT_KINDS, type EventPayloads, type EventType } from './generated/events.js';
export * from './generated/graphql.js';
export {
  CONTROL_STATUSES,
  DETECTION_STATUSES,
  HEALTH_VALUES,
  SEVERITIES,
  TEXT_LIMITS,
  TRIAGE_STATES,
} from './generated/limits.js';
export type {
  components as RestComponents,
  operations as RestOperations,
  paths as RestPaths,
} from './generated/rest.js';
export {
  type ComplianceGrid,
  type ComplianceRow,
  type ComplianceTrend,
  type ControlStatusLookup,
  DEFAULTS,
  type OrganizationPage,
  type PageOptions,
  type StandardPage,
} from './reads.js';
export type { SubscriptionOptions, SubscriptionSink, Unsubscribe } from './subscriptions.js';
export type { ClientOptions, RequestOptions } from './transport.js';
export {
  isWebhookEventOf,
  verifyWebhook,
  type WebhookEvent,
  type WebhookEventOf,
  type WebhookHeaders,
  WebhookVerificationError,
} from './webhooks.js';

/** A REST v1 schema by its OpenAPI name, e.g. `RestSchema<'ComplianceGridRead'>`. */
export type RestSchema<N extends keyof import('./generated/rest.js').components['schemas']> =
  import('./generated/rest.js').components['schemas'][N];

/**
 * A client of the service's GraphQL API: `request` runs any typed document (the package exports
 * one for every operation the service's own surfaces run), `subscribe` streams a subscription
 * over SSE, and the common reads have methods of their own.
 */
export function createClient(options: ClientOptions & SubscriptionOptions) {
  const transport = createTransport(options);
  return {
    /** Runs a query or mutation; resolves to its data or fails with a ComplianceApiError. */
    request<R, V extends Variables>(
      document: TypedDocumentNode<R, V>,
      variables?: V,
      requestOptions?: RequestOptions,
    ): Promise<R> {
      return execute(transport, document, variables, requestOptions);
    },
    /** Streams a subscription's events to `sink` until the returned function is called. */
    subscribe: createSubscriber(transport, options),
    ...reads(transport),
  };
}

export type ComplianceClient = ReturnType<typeof createClient>;
