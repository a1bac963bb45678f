import { controlStandardId } from '../data/detections.ts';
import { selectDetection, selectOrganizationOrThrow } from '../data/selections.ts';
import { detectionForTriage } from '../data/triage.ts';
import type { DetectionChange as EngineDetectionChange } from '../domain/changes.ts';
import { type EventType, readEventData, type StoredEventDataOf } from '../domain/event-kinds.ts';
import type { TriageStateName } from '../domain/triage.ts';
import { ApiError } from '../errors.ts';
import type { ChangeBatch, ChangeFeed } from '../events/feed.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';
import { SeverityEnum, TriageStateEnum } from './enums.ts';
import { ChangeEventRef, EventKindEnum, PAYLOAD_REFS, type Payload, payloadOfEvent } from './event.ts';
import { findOrganization, ORGANIZATION_ID_DESCRIPTION } from './organization.ts';

interface ComplianceChange {
  organizationId: string;
  batchId: string;
  occurredAt: Date;
  /** control.status_changed payloads. */
  controls: Payload[];
  /** The organization.rollup_changed payload, if the rollup moved. */
  rollup: Payload | null;
}

/**
 * A detection event as the subscription sends it: opened or resolved by the engine, or its triage
 * changed (completed with the detection's own fields), and when.
 */
type DetectionChange = Omit<StoredEventDataOf['detection.opened'], 'openedAt'> & {
  kind: EngineDetectionChange['kind'] | 'triage_changed';
  at: string;
  triage?: { from: TriageStateName; to: TriageStateName; assigneeId: string | null };
};

const ComplianceChangeRef = builder.objectRef<ComplianceChange>('ComplianceChange').implement({
  description:
    "What one evaluation of an organization changed in its grid: the controls whose status moved and, if it moved, the rollup. Select `organization` for the organization's figures after the change.",
  fields: (t) => ({
    organizationId: t.expose('organizationId', { type: 'UUID', description: 'The organization subscribed to.' }),
    changeId: t.expose('batchId', {
      type: 'UUID',
      description: 'Identifies the change; events of one evaluation share it (webhooks deliver them one by one).',
    }),
    occurredAt: t.expose('occurredAt', { type: 'DateTime', description: 'When the evaluation ran.' }),
    controls: t.field({
      type: [PAYLOAD_REFS['control.status_changed']],
      description: 'Controls whose status moved; may be empty when only the rollup moved.',
      resolve: (change) => change.controls,
    }),
    rollup: t.field({
      type: PAYLOAD_REFS['organization.rollup_changed'],
      nullable: true,
      description: 'The rollup change; null when the rollup stayed the same.',
      resolve: (change) => change.rollup,
    }),
    organization: t.prismaField({
      type: 'Organization',
      nullable: true,
      description:
        'The organization as it is now (rollup, status counts, score), read when the change is sent; needs organization.read.',
      resolve: (query, change, _args, context) => selectOrganizationOrThrow(context.db, change.organizationId, query),
    }),
  }),
});

const DetectionChangeKindEnum = builder.enumType('DetectionChangeKind', {
  description: 'What happened to a detection.',
  values: {
    opened: { description: 'An evaluation opened it (detection.opened).' },
    resolved: { description: 'An evaluation resolved it (detection.resolved).' },
    reopened: { description: 'An evaluation reopened it, back in scope and failing (detection.reopened).' },
    triage_changed: { description: 'Its triage changed (detection.triage_changed); see triageFrom and triageTo.' },
  },
});

const DetectionChangeRef = builder.objectRef<DetectionChange>('DetectionChange').implement({
  description: 'A detection opened or resolved by an evaluation of the organization, or a change of its triage.',
  fields: (t) => ({
    kind: t.field({
      type: DetectionChangeKindEnum,
      description: 'Opened, resolved, reopened or triaged.',
      resolve: (c) => c.kind,
    }),
    detectionId: t.expose('detectionId', { type: 'UUID', description: 'The detection.' }),
    ruleId: t.expose('controlId', { type: 'UUID', description: 'The control that raised it.' }),
    standardId: t.expose('standardId', {
      type: 'UUID',
      nullable: true,
      description: 'The standard of that control (null for an event recorded before events carried it).',
    }),
    subject: t.exposeString('subject', { description: 'What it is about (a device, an account...).' }),
    title: t.exposeString('title', {
      nullable: true,
      description: 'The detection title as stored (null for an event recorded before events carried it).',
    }),
    severity: t.field({ type: SeverityEnum, description: 'How much it matters.', resolve: (c) => c.severity }),
    at: t.expose('at', { type: 'DateTime', description: 'When it was opened, resolved, reopened or triaged.' }),
    triageFrom: t.field({
      type: TriageStateEnum,
      nullable: true,
      description: 'The triage state before; set only for triage_changed.',
      resolve: (c) => c.triage?.from ?? null,
    }),
    triageTo: t.field({
      type: TriageStateEnum,
      nullable: true,
      description: 'The triage state after; set only for triage_changed.',
      resolve: (c) => c.triage?.to ?? null,
    }),
    assigneeId: t.field({
      type: 'UUID',
      nullable: true,
      description: 'The assignee after a triage change; null otherwise.',
      resolve: (c) => c.triage?.assigneeId ?? null,
    }),
    detection: t.prismaField({
      type: 'Detection',
      nullable: true,
      description: 'The detection as it is now; null if it no longer exists.',
      resolve: (query, change, _args, context) => selectDetection(context.db, change.detectionId, query),
    }),
  }),
});

function feedOf(context: Context): ChangeFeed {
  if (!context.events.feed) throw new ApiError('SERVICE_UNAVAILABLE', 'Subscriptions are not enabled on this server');
  return context.events.feed;
}

/**
 * A projection of the feed's batches into subscription payloads (none, one or several per batch).
 * Written by hand rather than as an async generator: a generator cannot be ended while it waits
 * for the next batch, and a client that goes away must unsubscribe at once, not at the next event.
 */
function project<T>(batches: AsyncIterableIterator<ChangeBatch>, payloads: (batch: ChangeBatch) => T[] | Promise<T[]>) {
  const ready: T[] = [];
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      for (;;) {
        const payload = ready.shift();
        if (payload !== undefined) return { value: payload, done: false };
        const batch = await batches.next();
        if (batch.done) return { value: undefined, done: true };
        ready.push(...(await payloads(batch.value)));
      }
    },
    async return() {
      ready.length = 0;
      await batches.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/**
 * Each event read as its kind's payload. One that no reader accepts (the publisher writes none) is
 * left out rather than ending the stream with an error for every subscriber of the organization.
 */
function complianceChanges(batch: ChangeBatch): ComplianceChange[] {
  const payloads = (type: EventType) =>
    batch.events.flatMap((event) => (event.type === type ? (payloadOfEvent(event) ?? []) : []));
  const controls = payloads('control.status_changed');
  const rollupEvent = batch.events.find((event) => event.type === 'organization.rollup_changed');
  const first = batch.events.find((event) => event.type === 'control.status_changed') ?? rollupEvent;
  if (!first) return [];
  return [
    {
      organizationId: first.organizationId,
      batchId: batch.batchId,
      occurredAt: first.occurredAt,
      controls,
      rollup: payloads('organization.rollup_changed')[0] ?? null,
    },
  ];
}

/** A triage event names the detection only; the subscription's fields come from the detection as it is. */
async function triageChange(
  context: Context,
  data: StoredEventDataOf['detection.triage_changed'],
): Promise<DetectionChange[]> {
  const detection = await detectionForTriage(context.db, data.detectionId);
  if (!detection) return [];
  const { from, to, assigneeId, updatedAt, ...ids } = data;
  return [
    {
      kind: 'triage_changed',
      ...ids,
      standardId: await controlStandardId(context.db, detection.controlId),
      subject: detection.subject,
      severity: detection.severity,
      title: detection.title,
      at: updatedAt,
      triage: { from, to, assigneeId },
    },
  ];
}

async function detectionChanges(context: Context, batch: ChangeBatch): Promise<DetectionChange[]> {
  const changes = await Promise.all(
    batch.events.flatMap((event) => {
      const triage = readEventData(event, 'detection.triage_changed');
      return triage ? [triageChange(context, triage)] : [];
    }),
  );
  return [...engineDetectionChanges(batch), ...changes.flat()];
}

function engineDetectionChanges(batch: ChangeBatch): DetectionChange[] {
  return batch.events.flatMap((event): DetectionChange[] => {
    const opened = readEventData(event, 'detection.opened');
    if (opened) {
      const { openedAt, ...data } = opened;
      return [{ kind: 'opened', ...data, at: openedAt }];
    }
    const resolved = readEventData(event, 'detection.resolved');
    if (resolved) {
      const { resolvedAt, ...data } = resolved;
      return [{ kind: 'resolved', ...data, at: resolvedAt }];
    }
    const reopened = readEventData(event, 'detection.reopened');
    if (reopened) {
      const { reopenedAt, ...data } = reopened;
      return [{ kind: 'reopened', ...data, at: reopenedAt }];
    }
    return [];
  });
}

/** Refuses another tenant's or an unknown organization before anything is streamed. */
async function watch(context: Context, organizationId: string) {
  await findOrganization(context, organizationId);
  return feedOf(context).subscribe({ tenantId: context.principal.tenantId, organizationId });
}

builder.subscriptionFields((t) => ({
  complianceChanged: t.field({
    type: ComplianceChangeRef,
    description:
      "Each change of the organization's grid as it commits, on whichever replica it happened: the controls whose status moved and the rollup if it moved. An evaluation that changes nothing sends nothing.",
    authScopes: { permission: 'detection.read' },
    args: { organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }) },
    subscribe: async (_root, { organizationId }, context) =>
      project(await watch(context, organizationId), complianceChanges),
    resolve: (change) => change,
  }),
  detectionChanged: t.field({
    type: DetectionChangeRef,
    description:
      'Each detection of the organization opened, resolved, reopened or triaged, as it commits, one event per detection and change.',
    authScopes: { permission: 'detection.read' },
    args: { organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }) },
    subscribe: async (_root, { organizationId }, context) =>
      project(await watch(context, organizationId), (batch) => detectionChanges(context, batch)),
    resolve: (change) => change,
  }),
  organizationEvents: t.field({
    type: ChangeEventRef,
    description:
      'Every event announced for the organization as it commits, on whichever replica it happened, the same events webhooks deliver, each with its typed payload; only the given kinds when kinds is set.',
    authScopes: { permission: 'detection.read' },
    args: {
      organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      kinds: t.arg({
        type: [EventKindEnum],
        required: false,
        description: 'Only these kinds; every kind when left out.',
      }),
    },
    subscribe: async (_root, { organizationId, kinds }, context) => {
      const wanted = kinds ? new Set<string>(kinds) : null;
      return project(await watch(context, organizationId), (batch) =>
        batch.events.filter((event) => wanted === null || wanted.has(event.type)),
      );
    },
    resolve: (event) => event as never,
  }),
}));
