import type { ReportTiming } from '../domain/report-schedule.ts';
import { recordTenantAudit } from './audit.ts';
import type { Db } from './client.ts';
import type { Prisma } from './generated/prisma/client.ts';
import type { TenantClient, TenantDb } from './tenant.ts';

/**
 * Branding, report schedules and kept client reports. A schedule's next run is one graphile-worker
 * job keyed by the schedule (`client_report:<id>`), so moving or deleting a schedule replaces or
 * removes its one job, and however many replicas run workers, one of them runs it.
 */

export const RUN_CLIENT_REPORT_TASK = 'run_client_report';
export const EMAIL_CLIENT_REPORT_TASK = 'email_client_report';
const scheduleJobKey = (scheduleId: string) => `${RUN_CLIENT_REPORT_TASK}:${scheduleId}`;

export interface ReportJobPayload {
  tenantId: string;
  organizationId: string;
  /** A schedule's run; null for a report asked for now. */
  scheduleId: string | null;
  dueAt: string;
}

export function brandingOf(db: TenantDb | TenantClient) {
  return db.tenantBranding.findUnique({ where: { tenantId: db.$tenantId() } });
}

export interface BrandingWrite {
  mspName: string;
  accentColor: string;
  footer: string;
  logo: Uint8Array<ArrayBuffer> | null;
  logoType: string | null;
}

export function upsertBranding(db: TenantClient, branding: BrandingWrite) {
  const tenantId = db.$tenantId();
  return db.tenantBranding.upsert({ where: { tenantId }, create: { tenantId, ...branding }, update: branding });
}

export function scheduleOf(db: TenantDb | TenantClient, organizationId: string) {
  return db.reportSchedule.findUnique({ where: { organizationId } });
}

export interface ScheduleWrite extends ReportTiming {
  recipients: string[];
  days: number;
  nextRunAt: Date;
}

/** Creates or replaces the organization's schedule and (re)queues its one job at the next run. */
export async function upsertSchedule(db: TenantClient, organizationId: string, schedule: ScheduleWrite) {
  const tenantId = db.$tenantId();
  const saved = await db.reportSchedule.upsert({
    where: { organizationId },
    create: { tenantId, organizationId, ...schedule },
    update: schedule,
  });
  await queueScheduledRun(db, { tenantId, organizationId, scheduleId: saved.id, dueAt: schedule.nextRunAt });
  return saved;
}

async function queueScheduledRun(
  db: Pick<Db, '$queryRaw'>,
  run: { tenantId: string; organizationId: string; scheduleId: string; dueAt: Date },
): Promise<void> {
  const payload: ReportJobPayload = { ...run, dueAt: run.dueAt.toISOString() };
  await db.$queryRaw`
    SELECT graphile_worker.add_job(${RUN_CLIENT_REPORT_TASK}, ${JSON.stringify(payload)}::json,
                                   run_at => ${run.dueAt}::timestamptz, job_key => ${scheduleJobKey(run.scheduleId)},
                                   max_attempts => 5)`;
}

/** Deletes the schedule and its queued run; false when the organization has none. */
export async function deleteSchedule(db: TenantClient, organizationId: string): Promise<string | null> {
  const schedule = await db.reportSchedule.findUnique({ where: { organizationId }, select: { id: true } });
  if (!schedule) return null;
  await db.reportSchedule.delete({ where: { organizationId } });
  await db.$queryRaw`SELECT graphile_worker.remove_job(${scheduleJobKey(schedule.id)})`;
  return schedule.id;
}

/** Queues a report of the organization now (not scheduled: it does not move the schedule). */
export async function queueReportNow(db: TenantClient, organizationId: string, now: Date): Promise<void> {
  const payload: ReportJobPayload = {
    tenantId: db.$tenantId(),
    organizationId,
    scheduleId: null,
    dueAt: now.toISOString(),
  };
  await db.$queryRaw`
    SELECT graphile_worker.add_job(${RUN_CLIENT_REPORT_TASK}, ${JSON.stringify(payload)}::json, max_attempts => 5)`;
}

export const REPORT_ORDER: Prisma.ClientReportOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** A kept report of one of the tenant's organizations (another tenant's is not found). */
export function keptReport(db: TenantDb, organizationId: string, id: string) {
  return db.clientReport.findFirst({ where: { id, organizationId } });
}

// ---- The worker's statements (unscoped: a job names its tenant) ----

export function scheduleForRun(db: Db, scheduleId: string) {
  return db.reportSchedule.findUnique({ where: { id: scheduleId } });
}

export function scheduleOfOrganization(db: Db, tenantId: string, organizationId: string) {
  return db.reportSchedule.findFirst({ where: { tenantId, organizationId } });
}

/** The latest kept report of the organization: "what changed" compares with what it showed. */
export function lastReport(db: Db, tenantId: string, organizationId: string) {
  return db.clientReport.findFirst({
    where: { tenantId, organizationId },
    orderBy: REPORT_ORDER,
    select: { createdAt: true, snapshot: true },
  });
}

export interface ReportWrite {
  tenantId: string;
  organizationId: string;
  scheduleId: string | null;
  dueAt: Date;
  days: number;
  html: string;
  pdf: Buffer;
  snapshot: object;
  recipients: string[];
}

/**
 * Keeps a report and queues its email, once per schedule and due time: a second run of the same
 * due report (a replica, a retry) finds it and adds nothing. A scheduled run also moves the
 * schedule to `nextRunAt` and queues that run. Returns the kept report's id, or null when it existed.
 */
export async function keepReport(db: Db, report: ReportWrite, next: Date | null): Promise<string | null> {
  return db.$transaction(async (tx) => {
    const [kept] = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO "ClientReport" (id, "tenantId", "organizationId", "scheduleId", "dueAt", days, html, pdf, snapshot, recipients)
      VALUES (gen_random_uuid(), ${report.tenantId}::uuid, ${report.organizationId}::uuid, ${report.scheduleId}::uuid,
              ${report.dueAt}::timestamptz, ${report.days}, ${report.html}, ${report.pdf}, ${JSON.stringify(report.snapshot)}::jsonb,
              ${report.recipients}::text[])
      ON CONFLICT ("scheduleId", "dueAt") DO NOTHING
      RETURNING id`;
    if (!kept) return null;
    await recordTenantAudit(
      tx,
      report.tenantId,
      { actor: { kind: 'system', id: null, name: 'client reports' }, requestId: null, clientAddress: null },
      {
        action: 'client_report.made',
        target: { type: 'client_report', id: kept.id },
        organizationId: report.organizationId,
        changes: { recipients: [null, report.recipients], dueAt: [null, report.dueAt.toISOString()] },
      },
    );
    if (report.scheduleId && next) {
      await tx.reportSchedule.update({
        where: { id: report.scheduleId },
        data: { nextRunAt: next, lastRunAt: report.dueAt },
      });
      await queueScheduledRun(tx, {
        tenantId: report.tenantId,
        organizationId: report.organizationId,
        scheduleId: report.scheduleId,
        dueAt: next,
      });
    }
    if (report.recipients.length > 0) {
      await tx.$queryRaw`
        SELECT graphile_worker.add_job(${EMAIL_CLIENT_REPORT_TASK}, json_build_object('reportId', ${kept.id}::text),
                                       max_attempts => 10)`;
    }
    return kept.id;
  });
}

export function reportToEmail(db: Db, id: string) {
  return db.clientReport.findUnique({
    where: { id },
    select: {
      id: true,
      tenantId: true,
      html: true,
      pdf: true,
      recipients: true,
      emailedAt: true,
      dueAt: true,
      organization: { select: { name: true } },
    },
  });
}

export async function recordReportEmail(db: Db, id: string, outcome: { at: Date | null; error: string | null }) {
  await db.clientReport.update({ where: { id }, data: { emailedAt: outcome.at, emailError: outcome.error } });
}
