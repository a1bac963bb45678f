import { UNSUBSCRIBE_KEY_LABEL, verifyUnsubscribe } from '../auth/unsubscribe.ts';
import { recordTenantAudit } from '../data/audit.ts';
import { inDbTransaction } from '../data/notification-queue.ts';
import {
  channelById,
  channelNameTaken,
  channelsOf,
  deleteChannel,
  destinationsOfUser,
  existingChannelIds,
  insertChannel,
  preferenceOf,
  unsubscribeDestination,
  upsertPreference,
  userTenant,
} from '../data/notifications.ts';
import { inTransaction } from '../data/tenant.ts';
import type { Issue } from '../domain/input.ts';
import { checkText } from '../domain/input.ts';
import { isNotificationKind, NOTIFICATION_KIND_NAMES, NOTIFICATION_KINDS } from '../domain/notifications.ts';
import { isEmailAddress } from '../domain/report-schedule.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { isTimeZone } from '../domain/zoned-time.ts';
import { ApiError, ConflictError, ForbiddenError, invalid, NotFoundError } from '../errors.ts';
import { checkWebhookUrl } from '../events/targets.ts';
import { audit } from './audit.ts';
import { builder } from './builder.ts';
import type { Context, DeliveryServices } from './context.ts';
import { SeverityEnum } from './enums.ts';

const KIND_LIST = NOTIFICATION_KIND_NAMES.map((kind) => `\`${kind}\` (${NOTIFICATION_KINDS[kind]})`).join('; ');

const ChannelKindEnum = builder.enumType('NotificationChannelKind', {
  description: 'Where a channel posts.',
  values: {
    email: { description: 'A shared mailbox (needs SMTP_URL and MAIL_FROM on the server).' },
    teams: { description: 'A Microsoft Teams incoming webhook (an Adaptive Card per message).' },
    slack: { description: 'A Slack incoming webhook (Block Kit).' },
  } as const,
});

const ScopeEnum = builder.enumType('NotificationScope', {
  description: 'Which organizations a user is told about.',
  values: {
    all: { description: "All of the tenant's organizations." },
    assigned: {
      description:
        'Only those where the user is assigned an open detection (or one that the change being told of resolved).',
    },
  } as const,
});

const CadenceEnum = builder.enumType('NotificationCadence', {
  description: 'When a user is told.',
  values: {
    immediate: { description: 'At once: one message per change of state.' },
    digest: { description: "Once a day at the user's digest hour, only when something is new." },
  } as const,
});

interface ChannelRecord {
  id: string;
  kind: 'email' | 'teams' | 'slack';
  name: string;
  address: string | null;
  urlHint: string | null;
  createdAt: Date;
}

const Channel = builder.objectRef<ChannelRecord>('NotificationChannel').implement({
  description:
    "A tenant's place to post notifications. A Teams or Slack URL is its credential: it is stored sealed and never shown again.",
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: 'Stable identifier; users name it in their preferences.' }),
    kind: t.field({ type: ChannelKindEnum, description: 'Email, Teams or Slack.', resolve: (c) => c.kind }),
    name: t.exposeString('name', { description: 'Its name, unique in the tenant.' }),
    address: t.exposeString('address', {
      nullable: true,
      description: 'The mailbox of an email channel; null otherwise.',
    }),
    configured: t.boolean({
      description: 'Whether it has its target (a URL or an address).',
      resolve: (c) => Boolean(c.address || c.urlHint),
    }),
    urlLastFour: t.exposeString('urlHint', {
      nullable: true,
      description: "The webhook URL's last four characters; the URL itself is never returned.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
  }),
});

const ChannelInput = builder.inputType('NotificationChannelInput', {
  description: 'A new notification channel.',
  fields: (t) => ({
    kind: t.field({ type: ChannelKindEnum, required: true, description: 'Email, Teams or Slack.' }),
    name: t.string({ required: true, description: `1 to ${TEXT_LIMITS.name} characters, unique in the tenant.` }),
    address: t.string({ required: false, description: 'email: the mailbox address.' }),
    url: t.string({
      required: false,
      description:
        'teams, slack: the incoming webhook URL (https, on a public address unless the deployment allows private targets).',
    }),
  }),
});

export function deliveryServices(context: Context): DeliveryServices {
  const services = context.events.delivery;
  if (!services) throw new ApiError('SERVICE_UNAVAILABLE', 'Notifications are not enabled on this server');
  return services;
}

/** The 422 of a write that would send email on a server that cannot: it names the missing setting. */
export function mailIssue(context: Context, path: (string | number)[]): Issue | null {
  const delivery = context.events.delivery;
  const missing = delivery ? delivery.missingMailSetting : 'SMTP_URL';
  return missing === null
    ? null
    : { path, message: `email is not configured on this server: the operator must set ${missing}` };
}

function channelTarget(context: Context, input: { kind: string; address?: string | null; url?: string | null }) {
  const issues: Issue[] = [];
  if (input.kind === 'email') {
    const mail = mailIssue(context, ['kind']);
    if (mail) issues.push(mail);
    if (!input.address || !isEmailAddress(input.address))
      issues.push({ path: ['address'], message: 'address must be an email address' });
    if (input.url != null) issues.push({ path: ['url'], message: 'an email channel has no url' });
    if (issues.length) throw invalid(issues, ['input']);
    return { address: input.address!, urlSealed: null, urlHint: null };
  }
  const services = deliveryServices(context);
  if (input.address != null) issues.push({ path: ['address'], message: `a ${input.kind} channel has no address` });
  const checked = input.url ? checkWebhookUrl(input.url, services) : null;
  if (!checked) issues.push({ path: ['url'], message: `a ${input.kind} channel needs its incoming webhook url` });
  else if (!checked.ok) issues.push({ path: ['url'], message: checked.reason });
  if (issues.length || !checked?.ok) throw invalid(issues, ['input']);
  const url = checked.url.href;
  return { address: null, urlSealed: services.secrets.seal(url), urlHint: url.slice(-4) };
}

const ChannelList = builder.objectRef<{ items: ChannelRecord[] }>('NotificationChannelList').implement({
  description: "The tenant's notification channels.",
  fields: (t) => ({
    items: t.field({ type: [Channel], description: 'By name.', resolve: (list) => list.items }),
  }),
});

builder.queryFields((t) => ({
  notificationChannels: t.field({
    type: ChannelList,
    description: "The tenant's notification channels, by name. Never shows a webhook URL.",
    authScopes: { permission: 'integration.manage' },
    resolve: async (_root, _args, context) => ({ items: await channelsOf(context.db) }),
  }),
}));

builder.mutationFields((t) => ({
  createNotificationChannel: t.field({
    type: Channel,
    description: 'Adds a channel users can choose in their preferences. Needs integration.manage.',
    authScopes: { permission: 'integration.manage' },
    args: { input: t.arg({ type: ChannelInput, required: true, description: 'The channel.' }) },
    resolve: async (_root, { input }, context) => {
      const issues: Issue[] = [];
      checkText(issues, ['name'], input.name, TEXT_LIMITS.name);
      if (issues.length) throw invalid(issues, ['input']);
      const target = channelTarget(context, input);
      return inTransaction(context.db, async (tx) => {
        if (await channelNameTaken(tx, input.name, null))
          throw new ConflictError('A notification channel with this name exists');
        const channel = await insertChannel(tx, { kind: input.kind, name: input.name, ...target });
        await audit(tx, context, {
          action: 'notification_channel.created',
          target: { type: 'notification_channel', id: channel.id },
          changes: { kind: [null, channel.kind], name: [null, channel.name], address: [null, channel.address] },
        });
        return channel;
      });
    },
  }),
  deleteNotificationChannel: t.field({
    type: 'UUID',
    description: "Deletes a channel (users' preferences stop naming it). Returns its id.",
    authScopes: { permission: 'integration.manage' },
    args: { id: t.arg({ type: 'UUID', required: true, description: "The channel's id." }) },
    resolve: async (_root, { id }, context) => {
      await inTransaction(context.db, async (tx) => {
        const channel = await channelById(tx, id);
        if (!channel || !(await deleteChannel(tx, id))) throw new NotFoundError('Notification channel not found');
        await audit(tx, context, {
          action: 'notification_channel.deleted',
          target: { type: 'notification_channel', id },
          changes: { name: [channel.name, null] },
        });
      });
      return id;
    },
  }),
}));

const PreferenceRef = builder
  .objectRef<{
    enabled: boolean;
    scope: 'all' | 'assigned';
    kinds: string[];
    minSeverity: 'high' | 'medium' | 'low';
    cadence: 'immediate' | 'digest';
    digestHour: number;
    timeZone: string;
    email: boolean;
    channelIds: string[];
    updatedAt: Date | null;
  }>('NotificationPreferences')
  .implement({
    description: 'What the signed-in user is told of, where and when. Each user manages their own.',
    fields: (t) => ({
      enabled: t.exposeBoolean('enabled', { description: 'Off: nothing is sent.' }),
      scope: t.field({
        type: ScopeEnum,
        description: 'All organizations, or those assigned to the user.',
        resolve: (p) => p.scope,
      }),
      kinds: t.exposeStringList('kinds', { description: `What to be told of: ${KIND_LIST}.` }),
      minSeverity: t.field({
        type: SeverityEnum,
        description: 'detection_opened: only detections at or above this severity.',
        resolve: (p) => p.minSeverity,
      }),
      cadence: t.field({ type: CadenceEnum, description: 'At once, or a daily digest.', resolve: (p) => p.cadence }),
      digestHour: t.exposeInt('digestHour', { description: "The digest's local hour, 0 to 23." }),
      timeZone: t.exposeString('timeZone', { description: 'The IANA time zone of the digest hour.' }),
      email: t.exposeBoolean('email', { description: "Whether messages go to the user's own email address." }),
      channelIds: t.exposeStringList('channelIds', {
        description: 'Tenant channels the messages are posted to as well.',
      }),
      updatedAt: t.expose('updatedAt', {
        type: 'DateTime',
        nullable: true,
        description: 'When last set; null until then.',
      }),
    }),
  });

const DEFAULT_PREFERENCES = {
  enabled: false,
  scope: 'all' as const,
  kinds: [] as string[],
  minSeverity: 'high' as const,
  cadence: 'immediate' as const,
  digestHour: 8,
  timeZone: 'UTC',
  email: false,
  channelIds: [] as string[],
  updatedAt: null,
};

const PreferenceInput = builder.inputType('NotificationPreferencesInput', {
  description: "The signed-in user's notification preferences, whole.",
  fields: (t) => ({
    enabled: t.boolean({ required: true, description: 'Off: nothing is sent.' }),
    scope: t.field({ type: ScopeEnum, required: true, description: 'All organizations, or those assigned to me.' }),
    kinds: t.stringList({ required: true, description: `Any of ${NOTIFICATION_KIND_NAMES.join(', ')}.` }),
    minSeverity: t.field({
      type: SeverityEnum,
      required: true,
      description: 'The least severity of detections to be told of.',
    }),
    cadence: t.field({ type: CadenceEnum, required: true, description: 'At once, or a daily digest.' }),
    digestHour: t.int({ required: false, description: 'The local hour of the digest, 0 to 23 (default 8).' }),
    timeZone: t.string({ required: false, description: 'An IANA time zone, e.g. Europe/Paris (default UTC).' }),
    email: t.boolean({ required: true, description: 'Send to my own address (needs email on the server).' }),
    channelIds: t.field({
      type: ['UUID'],
      required: false,
      description: 'Tenant channels to post to (ids of notificationChannels).',
    }),
  }),
});

const UnsubscribeResult = builder.objectRef<{ stopped: boolean; destination: string }>('UnsubscribeResult').implement({
  description: 'What a one-click unsubscribe did.',
  fields: (t) => ({
    stopped: t.exposeBoolean('stopped', {
      description: 'True when it stopped something; false when that was already stopped.',
    }),
    destination: t.exposeString('destination', { description: '`email`, or `channel:<id>`: what the link stops.' }),
  }),
});

const UnsubscribeLink = builder.objectRef<{ destination: string; active: boolean }>('UnsubscribeLink').implement({
  description: 'What a genuine one-click unsubscribe link would stop, before it is used.',
  fields: (t) => ({
    destination: t.exposeString('destination', { description: '`email`, or `channel:<id>`: what the link stops.' }),
    active: t.exposeBoolean('active', {
      description: 'Whether that is still on for its user (false: the link would change nothing).',
    }),
  }),
});

/** The user and destination a genuine link names; anything else (forged, another key's, a deleted user) is not found. */
async function unsubscribeClaim(context: Context, token: string) {
  const claim = verifyUnsubscribe(deliveryServices(context).secrets.derive(UNSUBSCRIBE_KEY_LABEL), token);
  const user = claim ? await userTenant(context.rootDb, claim.userId) : null;
  if (!claim || !user) throw new NotFoundError('This unsubscribe link is not valid');
  return { ...claim, tenantId: user.tenantId };
}

builder.queryFields((t) => ({
  unsubscribeLink: t.field({
    type: UnsubscribeLink,
    description:
      'Reads a one-click unsubscribe link without using it (the page a person sees first). Needs no credential: the token is one. Not found when the token is not genuine.',
    args: { token: t.arg.string({ required: true, description: 'The `token` of the link in a message.' }) },
    resolve: async (_root, { token }, context) => {
      const claim = await unsubscribeClaim(context, token);
      const preference = await destinationsOfUser(context.rootDb, claim.userId);
      const active =
        claim.destination === 'email'
          ? preference?.email === true
          : (preference?.channelIds.includes(claim.destination.replace(/^channel:/, '')) ?? false);
      return { destination: claim.destination, active };
    },
  }),
}));

function requireUser(context: Context): string {
  const userId = context.principal.userId;
  if (!userId) throw new ForbiddenError('Notification preferences belong to a user; this credential has none');
  return userId;
}

builder.queryFields((t) => ({
  myNotificationPreferences: t.field({
    type: PreferenceRef,
    description: "The signed-in user's notification preferences (off until set).",
    resolve: async (_root, _args, context) =>
      (await preferenceOf(context.db, requireUser(context))) ?? DEFAULT_PREFERENCES,
  }),
}));

type PreferenceArgs = typeof PreferenceInput.$inferInput;

async function preferenceIssues(context: Context, input: PreferenceArgs, known: Set<string>): Promise<Issue[]> {
  const issues: Issue[] = [];
  input.kinds.forEach((kind, index) => {
    if (!isNotificationKind(kind))
      issues.push({ path: ['kinds', index], message: `kinds must be any of ${NOTIFICATION_KIND_NAMES.join(', ')}` });
  });
  const hour = input.digestHour ?? 8;
  if (!Number.isInteger(hour) || hour < 0 || hour > 23)
    issues.push({ path: ['digestHour'], message: 'digestHour must be 0 to 23' });
  if (!isTimeZone(input.timeZone ?? 'UTC'))
    issues.push({ path: ['timeZone'], message: 'timeZone must be an IANA time zone name' });
  (input.channelIds ?? []).forEach((id, index) => {
    if (!known.has(id))
      issues.push({ path: ['channelIds', index], message: 'no notification channel of the tenant has this id' });
  });
  if (input.email && input.enabled) {
    const mail = mailIssue(context, ['email']);
    if (mail) issues.push(mail);
  }
  return issues;
}

builder.mutationFields((t) => ({
  setMyNotificationPreferences: t.field({
    type: PreferenceRef,
    description: 'Sets what the signed-in user is told of, where and when (any user, for themselves only).',
    args: { input: t.arg({ type: PreferenceInput, required: true, description: 'The preferences, whole.' }) },
    resolve: async (_root, { input }, context) => {
      const userId = requireUser(context);
      return inTransaction(context.db, async (tx) => {
        const channelIds = [...new Set(input.channelIds ?? [])];
        const issues = await preferenceIssues(context, input, await existingChannelIds(tx, channelIds));
        if (issues.length) throw invalid(issues, ['input']);
        const before = await preferenceOf(tx, userId);
        const saved = await upsertPreference(tx, userId, {
          enabled: input.enabled,
          scope: input.scope,
          kinds: [...new Set(input.kinds.filter(isNotificationKind))],
          minSeverity: input.minSeverity,
          cadence: input.cadence,
          digestHour: input.digestHour ?? 8,
          timeZone: input.timeZone ?? 'UTC',
          email: input.email,
          channelIds,
        });
        await audit(tx, context, {
          action: 'notification_preferences.set',
          target: { type: 'user', id: userId },
          changes: Object.fromEntries(
            (
              [
                'enabled',
                'scope',
                'kinds',
                'minSeverity',
                'cadence',
                'digestHour',
                'timeZone',
                'email',
                'channelIds',
              ] as const
            ).map((field) => [field, [before?.[field] ?? null, saved[field]]]),
          ),
        });
        return saved;
      });
    },
  }),
  unsubscribeNotifications: t.field({
    type: UnsubscribeResult,
    description:
      'One-click unsubscribe (RFC 8058): stops what the signed link names (the email of its message, or one channel) for its user. Needs no credential: the token is one. True when something was stopped, false when it already was.',
    args: { token: t.arg.string({ required: true, description: 'The `token` of the link in a message.' }) },
    resolve: async (_root, { token }, context) => {
      const claim = await unsubscribeClaim(context, token);
      return inDbTransaction(context.rootDb, async (tx) => {
        const stopped = await unsubscribeDestination(tx, claim.userId, claim.destination);
        if (!stopped) return { stopped: false, destination: claim.destination };
        await recordTenantAudit(
          tx,
          claim.tenantId,
          {
            actor: { kind: 'user', id: claim.userId },
            requestId: context.requestId,
            clientAddress: context.clientAddress,
          },
          {
            action: 'notification_preferences.unsubscribed',
            target: { type: 'user', id: claim.userId },
            changes: { [claim.destination]: [true, false] },
          },
        );
        return { stopped: true, destination: claim.destination };
      });
    },
  }),
}));
