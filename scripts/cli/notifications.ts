// The notification verbs (their summaries and options are their entries in
// scripts/cli/command-line.ts): the tenant's channels, and one user's preferences, run on the graph
// as that user (they are theirs). A Teams or Slack URL is the channel's credential: it is read from
// CHANNEL_URL or stdin, never from the command line, and shown back only by its last four
// characters, as the console does.
import { SEVERITIES } from '../../src/domain/severity.ts';
import {
  CreateNotificationChannelDocument,
  DeleteNotificationChannelDocument,
  MyNotificationPreferencesDocument,
  type NotificationCadence,
  type NotificationChannelRecordFragment,
  NotificationChannelsDocument,
  type NotificationPreferencesInput,
  type NotificationPreferencesRecordFragment,
  type NotificationScope,
  SetMyNotificationPreferencesDocument,
  type Severity,
} from '../../src/graphql/generated/operations.ts';
import {
  type Options,
  oneOf,
  optionalInteger,
  optionalList,
  optionalOneOf,
  optionalText,
  type Session,
  type Terminal,
  text,
  UsageError,
} from './options.ts';
import { findTenant, findUser, graph, iso, table } from './support.ts';

async function channelsOf(session: Session, tenantId: string): Promise<NotificationChannelRecordFragment[]> {
  return (await graph(session, tenantId, NotificationChannelsDocument, {})).notificationChannels.items;
}

function target(c: NotificationChannelRecordFragment): string {
  return c.address ?? (c.urlLastFour ? `URL ending in ${c.urlLastFour}` : '(none)');
}

export async function channelList(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  table(
    session,
    ['id', 'kind', 'name', 'target', 'added'],
    (await channelsOf(session, tenant.id)).map((c) => [c.id, c.kind, c.name, target(c), iso(new Date(c.createdAt))]),
  );
}

export async function channelAdd(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const kind = oneOf(options, 'kind', ['email', 'teams', 'slack'] as const);
  let url: string | undefined;
  if (kind !== 'email') {
    url =
      (options['url-stdin'] === true ? (await session.input()).trim() : session.env.CHANNEL_URL?.trim()) || undefined;
    if (url === undefined)
      throw new UsageError(`a ${kind} channel's webhook URL is read from CHANNEL_URL or, with --url-stdin, from stdin`);
  }
  const { createNotificationChannel } = await graph(
    session,
    tenant.id,
    CreateNotificationChannelDocument,
    { input: { kind, name: text(options, 'name'), address: optionalText(options, 'address'), url } },
    { outbound: true },
  );
  const added = (await channelsOf(session, tenant.id)).find((c) => c.id === createNotificationChannel.id)!;
  session.print(`Added ${added.kind} channel ${added.name} (${added.id}): ${target(added)}`);
}

/** A channel by id or by its (unique) name. */
function findChannel(channels: NotificationChannelRecordFragment[], ref: string): NotificationChannelRecordFragment {
  const found = channels.find((c) => c.id === ref || c.name === ref);
  if (!found) throw new Error(`no notification channel ${JSON.stringify(ref)} in this tenant`);
  return found;
}

export async function channelRemove(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const channel = findChannel(await channelsOf(session, tenant.id), text(options, 'channel'));
  await graph(session, tenant.id, DeleteNotificationChannelDocument, { id: channel.id });
  session.print(`Removed ${channel.kind} channel ${channel.name} (${channel.id})`);
}

function printPreferences(
  terminal: Terminal,
  p: NotificationPreferencesRecordFragment,
  channels: NotificationChannelRecordFragment[],
) {
  const names = p.channelIds.map((id) => channels.find((c) => c.id === id)?.name ?? id);
  terminal.print(`${p.enabled ? 'on' : 'off'}: ${p.kinds.join(', ') || '(no kinds)'} of ${p.scope} organizations`);
  terminal.print(`detections of severity ${p.minSeverity} and above`);
  terminal.print(
    p.cadence === 'digest'
      ? `a daily digest at ${String(p.digestHour).padStart(2, '0')}:00 ${p.timeZone}`
      : 'at once, one message per change of state',
  );
  terminal.print(`to: ${[...(p.email ? ['their email'] : []), ...names].join(', ') || '(nowhere)'}`);
}

export async function notifyShow(session: Session, options: Options): Promise<void> {
  const user = await findUser(session.db, text(options, 'user'));
  const { myNotificationPreferences } = await graph(
    session,
    user.tenantId,
    MyNotificationPreferencesDocument,
    {},
    {
      as: user,
    },
  );
  printPreferences(session, myNotificationPreferences, await channelsOf(session, user.tenantId));
}

/** The input of setMyNotificationPreferences: what is not given keeps the stored (or default) value. */
function preferencesInput(
  options: Options,
  stored: NotificationPreferencesRecordFragment,
  channels: NotificationChannelRecordFragment[],
): NotificationPreferencesInput {
  if (options.on === true && options.off === true) throw new UsageError('give --on or --off, not both');
  const hour = optionalInteger(options, 'digest-hour');
  const email = optionalOneOf(options, 'email', ['on', 'off'] as const);
  const channelRefs = typeof options.channels === 'string' ? (optionalList(options, 'channels') ?? []) : undefined;
  return {
    enabled: options.off === true ? false : options.on === true ? true : stored.enabled,
    scope: optionalOneOf(options, 'scope', ['all', 'assigned'] as NotificationScope[]) ?? stored.scope,
    kinds: optionalList(options, 'kinds') ?? stored.kinds,
    minSeverity: optionalOneOf<Severity>(options, 'min-severity', SEVERITIES) ?? stored.minSeverity,
    cadence: optionalOneOf(options, 'cadence', ['immediate', 'digest'] as NotificationCadence[]) ?? stored.cadence,
    digestHour: hour ?? stored.digestHour,
    timeZone: optionalText(options, 'time-zone') ?? stored.timeZone,
    email: email === undefined ? stored.email : email === 'on',
    channelIds: channelRefs?.map((ref) => findChannel(channels, ref).id) ?? stored.channelIds,
  };
}

export async function notifySet(session: Session, options: Options): Promise<void> {
  const user = await findUser(session.db, text(options, 'user'));
  const { myNotificationPreferences: stored } = await graph(
    session,
    user.tenantId,
    MyNotificationPreferencesDocument,
    {},
    {
      as: user,
    },
  );
  const channels = await channelsOf(session, user.tenantId);
  const input = preferencesInput(options, stored, channels);
  const { setMyNotificationPreferences } = await graph(
    session,
    user.tenantId,
    SetMyNotificationPreferencesDocument,
    { input },
    { as: user, outbound: true },
  );
  session.print(`Set the notification preferences of ${user.email}:`);
  printPreferences(session, setMyNotificationPreferences, channels);
}
