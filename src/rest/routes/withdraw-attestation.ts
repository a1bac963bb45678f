import { WithdrawAttestationDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'withdrawAttestation',
  method: 'DELETE',
  path: '/organizations/{organization_id}/attestations/{attestation_id}',
  tag: 'attestations',
  summary: 'Withdraw an attestation in force',
  description:
    "Its subject leaves the attestation connector's facts and the organization is re-evaluated (its control reads no_data when nothing else supplies the predicate). " +
    "404 when it is not this organization's; 409 when it is no longer in force.",
  permission: 'organization.write',
  destructive: true,
  request: { path: { organization_id: uuid(), attestation_id: uuid() } },
  status: 204,
  operation: WithdrawAttestationDocument,
  variables: ({ path }) => ({ organizationId: path.organization_id, attestationId: path.attestation_id }),
});
