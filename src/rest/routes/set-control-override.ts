import { TEXT_LIMITS } from '../../domain/text.ts';
import { SetControlOverrideDocument } from '../../graphql/generated/operations.ts';
import { missing } from '../pydantic/core.ts';
import { bool } from '../pydantic/validators/bool.ts';
import { dateTime } from '../pydantic/validators/datetime.ts';
import { dict } from '../pydantic/validators/dict.ts';
import { model } from '../pydantic/validators/model.ts';
import { nullable } from '../pydantic/validators/nullable.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'setControlOverride',
  method: 'PUT',
  path: '/organizations/{organization_id}/controls/{control_id}/override',
  tag: 'overrides',
  summary: "Set an organization's override of a control",
  description:
    "The whole override (PUT): a field left out or null inherits from the control. `enabled: false` takes the control out of this organization's scope (not_applicable) and needs a `reason`; the caller's user is recorded as `disabledBy` (null for a tenant API key). `parameters` are merged key by key over the control's. Re-evaluation is queued, so the grid, the standard rollup and the trend move together.",
  permission: 'organization.write',
  destructive: true,
  request: {
    path: { organization_id: uuid(), control_id: uuid() },
    body: model(
      {
        enabled: optional(nullable(bool())),
        parameters: optional(nullable(dict())),
        reason: optional(nullable(string({ minLength: 1, maxLength: TEXT_LIMITS.reason }))),
        expiresAt: optional(
          nullable(dateTime({ description: 'When the override ends by itself: future, within 366 days.' })),
        ),
      },
      {
        extra: 'forbid',
        title: 'ControlOverridePut',
        refine: (value, input, loc, errors) => {
          if (value.enabled === false && value.reason == null) errors.push(missing([...loc, 'reason'], input));
        },
      },
    ),
  },
  status: 200,
  operation: SetControlOverrideDocument,
  variables: ({ path, body }) => ({
    organizationId: path.organization_id,
    controlId: path.control_id,
    input: {
      enabled: body.enabled ?? null,
      parameters: body.parameters ?? null,
      reason: body.reason ?? null,
      expiresAt: body.expiresAt?.toISOString() ?? null,
    },
  }),
  bodyVariable: 'input',
  result: ['setControlOverride'],
});
