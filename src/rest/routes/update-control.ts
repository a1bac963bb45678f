import { TEXT_MIN_LENGTH } from '../../domain/input.ts';
import { TEXT_LIMITS } from '../../domain/text.ts';
import { UpdateControlDocument } from '../../graphql/generated/operations.ts';
import { bool } from '../pydantic/validators/bool.ts';
import { model } from '../pydantic/validators/model.ts';
import { nullable } from '../pydantic/validators/nullable.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { reasonToDisable } from '../reason-to-disable.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'updateControl',
  method: 'PATCH',
  path: '/controls/{control_id}',
  tag: 'standards',
  summary: 'Enable or disable a control across all clients',
  description:
    "`enabled: false` takes the control out of every organization's scope, except where an organization's override enables it, and needs a `reason` (422 `missing` otherwise). " +
    'Every organization is re-evaluated: its open detections resolve as out of scope and reopen if it is enabled again within 30 days. ' +
    'One audit entry names how many organizations and open detections it touched.',
  permission: 'detection_rule.write',
  destructive: true,
  request: {
    path: { control_id: uuid() },
    body: model(
      {
        enabled: bool(),
        reason: optional(nullable(string({ minLength: TEXT_MIN_LENGTH, maxLength: TEXT_LIMITS.reason }))),
      },
      { extra: 'forbid', title: 'ControlUpdate', refine: reasonToDisable },
    ),
  },
  status: 200,
  operation: UpdateControlDocument,
  variables: ({ path, body }) => ({
    id: path.control_id,
    input: { enabled: body.enabled, reason: body.reason ?? null },
  }),
  bodyVariable: 'input',
  result: ['updateControl'],
});
