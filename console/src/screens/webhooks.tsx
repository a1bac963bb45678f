import { EVENT_KINDS, type EventKind } from '@compliance-gateway/client';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage, graph } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { formatTime } from '../components/status.tsx';
import {
  ConsoleCreateWebhookDocument,
  ConsoleDeleteWebhookDocument,
  ConsoleWebhooksDocument,
} from '../generated/operations.ts';
import { useLoad } from '../hooks.ts';

/** A kind as webhook bodies name it (`control.status_changed`). */
const typeOf = (kind: EventKind) => EVENT_KINDS.find((known) => known.kind === kind)?.type ?? kind;

export default function Webhooks() {
  const list = useLoad(() => graph(ConsoleWebhooksDocument), 'webhooks');
  const [error, setError] = useState<string>();
  const [secret, setSecret] = useState<string>();
  const urlId = useId();

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const form = new FormData(target);
    try {
      setError(undefined);
      const created = await graph(ConsoleCreateWebhookDocument, {
        input: { url: String(form.get('url')), kinds: form.getAll('kinds').map((kind) => String(kind) as EventKind) },
      });
      setSecret(created.createWebhook.secret);
      target.reset();
      list.reload();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }
  async function remove(id: string) {
    try {
      await graph(ConsoleDeleteWebhookDocument, { id });
      list.reload();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  const hooks = list.data?.webhooks.edges.map((edge) => edge.node) ?? [];
  return (
    <>
      <ScreenHeading>Webhooks</ScreenHeading>
      <Busy loading={list.loading} />
      <ErrorNote error={list.error ?? error} />
      <ul className="plain">
        {hooks.map((hook) => (
          <li key={hook.id} className="card">
            <strong>{hook.url}</strong> · {hook.kinds.map(typeOf).join(', ')} · since {formatTime(hook.createdAt)}{' '}
            <button type="button" className="danger" onClick={() => void remove(hook.id)}>
              Delete<span className="visually-hidden"> {hook.url}</span>
            </button>
          </li>
        ))}
      </ul>
      {hooks.length === 0 && !list.loading && <p>No webhook yet.</p>}
      <form className="card stack" onSubmit={create} aria-labelledby="new-webhook">
        <h2 id="new-webhook">New webhook</h2>
        <label htmlFor={urlId}>URL</label>
        <input id={urlId} name="url" type="url" required placeholder="https://example.com/hooks" />
        <fieldset>
          <legend>Events</legend>
          {EVENT_KINDS.map(({ kind, type }) => (
            <label key={kind} className="check">
              <input type="checkbox" name="kinds" value={kind} defaultChecked={kind === EVENT_KINDS[0].kind} />
              {type}
            </label>
          ))}
        </fieldset>
        <button type="submit">Add webhook</button>
      </form>
      {secret && (
        <p role="status" className="card">
          Signing secret (shown once, store it now): <code>{secret}</code>
        </p>
      )}
    </>
  );
}
