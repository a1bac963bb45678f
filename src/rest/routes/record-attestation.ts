import { TEXT_LIMITS } from '../../domain/text.ts';
import { RecordAttestationDocument } from '../../graphql/generated/operations.ts';
import { bool } from '../pydantic/validators/bool.ts';
import { dateTime } from '../pydantic/validators/datetime.ts';
import { record } from '../pydantic/validators/dict.ts';
import { model } from '../pydantic/validators/model.ts';
import { string } from '../pydantic/validators/string.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'recordAttestation',
  method: 'POST',
  path: '/organizations/{organization_id}/attestations',
  tag: 'attestations',
  summary: 'Record an attestation: evidence a person gives for an organization',
  description:
    "In force until expiresAt (future, within 400 days), it becomes the `attestation` connector's fact for its predicate and subject, superseding one in force for the same pair; " +
    'the organization is re-evaluated. The predicate must be one the attestation connector supplies, and fields its declared ones (422 at the offending key otherwise). ' +
    "The organization's first attestation sets up its `attestation` integration (connected).",
  permission: 'organization.write',
  destructive: true,
  request: {
    path: { organization_id: uuid() },
    body: model(
      {
        predicate: string({ minLength: 1, maxLength: TEXT_LIMITS.predicate, description: 'An attestable predicate.' }),
        subject: string({ minLength: 1, maxLength: TEXT_LIMITS.subject, description: 'What is attested.' }),
        fields: record(bool(), { description: 'Field to boolean.' }),
        note: string({ minLength: 1, maxLength: TEXT_LIMITS.attestationNote, description: 'Why.' }),
        expiresAt: dateTime({ description: 'When it stops counting.' }),
      },
      { extra: 'forbid', title: 'AttestationCreate' },
    ),
  },
  status: 201,
  operation: RecordAttestationDocument,
  variables: ({ path, body }) => ({
    organizationId: path.organization_id,
    input: { ...body, expiresAt: body.expiresAt.toISOString() },
  }),
  bodyVariable: 'input',
  result: ['recordAttestation'],
});
