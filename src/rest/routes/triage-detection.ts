import { TEXT_LIMITS } from '../../domain/text.ts';
import { TRIAGE_STATES } from '../../domain/triage.ts';
import { ApiError } from '../../errors.ts';
import { TriageDetectionDocument } from '../../graphql/generated/operations.ts';
import { dateTime } from '../pydantic/validators/datetime.ts';
import { enumOf } from '../pydantic/validators/enum.ts';
import { model } from '../pydantic/validators/model.ts';
import { nullable } from '../pydantic/validators/nullable.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

/** The tag of a triage never changed; any other names its updatedAt, in ms (one per version). */
const NEVER = 'never';
const TAG = /^"(never|\d{1,15})"$/;

/** A triage's ETag: when it last changed (src/schema/triage.ts keeps that one instant per version). */
function triageEtag(body: unknown): string {
  const { updatedAt } = body as { updatedAt: Date | string | null };
  return `"${updatedAt === null ? NEVER : new Date(updatedAt).getTime()}"`;
}

/**
 * If-Match as the graph's expectedUpdatedAt: absent or `*` (a detection's triage always exists) is
 * no condition; one of this route's tags is its instant; anything else (a weak or foreign tag, a
 * list) can match no version, so it is the 412 at once.
 */
function expectedUpdatedAt(ifMatch: string | string[] | undefined): string | null | undefined {
  const value = Array.isArray(ifMatch) ? ifMatch.join(', ') : ifMatch?.trim();
  if (value === undefined || value === '' || value === '*') return undefined;
  const tag = TAG.exec(value)?.[1];
  if (tag === undefined)
    throw new ApiError('PRECONDITION_FAILED', 'If-Match names no version of this triage; read it again');
  return tag === NEVER ? null : new Date(Number(tag)).toISOString();
}

/** The If-Match condition as the mutation's variable; none when there is no condition. */
function ifMatched(ifMatch: string | string[] | undefined) {
  const expected = expectedUpdatedAt(ifMatch);
  return expected === undefined ? {} : { expectedUpdatedAt: expected };
}

export default graphRoute({
  operationId: 'triageDetection',
  method: 'PATCH',
  path: '/detections/{detection_id}/triage',
  tag: 'detections',
  summary: "Change a detection's triage",
  description:
    "PATCH: a field left out keeps its value; null clears `assigneeId` or `reason`. States: new, acknowledged, in_progress, snoozed (needs `reason` and `snoozedUntil`, in the future within 365 days; then it returns to new by itself if still open), false_positive (needs `reason`). `assigneeId` must be an active user of the tenant. A resolved detection's triage is read-only (409). Triage never changes the detection's status or any count. Announces `detection.triage_changed`. Optimistic concurrency: the answer's ETag names this version of the triage; send it back as If-Match and the change is made only if nobody changed the triage since (412 otherwise; `{}` as the body answers the current triage and its ETag without writing).",
  permission: 'detection.write',
  request: {
    path: { detection_id: uuid() },
    body: model(
      {
        state: optional(enumOf(TRIAGE_STATES)),
        assigneeId: optional(nullable(uuid())),
        snoozedUntil: optional(nullable(dateTime())),
        reason: optional(nullable(string({ minLength: 1, maxLength: TEXT_LIMITS.reason }))),
      },
      {
        extra: 'forbid',
        title: 'DetectionTriagePatch',
      },
    ),
  },
  status: 200,
  operation: TriageDetectionDocument,
  conditional: { etag: triageEtag },
  variables: ({ path, body }, headers) => ({
    detectionId: path.detection_id,
    ...ifMatched(headers?.['if-match']),
    // Only the fields sent: the graph keeps what a PATCH leaves out.
    input: {
      ...(body.state !== undefined && { state: body.state }),
      ...(body.assigneeId !== undefined && { assigneeId: body.assigneeId }),
      ...(body.snoozedUntil !== undefined && { snoozedUntil: body.snoozedUntil?.toISOString() ?? null }),
      ...(body.reason !== undefined && { reason: body.reason }),
    },
  }),
  bodyVariable: 'input',
  result: ['triageDetection'],
});
