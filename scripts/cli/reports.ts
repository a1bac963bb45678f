// The client report verbs (their summaries and options are their entries in
// scripts/cli/command-line.ts): an organization's schedule, the reports made, and one made and sent
// now, on the graph as REST does.
import {
  ClientReportsDocument,
  DeleteReportScheduleDocument,
  OrganizationReportScheduleDocument,
  type ReportScheduleInput,
  type ReportScheduleRecordFragment,
  SendClientReportNowDocument,
  SetReportScheduleDocument,
} from '../../src/graphql/generated/operations.ts';
import {
  type Options,
  optionalInteger,
  optionalList,
  optionalText,
  type Session,
  type Terminal,
  text,
  UsageError,
} from './options.ts';
import { findOrganization, findTenant, graph, iso, table } from './support.ts';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function printSchedule(terminal: Terminal, s: ReportScheduleRecordFragment): void {
  const when =
    s.cadence === 'monthly' ? `monthly on day ${s.dayOfMonth}` : `weekly on ${WEEKDAYS[(s.dayOfWeek ?? 1) - 1]}`;
  terminal.print(`${when} at ${String(s.hour).padStart(2, '0')}:00 ${s.timeZone}, ${s.days} days of trend`);
  terminal.print(`recipients: ${s.recipients.join(', ')}`);
  terminal.print(
    `next run: ${iso(new Date(s.nextRunAt))}; last run: ${s.lastRunAt ? iso(new Date(s.lastRunAt)) : 'never'}`,
  );
}

/** 1 (Monday) to 7 (Sunday), or the weekday's name or its first three letters. */
function weekday(given: string): number {
  const byName = WEEKDAYS.findIndex((day) => day === given.toLowerCase() || day.slice(0, 3) === given.toLowerCase());
  if (byName >= 0) return byName + 1;
  if (/^\d+$/.test(given)) return Number(given);
  throw new UsageError('--weekly takes a weekday: 1 (Monday) to 7 (Sunday), or its name');
}

/** The input of setReportSchedule: what is not given keeps the stored schedule's value. */
function scheduleInput(options: Options, stored: ReportScheduleRecordFragment | null): ReportScheduleInput {
  const monthly = optionalInteger(options, 'monthly');
  const weekly = optionalText(options, 'weekly');
  if (monthly !== undefined && weekly !== undefined) throw new UsageError('give --monthly or --weekly, not both');
  const cadence = monthly !== undefined ? 'monthly' : weekly !== undefined ? 'weekly' : stored?.cadence;
  if (!cadence) throw new UsageError('a new schedule needs --monthly <day> or --weekly <weekday>');
  const recipients = optionalList(options, 'recipients') ?? stored?.recipients;
  if (!recipients) throw new UsageError('a new schedule needs --recipients');
  return {
    cadence,
    dayOfMonth: cadence === 'monthly' ? (monthly ?? stored?.dayOfMonth) : null,
    dayOfWeek: cadence === 'weekly' ? (weekly === undefined ? stored?.dayOfWeek : weekday(weekly)) : null,
    hour: optionalInteger(options, 'hour') ?? stored?.hour,
    timeZone: optionalText(options, 'time-zone') ?? stored?.timeZone,
    recipients,
    days: optionalInteger(options, 'days') ?? stored?.days,
  };
}

const SETTINGS = ['monthly', 'weekly', 'hour', 'time-zone', 'recipients', 'days'];

export async function reportSchedule(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const organization = await findOrganization(session.db, tenant.id, text(options, 'org'));
  const organizationId = organization.id;
  const setting = SETTINGS.some((key) => options[key] !== undefined);
  if (options.remove === true) {
    if (setting) throw new UsageError('--remove takes no schedule settings');
    await graph(session, tenant.id, DeleteReportScheduleDocument, { organizationId });
    session.print(`${organization.name}: report schedule removed (the reports made are kept)`);
    return;
  }
  const { organization: found } = await graph(session, tenant.id, OrganizationReportScheduleDocument, {
    organizationId,
  });
  if (!setting) {
    if (found.reportSchedule) printSchedule(session, found.reportSchedule);
    else session.print(`${organization.name} has no report schedule`);
    return;
  }
  const input = scheduleInput(options, found.reportSchedule);
  const { setReportSchedule } = await graph(
    session,
    tenant.id,
    SetReportScheduleDocument,
    { organizationId, input },
    { outbound: true },
  );
  session.print(`${organization.name}: report schedule set`);
  printSchedule(session, setReportSchedule);
}

/** What became of a report's email. */
function status(report: { recipients: string[]; emailedAt: string | null; emailError: string | null }): string {
  if (report.recipients.length === 0) return 'kept (no recipients)';
  if (report.emailedAt) return `emailed ${iso(new Date(report.emailedAt))}`;
  return report.emailError ? `not sent: ${report.emailError}` : 'sending';
}

export async function reportList(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const organization = await findOrganization(session.db, tenant.id, text(options, 'org'));
  const limit = optionalInteger(options, 'limit') ?? 20;
  if (limit < 1 || limit > 100) throw new UsageError('--limit must be 1 to 100');
  const { organization: found } = await graph(session, tenant.id, ClientReportsDocument, {
    organizationId: organization.id,
    first: limit,
  });
  table(
    session,
    ['id', 'made', 'by', 'failing', 'recipients', 'status'],
    found.clientReports.edges.map(({ node }) => [
      node.id,
      iso(new Date(node.createdAt)),
      node.scheduled ? 'schedule' : 'asked',
      node.failingControls.length,
      node.recipients.join(',') || '-',
      status(node),
    ]),
  );
}

export async function reportRun(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const organization = await findOrganization(session.db, tenant.id, text(options, 'org'));
  const { sendClientReportNow: queued } = await graph(
    session,
    tenant.id,
    SendClientReportNowDocument,
    { organizationId: organization.id },
    { outbound: true },
  );
  session.print(
    `${organization.name}: report queued; ${
      queued.recipients.length ? `it will be emailed to ${queued.recipients.join(', ')}` : 'kept only (no schedule)'
    } (report:list shows it once made)`,
  );
}
