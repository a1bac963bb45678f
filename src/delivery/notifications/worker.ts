import type { lookup } from 'node:dns';
import type { JobHelpers, TaskList } from 'graphile-worker';
import { signUnsubscribe, UNSUBSCRIBE_KEY_LABEL } from '../../auth/unsubscribe.ts';
import type { Db } from '../../data/client.ts';
import { batchEvents } from '../../data/events.ts';
import {
  assignedOrganizations,
  channelToPost,
  claimDigest,
  digestReaders,
  expiringExceptions,
  inDbTransaction,
  labelsOf,
  type MessageRow,
  messageToSend,
  type NotificationRow,
  type Recipient,
  recipientsOf,
  recordMessages,
  recordNotifications,
  recordSendOutcome,
} from '../../data/notification-queue.ts';
import {
  type IntegrationNotice,
  NOTIFY_BATCH_TASK,
  NOTIFY_INTEGRATION_TASK,
  SEND_NOTIFICATION_TASK,
} from '../../data/notifications.ts';
import {
  digestDay,
  EXCEPTION_NOTICE_DAYS,
  type MessageContent,
  type MessageItem,
  messageSubject,
  severityAtLeast,
} from '../../domain/notifications.ts';
import { postWebhook } from '../../events/http.ts';
import type { Logger } from '../../observability/logger.ts';
import { type Mailer, mailRefusal } from '../mail.ts';
import { batchCandidates, type Candidate, integrationCandidate } from './compose.ts';
import { emailHtml, emailText, slackPayload, teamsPayload } from './formats.ts';

/**
 * The notification tasks of the worker: a batch of the change outbox becomes notifications per
 * user and messages per destination (one transaction, idempotent on replay); each message is sent
 * by its own job (retried with backoff); digests and exception warnings run on the schedule.
 */

export const NOTIFICATION_DIGESTS_TASK = 'notification_digests';
export const EXCEPTION_WARNINGS_TASK = 'notification_exception_warnings';
/** Digests are looked for every 15 minutes (time zones with half-hour offsets included); warnings hourly. */
export const NOTIFICATIONS_CRONTAB = [
  `*/15 * * * * ${NOTIFICATION_DIGESTS_TASK} ?max=1&jobKey=${NOTIFICATION_DIGESTS_TASK}`,
  `7 * * * * ${EXCEPTION_WARNINGS_TASK} ?max=1&jobKey=${EXCEPTION_WARNINGS_TASK}`,
].join('\n');

export interface NotificationDeps {
  db: Db;
  /** Opens channel URLs and derives the unsubscribe key (src/auth/secret-box.ts). */
  secrets: { open(sealed: string): string; derive(label: string): Buffer };
  /** null when SMTP_URL or MAIL_FROM is missing: email messages then fail, saying which. */
  mailer: Mailer | null;
  missingMailSetting: 'SMTP_URL' | 'MAIL_FROM' | null;
  allowPrivateTargets: boolean;
  /** The service's public base URL, for links; null leaves them out. */
  publicUrl: string | null;
  logger: Logger;
  now?: () => Date;
  timeoutMs?: number;
  /** Tests point a name at an address with it. */
  resolve?: typeof lookup;
}

const DAY_MS = 86_400_000;
const USER_AGENT = 'compliance-gateway-notifications/0.1';

function destinationsOf(recipient: Pick<Recipient, 'email' | 'address' | 'channelIds'>): string[] {
  return [
    ...(recipient.email ? [`email:${recipient.address}`] : []),
    ...recipient.channelIds.map((id) => `channel:${id}`),
  ];
}

function wants(recipient: Recipient, candidate: Candidate, assigned: Map<string, Set<string>>): boolean {
  if (!recipient.kinds.includes(candidate.kind)) return false;
  if (candidate.severity && !severityAtLeast(candidate.severity, recipient.minSeverity)) return false;
  return recipient.scope === 'all' || (assigned.get(recipient.userId)?.has(candidate.organizationId) ?? false);
}

const content = (deps: NotificationDeps, title: string, items: MessageItem[]): MessageContent => ({
  title,
  items,
  link: deps.publicUrl ? `${deps.publicUrl}/` : null,
});

/**
 * Applies each user's preferences to the candidates, records the notifications that are new, and
 * for users told at once one message per destination with the new ones, keyed `dedupeKey`: a
 * channel two users share gets one message. One transaction, so a replay adds nothing.
 */
async function deliver(deps: NotificationDeps, tenantId: string, candidates: Candidate[], dedupeKey: string) {
  const recipients = await recipientsOf(deps.db, tenantId);
  if (recipients.length === 0 || candidates.length === 0) return;
  const scoped = recipients.filter((r) => r.scope === 'assigned').map((r) => r.userId);
  const since = new Date(Math.min(...candidates.map((c) => c.occurredAt.getTime())));
  const assigned = await assignedOrganizations(deps.db, scoped, since);
  const now = (deps.now ?? (() => new Date()))();
  const rows: NotificationRow[] = [];
  for (const recipient of recipients) {
    for (const candidate of candidates.filter((c) => wants(recipient, c, assigned))) {
      rows.push({
        tenantId,
        userId: recipient.userId,
        organizationId: candidate.organizationId,
        kind: candidate.kind,
        sourceKey: candidate.sourceKey,
        title: candidate.title,
        content: { lines: candidate.lines },
        occurredAt: candidate.occurredAt,
        deliveredAt: recipient.cadence === 'immediate' ? now : null,
      });
    }
  }
  await inDbTransaction(deps.db, async (tx) => {
    const added = await recordNotifications(tx, rows);
    const byDestination = new Map<string, { userId: string | null; items: Map<string, MessageItem> }>();
    for (const recipient of recipients.filter((r) => r.cadence === 'immediate')) {
      const fresh = rows.filter(
        (row) => row.userId === recipient.userId && added.has(`${row.userId} ${row.sourceKey}`),
      );
      for (const destination of destinationsOf(recipient)) {
        const entry = byDestination.get(destination) ?? { userId: recipient.userId, items: new Map() };
        if (destination.startsWith('channel:') && entry.userId !== recipient.userId) entry.userId = null;
        for (const row of fresh) entry.items.set(row.sourceKey, { title: row.title, lines: row.content.lines });
        byDestination.set(destination, entry);
      }
    }
    const messages: MessageRow[] = [...byDestination]
      .filter(([, entry]) => entry.items.size > 0)
      .map(([destination, entry]) => {
        const body = content(deps, 'Compliance changes', [...entry.items.values()]);
        return { tenantId, destination, dedupeKey, userId: entry.userId, subject: messageSubject(body), content: body };
      });
    await recordMessages(tx, messages);
  });
}

export async function notifyBatch(deps: NotificationDeps, batchId: string): Promise<void> {
  const events = await batchEvents(deps.db, batchId);
  const tenantId = events[0]?.tenantId;
  if (!tenantId) return;
  const candidates = await batchCandidates(deps.db, batchId, events);
  await deliver(deps, tenantId, candidates, `batch:${batchId}`);
}

/** An integration's change of state (queued by setIntegration in its transaction), told like a batch's. */
export async function notifyIntegration(deps: NotificationDeps, notice: IntegrationNotice & { tenantId: string }) {
  const { tenantId, ...change } = notice;
  const labels = await labelsOf(deps.db, tenantId, { organizationIds: [change.organizationId], controlIds: [] });
  const organization = labels.organizations.get(change.organizationId);
  if (organization === undefined) return;
  const candidate = integrationCandidate(change, organization);
  await deliver(deps, tenantId, [candidate], candidate.sourceKey);
}

/** Users whose digest hour has come: one message per destination with what is new, none when nothing is. */
export async function sendDigests(deps: NotificationDeps): Promise<number> {
  const now = (deps.now ?? (() => new Date()))();
  let sent = 0;
  for (const reader of await digestReaders(deps.db)) {
    const day = digestDay(reader, now);
    if (day === null) continue;
    sent += await inDbTransaction(deps.db, async (tx) => {
      const taken = await claimDigest(tx, reader.userId, day, now);
      if (!taken || taken.length === 0) return 0;
      const items = taken.map((row) => ({ title: row.title, lines: row.content.lines }));
      const body = content(deps, `Your compliance digest of ${day}`, items);
      const destinations = destinationsOf({ ...reader, address: reader.user.email });
      return recordMessages(
        tx,
        destinations.map((destination) => ({
          tenantId: reader.tenantId,
          destination,
          dedupeKey: `digest:${reader.userId}:${day}`,
          userId: reader.userId,
          subject: `Compliance digest of ${day}: ${items.length} change${items.length === 1 ? '' : 's'}`,
          content: body,
        })),
      );
    });
  }
  return sent;
}

/** Exceptions ending within EXCEPTION_NOTICE_DAYS, told once per exception and end date. */
export async function warnOfExpiries(deps: NotificationDeps): Promise<void> {
  const now = (deps.now ?? (() => new Date()))();
  const expiring = await expiringExceptions(deps.db, now, new Date(now.getTime() + EXCEPTION_NOTICE_DAYS * DAY_MS));
  const byTenant = new Map<string, typeof expiring>();
  for (const exception of expiring)
    byTenant.set(exception.tenantId, [...(byTenant.get(exception.tenantId) ?? []), exception]);
  for (const [tenantId, exceptions] of byTenant) {
    const labels = await labelsOf(deps.db, tenantId, {
      organizationIds: [...new Set(exceptions.map((e) => e.organizationId))],
      controlIds: [],
    });
    const candidates: Candidate[] = exceptions.map((exception) => {
      const organization = labels.organizations.get(exception.organizationId) ?? exception.organizationId;
      const ends = exception.expiresAt.toISOString().slice(0, 16).replace('T', ' ');
      return {
        kind: 'exception_expiring',
        organizationId: exception.organizationId,
        sourceKey: `expiry:${exception.id}:${exception.expiresAt.toISOString()}`,
        severity: null,
        title: `An exception for ${organization} ends ${ends} UTC: ${exception.what}`,
        lines: [
          `Reason: ${exception.reason ?? 'none given'}`,
          'Renew it, or the control is judged again when it ends.',
        ],
        occurredAt: now,
      };
    });
    await deliver(deps, tenantId, candidates, `expiries:${now.toISOString().slice(0, 13)}`);
  }
}

async function sendOne(deps: NotificationDeps, message: NonNullable<Awaited<ReturnType<typeof messageToSend>>>) {
  const body = message.content as unknown as MessageContent;
  if (message.destination.startsWith('email:')) {
    if (!deps.mailer) throw new Error(mailRefusal(deps.missingMailSetting ?? 'SMTP_URL'));
    const unsubscribeUrl =
      deps.publicUrl && message.userId
        ? `${deps.publicUrl}/api/v1/notifications/unsubscribe?token=${signUnsubscribe(deps.secrets.derive(UNSUBSCRIBE_KEY_LABEL), { userId: message.userId, destination: 'email' })}`
        : null;
    await deps.mailer.send({
      to: [message.destination.slice('email:'.length)],
      subject: message.subject,
      text: emailText(body, unsubscribeUrl),
      html: emailHtml(body, unsubscribeUrl),
      unsubscribeUrl,
    });
    return;
  }
  const channel = await channelToPost(deps.db, message.tenantId, message.destination.slice('channel:'.length));
  if (!channel?.urlSealed) throw new Error('the channel was deleted or has no URL');
  const payload = channel.kind === 'teams' ? teamsPayload(body) : slackPayload(body);
  const result = await postWebhook(
    deps.secrets.open(channel.urlSealed),
    JSON.stringify(payload),
    { 'content-type': 'application/json', 'user-agent': USER_AGENT },
    {
      timeoutMs: deps.timeoutMs ?? 10_000,
      maxResponseBytes: 16 * 1024,
      allowPrivateTargets: deps.allowPrivateTargets,
      resolve: deps.resolve,
    },
  );
  if (result.error) throw new Error(result.error);
}

/** One attempt of one message; a failure is recorded and retried until the job's last attempt. */
export async function sendNotification(deps: NotificationDeps, messageId: string, helpers?: JobHelpers) {
  const message = await messageToSend(deps.db, messageId);
  if (message?.status !== 'pending') return;
  const at = (deps.now ?? (() => new Date()))();
  try {
    await sendOne(deps, message);
    await recordSendOutcome(deps.db, messageId, { status: 'sent', error: null, at });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const last = !helpers || helpers.job.attempts >= helpers.job.max_attempts;
    await recordSendOutcome(deps.db, messageId, { status: last ? 'failed' : 'pending', error: reason, at });
    deps.logger.warn({ messageId, destination: message.destination.split(':')[0], reason }, 'notification not sent');
    if (!last) throw error;
  }
}

function idOf(payload: unknown, key: string): string {
  const value = (payload as Record<string, unknown> | null)?.[key];
  if (typeof value !== 'string') throw new Error(`malformed payload: needs {${key}}`);
  return value;
}

function integrationNoticeOf(payload: unknown): IntegrationNotice & { tenantId: string } {
  const notice = payload as IntegrationNotice & { tenantId: string };
  for (const key of ['tenantId', 'organizationId', 'typeCode', 'status', 'at'] as const) idOf(payload, key);
  if (typeof notice.failing !== 'boolean') throw new Error('malformed payload: needs {failing}');
  return notice;
}

export function notificationTasks(deps: NotificationDeps): TaskList {
  return {
    [NOTIFY_BATCH_TASK]: (payload) => notifyBatch(deps, idOf(payload, 'batchId')),
    [NOTIFY_INTEGRATION_TASK]: (payload) => notifyIntegration(deps, integrationNoticeOf(payload)),
    [SEND_NOTIFICATION_TASK]: (payload, helpers) => sendNotification(deps, idOf(payload, 'messageId'), helpers),
    [NOTIFICATION_DIGESTS_TASK]: async () => {
      await sendDigests(deps);
    },
    [EXCEPTION_WARNINGS_TASK]: () => warnOfExpiries(deps),
  };
}
