import { TEXT_LIMITS } from '../../domain/text.ts';
import { SetStandardOverrideDocument } from '../../graphql/generated/operations.ts';
import { missing } from '../pydantic/core.ts';
import { bool } from '../pydantic/validators/bool.ts';
import { dateTime } from '../pydantic/validators/datetime.ts';
import { model } from '../pydantic/validators/model.ts';
import { nullable } from '../pydantic/validators/nullable.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'setStandardOverride',
  method: 'PUT',
  path: '/organizations/{organization_id}/standards/{standard_id}/override',
  tag: 'overrides',
  summary: "Set an organization's override of a whole standard",
  description:
    "The whole override (PUT). `enabled: false` takes every control of the standard out of this organization's scope (not_applicable) and needs a `reason`; the caller's user is recorded as `disabledBy` (null for a tenant API key). A control's own disabling override keeps its own metadata. `enabled: true` keeps the standard as the tenant has it (an override cannot activate an inactive standard). Re-evaluation is queued, so the grid, the standard rollup and the trend move together.",
  permission: 'organization.write',
  destructive: true,
  request: {
    path: { organization_id: uuid(), standard_id: uuid() },
    body: model(
      {
        enabled: bool(),
        reason: optional(nullable(string({ minLength: 1, maxLength: TEXT_LIMITS.reason }))),
        expiresAt: optional(
          nullable(dateTime({ description: 'When the override ends by itself: future, within 366 days.' })),
        ),
      },
      {
        extra: 'forbid',
        title: 'StandardOverridePut',
        refine: (value, input, loc, errors) => {
          if (value.enabled === false && value.reason == null) errors.push(missing([...loc, 'reason'], input));
        },
      },
    ),
  },
  status: 200,
  operation: SetStandardOverrideDocument,
  variables: ({ path, body }) => ({
    organizationId: path.organization_id,
    standardId: path.standard_id,
    input: { enabled: body.enabled, reason: body.reason ?? null, expiresAt: body.expiresAt?.toISOString() ?? null },
  }),
  bodyVariable: 'input',
  result: ['setStandardOverride'],
});
