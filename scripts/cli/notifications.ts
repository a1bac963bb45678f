// The notification verbs (their summaries and options are their entries in scripts/cli.ts): the
// tenant's channels, and one user's preferences, run on the graph as that user (they are theirs).
// A Teams or Slack URL is the channel's credential: it is read from CHANNEL_URL or stdin, never
// from the command line, and shown back only by its last four characters, as the console does.
import type { Db } from '../../src/data/client.ts';
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
  text,
  UsageError,
} from './options.ts';
import { findTenant, findUser, graph, iso, readStdin, table } from './support.ts';

async function channelsOf(db: Db, tenantId: string): Promise<NotificationChannelRecordFragment[]> {
  return (await graph(db, tenantId, NotificationChannelsDocument, {})).notificationChannels.items;
}

function target(c: NotificationChannelRecordFragment): string {
  return c.address ?? (c.urlLastFour ? `URL ending in ${c.urlLastFour}` : '(none)');
}

export async function channelList(db: Db, options: Options): Promise<void> {
  const tenant = await findTenant(db, text(options, 'tenant'));
  table(
    ['id', 'kind', 'name', 'target', 'added'],
    (await channelsOf(db, tenant.id)).map((c) => [c.id, c.kind, c.name, target(c), iso(new Date(c.createdAt))]),
  );
}

export async function channelAdd(db: Db, options: Options): Promise<void> {
  const tenant = await findTenant(db, text(options, 'tenant'));
  const kind = oneOf(options, 'kind', ['email', 'teams', 'slack'] as const);
  let url: string | undefined;
  if (kind !== 'email') {
    url = (options['url-stdin'] === true ? (await readStdin()).trim() : process.env.CHANNEL_URL?.trim()) || undefined;
    if (url === undefined)
      throw new UsageError(`a ${kind} channel's webhook URL is read from CHANNEL_URL or, with --url-stdin, from stdin`);
  }
  const { createNotificationChannel } = await graph(
    db,
    tenant.id,
    CreateNotificationChannelDocument,
    { input: { kind, name: text(options, 'name'), address: optionalText(options, 'address'), url } },
    { outbound: true },
  );
  const added = (await channelsOf(db, tenant.id)).find((c) => c.id === createNotificationChannel.id)!;
  console.log(`Added ${added.kind} channel ${added.name} (${added.id}): ${target(added)}`);
}

/** A channel by id or by its (unique) name. */
function findChannel(channels: NotificationChannelRecordFragment[], ref: string): NotificationChannelRecordFragment {
  const found = channels.find((c) => c.id === ref || c.name === ref);
  if (!found) throw new Error(`no notification channel ${JSON.stringify(ref)} in this tenant`);
  return found;
}

export async function channelRemove(db: Db, options: Options): Promise<void> {
  const tenant = await findTenant(db, text(options, 'tenant'));
  const channel = findChannel(await channelsOf(db, tenant.id), text(options, 'channel'));
  await graph(db, tenant.id, DeleteNotificationChannelDocument, { id: channel.id });
  console.log(`Removed ${channel.kind} channel ${channel.name} (${channel.id})`);
}

function printPreferences(p: NotificationPreferencesRecordFragment, channels: NotificationChannelRecordFragment[]) {
  const names = p.channelIds.map((id) => channels.find((c) => c.id === id)?.name ?? id);
  console.log(`${p.enabled ? 'on' : 'off'}: ${p.kinds.join(', ') || '(no kinds)'} of ${p.scope} organizations`);
  console.log(`detections of severity ${p.minSeverity} and above`);
  console.log(
    p.cadence === 'digest'
      ? `a daily digest at ${String(p.digestHour).padStart(2, '0')}:00 ${p.timeZone}`
      : 'at once, one message per change of state',
  );
  console.log(`to: ${[...(p.email ? ['their email'] : []), ...names].join(', ') || '(nowhere)'}`);
}

export async function notifyShow(db: Db, options: Options): Promise<void> {
  const user = await findUser(db, text(options, 'user'));
  const { myNotificationPreferences } = await graph(
    db,
    user.tenantId,
    MyNotificationPreferencesDocument,
    {},
    {
      as: user,
    },
  );
  printPreferences(myNotificationPreferences, await channelsOf(db, user.tenantId));
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

export async function notifySet(db: Db, options: Options): Promise<void> {
  const user = await findUser(db, text(options, 'user'));
  const { myNotificationPreferences: stored } = await graph(
    db,
    user.tenantId,
    MyNotificationPreferencesDocument,
    {},
    {
      as: user,
    },
  );
  const channels = await channelsOf(db, user.tenantId);
  const input = preferencesInput(options, stored, channels);
  const { setMyNotificationPreferences } = await graph(
    db,
    user.tenantId,
    SetMyNotificationPreferencesDocument,
    { input },
    { as: user, outbound: true },
  );
  console.log(`Set the notification preferences of ${user.email}:`);
  printPreferences(setMyNotificationPreferences, channels);
}
