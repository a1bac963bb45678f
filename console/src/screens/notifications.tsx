import type { RestOperations } from '@compliance-gateway/client';
import { useId, useState } from 'react';
import { graph, write } from '../api.ts';
import { browserTimeZone, Choice, hourText, NumberSelect } from '../components/choices.tsx';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { FormButtons, TextField, useAction, useSubmit } from '../components/fields.tsx';
import { formatTime, SEVERITIES } from '../components/status.tsx';
import { DataTable } from '../components/table.tsx';
import {
  ConsoleCreateNotificationChannelDocument,
  ConsoleDeleteNotificationChannelDocument,
  ConsoleMyNotificationsDocument,
  ConsoleNotificationChannelsDocument,
  type ConsoleNotificationChannelsQuery,
  type ConsoleNotificationPreferencesFragment,
  ConsoleSetMyNotificationsDocument,
  type NotificationCadence,
  type NotificationChannelKind,
  type NotificationScope,
  type Severity,
} from '../generated/operations.ts';
import { LIMITS } from '../limits.ts';
import { useCan } from '../me.ts';
import { invalidate, keys, useGraph } from '../query.ts';

type Preferences = ConsoleNotificationPreferencesFragment;
type Channel = ConsoleNotificationChannelsQuery['notificationChannels']['items'][number];
/** The kinds the graph takes (its input's `kinds`), typed from the client package's REST types. */
type Kind =
  RestOperations['setMyNotificationPreferences']['requestBody']['content']['application/json']['kinds'][number];

/** Each kind in words; a Record, so a kind the graph adds fails the console's typecheck until it is named here. */
const KIND_TEXT: Record<Kind, string> = {
  control_failing: 'A control starts or stops failing (a flapping one once)',
  detection_opened: 'Detections are opened at the severity below or higher',
  integration_error: 'An integration goes into error, or out of it',
  exception_expiring: 'An exception ends within 7 days',
};
const KINDS = Object.keys(KIND_TEXT) as Kind[];
const CHANNEL_KINDS: Record<NotificationChannelKind, string> = {
  email: 'Email (a shared mailbox)',
  teams: 'Microsoft Teams (incoming webhook)',
  slack: 'Slack (incoming webhook)',
};
const SCOPES: Record<NotificationScope, string> = {
  all: 'All organizations',
  assigned: 'Those where a detection is assigned to me',
};
const CADENCES: Record<NotificationCadence, string> = {
  immediate: 'At once, one message per change',
  digest: 'A daily digest, only when something is new',
};
/** Where messages go: the person's own address, and the tenant's channels they pick (or keep, unseen). */
function Destinations({ current, channels }: { current: Preferences; channels: Channel[] | undefined }) {
  return (
    <fieldset>
      <legend>Where</legend>
      <label className="check">
        <input type="checkbox" name="email" defaultChecked={current.email} />
        Email to my own address
      </label>
      {channels?.map((channel) => (
        <label key={channel.id} className="check">
          <input
            type="checkbox"
            name="channelIds"
            value={channel.id}
            defaultChecked={current.channelIds.includes(channel.id)}
          />
          {channel.name} ({channel.kind})
        </label>
      ))}
      {!channels && current.channelIds.length > 0 && (
        <p className="hint">
          Also posted to {current.channelIds.length} of the tenant's channels, kept as they are (an administrator
          manages channels).
        </p>
      )}
    </fieldset>
  );
}

/** The form's values as the graph's input; channels the person cannot see are kept as they were. */
function preferencesInput(data: FormData, current: Preferences, channelsShown: boolean) {
  return {
    enabled: data.has('enabled'),
    scope: data.get('scope') as NotificationScope,
    kinds: data.getAll('kinds').map(String),
    minSeverity: data.get('minSeverity') as Severity,
    cadence: data.get('cadence') as NotificationCadence,
    digestHour: Number(data.get('digestHour')),
    timeZone: String(data.get('timeZone')).trim(),
    email: data.has('email'),
    channelIds: channelsShown ? data.getAll('channelIds').map(String) : current.channelIds,
  };
}

function PreferencesForm(props: { current: Preferences; channels: Channel[] | undefined; onSaved(): void }) {
  const { current, channels } = props;
  const severityId = useId();
  const [cadence, setCadence] = useState<NotificationCadence>(current.cadence);
  const submit = useSubmit(async (data) => {
    const input = preferencesInput(data, current, channels !== undefined);
    // Any user sets their own (no permission to name): a refusal is the service's own words.
    await graph(ConsoleSetMyNotificationsDocument, { input });
    props.onSaved();
    await invalidate(keys.myNotifications);
  });
  return (
    <form className="stack" {...submit.props} aria-label="My notifications">
      <label className="check">
        <input type="checkbox" name="enabled" defaultChecked={current.enabled} />
        Send me notifications (unticked: nothing is sent)
      </label>
      <Choice legend="About which organizations" name="scope" value={current.scope} options={SCOPES} />
      <fieldset>
        <legend>Tell me when</legend>
        {KINDS.map((kind) => (
          <label key={kind} className="check">
            <input type="checkbox" name="kinds" value={kind} defaultChecked={current.kinds.includes(kind)} />
            {KIND_TEXT[kind]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={severityId}>Detections from this severity up</label>
      <select id={severityId} name="minSeverity" defaultValue={current.minSeverity}>
        {SEVERITIES.map((severity) => (
          <option key={severity} value={severity}>
            {severity}
          </option>
        ))}
      </select>
      <Choice legend="How often" name="cadence" value={current.cadence} options={CADENCES} onChange={setCadence} />
      <NumberSelect
        label={`Digest hour${cadence === 'digest' ? '' : ' (for a digest)'}`}
        name="digestHour"
        value={current.digestHour}
        from={0}
        to={23}
        text={hourText}
      />
      <TextField
        label="Time zone"
        name="timeZone"
        required
        initial={current.updatedAt ? current.timeZone : browserTimeZone()}
        hint="An IANA name, e.g. Europe/Paris: the digest hour is in it."
      />
      <Destinations current={current} channels={channels} />
      <ErrorNote error={submit.error} />
      <FormButtons label="Save my notifications" busy={submit.busy} />
    </form>
  );
}

function ChannelTable({ channels }: { channels: Channel[] }) {
  const removal = useAction();
  const remove = (id: string) =>
    removal.run(async () => {
      await write('integration.manage', ConsoleDeleteNotificationChannelDocument, { id });
      await invalidate(keys.notificationChannels, keys.myNotifications);
    });
  return (
    <>
      <DataTable
        caption="The tenant's notification channels"
        columns={['Name', 'Kind', 'Target', 'Added', 'Actions']}
        empty={channels.length === 0 && 'No channel yet: messages go to each person’s own address only.'}
      >
        {channels.map((channel) => (
          <tr key={channel.id}>
            <td>{channel.name}</td>
            <td>{CHANNEL_KINDS[channel.kind]}</td>
            <td>{channel.address ?? `webhook …${channel.urlLastFour ?? ''}`}</td>
            <td>{formatTime(channel.createdAt)}</td>
            <td>
              <button type="button" className="danger" disabled={removal.busy} onClick={() => remove(channel.id)}>
                Delete<span className="visually-hidden"> {channel.name}</span>
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
      <ErrorNote error={removal.error} />
    </>
  );
}

function NewChannel() {
  const kindId = useId();
  const [kind, setKind] = useState<NotificationChannelKind>('email');
  // A new generation of the fields once one is added: they start empty (and saved) again.
  const [generation, setGeneration] = useState(0);
  const submit = useSubmit(async (data) => {
    const target = String(data.get('target')).trim();
    const where = kind === 'email' ? { address: target } : { url: target };
    const input = { kind, name: String(data.get('name')).trim(), ...where };
    await write('integration.manage', ConsoleCreateNotificationChannelDocument, { input });
    setGeneration((value) => value + 1);
    await invalidate(keys.notificationChannels);
  });
  return (
    <form className="stack" {...submit.props} aria-labelledby="new-channel-title">
      <h3 id="new-channel-title">New channel</h3>
      <label htmlFor={kindId}>Kind</label>
      <select id={kindId} value={kind} onChange={(event) => setKind(event.target.value as NotificationChannelKind)}>
        {(Object.keys(CHANNEL_KINDS) as NotificationChannelKind[]).map((option) => (
          <option key={option} value={option}>
            {CHANNEL_KINDS[option]}
          </option>
        ))}
      </select>
      <TextField key={`name-${generation}`} label="Channel name" name="name" limit={LIMITS.name} required />
      <TextField
        key={`${kind}-${generation}`}
        label={kind === 'email' ? 'Mailbox address' : 'Incoming webhook URL'}
        name="target"
        type={kind === 'email' ? 'email' : 'url'}
        required
        hint={kind === 'email' ? undefined : 'Sealed when saved: only its last four characters are shown again.'}
      />
      <ErrorNote error={submit.error} />
      <FormButtons label="Add channel" busy={submit.busy} />
    </form>
  );
}

/** The tenant's channels (administrators): listed, added, deleted. */
function Channels() {
  const loaded = useGraph(keys.notificationChannels, ConsoleNotificationChannelsDocument, {});
  return (
    <section aria-labelledby="channels-title" className="card">
      <h2 id="channels-title">The tenant's channels</h2>
      <p>Places everyone may choose to be told in as well: a shared mailbox, a Teams or a Slack channel.</p>
      <ErrorNote error={loaded.error} />
      {loaded.data && <ChannelTable channels={loaded.data.notificationChannels.items} />}
      <NewChannel />
    </section>
  );
}

/** The signed-in person's notifications (anyone, for themselves) and the tenant's channels (administrators). */
export default function Notifications() {
  const admin = useCan('integration.manage');
  const mine = useGraph(keys.myNotifications, ConsoleMyNotificationsDocument, {});
  const channels = useGraph(
    keys.notificationChannels,
    ConsoleNotificationChannelsDocument,
    {},
    { enabled: admin === true },
  );
  const [saved, setSaved] = useState(false);
  const current = mine.data?.myNotificationPreferences;
  // The form waits for the channels it offers; without them (a failed read) it keeps those chosen.
  const ready = current && admin !== undefined && (!admin || channels.data || channels.error);
  return (
    <>
      <ScreenHeading>Notifications</ScreenHeading>
      <p>
        What you are told of, where and when. One message per change of state; a digest with nothing new is not sent;
        every message has a one-click unsubscribe.
      </p>
      <Busy loading={!ready && !mine.error} />
      <ErrorNote error={mine.error} />
      <div className="panels two">
        {ready && (
          <section aria-labelledby="mine-title" className="card">
            <h2 id="mine-title">What I am told of</h2>
            <p className="summary" role={saved ? 'status' : undefined}>
              {current.updatedAt ? `Saved ${formatTime(current.updatedAt)}.` : 'Not set yet: nothing is sent.'}
            </p>
            <PreferencesForm
              key={current.updatedAt ?? ''}
              current={current}
              channels={admin ? channels.data?.notificationChannels.items : undefined}
              onSaved={() => setSaved(true)}
            />
          </section>
        )}
        {admin && <Channels />}
      </div>
    </>
  );
}
