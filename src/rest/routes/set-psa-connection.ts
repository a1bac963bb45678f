import { SEVERITIES } from '../../domain/severity.ts';
import { TEXT_LIMITS } from '../../domain/text.ts';
import { PSA_SYSTEMS } from '../../domain/tickets.ts';
import { SetPsaConnectionDocument } from '../../graphql/generated/operations.ts';
import { bool } from '../pydantic/validators/bool.ts';
import { enumOf } from '../pydantic/validators/enum.ts';
import { int } from '../pydantic/validators/int.ts';
import { model } from '../pydantic/validators/model.ts';
import { nullable } from '../pydantic/validators/nullable.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { graphRoute } from '../route.ts';

const setting = (description: string) => string({ minLength: 1, maxLength: TEXT_LIMITS.psaSetting, description });
const secret = (description: string) =>
  optional(nullable(string({ minLength: 1, maxLength: TEXT_LIMITS.psaSecret, description })));
/** PSA ids are 32-bit integers on the graph (its Int): larger is refused here, at the field. */
const INT32_MAX = 2_147_483_647;
const id = (description: string) => int({ ge: 1, le: INT32_MAX, description });
const priority = () => optional(nullable(int({ ge: 1, le: INT32_MAX })));

export default graphRoute({
  operationId: 'setPsaConnection',
  method: 'PUT',
  path: '/psa-connection',
  tag: 'psa',
  summary: "Set the tenant's PSA connection",
  description:
    'ConnectWise PSA (`system: connectwise` with `connectwise`) or Autotask (`system: autotask` with `autotask`). Secrets are sealed and never shown again; leave both secrets of the PSA out to keep the stored ones. The site (ConnectWise) must be a public address unless the deployment allows private targets (WEBHOOK_ALLOW_PRIVATE_TARGETS). Changes still owed to the PSA are retried at once.',
  permission: 'integration.manage',
  destructive: true,
  request: {
    body: model(
      {
        system: enumOf(PSA_SYSTEMS),
        enabled: optional(bool()),
        minimumSeverity: optional(enumOf(SEVERITIES)),
        priorities: optional(
          model({ high: priority(), medium: priority(), low: priority() }, { extra: 'forbid', title: 'PsaPriorities' }),
        ),
        connectwise: optional(
          model(
            {
              siteUrl: setting('The site, e.g. https://na.myconnectwise.net.'),
              companyId: setting('The company id people sign in with.'),
              clientId: setting('The integration clientId.'),
              publicKey: secret("The API member's public key."),
              privateKey: secret("The API member's private key."),
              boardId: id('The service board tickets are filed on.'),
            },
            { extra: 'forbid', title: 'ConnectWisePsa' },
          ),
        ),
        autotask: optional(
          model(
            {
              username: setting('The API user.'),
              secret: secret("The API user's secret."),
              integrationCode: secret('The API tracking identifier.'),
              queueId: id('The queue tickets are filed in.'),
            },
            { extra: 'forbid', title: 'AutotaskPsa' },
          ),
        ),
      },
      { extra: 'forbid', title: 'PsaConnectionPut' },
    ),
  },
  status: 200,
  operation: SetPsaConnectionDocument,
  variables: ({ body }) => ({ input: body }),
  bodyVariable: 'input',
  result: ['setPsaConnection'],
});
