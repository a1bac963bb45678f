import { MAX_REPORT_RECIPIENTS, REPORT_DAY_OF_MONTH_MAX } from '../../domain/report-schedule.ts';
import { TEXT_LIMITS } from '../../domain/text.ts';
import { TREND_MAX_DAYS } from '../../domain/trend.ts';
import { SetReportScheduleDocument } from '../../graphql/generated/operations.ts';
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
  operationId: 'setReportSchedule',
  method: 'PUT',
  path: '/organizations/{organization_id}/report-schedule',
  tag: 'reports',
  summary: "Set an organization's client report schedule",
  description: `Monthly on dayOfMonth (1 to ${REPORT_DAY_OF_MONTH_MAX}) or weekly on dayOfWeek (1 Monday to 7 Sunday), at a local hour of timeZone, to 1 to ${MAX_REPORT_RECIPIENTS} recipients. Each run emails the branded report as HTML and PDF and keeps a copy (GET .../reports). Without SMTP_URL or MAIL_FROM on the server, a 422 names the missing setting.`,
  permission: 'organization.write',
  request: {
    path: { organization_id: uuid() },
    body: model(
      {
        cadence: enumOf(['weekly', 'monthly']),
        dayOfMonth: optional(nullable(int({ ge: 1, le: REPORT_DAY_OF_MONTH_MAX }))),
        dayOfWeek: optional(nullable(int({ ge: 1, le: 7 }))),
        hour: optional(int({ ge: 0, le: 23 })),
        timeZone: optional(string({ minLength: 1, maxLength: TEXT_LIMITS.timeZone })),
        recipients: list(string({ minLength: 3, maxLength: TEXT_LIMITS.email }), {
          minLength: 1,
          maxLength: MAX_REPORT_RECIPIENTS,
        }),
        days: optional(int({ ge: 1, le: TREND_MAX_DAYS })),
      },
      { extra: 'forbid', title: 'ReportSchedulePut' },
    ),
  },
  status: 200,
  operation: SetReportScheduleDocument,
  variables: ({ path, body }) => ({
    organizationId: path.organization_id,
    input: { ...body, dayOfMonth: body.dayOfMonth ?? null, dayOfWeek: body.dayOfWeek ?? null },
  }),
  bodyVariable: 'input',
  result: ['setReportSchedule'],
});
