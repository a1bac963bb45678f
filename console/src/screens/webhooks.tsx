import { type FormEvent, useId, useState } from 'react';
import { errorMessage, graph } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { formatTime } from '../components/status.tsx';
import {
  ConsoleCreateWebhookDocument,
  ConsoleDeleteWebhookDocument,
  ConsoleWebhooksDocument,
} from '../generated/operations.ts';
import { invalidate, keys, useGraph } from '../query.ts';

const EVENTS = [
  'control.status_changed',
  'organization.rollup_changed',
  'detection.opened',
  'detection.resolved',
  'detection.triage_changed',
  'control.override_expired',
];

export default function Webhooks() {
  const list = useGraph(keys.webhooks, ConsoleWebhooksDocument, {});
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [secret, setSecret] = useState<string>();
  const urlId = useId();

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const form = new FormData(target);
    try {
      setFormError(undefined);
      const created = await graph(ConsoleCreateWebhookDocument, {
        input: { url: String(form.get('url')), events: form.getAll('events').map(String) },
      });
      setSecret(created.createWebhook.secret);
      target.reset();
      await invalidate(keys.webhooks);
    } catch (failure) {
      setFormError(errorMessage(failure));
    }
  }
  async function remove(id: string) {
    try {
      await graph(ConsoleDeleteWebhookDocument, { id });
      await invalidate(keys.webhooks);
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
            <strong>{hook.url}</strong> · {hook.events.join(', ')} · since {formatTime(hook.createdAt)}{' '}
            <button type="button" className="danger" onClick={() => void remove(hook.id)}>
              Delete<span className="visually-hidden"> {hook.url}</span>
            </button>
          </li>
        ))}
      </ul>
      {hooks.length === 0 && !list.loading && <p>No webhook yet.</p>}
      <form
        className="card stack"
        onSubmit={create}
        onInput={() => setFormError(undefined)}
        aria-labelledby="new-webhook"
      >
        <h2 id="new-webhook">New webhook</h2>
        <label htmlFor={urlId}>URL</label>
        <input id={urlId} name="url" type="url" required placeholder="https://example.com/hooks" />
        <fieldset>
          <legend>Events</legend>
          {EVENTS.map((name) => (
            <label key={name} className="check">
              <input type="checkbox" name="events" value={name} defaultChecked={name === 'control.status_changed'} />
              {name}
            </label>
          ))}
        </fieldset>
        <ErrorNote error={formError} />
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
