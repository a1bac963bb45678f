import { EVENT_KINDS } from '@compliance-gateway/client';
import { useId, useState } from 'react';
import { write } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { useAction, useSubmit } from '../components/fields.tsx';
import { formatTime } from '../components/status.tsx';
import {
  ConsoleCreateWebhookDocument,
  ConsoleDeleteWebhookDocument,
  ConsoleWebhooksDocument,
} from '../generated/operations.ts';
import { invalidate, keys, useGraph } from '../query.ts';

type EventKind = (typeof EVENT_KINDS)[number]['kind'];

/** A kind as receivers read it: the webhook body's `type`, e.g. `control.status_changed`. */
function eventType(kind: EventKind): string {
  return EVENT_KINDS.find((entry) => entry.kind === kind)?.type ?? kind;
}

export default function Webhooks() {
  const list = useGraph(keys.webhooks, ConsoleWebhooksDocument, {});
  const [secret, setSecret] = useState<string>();
  const urlId = useId();
  const removal = useAction();
  const submit = useSubmit(async (data, form) => {
    const created = await write('api_key.manage', ConsoleCreateWebhookDocument, {
      input: { url: String(data.get('url')), kinds: data.getAll('kinds').map(String) as EventKind[] },
    });
    setSecret(created.createWebhook.secret);
    form.reset();
    await invalidate(keys.webhooks);
  });
  const remove = (id: string) =>
    removal.run(async () => {
      await write('api_key.manage', ConsoleDeleteWebhookDocument, { id });
      await invalidate(keys.webhooks);
    });

  const hooks = list.data?.webhooks.edges.map((edge) => edge.node) ?? [];
  return (
    <>
      <ScreenHeading>Webhooks</ScreenHeading>
      <Busy loading={list.loading} />
      <ErrorNote error={list.error ?? removal.error} />
      <ul className="plain">
        {hooks.map((hook) => (
          <li key={hook.id} className="card">
            <strong>{hook.url}</strong> · {hook.kinds.map(eventType).join(', ')} · since {formatTime(hook.createdAt)}{' '}
            <button type="button" className="danger" onClick={() => remove(hook.id)}>
              Delete<span className="visually-hidden"> {hook.url}</span>
            </button>
          </li>
        ))}
      </ul>
      {hooks.length === 0 && !list.loading && <p>No webhook yet.</p>}
      <form className="card stack" {...submit.props} aria-labelledby="new-webhook">
        <h2 id="new-webhook">New webhook</h2>
        <label htmlFor={urlId}>URL</label>
        <input id={urlId} name="url" type="url" required placeholder="https://example.com/hooks" />
        <fieldset>
          <legend>Events</legend>
          {EVENT_KINDS.map((entry) => (
            <label key={entry.kind} className="check" title={entry.description}>
              <input
                type="checkbox"
                name="kinds"
                value={entry.kind}
                defaultChecked={entry.kind === 'control_status_changed'}
              />
              {entry.type}
            </label>
          ))}
        </fieldset>
        <ErrorNote error={submit.error} />
        <button type="submit" disabled={submit.busy}>
          Add webhook
        </button>
      </form>
      {secret && (
        <p role="status" className="card">
          Signing secret (shown once, store it now): <code>{secret}</code>
        </p>
      )}
    </>
  );
}
