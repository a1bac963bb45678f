import { TEXT_LIMITS } from '../../domain/text.ts';
import { SetBrandingDocument } from '../../graphql/generated/operations.ts';
import { FOOTER_MAX_LENGTH } from '../../schema/branding.ts';
import { model } from '../pydantic/validators/model.ts';
import { nullable } from '../pydantic/validators/nullable.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'setBranding',
  method: 'PUT',
  path: '/branding',
  tag: 'reports',
  summary: "Set the tenant's client report branding",
  description:
    'Whole (PUT): `logo` is the file in base64, a PNG or an SVG under 200 KB; an SVG is rebuilt from an allow-list (no script, no event handler, no style sheet, no external reference). Left out or null: no logo.',
  permission: 'integration.manage',
  request: {
    body: model(
      {
        mspName: string({ minLength: 1, maxLength: TEXT_LIMITS.name }),
        accentColor: string({ pattern: '^#[0-9a-fA-F]{6}$', description: '#rrggbb' }),
        footer: optional(nullable(string({ maxLength: FOOTER_MAX_LENGTH }))),
        logo: optional(
          nullable(string({ minLength: 1, maxLength: 300_000, description: 'base64 of a PNG or SVG file' })),
        ),
      },
      { extra: 'forbid', title: 'BrandingPut' },
    ),
  },
  status: 200,
  operation: SetBrandingDocument,
  variables: ({ body }) => ({ input: { ...body, footer: body.footer ?? null, logo: body.logo ?? null } }),
  bodyVariable: 'input',
  result: ['setBranding'],
});
