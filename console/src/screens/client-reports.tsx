import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { write } from '../api.ts';
import { browserTimeZone, Choice, hourText, NumberSelect } from '../components/choices.tsx';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { DownloadButton, NoteButton } from '../components/download-button.tsx';
import { FormButtons, TextField, useAction, useSubmit } from '../components/fields.tsx';
import { formatTime } from '../components/status.tsx';
import { DataTable } from '../components/table.tsx';
import {
  ConsoleClientReportsDocument,
  type ConsoleClientReportsQuery,
  ConsoleDeleteReportScheduleDocument,
  type ConsoleReportScheduleFragment,
  ConsoleSendClientReportNowDocument,
  ConsoleSetReportScheduleDocument,
  type ReportCadence,
} from '../generated/operations.ts';
import { useCan } from '../me.ts';
import { invalidate, keys, useGraph } from '../query.ts';

const FROM = '/organizations/$organizationId/reports';
type Schedule = ConsoleReportScheduleFragment;
type Report = ConsoleClientReportsQuery['organization']['clientReports']['edges'][number]['node'];

const CADENCES: Record<ReportCadence, string> = { monthly: 'Monthly', weekly: 'Weekly' };
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const weekday = (day: number) => WEEKDAYS[day - 1] ?? String(day);

/** When a schedule goes out, in words: "Monthly on day 5 at 07:00 (Europe/Paris)". */
function whenText(schedule: Schedule): string {
  const day =
    schedule.cadence === 'monthly'
      ? `Monthly on day ${schedule.dayOfMonth}`
      : `Every ${weekday(schedule.dayOfWeek ?? 1)}`;
  return `${day} at ${hourText(schedule.hour)} (${schedule.timeZone})`;
}

/** How a report's email went: sent, refused (why), or still on its way. */
function emailText(report: Report): string {
  if (report.recipients.length === 0) return 'kept only (no recipient)';
  if (report.emailedAt) return `emailed ${formatTime(report.emailedAt)}`;
  return report.emailError ? `not sent yet: ${report.emailError}` : 'being sent';
}

function ScheduleFacts({ schedule, lastRun }: { schedule: Schedule; lastRun: Report | undefined }) {
  return (
    <dl className="facts">
      <dt>When</dt>
      <dd>{whenText(schedule)}</dd>
      <dt>Recipients</dt>
      <dd>{schedule.recipients.join(', ')}</dd>
      <dt>Trend</dt>
      <dd>{schedule.days} days</dd>
      <dt>Next run</dt>
      <dd>{formatTime(schedule.nextRunAt)}</dd>
      <dt>Last run</dt>
      <dd className={lastRun?.emailError ? 'error' : undefined}>
        {schedule.lastRunAt ? formatTime(schedule.lastRunAt) : 'none yet'}
        {lastRun ? `: ${emailText(lastRun)}` : ''}
      </dd>
    </dl>
  );
}

/** The form's values as the graph's input: the day of the chosen cadence only, one recipient a line. */
function scheduleInput(data: FormData, cadence: ReportCadence) {
  return {
    cadence,
    dayOfMonth: cadence === 'monthly' ? Number(data.get('dayOfMonth')) : undefined,
    dayOfWeek: cadence === 'weekly' ? Number(data.get('dayOfWeek')) : undefined,
    hour: Number(data.get('hour')),
    timeZone: String(data.get('timeZone')).trim(),
    recipients: String(data.get('recipients'))
      .split(/[\n,;]/)
      .map((line) => line.trim())
      .filter(Boolean),
    days: Number(data.get('days')),
  };
}

function ScheduleForm(props: { organizationId: string; current: Schedule | null; onDone?(): void }) {
  const { organizationId, current } = props;
  const [cadence, setCadence] = useState<ReportCadence>(current?.cadence ?? 'monthly');
  const daysId = useId();
  const submit = useSubmit(async (data) => {
    const input = scheduleInput(data, cadence);
    await write('organization.write', ConsoleSetReportScheduleDocument, { organizationId, input });
    await invalidate(keys.clientReports(organizationId));
    props.onDone?.();
  });
  return (
    <form className="stack" {...submit.props} aria-label="Report schedule">
      <Choice legend="How often" name="cadence" value={cadence} options={CADENCES} onChange={setCadence} />
      {cadence === 'monthly' ? (
        <NumberSelect label="Day of the month" name="dayOfMonth" value={current?.dayOfMonth ?? 1} from={1} to={28} />
      ) : (
        <NumberSelect
          label="Day of the week"
          name="dayOfWeek"
          value={current?.dayOfWeek ?? 1}
          from={1}
          to={7}
          text={weekday}
        />
      )}
      <NumberSelect label="Hour" name="hour" value={current?.hour ?? 7} from={0} to={23} text={hourText} />
      <TextField
        label="Time zone"
        name="timeZone"
        required
        initial={current?.timeZone ?? browserTimeZone()}
        hint="An IANA name, e.g. Europe/Paris: the hour is in it."
      />
      <TextField
        label="Recipients"
        name="recipients"
        multiline
        required
        initial={current?.recipients.join('\n') ?? ''}
        hint="Email addresses, one a line (1 to 20). The report goes as HTML with the PDF attached."
      />
      <label htmlFor={daysId}>Days of trend</label>
      <input id={daysId} name="days" type="number" min={1} max={366} required defaultValue={current?.days ?? 90} />
      <ErrorNote error={submit.error} />
      <FormButtons label="Save schedule" busy={submit.busy} onCancel={props.onDone} />
    </form>
  );
}

function DeleteSchedule({ organizationId }: { organizationId: string }) {
  const [asking, setAsking] = useState(false);
  const action = useAction();
  const remove = () =>
    action.run(async () => {
      await write('organization.write', ConsoleDeleteReportScheduleDocument, { organizationId });
      await invalidate(keys.clientReports(organizationId));
    });
  return asking ? (
    <span className="confirm">
      Stop sending this client's reports? The kept reports stay.{' '}
      <button type="button" className="danger" disabled={action.busy} onClick={remove}>
        Delete the schedule
      </button>{' '}
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        Keep it
      </button>
      <ErrorNote error={action.error} />
    </span>
  ) : (
    <button type="button" className="danger" onClick={() => setAsking(true)}>
      Delete schedule
    </button>
  );
}

/** The schedule: what it is and its last run, changed or deleted by those who may. */
function ScheduleSection(props: {
  organizationId: string;
  schedule: Schedule | null;
  lastRun?: Report;
  canWrite?: boolean;
}) {
  const { organizationId, schedule, canWrite } = props;
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="schedule-title" className="card">
      <h2 id="schedule-title">Schedule</h2>
      {schedule ? (
        <ScheduleFacts schedule={schedule} lastRun={props.lastRun} />
      ) : (
        <p>No schedule: a report is made only when asked for.</p>
      )}
      {canWrite && schedule && !editing && (
        <div className="actions">
          <button type="button" onClick={() => setEditing(true)}>
            Change schedule
          </button>
          <DeleteSchedule key={schedule.id} organizationId={organizationId} />
        </div>
      )}
      {canWrite && (!schedule || editing) && (
        <ScheduleForm
          key={schedule?.id ?? 'new'}
          organizationId={organizationId}
          current={schedule}
          onDone={schedule ? () => setEditing(false) : undefined}
        />
      )}
      {canWrite === false && <p>Only an editor or an administrator can change the schedule.</p>}
    </section>
  );
}

/**
 * Reports are made and emailed by the job queue, seconds after they are asked for: while one asked
 * for is not listed yet, or a listed one's email is on its way, the list is read again every 3 s.
 */
function useFollowReports(organizationId: string, reports: Report[]) {
  // The newest report when one was asked for (null: none asked for, or it is listed now).
  const [askedAfter, setAskedAfter] = useState<string | null>(null);
  const waiting = askedAfter !== null && (reports[0]?.id ?? '') === askedAfter;
  const sending = reports.some((report) => report.recipients.length > 0 && !report.emailedAt && !report.emailError);
  useEffect(() => {
    if (!waiting && !sending) return;
    const timer = setInterval(() => void invalidate(keys.clientReports(organizationId)), 3_000);
    return () => clearInterval(timer);
  }, [organizationId, waiting, sending]);
  return () => setAskedAfter(reports[0]?.id ?? '');
}

function KeptReports(props: { organizationId: string; reports: Report[]; canWrite?: boolean }) {
  const { organizationId, reports, canWrite } = props;
  const api = `/api/v1/organizations/${encodeURIComponent(organizationId)}/reports`;
  const asked = useFollowReports(organizationId, reports);
  const sendNow = async () => {
    const queued = await write('organization.write', ConsoleSendClientReportNowDocument, { organizationId });
    asked();
    const to = queued.sendClientReportNow.recipients;
    return to.length ? `Queued: it will be kept and emailed to ${to.join(', ')}.` : 'Queued: it will be kept.';
  };
  return (
    <section aria-labelledby="kept-title" className="card">
      <h2 id="kept-title">Reports made</h2>
      {canWrite && <NoteButton label="Make the report now" run={sendNow} busyNote="Queuing…" />}
      <DataTable
        caption="Reports made for this client, newest first"
        columns={['Made', 'Run', 'Email', 'PDF']}
        empty={reports.length === 0 && 'No report made yet.'}
      >
        {reports.map((report) => (
          <tr key={report.id}>
            <td>{formatTime(report.createdAt)}</td>
            <td>{report.scheduled ? `scheduled for ${formatTime(report.dueAt)}` : 'on request'}</td>
            <td className={report.emailError ? 'error' : undefined}>{emailText(report)}</td>
            <td>
              <DownloadButton
                path={`${api}/${report.id}/pdf`}
                fallbackName="client-report.pdf"
                label={`PDF of ${formatTime(report.createdAt)}`}
              />
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

/** A client's report schedule and the reports made for it. */
export default function ClientReports() {
  const { organizationId } = useParams({ from: FROM });
  const canWrite = useCan('organization.write');
  const loaded = useGraph(keys.clientReports(organizationId), ConsoleClientReportsDocument, { organizationId });
  const organization = loaded.data?.organization;
  const reports = organization?.clientReports.edges.map((edge) => edge.node) ?? [];
  return (
    <>
      <p className="breadcrumb">
        <Link to="/">Fleet</Link> /{' '}
        <Link to="/organizations/$organizationId" params={{ organizationId }}>
          {organization?.name ?? 'Organization'}
        </Link>{' '}
        /
      </p>
      <ScreenHeading>Client reports</ScreenHeading>
      <Busy loading={loaded.loading && !organization} />
      <ErrorNote error={loaded.error} />
      {organization && (
        <div className="panels two">
          <ScheduleSection
            organizationId={organizationId}
            schedule={organization.reportSchedule}
            lastRun={reports.find((report) => report.scheduled)}
            canWrite={canWrite}
          />
          <KeptReports organizationId={organizationId} reports={reports} canWrite={canWrite} />
        </div>
      )}
    </>
  );
}
