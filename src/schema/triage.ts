import { changesBetween } from '../data/audit.ts';
import { inTransaction, type TenantClient } from '../data/tenant.ts';
import {
  type ActivityPosition,
  type ActivityRow,
  activeUser,
  activityRows,
  actorName,
  addComment,
  detectionForTriage,
  lockTriage,
  type TriageChangeRecord,
  type TriageRow,
  type TriageValues,
  triageOf,
  writeTriage,
} from '../data/triage.ts';
import { checkText, type Issue } from '../domain/input.ts';
import { decodeActivityCursor, encodeCursor } from '../domain/pagination.ts';
import { asObject } from '../domain/settings.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import type { DetectionResolution, TriageStateName } from '../domain/triage.ts';
import { scheduleSnoozeEnd } from '../engine/queue.ts';
import {
  ApiError,
  BadInputError,
  ConflictError,
  INVALID_CURSOR,
  invalid,
  NotFoundError,
  StaleWriteError,
} from '../errors.ts';
import { createChangePublisher } from '../events/publisher.ts';
import { audit } from './audit.ts';
import { builder, MAX_CONNECTION_SIZE } from './builder.ts';
import type { Context } from './context.ts';
import { Detection } from './detection.ts';
import { DetectionResolutionEnum, TriageStateEnum } from './enums.ts';

export const MAX_SNOOZE_DAYS = 365;
const DAY_MS = 86_400_000;

interface TriageView {
  detectionId: string;
  state: TriageStateName;
  assigneeId: string | null;
  assigneeName: string | null;
  snoozedUntil: Date | null;
  reason: string | null;
  updatedAt: Date | null;
  updatedByName: string | null;
}

function viewOf(detectionId: string, row: TriageRow | null): TriageView {
  if (!row) {
    return {
      detectionId,
      state: 'new',
      assigneeId: null,
      assigneeName: null,
      snoozedUntil: null,
      reason: null,
      updatedAt: null,
      updatedByName: null,
    };
  }
  return { ...row, assigneeName: row.assignee?.name ?? null };
}

const DetectionTriageRef = builder.objectRef<TriageView>('DetectionTriage').implement({
  description: "A detection's triage: its state, who handles it, and who changed it last.",
  fields: (t) => ({
    detectionId: t.expose('detectionId', { type: 'UUID', description: 'The detection.' }),
    state: t.field({ type: TriageStateEnum, description: 'The triage state.', resolve: (v) => v.state }),
    assigneeId: t.expose('assigneeId', { type: 'UUID', nullable: true, description: 'The assigned user, if any.' }),
    assigneeName: t.exposeString('assigneeName', { nullable: true, description: "The assigned user's name." }),
    snoozedUntil: t.expose('snoozedUntil', {
      type: 'DateTime',
      nullable: true,
      description: 'When a snooze ends; null unless snoozed.',
    }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'Why (required to snooze or to mark false_positive).',
    }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the triage last changed; null while never triaged.',
    }),
    updatedByName: t.exposeString('updatedByName', {
      nullable: true,
      description: 'Who changed it last: a user\'s or API key\'s name, or "engine" when a snooze ended.',
    }),
  }),
});

const ActivityKindEnum = builder.enumType('DetectionActivityKind', {
  description: "What an entry of a detection's activity records.",
  values: {
    opened: { description: 'The engine opened the detection.' },
    resolved: { description: 'The engine resolved it (see resolution).' },
    reopened: {
      description: 'The engine reopened it: its control came back in scope within 30 days and its subject fails again.',
    },
    triage_changed: { description: 'Its triage changed (see change).' },
    comment: { description: 'Someone commented (see body).' },
  },
});

interface ActivityEntry {
  id: string | null;
  kind: 'opened' | 'resolved' | 'reopened' | 'triage_changed' | 'comment';
  at: Date;
  by: string;
  body: string | null;
  change: TriageChangeRecord | null;
  resolution: DetectionResolution | null;
  /** Orders entries of one instant: the opening, then people's entries, then the resolution. */
  rank: number;
  /** The keyset id (the detection's for the engine's entries). */
  key: string;
}

const TriageChangeRef = builder.objectRef<TriageChangeRecord>('TriageChange').implement({
  description: 'A triage change as recorded: the state before and after, and the triage it left.',
  fields: (t) => ({
    from: t.field({ type: TriageStateEnum, description: 'The state before.', resolve: (c) => c.from }),
    to: t.field({ type: TriageStateEnum, description: 'The state after.', resolve: (c) => c.to }),
    assigneeId: t.expose('assigneeId', { type: 'UUID', nullable: true, description: 'The assignee after.' }),
    snoozedUntil: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The snooze end after, if snoozed.',
      resolve: (c) => (c.snoozedUntil ? new Date(c.snoozedUntil) : null),
    }),
    reason: t.exposeString('reason', { nullable: true, description: 'The reason after.' }),
  }),
});

export const ActivityEntryRef = builder.objectRef<ActivityEntry>('DetectionActivityEntry').implement({
  description: "One entry of a detection's activity: the engine's opening and resolution, triage changes, comments.",
  fields: (t) => ({
    id: t.expose('id', {
      type: 'UUID',
      nullable: true,
      description: "The entry's id; null for the engine's opening and resolution.",
    }),
    kind: t.field({ type: ActivityKindEnum, description: 'What happened.', resolve: (e) => e.kind }),
    at: t.expose('at', { type: 'DateTime', description: 'When.' }),
    by: t.exposeString('by', { description: 'Who: a user\'s or API key\'s name, or "engine".' }),
    body: t.exposeString('body', { nullable: true, description: "A comment's text; null otherwise." }),
    change: t.field({
      type: TriageChangeRef,
      nullable: true,
      description: 'A triage change; null otherwise.',
      resolve: (e) => e.change,
    }),
    resolution: t.field({
      type: DetectionResolutionEnum,
      nullable: true,
      description: 'Why the engine resolved it, for a resolved entry; null otherwise.',
      resolve: (e) => e.resolution,
    }),
  }),
});

function entryOf(row: ActivityRow): ActivityEntry {
  const change = asObject(row.change);
  const isTriage = row.kind === 'triage_changed';
  return {
    id: row.id,
    kind: row.kind,
    at: row.at,
    by: row.actorName,
    body: row.body,
    change: isTriage ? (change as unknown as TriageChangeRecord) : null,
    // A resolution a reopening undid is stored with it: {resolution}.
    resolution: row.kind === 'resolved' ? ((change.resolution as DetectionResolution | undefined) ?? null) : null,
    rank: 1,
    key: row.id,
  };
}

const compare = (a: ActivityPosition, b: ActivityPosition) =>
  a.at.getTime() - b.at.getTime() || a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What the activity reads off the detection itself. */
interface ActivityDetection {
  id: string;
  firstSeenAt: Date;
  resolvedAt: Date | null;
  resolution: DetectionResolution | null;
}

/**
 * The engine's entries read off the detection: its first opening, and its current resolution once
 * resolved. Resolutions a reopening undid, and the reopenings, are stored rows.
 */
function engineEntries(detection: ActivityDetection): ActivityEntry[] {
  const engine = { id: null, by: 'engine', body: null, change: null, key: detection.id };
  const entries: ActivityEntry[] = [
    { ...engine, kind: 'opened', at: detection.firstSeenAt, rank: 0, resolution: null },
  ];
  if (detection.resolvedAt) {
    const resolution = detection.resolution;
    entries.push({ ...engine, kind: 'resolved', at: detection.resolvedAt, rank: 2, resolution });
  }
  return entries;
}

const positionOf = (entry: ActivityEntry): ActivityPosition => ({ at: entry.at, rank: entry.rank, id: entry.key });

interface ActivityArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** A forward slice of the activity, oldest first: stored rows merged with the engine's entries. */
async function activityConnection(context: Context, detection: ActivityDetection, args: ActivityArgs) {
  if (args.last != null || args.before != null) {
    throw new BadInputError('The activity pages forward only: use first and after', { field: 'last' });
  }
  const first = args.first ?? 50;
  if (first < 0 || first > MAX_CONNECTION_SIZE) {
    throw new BadInputError(`first must be between 0 and ${MAX_CONNECTION_SIZE}`, { field: 'first' });
  }
  const after = args.after ? decodeActivityCursor(args.after) : null;
  if (args.after && !after) throw new BadInputError(INVALID_CURSOR, { field: 'after' });
  const rows = await activityRows(context.db, detection.id, first + 1, after);
  const merged = [...engineEntries(detection), ...rows.map(entryOf)]
    .filter((entry) => !after || compare(positionOf(entry), after) > 0)
    .sort((a, b) => compare(positionOf(a), positionOf(b)));
  const page = merged.slice(0, first);
  const cursorOf = (entry: ActivityEntry) => encodeCursor([entry.at.toISOString(), entry.rank, entry.key]);
  return {
    edges: page.map((node) => ({ cursor: cursorOf(node), node })),
    pageInfo: {
      hasNextPage: merged.length > first,
      hasPreviousPage: after !== null,
      startCursor: page[0] ? cursorOf(page[0]) : null,
      endCursor: page.at(-1) ? cursorOf(page.at(-1)!) : null,
    },
  };
}

builder.objectFields(Detection, (t) => ({
  triage: t.field({
    type: DetectionTriageRef,
    description: 'How people handle it: state new with nobody assigned until someone triages it.',
    resolve: async (detection, _args, context) => viewOf(detection.id, await triageOf(context.db, detection.id)),
  }),
  activity: t.connection({
    type: ActivityEntryRef,
    description: "What happened to it, oldest first: the engine's opening and resolution, triage changes, comments.",
    resolve: (detection, args, context) => activityConnection(context, detection, args),
  }),
}));

const TriageInput = builder.inputType('DetectionTriageInput', {
  description:
    'A change of the triage (PATCH semantics): a field left out keeps its value; null clears assigneeId or reason.',
  fields: (t) => ({
    state: t.field({ type: TriageStateEnum, description: 'The new state.' }),
    assigneeId: t.field({ type: 'UUID', description: 'An active user of this tenant; null unassigns.' }),
    snoozedUntil: t.field({
      type: 'DateTime',
      description: `When the snooze ends: in the future, within ${MAX_SNOOZE_DAYS} days. Only with state snoozed.`,
    }),
    reason: t.string({ description: 'Why; required to snooze and to mark false_positive.' }),
  }),
});

type TriageInputValue = {
  state?: TriageStateName | null;
  assigneeId?: string | null;
  snoozedUntil?: Date | null;
  reason?: string | null;
};

/** The triage after a PATCH: a new state drops the old state's snooze and reason unless given again. */
function mergeTriage(current: TriageValues, input: TriageInputValue): TriageValues {
  const state = input.state ?? current.state;
  const same = state === current.state;
  return {
    state,
    assigneeId: input.assigneeId !== undefined ? input.assigneeId : current.assigneeId,
    snoozedUntil: state === 'snoozed' ? (input.snoozedUntil ?? (same ? current.snoozedUntil : null)) : null,
    reason: input.reason !== undefined ? input.reason : same ? current.reason : null,
  };
}

function triageIssues(next: TriageValues, input: TriageInputValue, now: Date): Issue[] {
  const issues: Issue[] = [];
  checkText(issues, ['reason'], input.reason, TEXT_LIMITS.reason);
  if (next.state === 'snoozed' && next.snoozedUntil === null)
    issues.push({ path: ['snoozedUntil'], message: 'snoozedUntil is required to snooze' });
  if (input.snoozedUntil != null && next.state !== 'snoozed')
    issues.push({ path: ['snoozedUntil'], message: 'snoozedUntil goes only with state snoozed' });
  const until = input.snoozedUntil?.getTime();
  if (until !== undefined && (until <= now.getTime() || until > now.getTime() + MAX_SNOOZE_DAYS * DAY_MS))
    issues.push({
      path: ['snoozedUntil'],
      message: `snoozedUntil must be in the future, within ${MAX_SNOOZE_DAYS} days`,
    });
  if ((next.state === 'snoozed' || next.state === 'false_positive') && next.reason == null)
    issues.push({ path: ['reason'], message: `A reason is required for state ${next.state}` });
  return issues;
}

function sameTriage(a: TriageValues, b: TriageValues): boolean {
  return (
    a.state === b.state &&
    a.assigneeId === b.assigneeId &&
    a.reason === b.reason &&
    a.snoozedUntil?.getTime() === b.snoozedUntil?.getTime()
  );
}

/**
 * Where a triage change starts, in its transaction (which holds the detection's triage lock): the
 * detection (not found for another tenant's, conflict once resolved) and its triage as the change
 * before wrote it.
 */
async function triageable(tx: TenantClient, detectionId: string) {
  const detection = await detectionForTriage(tx, detectionId);
  if (!detection) throw new NotFoundError('Detection not found');
  if (detection.status === 'resolved') throw new ConflictError("A resolved detection's triage is read-only");
  const row = await triageOf(tx, detectionId);
  return { detection, version: row?.version ?? null, current: viewOf(detectionId, row) };
}

/** The client's optimistic concurrency: the triage must still be the one it read (null: never triaged). */
function expectUnchanged(current: TriageView, expected: Date | null | undefined): void {
  if (expected === undefined) return;
  const at = current.updatedAt?.getTime() ?? null;
  if ((expected?.getTime() ?? null) === at) return;
  throw new StaleWriteError(
    current.updatedAt
      ? `The triage changed at ${current.updatedAt.toISOString()} (by ${current.updatedByName}); read it again`
      : 'The triage was never changed; read it again',
  );
}

/**
 * When a change is recorded: now, and strictly after the change before it, so `updatedAt` names
 * one version of the triage (what expectedUpdatedAt and REST's ETag compare).
 */
const changedAt = (now: Date, before: Date | null) =>
  new Date(Math.max(now.getTime(), (before?.getTime() ?? Number.NEGATIVE_INFINITY) + 1));

/** What a change leaves besides the triage and its activity: the snooze's end, the event, the audit entry. */
async function afterTriage(
  tx: TenantClient,
  context: Context,
  change: { detectionId: string; organizationId: string; controlId: string; current: TriageView; next: TriageValues },
  written: { version: number; updatedAt: Date },
): Promise<void> {
  const { detectionId, organizationId, controlId, current, next } = change;
  if (next.state === 'snoozed' && next.snoozedUntil) {
    await scheduleSnoozeEnd(tx, detectionId, written.version, next.snoozedUntil);
  }
  const triage = { detectionId, organizationId, controlId, from: current.state, to: next.state };
  await createChangePublisher()(tx, {
    tenantId: tx.$tenantId(),
    organizationId,
    controls: [],
    rollup: null,
    detections: [],
    triage: [{ ...triage, assigneeId: next.assigneeId, at: written.updatedAt }],
  });
  await audit(tx, context, {
    action: 'detection.triage_changed',
    target: { type: 'detection', id: detectionId },
    organizationId,
    changes: changesBetween({ ...current }, { ...next }, ['state', 'assigneeId', 'snoozedUntil', 'reason']),
  });
}

/** One attempt: read under the lock, judge, write; null when the engine ended a snooze in between. */
async function attemptTriage(
  tx: TenantClient,
  context: Context,
  request: { detectionId: string; input: TriageInputValue; expected?: Date | null | undefined },
): Promise<TriageView | null> {
  const { detectionId, input } = request;
  const { detection, version, current } = await triageable(tx, detectionId);
  expectUnchanged(current, request.expected);
  const next = mergeTriage(current, input);
  const issues = triageIssues(next, input, context.clock.now());
  if (issues.length > 0) throw invalid(issues, ['input']);
  // A PATCH that changes nothing writes nothing: no activity entry, no event, no audit entry.
  if (sameTriage(current, next)) return current;
  if (input.assigneeId && !(await activeUser(tx, input.assigneeId))) {
    throw invalid([{ path: ['assigneeId'], message: 'The assignee must be an active user of this tenant' }], ['input']);
  }
  const by = { name: await actorName(tx, context.principal), at: changedAt(context.clock.now(), current.updatedAt) };
  const change: TriageChangeRecord = {
    from: current.state,
    to: next.state,
    assigneeId: next.assigneeId,
    snoozedUntil: next.snoozedUntil?.toISOString() ?? null,
    reason: next.reason,
  };
  const written = await writeTriage(tx, detectionId, { values: next, version, change }, by);
  if (!written) return null;
  await afterTriage(tx, context, { detectionId, ...detection, current, next }, written);
  return viewOf(detectionId, written);
}

/**
 * One detection's triage change, in the caller's transaction, which holds the detection's triage
 * lock (`lockTriage`), so concurrent changes take turns and each records the state the one before
 * it left (`from` is the previous `to`). Single and bulk triage both come through here. The
 * engine's end of a snooze does not take the lock: the write is a compare-and-set on the version,
 * and a change it beat is read and judged again (once is enough: a snooze ends once).
 */
async function changeTriage(
  context: Context,
  tx: TenantClient,
  detectionId: string,
  change: { input: TriageInputValue; expected?: Date | null | undefined },
): Promise<TriageView> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const done = await attemptTriage(tx, context, { detectionId, ...change });
    if (done) return done;
  }
  throw new ConflictError('The triage kept changing while this change was made; try again');
}

/** A bulk triage's refusal says which detection it is about (`extensions.detectionId`). */
function naming(error: unknown, detectionId: string): unknown {
  if (!(error instanceof ApiError)) return error;
  const { code: _code, http: _http, ...extensions } = error.extensions;
  return new ApiError(error.code, error.detail, {
    headers: { ...error.headers },
    extensions: { ...extensions, detectionId },
  });
}

/** The most detections one bulk triage changes (a page of the detection lists). */
export const MAX_BULK_TRIAGE = 100;

/**
 * Several detections' triage changed alike, all or none: one transaction holding each one's
 * triage lock (taken in id order, so two bulk changes cannot deadlock), each changed as a single
 * triage would change it, with its own activity entry, event and audit entry.
 */
async function triageDetections(
  context: Context,
  detectionIds: readonly string[],
  input: TriageInputValue,
  versions: readonly { detectionId: string; updatedAt?: Date | null }[] = [],
) {
  const ids = [...new Set(detectionIds)];
  if (ids.length < 1 || ids.length > MAX_BULK_TRIAGE) {
    throw new BadInputError(`detectionIds must name 1 to ${MAX_BULK_TRIAGE} detections`, { field: 'detectionIds' });
  }
  const expected = new Map(versions.map((version) => [version.detectionId, version.updatedAt ?? null]));
  const stray = [...expected.keys()].find((id) => !ids.includes(id));
  if (stray) throw new BadInputError(`expected names ${stray}, which detectionIds does not`, { field: 'expected' });
  return inTransaction(
    context.db,
    async (tx) => {
      await lockTriage(tx, ids);
      const views: TriageView[] = [];
      for (const id of ids) {
        const change = { input, expected: expected.has(id) ? expected.get(id) : undefined };
        views.push(await changeTriage(context, tx, id, change).catch((error) => Promise.reject(naming(error, id))));
      }
      return views;
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}

const WRITE = { permission: 'detection.write' } as const;

const TriageVersionInput = builder.inputType('TriageVersionInput', {
  description: "A detection's triage as the caller read it, for a bulk change's optimistic concurrency.",
  fields: (t) => ({
    detectionId: t.field({ type: 'UUID', required: true, description: 'The detection, one of detectionIds.' }),
    updatedAt: t.field({
      type: 'DateTime',
      required: false,
      description: "The triage's updatedAt as read; null when it was never triaged.",
    }),
  }),
});

builder.mutationFields((t) => ({
  triageDetection: t.field({
    type: DetectionTriageRef,
    description:
      "Changes a detection's triage (state, assignee, snooze, reason). Snoozed needs a reason and snoozedUntil; false_positive needs a reason; a resolved detection's triage is read-only (conflict). Announces detection.triage_changed.",
    authScopes: WRITE,
    args: {
      detectionId: t.arg({ type: 'UUID', required: true, description: "The detection's id." }),
      input: t.arg({ type: TriageInput, required: true, description: 'The change.' }),
      expectedUpdatedAt: t.arg({
        type: 'DateTime',
        required: false,
        description:
          "Optimistic concurrency: the triage's updatedAt as the caller read it (null: never triaged). When it has changed since, nothing is written and the answer is a conflict (CONFLICT) naming when and by whom.",
      }),
    },
    resolve: (_root, { detectionId, input, expectedUpdatedAt }, context) =>
      inTransaction(context.db, async (tx) => {
        await lockTriage(tx, [detectionId]);
        return changeTriage(context, tx, detectionId, { input, expected: expectedUpdatedAt });
      }),
  }),
  triageDetections: t.field({
    type: [DetectionTriageRef],
    description: `Changes the triage of several detections alike (1 to ${MAX_BULK_TRIAGE}), all or none: each is changed as triageDetection changes one (its own activity entry, event and audit entry), and one refusal (not found, resolved, bad input for it) changes none. Answers their triage in the order of detectionIds (repeats dropped).`,
    authScopes: WRITE,
    args: {
      detectionIds: t.arg({ type: ['UUID'], required: true, description: 'The detections, 1 to 100.' }),
      input: t.arg({ type: TriageInput, required: true, description: 'The change, applied to each.' }),
      expected: t.arg({
        type: [TriageVersionInput],
        required: false,
        description:
          'Optimistic concurrency, per detection: the triage each was read at. When one has changed since, none is written and the answer is a conflict (CONFLICT) naming that detection.',
      }),
    },
    resolve: (_root, { detectionIds, input, expected }, context) =>
      triageDetections(context, detectionIds, input, expected ?? []),
  }),
  commentOnDetection: t.field({
    type: ActivityEntryRef,
    description: `Adds a comment (1 to ${TEXT_LIMITS.comment} characters) to a detection's activity, open or resolved.`,
    authScopes: WRITE,
    args: {
      detectionId: t.arg({ type: 'UUID', required: true, description: "The detection's id." }),
      body: t.arg.string({ required: true, description: 'The comment.' }),
    },
    resolve: async (_root, { detectionId, body }, context) => {
      const issues: Issue[] = [];
      checkText(issues, ['body'], body, TEXT_LIMITS.comment);
      if (issues.length > 0) throw invalid(issues, []);
      return inTransaction(context.db, async (tx) => {
        const detection = await detectionForTriage(tx, detectionId);
        if (!detection) throw new NotFoundError('Detection not found');
        const by = { name: await actorName(tx, context.principal), at: context.clock.now() };
        const entry = await addComment(tx, detectionId, body, by);
        await audit(tx, context, {
          action: 'detection.commented',
          target: { type: 'detection', id: detectionId },
          organizationId: detection.organizationId,
          changes: { comment: [null, body] },
        });
        return entryOf(entry);
      });
    },
  }),
}));
