import { NOTIFICATION_KIND_NAMES } from '../../domain/notifications.ts';
import { SEVERITIES } from '../../domain/severity.ts';
import { TEXT_LIMITS } from '../../domain/text.ts';
import { SetMyNotificationPreferencesDocument } from '../../graphql/generated/operations.ts';
import { bool } from '../pydantic/validators/bool.ts';
import { enumOf } from '../pydantic/validators/enum.ts';
import { int } from '../pydantic/validators/int.ts';
import { list } from '../pydantic/validators/list.ts';
import { model } from '../pydantic/validators/model.ts';
import { nullable } from '../pydantic/validators/nullable.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'setMyNotificationPreferences',
  method: 'PUT',
  path: '/notifications/preferences',
  tag: 'notifications',
  summary: "Set the caller's own notification preferences",
  description:
    "Which organizations (all, or those where the caller is assigned an open detection), which kinds, the least severity of detections, at once or a daily digest at a local hour, and where (the caller's email, tenant channels). Email needs SMTP_URL and MAIL_FROM on the server (a 422 names the missing one). One message per change of state; a control that flaps is summarised once; a digest with nothing new is not sent.",
  permission: null,
  request: {
    body: model(
      {
        enabled: bool(),
        scope: enumOf(['all', 'assigned']),
        kinds: list(enumOf(NOTIFICATION_KIND_NAMES)),
        minSeverity: enumOf(SEVERITIES),
        cadence: enumOf(['immediate', 'digest']),
        digestHour: optional(int({ ge: 0, le: 23 })),
        timeZone: optional(string({ minLength: 1, maxLength: TEXT_LIMITS.timeZone })),
        email: bool(),
        channelIds: optional(nullable(list(uuid()))),
      },
      { extra: 'forbid', title: 'NotificationPreferencesPut' },
    ),
  },
  status: 200,
  operation: SetMyNotificationPreferencesDocument,
  variables: ({ body }) => ({ input: { ...body, channelIds: body.channelIds ?? [] } }),
  bodyVariable: 'input',
  result: ['setMyNotificationPreferences'],
});
