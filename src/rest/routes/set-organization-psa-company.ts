import { TEXT_LIMITS } from '../../domain/text.ts';
import { SetOrganizationPsaCompanyDocument } from '../../graphql/generated/operations.ts';
import { model } from '../pydantic/validators/model.ts';
import { nullable } from '../pydantic/validators/nullable.ts';
import { string } from '../pydantic/validators/string.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'setOrganizationPsaCompany',
  method: 'PUT',
  path: '/organizations/{organization_id}/psa-company',
  tag: 'psa',
  summary: "Set the PSA company an organization's tickets are filed under",
  description:
    "ConnectWise: the company's id (or its identifier); Autotask: its companyID. `companyId: null` removes it: the organization's failing controls then file no ticket. It is kept as the organization's external reference in the PSA's system (`connectwise`, `autotask`); a 409 when no PSA is set or another organization has the company. Another tenant's organization is a 404.",
  permission: 'integration.manage',
  destructive: true,
  request: {
    path: { organization_id: uuid() },
    body: model(
      {
        companyId: nullable(
          string({ minLength: 1, maxLength: TEXT_LIMITS.psaSetting, description: "The PSA's company id." }),
        ),
      },
      { extra: 'forbid', title: 'PsaCompanyPut' },
    ),
  },
  status: 200,
  operation: SetOrganizationPsaCompanyDocument,
  variables: ({ path, body }) => ({ organizationId: path.organization_id, companyId: body.companyId }),
  result: ['setOrganizationPsaCompany'],
});
