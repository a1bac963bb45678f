import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage, graph } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { formatTime } from '../components/status.tsx';
import { DataTable, Pager } from '../components/table.tsx';
import {
  ConsoleApiKeysDocument,
  type ConsoleApiKeysQuery,
  ConsoleRevokeApiKeyDocument,
} from '../generated/operations.ts';
import { invalidate, keys, useGraph } from '../query.ts';

type ApiKey = ConsoleApiKeysQuery['apiKeys']['items'][number];

const KEY_COLUMNS = ['Key', 'Scopes', 'Owner', 'Created', 'Last used', 'Expires', 'State'];

function Revoke({ apiKey }: { apiKey: ApiKey }) {
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState(false);
  async function revoke() {
    try {
      setError(undefined);
      await graph(ConsoleRevokeApiKeyDocument, { id: apiKey.id });
      await invalidate(keys.apiKeys);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }
  if (apiKey.revokedAt) return <>Revoked {formatTime(apiKey.revokedAt)}</>;
  return (
    <>
      {asking ? (
        <span className="confirm">
          Revoke {apiKey.name}? Whatever uses it stops at once.{' '}
          <button type="button" className="danger" onClick={() => void revoke()}>
            Revoke now<span className="visually-hidden"> {apiKey.name}</span>
          </button>{' '}
          <button type="button" className="secondary" onClick={() => setAsking(false)}>
            Keep it
          </button>
        </span>
      ) : (
        <button type="button" className="danger" onClick={() => setAsking(true)}>
          Revoke<span className="visually-hidden"> {apiKey.name}</span>
        </button>
      )}
      <ErrorNote error={error} />
    </>
  );
}

/** The tenant's API keys: what each may do, when it was last used, and revoking one. */
function ApiKeys() {
  const page = useSearch({ from: '/admin' }).page ?? 1;
  const navigate = useNavigate({ from: '/admin' });
  const list = useGraph(keys.apiKeys, ConsoleApiKeysDocument, { page });
  const data = list.data?.apiKeys;
  const go = (to: number) => void navigate({ search: (previous) => ({ ...previous, page: to > 1 ? to : undefined }) });
  return (
    <section aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">API keys</h2>
      <Busy loading={list.loading} />
      <ErrorNote error={list.error} />
      <DataTable
        caption={`API keys (${data?.total ?? 0})`}
        columns={KEY_COLUMNS}
        empty={data?.items.length === 0 && 'No API key yet.'}
      >
        {data?.items.map((apiKey) => (
          <tr key={apiKey.id}>
            <th scope="row">
              {apiKey.name}
              <span className="subject">{apiKey.prefix}…</span>
            </th>
            <td>{apiKey.scopes.join(', ')}</td>
            <td>{apiKey.userId ? 'a user (user-scoped)' : 'the tenant'}</td>
            <td>{formatTime(apiKey.createdAt)}</td>
            <td>{apiKey.lastUsedAt ? formatTime(apiKey.lastUsedAt) : 'never'}</td>
            <td>{apiKey.expiresAt ? formatTime(apiKey.expiresAt) : 'never'}</td>
            <td>
              <Revoke apiKey={apiKey} />
            </td>
          </tr>
        ))}
      </DataTable>
      {data && data.totalPages > 1 && (
        <Pager
          label="API key pages"
          previous={{ label: 'Previous', disabled: page <= 1, onClick: () => go(page - 1) }}
          next={{ label: 'Next', disabled: page >= data.totalPages, onClick: () => go(page + 1) }}
        >
          <span>
            Page {data.page} of {data.totalPages}
          </span>
        </Pager>
      )}
    </section>
  );
}

export default function Administration() {
  return (
    <>
      <ScreenHeading>Administration</ScreenHeading>
      <ApiKeys />
    </>
  );
}
