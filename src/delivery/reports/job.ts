import type { JobHelpers, TaskList } from 'graphile-worker';
import type { Db } from '../../data/client.ts';
import {
  EMAIL_CLIENT_REPORT_TASK,
  keepReport,
  type ReportJobPayload,
  RUN_CLIENT_REPORT_TASK,
  recordReportEmail,
  reportToEmail,
  scheduleForRun,
  scheduleOfOrganization,
} from '../../data/reports.ts';
import { nextReportRun } from '../../domain/report-schedule.ts';
import { slugify } from '../../domain/slug.ts';
import type { Logger } from '../../observability/logger.ts';
import { type Mailer, mailRefusal } from '../mail.ts';
import { day, renderClientReport, reportSnapshot } from './client-report.ts';
import { loadClientReport, type ReportGraph } from './model.ts';
import { renderClientReportPdf } from './pdf.ts';

/**
 * The client report's jobs: a run makes the report from the graph (as the tenant's reader), keeps
 * its HTML and PDF, moves the schedule and queues the email, once per due report (the schedule's
 * one job key and the kept report's unique due time); the email is a job of its own, retried
 * until the SMTP server accepts it.
 */

export interface ReportJobDeps {
  db: Db;
  /** The graph as the service reads it for one tenant (src/graphql/system-graph.ts). */
  graphFor(tenantId: string, purpose: string): ReportGraph;
  mailer: Mailer | null;
  missingMailSetting: 'SMTP_URL' | 'MAIL_FROM' | null;
  logger: Logger;
  now?: () => Date;
}

const DEFAULT_DAYS = 90;

function isPayload(payload: unknown): payload is ReportJobPayload {
  const p = (payload ?? {}) as Record<string, unknown>;
  return typeof p.tenantId === 'string' && typeof p.organizationId === 'string' && typeof p.dueAt === 'string';
}

export async function runClientReport(deps: ReportJobDeps, payload: ReportJobPayload): Promise<string | null> {
  const now = (deps.now ?? (() => new Date()))();
  const due = new Date(payload.dueAt);
  const schedule = payload.scheduleId
    ? await scheduleForRun(deps.db, payload.scheduleId)
    : await scheduleOfOrganization(deps.db, payload.tenantId, payload.organizationId);
  // A scheduled run whose schedule moved or went away since: its replacement job (if any) runs instead.
  if (payload.scheduleId && schedule?.nextRunAt.getTime() !== due.getTime()) return null;
  const days = schedule?.days ?? DEFAULT_DAYS;
  const data = await loadClientReport(deps.graphFor(payload.tenantId, 'client reports'), payload.organizationId, {
    days,
    generatedAt: now,
  });
  let next: Date | null = null;
  if (payload.scheduleId && schedule) {
    // Runs missed while no worker ran are not made up: the next one is in the future.
    next = nextReportRun(schedule, due);
    while (next <= now) next = nextReportRun(schedule, next);
  }
  return keepReport(
    deps.db,
    {
      tenantId: payload.tenantId,
      organizationId: payload.organizationId,
      scheduleId: payload.scheduleId,
      dueAt: due,
      days,
      html: renderClientReport(data),
      pdf: await renderClientReportPdf(data),
      snapshot: reportSnapshot(data),
      recipients: schedule?.recipients ?? [],
    },
    next,
  );
}

export async function emailClientReport(deps: ReportJobDeps, reportId: string, helpers?: JobHelpers): Promise<void> {
  const report = await reportToEmail(deps.db, reportId);
  if (!report || report.emailedAt || report.recipients.length === 0) return;
  const name = report.organization.name;
  const date = day(report.dueAt);
  const file = `compliance-report-${slugify(name) || 'organization'}-${date}`;
  try {
    if (!deps.mailer) throw new Error(mailRefusal(deps.missingMailSetting ?? 'SMTP_URL'));
    await deps.mailer.send({
      to: report.recipients,
      subject: `Compliance report: ${name} (${date})`,
      text: `The compliance report of ${name} of ${date} is attached, as HTML and as PDF.`,
      html: report.html,
      attachments: [
        { filename: `${file}.html`, contentType: 'text/html; charset=utf-8', content: report.html },
        { filename: `${file}.pdf`, contentType: 'application/pdf', content: Buffer.from(report.pdf) },
      ],
    });
    await recordReportEmail(deps.db, reportId, { at: (deps.now ?? (() => new Date()))(), error: null });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await recordReportEmail(deps.db, reportId, { at: null, error: reason });
    deps.logger.warn({ reportId, reason, attempt: helpers?.job.attempts }, 'client report not emailed');
    throw error;
  }
}

export function reportTasks(deps: ReportJobDeps): TaskList {
  return {
    [RUN_CLIENT_REPORT_TASK]: async (payload) => {
      if (!isPayload(payload)) throw new Error(`${RUN_CLIENT_REPORT_TASK}: malformed payload`);
      await runClientReport(deps, payload);
    },
    [EMAIL_CLIENT_REPORT_TASK]: async (payload, helpers) => {
      const id = (payload as { reportId?: unknown } | null)?.reportId;
      if (typeof id !== 'string') throw new Error(`${EMAIL_CLIENT_REPORT_TASK}: malformed payload`);
      await emailClientReport(deps, id, helpers);
    },
  };
}
