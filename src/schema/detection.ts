import { controlStandardId, type DetectionFilter, type DetectionRow, detectionSlice } from '../data/detections.ts';
import { selectDetection } from '../data/selections.ts';
import { decodeTimeIdCursor, encodeTimeIdCursor, type TimeIdPosition } from '../domain/pagination.ts';
import { asObject } from '../domain/settings.ts';
import { BadInputError, INVALID_CURSOR, NotFoundError } from '../errors.ts';
import { builder } from './builder.ts';
import { timeIdConnection } from './connection.ts';
import type { Context } from './context.ts';
import { DetectionResolutionEnum, DetectionStatusEnum, SeverityEnum, TriageStateEnum } from './enums.ts';
import { findOrganization, ORGANIZATION_ID_DESCRIPTION } from './organization.ts';

export const DEFAULT_DETECTION_LIMIT = 50;
export const MAX_DETECTION_LIMIT = 100;

export const Detection = builder.prismaObject('Detection', {
  description: 'A finding linked to a control evaluation; the grid counts the open ones per control.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: 'Stable identifier.' }),
    organizationId: t.expose('organizationId', { type: 'UUID', description: 'The organization the finding is about.' }),
    ruleId: t.expose('controlId', { type: 'UUID', description: 'The control that raised it.' }),
    standardId: t.field({
      type: 'UUID',
      description: 'The standard of the control that raised it.',
      // Lists load it with their rows (detectionSlice); a row from elsewhere asks for it, and the
      // asks of one tick are one batched statement (no statement per row, see src/data/tenant.ts).
      resolve: async (detection, _args, context) =>
        (detection as { control?: { standardId: string } }).control?.standardId ??
        (await controlStandardId(context.db, detection.controlId)),
    }),
    evaluationId: t.expose('evaluationId', {
      type: 'UUID',
      description: 'The evaluation that last reported the finding.',
    }),
    status: t.expose('status', {
      type: DetectionStatusEnum,
      description: 'open while current, resolved once an evaluation no longer finds it.',
    }),
    severity: t.expose('severity', { type: SeverityEnum, description: 'How much the finding matters.' }),
    title: t.exposeString('title', { description: 'One-line summary for people.' }),
    subject: t.exposeString('subject', {
      description: 'What the finding is about (a device, an account, a mailbox...).',
    }),
    evidence: t.field({
      type: 'JSONObject',
      description: 'The facts behind the finding, as the evaluation recorded them; free-form, may be `{}`.',
      resolve: (detection) => asObject(detection.evidence),
    }),
    firstSeenAt: t.expose('firstSeenAt', {
      type: 'DateTime',
      description: 'When an evaluation first found it; lists sort newest first by it.',
    }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime', description: 'When an evaluation last found it.' }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true, description: 'Null while open.' }),
    organization: t.relation('organization', {
      description: 'The organization the finding is about (needs organization.read for its fields).',
    }),
    resolution: t.expose('resolution', {
      type: DetectionResolutionEnum,
      nullable: true,
      description:
        'Why it was resolved; null while open (a reopened detection is open again). The v1 record reads only resolved.',
    }),
  }),
});

interface DetectionSlice {
  items: DetectionRow[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** The v1 cursor lists' page and total are null by contract, which the OpenAPI document says as a null type. */
const alwaysNull = { jsonSchema: { type: 'null' } };

const DetectionConnection = builder.objectRef<DetectionSlice>('DetectionConnection').implement({
  description: 'A cursor-paginated list, newest first. The cursor is opaque: never parse or build it.',
  fields: (t) => ({
    items: t.field({
      type: [Detection],
      description: "This slice's detections, newest first; empty at the end.",
      resolve: (slice) => slice.items,
    }),
    nextCursor: t.exposeString('nextCursor', {
      nullable: true,
      description: 'Pass as `cursor` for the next slice; null at the end.',
    }),
    hasMore: t.exposeBoolean('hasMore', { description: 'Whether another slice follows; stop when false.' }),
    page: t.int({
      nullable: true,
      description: 'Always null: cursor lists have no page number.',
      extensions: alwaysNull,
      resolve: () => null,
    }),
    total: t.int({
      nullable: true,
      description: 'Always null: cursor lists do not count.',
      extensions: alwaysNull,
      resolve: () => null,
    }),
  }),
});

/** The filters of the detections lists. */
const detectionFilterArgs = builder.args((t) => ({
  status: t.field({
    type: DetectionStatusEnum,
    required: false,
    description: 'Only open or only resolved detections. Keep the filters the same while paging.',
  }),
  severity: t.field({ type: [SeverityEnum], required: false, description: 'Only detections of these severities.' }),
  ruleId: t.field({ type: 'UUID', required: false, description: 'Only detections raised by this control.' }),
  triageState: t.field({
    type: [TriageStateEnum],
    required: false,
    description: 'Only detections in these triage states (new includes those never triaged).',
  }),
  assigneeId: t.field({ type: 'UUID', required: false, description: 'Only detections assigned to this user.' }),
  assignedToMe: t.boolean({
    required: false,
    description:
      "true: only detections assigned to the caller (a signed-in user, or a user-scoped key's owner); not with assigneeId. Snoozed ones: triageState [snoozed].",
  }),
}));

type FilterArgs = Omit<DetectionFilter, 'controlId'> & { ruleId?: string | null; assignedToMe?: boolean | null };

/** The assignee a list filters by: the one named, or the caller for assignedToMe. */
function assigneeOf(context: Context, assigneeId: string | null | undefined, assignedToMe: boolean | null | undefined) {
  if (!assignedToMe) return assigneeId ?? null;
  if (assigneeId) throw new BadInputError('Give assigneeId or assignedToMe, not both', { field: 'assignedToMe' });
  const me = context.principal.userId;
  if (!me) {
    throw new BadInputError('assignedToMe needs a signed-in user or a user-scoped key', { field: 'assignedToMe' });
  }
  return me;
}

/**
 * A slice of one organization's detections (of every organization of the tenant when it is null),
 * newest first; another tenant's or an unknown organization is not found.
 */
function detectionsOf(
  context: Context,
  organizationId: string | null,
  { ruleId, assignedToMe, assigneeId, ...filter }: FilterArgs,
) {
  const assignee = assigneeOf(context, assigneeId, assignedToMe);
  return async (take: number, after: TimeIdPosition | null) => {
    if (organizationId) await findOrganization(context, organizationId);
    return detectionSlice(context.db, organizationId, take, after, {
      ...filter,
      assigneeId: assignee,
      controlId: ruleId,
    });
  };
}

builder.queryFields((t) => ({
  detections: t.connection(
    {
      type: Detection,
      description:
        "Detections of one organization, or of every organization of the tenant without organizationId (the fleet's triage queue: select organization { name } to show whose), newest first (by when they were first seen).",
      authScopes: { permission: 'detection.read' },
      args: {
        organizationId: t.arg({
          type: 'UUID',
          required: false,
          description: `${ORGANIZATION_ID_DESCRIPTION} Absent or null: every organization of the tenant.`,
        }),
        ...detectionFilterArgs,
      },
      resolve: (_root, { organizationId, first, after, last, before, ...filter }, context) =>
        timeIdConnection(
          { first, after, last, before },
          DEFAULT_DETECTION_LIMIT,
          (detection: DetectionRow) => detection.firstSeenAt,
          detectionsOf(context, organizationId ?? null, filter),
        ),
    },
    { name: 'OrganizationDetectionConnection', description: 'Detections by cursor, newest first.' },
    { name: 'OrganizationDetectionEdge', description: 'One detection and its cursor.' },
  ),
  organizationDetections: t.field({
    type: DetectionConnection,
    description: 'Detections of one organization, newest first, by cursor.',
    deprecationReason: 'Use detections (a Relay connection: first, after).',
    authScopes: { permission: 'detection.read' },
    args: {
      organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      cursor: t.arg.string({ required: false, description: 'The nextCursor of the previous slice.' }),
      limit: t.arg.int({
        defaultValue: DEFAULT_DETECTION_LIMIT,
        description: `Items per slice, 1 to ${MAX_DETECTION_LIMIT}.`,
      }),
      ...detectionFilterArgs,
    },
    resolve: async (_root, { organizationId, cursor, limit, ...filter }, context) => {
      const take = limit ?? DEFAULT_DETECTION_LIMIT;
      if (take < 1 || take > MAX_DETECTION_LIMIT) {
        throw new BadInputError(`limit must be between 1 and ${MAX_DETECTION_LIMIT}`, { field: 'limit' });
      }
      const after = cursor ? decodeTimeIdCursor(cursor) : null;
      if (cursor && !after) throw new BadInputError(INVALID_CURSOR, { field: 'cursor' });
      const { items, hasMore } = await detectionsOf(context, organizationId, filter)(take, after);
      const last = items.at(-1);
      return {
        items,
        hasMore,
        nextCursor: hasMore && last ? encodeTimeIdCursor({ at: last.firstSeenAt, id: last.id }) : null,
      };
    },
  }),
  detection: t.prismaField({
    type: 'Detection',
    description: 'One detection; not found when the id belongs to no detection of this tenant.',
    authScopes: { permission: 'detection.read' },
    args: { id: t.arg({ type: 'UUID', required: true, description: "The detection's id." }) },
    resolve: async (query, _root, { id }, context) => {
      const detection = await selectDetection(context.db, id, query);
      if (!detection) throw new NotFoundError('Detection not found');
      return detection;
    },
  }),
}));
