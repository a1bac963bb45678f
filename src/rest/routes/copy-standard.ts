import { TEXT_MIN_LENGTH } from '../../domain/input.ts';
import { SLUG_MAX_LENGTH } from '../../domain/standard-draft.ts';
import { TEXT_LIMITS } from '../../domain/text.ts';
import { CopyStandardDocument } from '../../graphql/generated/operations.ts';
import { model } from '../pydantic/validators/model.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'copyStandard',
  method: 'POST',
  path: '/standards/{standard_id}/copy',
  tag: 'standards',
  summary: 'Copy a standard and its controls under a new slug',
  description:
    'One transaction. The copy starts inactive at version 1 with no evaluations; each control keeps its suffix under the new slug. ' +
    'A slug that exists is a 409.',
  permission: 'detection_rule.write',
  destructive: true,
  request: {
    path: { standard_id: uuid() },
    body: model(
      {
        slug: string({ minLength: TEXT_MIN_LENGTH, maxLength: SLUG_MAX_LENGTH, description: 'Unique in the tenant.' }),
        name: optional(
          string({
            minLength: TEXT_MIN_LENGTH,
            maxLength: TEXT_LIMITS.name,
            description: 'Default: the original\'s name followed by " (copy)".',
          }),
        ),
      },
      { extra: 'forbid', title: 'StandardCopy' },
    ),
  },
  status: 201,
  operation: CopyStandardDocument,
  variables: ({ path, body }) => ({ id: path.standard_id, input: body }),
  result: ['copyStandard'],
});
