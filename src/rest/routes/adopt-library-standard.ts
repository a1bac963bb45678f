import { SLUG_MAX_LENGTH } from '../../domain/standard-draft.ts';
import { AdoptLibraryStandardDocument } from '../../graphql/generated/operations.ts';
import { libraryKeyParam } from '../list-params.ts';
import { bool } from '../pydantic/validators/bool.ts';
import { model } from '../pydantic/validators/model.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'adoptLibraryStandard',
  method: 'POST',
  path: '/library/standards/{key}/adopt',
  tag: 'library',
  summary: "Adopt a library standard as the tenant's own standard",
  description:
    'One transaction: the standard (slug: the library key unless given) and one control per library control, tagged with libraryKey and libraryControlId on the graph. ' +
    '`enabled: true` assesses it at once for every organization; default false. A tenant adopts a library standard once: again is a 409, as is a slug that exists. ' +
    "From then on it is the tenant's own (PATCH, copy, overrides); a newer library version is offered, never imposed (Standard.libraryUpdate).",
  permission: 'detection_rule.write',
  destructive: true,
  request: {
    path: { key: libraryKeyParam },
    body: model(
      {
        enabled: optional(bool({ description: 'Assessed at once for every organization (default false).' })),
        slug: optional(string({ minLength: 1, maxLength: SLUG_MAX_LENGTH, description: 'Default: the library key.' })),
      },
      { extra: 'forbid', title: 'LibraryAdoption' },
    ),
  },
  status: 201,
  operation: AdoptLibraryStandardDocument,
  variables: ({ path, body }) => ({
    key: path.key,
    input: { enabled: body.enabled ?? false, slug: body.slug ?? null },
  }),
  bodyVariable: 'input',
  result: ['adoptLibraryStandard'],
});
