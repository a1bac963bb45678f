import { TEXT_LIMITS } from '../../domain/text.ts';
import { TRIAGE_STATES } from '../../domain/triage.ts';
import { TriageDetectionDocument } from '../../graphql/generated/operations.ts';
import { dateTime } from '../pydantic/validators/datetime.ts';
import { enumOf } from '../pydantic/validators/enum.ts';
import { model } from '../pydantic/validators/model.ts';
import { nullable } from '../pydantic/validators/nullable.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'triageDetection',
  method: 'PATCH',
  path: '/detections/{detection_id}/triage',
  tag: 'detections',
  summary: "Change a detection's triage",
  description:
    "PATCH: a field left out keeps its value; null clears `assigneeId` or `reason`. States: new, acknowledged, in_progress, snoozed (needs `reason` and `snoozedUntil`, in the future within 365 days; then it returns to new by itself if still open), false_positive (needs `reason`). `assigneeId` must be an active user of the tenant. A resolved detection's triage is read-only (409). Triage never changes the detection's status or any count. Announces `detection.triage_changed`.",
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
  variables: ({ path, body }) => ({
    detectionId: path.detection_id,
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
