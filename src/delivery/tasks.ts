import type { lookup } from 'node:dns';
import type { TaskList } from 'graphile-worker';
import type { Db } from '../data/client.ts';
import type { Logger } from '../observability/logger.ts';
import { createMailer, type MailSettings, missingMailSetting } from './mail.ts';
import { NOTIFICATIONS_CRONTAB, notificationTasks } from './notifications/worker.ts';
import { reportTasks } from './reports/job.ts';
import type { ReportGraph } from './reports/model.ts';

/** Every delivery task (notifications, client reports) with its schedule, for the engine's worker. */
export interface DeliveryWorker {
  tasks: TaskList;
  crontab: string;
  /** Closes the SMTP connection pool. */
  close(): void;
}

export interface DeliveryWorkerDeps {
  db: Db;
  secrets: { open(sealed: string): string; derive(label: string): Buffer };
  mail: MailSettings;
  allowPrivateTargets: boolean;
  publicUrl: string | null;
  graphFor(tenantId: string, purpose: string): ReportGraph;
  logger: Logger;
  now?: () => Date;
  timeoutMs?: number;
  resolve?: typeof lookup;
}

export function deliveryWorker(deps: DeliveryWorkerDeps): DeliveryWorker {
  const mailer = createMailer(deps.mail, { timeoutMs: deps.timeoutMs });
  const missing = missingMailSetting(deps.mail);
  const notifications = notificationTasks({
    db: deps.db,
    secrets: deps.secrets,
    mailer,
    missingMailSetting: missing,
    allowPrivateTargets: deps.allowPrivateTargets,
    publicUrl: deps.publicUrl,
    logger: deps.logger.child({ component: 'notifications' }),
    now: deps.now,
    timeoutMs: deps.timeoutMs,
    resolve: deps.resolve,
  });
  const reports = reportTasks({
    db: deps.db,
    graphFor: deps.graphFor,
    mailer,
    missingMailSetting: missing,
    logger: deps.logger.child({ component: 'client-reports' }),
    now: deps.now,
  });
  return { tasks: { ...notifications, ...reports }, crontab: NOTIFICATIONS_CRONTAB, close: () => mailer?.close() };
}
