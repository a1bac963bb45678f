import { TEXT_LIMITS } from '../../domain/text.ts';
import { CreateNotificationChannelDocument } from '../../graphql/generated/operations.ts';
import { enumOf } from '../pydantic/validators/enum.ts';
import { model } from '../pydantic/validators/model.ts';
import { nullable } from '../pydantic/validators/nullable.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'createNotificationChannel',
  method: 'POST',
  path: '/notification-channels',
  tag: 'notifications',
  summary: 'Add a notification channel (a shared mailbox, a Teams or a Slack incoming webhook)',
  description:
    "email needs `address` and the server's SMTP_URL and MAIL_FROM (without them a 422 names the missing setting); teams and slack need `url`, their incoming webhook, which is stored sealed and never returned. A URL on a loopback or private address is a 422 unless the deployment allows private targets (WEBHOOK_ALLOW_PRIVATE_TARGETS). A name already used is a 409.",
  permission: 'integration.manage',
  request: {
    body: model(
      {
        kind: enumOf(['email', 'teams', 'slack']),
        name: string({ minLength: 1, maxLength: TEXT_LIMITS.name }),
        address: optional(nullable(string({ minLength: 3, maxLength: TEXT_LIMITS.email }))),
        url: optional(nullable(string({ minLength: 1, maxLength: TEXT_LIMITS.url }))),
      },
      { extra: 'forbid', title: 'NewNotificationChannel' },
    ),
  },
  status: 201,
  operation: CreateNotificationChannelDocument,
  variables: ({ body }) => ({
    input: { kind: body.kind, name: body.name, address: body.address ?? null, url: body.url ?? null },
  }),
  bodyVariable: 'input',
  result: ['createNotificationChannel'],
});
