import { TEXT_MIN_LENGTH } from '../../domain/input.ts';
import { TEXT_LIMITS } from '../../domain/text.ts';
import { UpdateStandardDocument } from '../../graphql/generated/operations.ts';
import { bool } from '../pydantic/validators/bool.ts';
import { model } from '../pydantic/validators/model.ts';
import { nullable } from '../pydantic/validators/nullable.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { reasonToDisable } from '../reason-to-disable.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'updateStandard',
  method: 'PATCH',
  path: '/standards/{standard_id}',
  tag: 'standards',
  summary: 'Rename, describe, enable or disable a standard',
  description:
    'Only the fields sent change; an empty object changes nothing. The version stays: no control definition changes. ' +
    "`enabled: false` takes every control of the standard out of every organization's scope and needs a `reason` (422 `missing` otherwise); " +
    'their open detections resolve as out of scope and reopen if the standard is enabled again within 30 days.',
  permission: 'detection_rule.write',
  destructive: true,
  request: {
    path: { standard_id: uuid() },
    body: model(
      {
        name: optional(string({ minLength: TEXT_MIN_LENGTH, maxLength: TEXT_LIMITS.name })),
        description: optional(string({ maxLength: TEXT_LIMITS.description })),
        enabled: optional(bool()),
        reason: optional(nullable(string({ minLength: TEXT_MIN_LENGTH, maxLength: TEXT_LIMITS.reason }))),
      },
      { extra: 'forbid', title: 'StandardUpdate', refine: reasonToDisable },
    ),
  },
  status: 200,
  operation: UpdateStandardDocument,
  variables: ({ path, body }) => ({ id: path.standard_id, input: body }),
  result: ['updateStandard'],
});
