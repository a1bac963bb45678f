import { TEXT_MIN_LENGTH } from '../../domain/input.ts';
import { SEVERITIES } from '../../domain/severity.ts';
import { AUTONOMIES, DEFAULT_SEVERITY, SLUG_MAX_LENGTH } from '../../domain/standard-draft.ts';
import { TEXT_LIMITS } from '../../domain/text.ts';
import { CreateStandardDocument } from '../../graphql/generated/operations.ts';
import { bool } from '../pydantic/validators/bool.ts';
import { dict, record } from '../pydantic/validators/dict.ts';
import { enumOf } from '../pydantic/validators/enum.ts';
import { list } from '../pydantic/validators/list.ts';
import { literal } from '../pydantic/validators/literal.ts';
import { model } from '../pydantic/validators/model.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { graphRoute } from '../route.ts';

const text = (maxLength: number, description: string) => string({ minLength: TEXT_MIN_LENGTH, maxLength, description });
const longText = (description: string) => string({ maxLength: TEXT_LIMITS.description, description });

const newControl = model(
  {
    slugSuffix: optional(
      text(
        TEXT_LIMITS.slugSuffix,
        "Appended to the standard slug. Default: the slugified name, else the predicate's last segment.",
      ),
    ),
    name: optional(text(TEXT_LIMITS.name, 'Default: the derived control slug.')),
    category: optional(text(TEXT_LIMITS.category, 'Default: General.')),
    severity: enumOf(SEVERITIES, { default: DEFAULT_SEVERITY }),
    description: optional(longText('Default: empty.')),
    enabled: bool({ description: 'Stored as sent; the control runs only once its standard is enabled.' }),
    autonomy: enumOf(AUTONOMIES, { description: 'Advice to consumers; the service never remediates.' }),
    match: model(
      { predicate: text(TEXT_LIMITS.predicate, 'The predicate the control judges, e.g. device.disk.encryption.') },
      { extra: 'forbid', title: 'ControlMatch' },
    ),
    expect: record(bool(), {
      minLength: 1,
      description:
        'Field name to the boolean it must equal; at least one (a control checking nothing would pass everything).',
    }),
    parameters: dict(),
  },
  { extra: 'forbid', title: 'NewControl' },
);

export default graphRoute({
  operationId: 'createStandard',
  method: 'POST',
  path: '/standards',
  tag: 'standards',
  summary: 'Create an inactive standard with its initial controls',
  description:
    'One transaction: the standard and every control, or nothing. Each control slug is the standard slug plus a suffix. ' +
    'Not idempotent: an existing standard slug or derived control slug (or two controls deriving one slug) is a 409.',
  permission: 'detection_rule.write',
  humanTokenOnly: true,
  destructive: true,
  request: {
    body: model(
      {
        slug: string({ minLength: TEXT_MIN_LENGTH, maxLength: SLUG_MAX_LENGTH, description: 'Unique in the tenant.' }),
        name: optional(text(TEXT_LIMITS.name, 'Default: the slug.')),
        description: optional(longText('Default: empty.')),
        enabled: literal([false], { description: 'A created standard starts inactive.' }),
        controls: list(newControl, { minLength: 1 }),
      },
      { extra: 'forbid', title: 'NewStandard' },
    ),
  },
  status: 201,
  operation: CreateStandardDocument,
  variables: ({ body }) => ({ input: body }),
  result: ['createStandard'],
  flatten: 'standard',
});
