import {
  EVENT_TYPES,
  type EventType,
  eventDescription,
  eventKindName,
  type PayloadField,
  type PayloadType,
  payloadOf,
  readEventData,
} from '../domain/event-kinds.ts';
import type { StoredEvent } from '../domain/events.ts';
import { builder } from './builder.ts';
import { ControlStatusEnum, SeverityEnum, TriageStateEnum } from './enums.ts';

/**
 * Announced changes on the graph, built from the table of src/domain/event-kinds.ts: the EventKind
 * enum, each kind's payload type, and ChangeEvent (webhook deliveries, the organizationEvents
 * subscription).
 * A kind added to the table appears here, and in the client's and the console's generated types,
 * by itself.
 */

const ENUM_REFS = { ControlStatus: ControlStatusEnum, Severity: SeverityEnum, TriageState: TriageStateEnum };

export const EventKindEnum = builder.enumType('EventKind', {
  description:
    "What an announced change is. Each value is the webhook body's `type` with its dot as an underscore (`control_status_changed` is `control.status_changed`).",
  values: Object.fromEntries(
    EVENT_TYPES.map((type) => [eventKindName(type), { value: type, description: eventDescription(type) }]),
  ) as Record<string, { value: EventType; description: string }>,
});

/** A stored event's payload, with its kind: how the union tells its member. */
export interface Payload {
  type: EventType;
  data: Record<string, unknown>;
}

function graphTypeOf(type: PayloadType) {
  return typeof type === 'string' ? type : ENUM_REFS[type.enum];
}

function payloadRef(type: EventType) {
  const payload = payloadOf(type);
  return builder.objectRef<Payload>(payload.name).implement({
    description: payload.description,
    fields: (t) =>
      Object.fromEntries(
        Object.entries(payload.fields).map(([key, field]: [string, PayloadField<unknown>]) => [
          key,
          t.field({
            // One field builder for every key's type: the table, not the compiler, pairs them.
            type: graphTypeOf(field.type) as 'String',
            nullable: field.nullable,
            description: field.description,
            resolve: (parent) => parent.data[key] as string,
          }),
        ]),
      ),
  });
}

/** Each kind's payload type, by kind. */
export const PAYLOAD_REFS = Object.fromEntries(EVENT_TYPES.map((type) => [type, payloadRef(type)])) as Record<
  EventType,
  ReturnType<typeof payloadRef>
>;

export const EventPayloadUnion = builder.unionType('EventPayload', {
  description: "An event's payload, typed by its kind (the webhook body's `data`, read back).",
  types: Object.values(PAYLOAD_REFS),
  resolveType: (payload) => PAYLOAD_REFS[payload.type],
});

/** A stored event's payload read as its kind's; null when it is not of that shape (never written by the service). */
export function payloadOfEvent(event: Pick<StoredEvent, 'type' | 'data'>): Payload | null {
  const data = readEventData(event, event.type);
  return data === null ? null : { type: event.type, data: data as unknown as Record<string, unknown> };
}

/** The event types as webhook bodies name them, for descriptions. */
export const EVENT_LIST = EVENT_TYPES.map((type) => `\`${type}\``).join(', ');

export const ChangeEventRef = builder.prismaObject('ChangeEvent', {
  description: 'An announced change, as webhooks deliver it: `{type, timestamp, data}` is the request body.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: 'The `webhook-id` of every attempt to deliver it.' }),
    kind: t.field({
      type: EventKindEnum,
      description: 'What the change is.',
      resolve: (event) => event.type as EventType,
    }),
    type: t.exposeString('type', {
      description: `The event type: ${EVENT_LIST}.`,
      deprecationReason: 'Use kind.',
    }),
    organizationId: t.expose('organizationId', { type: 'UUID', description: 'The organization it concerns.' }),
    occurredAt: t.expose('occurredAt', {
      type: 'DateTime',
      description: "When the change happened (the body's `timestamp`).",
    }),
    payload: t.field({
      type: EventPayloadUnion,
      nullable: true,
      description: "The payload (the body's `data`), typed by its kind.",
      resolve: (event) => payloadOfEvent({ type: event.type as EventType, data: event.data }),
    }),
    data: t.field({
      type: 'JSONObject',
      description: 'The payload (the body\'s `data`); its keys depend on the type (docs/api.md, "Events").',
      deprecationReason: 'Use payload.',
      resolve: (event) => event.data as Record<string, unknown>,
    }),
  }),
});
