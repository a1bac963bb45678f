import {
  deleteSchedule,
  keptReport,
  queueReportNow,
  REPORT_ORDER,
  scheduleOf,
  upsertSchedule,
} from '../data/reports.ts';
import { inTransaction } from '../data/tenant.ts';
import type { Issue } from '../domain/input.ts';
import { readSnapshot } from '../domain/report-changes.ts';
import {
  MAX_REPORT_RECIPIENTS,
  nextReportRun,
  REPORT_DAY_OF_MONTH_MAX,
  REPORT_DEFAULT_HOUR,
  recipientIssues,
  reportTimingIssues,
} from '../domain/report-schedule.ts';
import { TREND_MAX_DAYS } from '../domain/trend.ts';
import { invalid, NotFoundError } from '../errors.ts';
import { audit } from './audit.ts';
import { builder } from './builder.ts';
import { connectionBounds } from './connection.ts';
import { mailIssue } from './notification.ts';
import { findOrganization, ORGANIZATION_ID_DESCRIPTION } from './organization.ts';

const CadenceEnum = builder.enumType('ReportCadence', {
  description: 'How often a client report goes out.',
  values: {
    weekly: { description: 'Every week on dayOfWeek.' },
    monthly: { description: `Every month on dayOfMonth (1 to ${REPORT_DAY_OF_MONTH_MAX}).` },
  } as const,
});

builder.prismaObject('ReportSchedule', {
  description: "When an organization's client report is emailed (HTML and PDF), and to whom.",
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: 'Stable identifier.' }),
    cadence: t.expose('cadence', { type: CadenceEnum, description: 'Weekly or monthly.' }),
    dayOfMonth: t.exposeInt('dayOfMonth', {
      nullable: true,
      description: 'monthly: the day, 1 to 28; null for weekly.',
    }),
    dayOfWeek: t.exposeInt('dayOfWeek', {
      nullable: true,
      description: 'weekly: 1 (Monday) to 7 (Sunday); null for monthly.',
    }),
    hour: t.exposeInt('hour', { description: 'The local hour it goes out, 0 to 23.' }),
    timeZone: t.exposeString('timeZone', { description: 'The IANA time zone of `hour`.' }),
    recipients: t.exposeStringList('recipients', { description: 'Who receives it.' }),
    days: t.exposeInt('days', { description: 'Days of trend the report shows.' }),
    nextRunAt: t.expose('nextRunAt', { type: 'DateTime', description: 'When it next goes out.' }),
    lastRunAt: t.expose('lastRunAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it last went out; null before the first.',
    }),
  }),
});

interface SnapshotControlShape {
  controlId: string;
  name: string;
  standardName: string;
}
const ReportControl = builder.objectRef<SnapshotControlShape>('ReportedControl').implement({
  description: 'A control a kept report listed as failing.',
  fields: (t) => ({
    controlId: t.exposeString('controlId', { description: "The control's id." }),
    name: t.exposeString('name', { description: 'Its name when the report was made.' }),
    standardName: t.exposeString('standardName', { description: 'Its standard when the report was made.' }),
  }),
});

interface SnapshotExceptionShape {
  id: string;
  what: string;
  reason: string | null;
  expiresAt: string | null;
}
const ReportException = builder.objectRef<SnapshotExceptionShape>('ReportedException').implement({
  description: 'An exception a kept report listed as in force.',
  fields: (t) => ({
    id: t.exposeString('id', { description: "The overridden control's or standard's id." }),
    what: t.exposeString('what', { description: 'What it exempts.' }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why.' }),
    expiresAt: t.exposeString('expiresAt', { nullable: true, description: 'When it ends (ISO 8601); null: never.' }),
  }),
});

export const ClientReportCopy = builder.prismaObject('ClientReport', {
  description: 'A client report as it was made and sent: its HTML and PDF are kept for download.',
  select: { id: true, snapshot: true },
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: 'Stable identifier; download it by this id.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
    dueAt: t.expose('dueAt', {
      type: 'DateTime',
      description: "The run it answers (the schedule's due time, or when it was asked for).",
    }),
    scheduled: t.boolean({
      description: 'Whether a schedule made it (false: asked for with sendClientReportNow).',
      select: { scheduleId: true, dueAt: true },
      resolve: (report) => report.scheduleId !== null,
    }),
    days: t.exposeInt('days', { description: 'Days of trend it shows.' }),
    recipients: t.exposeStringList('recipients', { description: 'Whom it was emailed to (none: kept only).' }),
    emailedAt: t.expose('emailedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the email was accepted by the SMTP server; null until then.',
    }),
    emailError: t.exposeString('emailError', {
      nullable: true,
      description: 'Why the email has not gone out yet; null when it has or is pending.',
    }),
    failingControls: t.field({
      type: [ReportControl],
      description: 'The controls it listed as failing (the next report compares with them).',
      resolve: (report) => readSnapshot(report.snapshot)?.failing ?? [],
    }),
    exceptions: t.field({
      type: [ReportException],
      description: 'The exceptions it listed as in force.',
      resolve: (report) => readSnapshot(report.snapshot)?.exceptions ?? [],
    }),
    html: t.exposeString('html', { description: 'The HTML document as sent (self-contained).' }),
    pdfBase64: t.string({
      description: 'The PDF as sent, base64.',
      select: { pdf: true },
      resolve: (report) => Buffer.from(report.pdf).toString('base64'),
    }),
  }),
});

builder.prismaObjectFields('Organization', (t) => ({
  reportSchedule: t.prismaField({
    type: 'ReportSchedule',
    nullable: true,
    description: "The organization's client report schedule; null when it has none.",
    select: { id: true },
    resolve: (_query, organization, _args, context) => scheduleOf(context.db, organization.id),
  }),
  clientReports: t.relatedConnection('clientReports', {
    description: 'Its kept client reports, newest first. Needs detection.read.',
    authScopes: { permission: 'detection.read' },
    cursor: 'id',
    query: (args) => {
      connectionBounds(args as Parameters<typeof connectionBounds>[0]);
      return { orderBy: REPORT_ORDER };
    },
  }),
}));

const ScheduleInput = builder.inputType('ReportScheduleInput', {
  description: "An organization's client report schedule, whole.",
  fields: (t) => ({
    cadence: t.field({ type: CadenceEnum, required: true, description: 'Weekly or monthly.' }),
    dayOfMonth: t.int({ required: false, description: `monthly: 1 to ${REPORT_DAY_OF_MONTH_MAX}.` }),
    dayOfWeek: t.int({ required: false, description: 'weekly: 1 (Monday) to 7 (Sunday).' }),
    hour: t.int({ required: false, description: `The local hour, 0 to 23 (default ${REPORT_DEFAULT_HOUR}).` }),
    timeZone: t.string({ required: false, description: 'An IANA time zone (default UTC).' }),
    recipients: t.stringList({ required: true, description: `1 to ${MAX_REPORT_RECIPIENTS} email addresses.` }),
    days: t.int({ required: false, description: `Days of trend, 1 to ${TREND_MAX_DAYS} (default 90).` }),
  }),
});

const QueuedReport = builder
  .objectRef<{ organizationId: string; recipients: string[] }>('QueuedClientReport')
  .implement({
    description: "A client report queued to be made now; it appears in the organization's clientReports once made.",
    fields: (t) => ({
      organizationId: t.expose('organizationId', { type: 'UUID', description: 'The organization.' }),
      recipients: t.exposeStringList('recipients', {
        description: "Whom it will be emailed to (the schedule's; none: kept only).",
      }),
    }),
  });

builder.mutationFields((t) => ({
  setReportSchedule: t.prismaField({
    type: 'ReportSchedule',
    description:
      "Sets the organization's client report schedule (email needs SMTP_URL and MAIL_FROM on the server; without them a 422 names the missing one).",
    authScopes: { permission: 'organization.write' },
    args: {
      organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      input: t.arg({ type: ScheduleInput, required: true, description: 'The schedule.' }),
    },
    resolve: async (_query, _root, { organizationId, input }, context) => {
      await findOrganization(context, organizationId);
      const timing = {
        cadence: input.cadence,
        dayOfMonth: input.cadence === 'monthly' ? (input.dayOfMonth ?? null) : null,
        dayOfWeek: input.cadence === 'weekly' ? (input.dayOfWeek ?? null) : null,
        hour: input.hour ?? REPORT_DEFAULT_HOUR,
        timeZone: input.timeZone ?? 'UTC',
      };
      const days = input.days ?? 90;
      const recipients = [...new Set(input.recipients.map((r) => r.trim().toLowerCase()))];
      const issues: Issue[] = [...reportTimingIssues(timing), ...recipientIssues(recipients, ['recipients'])];
      if (!Number.isInteger(days) || days < 1 || days > TREND_MAX_DAYS)
        issues.push({ path: ['days'], message: `days must be 1 to ${TREND_MAX_DAYS}` });
      const mail = mailIssue(context, ['recipients']);
      if (mail) issues.unshift(mail);
      if (issues.length) throw invalid(issues, ['input']);
      const nextRunAt = nextReportRun(timing, context.clock.now());
      return inTransaction(context.db, async (tx) => {
        const before = await scheduleOf(tx, organizationId);
        const saved = await upsertSchedule(tx, organizationId, { ...timing, recipients, days, nextRunAt });
        await audit(tx, context, {
          action: before ? 'report_schedule.updated' : 'report_schedule.created',
          target: { type: 'report_schedule', id: saved.id },
          organizationId,
          changes: {
            cadence: [before?.cadence ?? null, saved.cadence],
            dayOfMonth: [before?.dayOfMonth ?? null, saved.dayOfMonth],
            dayOfWeek: [before?.dayOfWeek ?? null, saved.dayOfWeek],
            hour: [before?.hour ?? null, saved.hour],
            timeZone: [before?.timeZone ?? null, saved.timeZone],
            recipients: [before?.recipients ?? null, saved.recipients],
            days: [before?.days ?? null, saved.days],
          },
        });
        return saved;
      });
    },
  }),
}));

builder.mutationFields((t) => ({
  deleteReportSchedule: t.field({
    type: 'UUID',
    description: "Deletes the organization's report schedule (kept reports stay). Returns the schedule's id.",
    authScopes: { permission: 'organization.write' },
    args: { organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }) },
    resolve: async (_root, { organizationId }, context) => {
      await findOrganization(context, organizationId);
      return inTransaction(context.db, async (tx) => {
        const id = await deleteSchedule(tx, organizationId);
        if (!id) throw new NotFoundError('Report schedule not found');
        await audit(tx, context, {
          action: 'report_schedule.deleted',
          target: { type: 'report_schedule', id },
          organizationId,
        });
        return id;
      });
    },
  }),
  sendClientReportNow: t.field({
    type: QueuedReport,
    description:
      "Queues the organization's client report now: kept, and emailed to the schedule's recipients when it has a schedule (the schedule does not move). True once queued.",
    authScopes: { permission: 'organization.write' },
    args: { organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }) },
    resolve: async (_root, { organizationId }, context) => {
      await findOrganization(context, organizationId);
      const schedule = await scheduleOf(context.db, organizationId);
      const mail = schedule ? mailIssue(context, ['organizationId']) : null;
      if (mail) throw invalid([mail], []);
      await inTransaction(context.db, async (tx) => {
        await queueReportNow(tx, organizationId, context.clock.now());
        await audit(tx, context, {
          action: 'client_report.requested',
          target: { type: 'organization', id: organizationId },
          organizationId,
        });
      });
      return { organizationId, recipients: schedule?.recipients ?? [] };
    },
  }),
}));

builder.queryFields((t) => ({
  reportSchedule: t.prismaField({
    type: 'ReportSchedule',
    description:
      "An organization's client report schedule; not found when it has none, or when the organization is unknown or another tenant's (Organization.reportSchedule is the same, null when there is none).",
    authScopes: { permission: 'organization.read' },
    args: { organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }) },
    resolve: async (_query, _root, { organizationId }, context) => {
      await findOrganization(context, organizationId);
      const schedule = await scheduleOf(context.db, organizationId);
      if (!schedule) throw new NotFoundError('Report schedule not found');
      return schedule;
    },
  }),
  clientReport: t.prismaField({
    type: 'ClientReport',
    description: "One kept client report of an organization; not found when either id is unknown or another tenant's.",
    authScopes: { permission: 'detection.read' },
    args: {
      organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      id: t.arg({ type: 'UUID', required: true, description: "The report's id." }),
    },
    resolve: async (_query, _root, { organizationId, id }, context) => {
      const report = await keptReport(context.db, organizationId, id);
      if (!report) throw new NotFoundError('Report not found');
      return report;
    },
  }),
}));
