import { useQuery } from '@tanstack/react-query';
import { errorMessage, graph, write } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { Confirmed } from '../components/fields.tsx';
import { formatTime } from '../components/status.tsx';
import { DataTable } from '../components/table.tsx';
import {
  ConsoleApiKeysDocument,
  type ConsoleApiKeysQuery,
  ConsoleRevokeApiKeyDocument,
} from '../generated/operations.ts';
import { useMe } from '../me.ts';
import { invalidate, keys } from '../query.ts';
import { Users } from './admin-users.tsx';

type ApiKey = ConsoleApiKeysQuery['apiKeys']['items'][number];

const KEY_COLUMNS = ['Key', 'Scopes', 'Owner', 'Created', 'Last used', 'Expires', 'State'];

function Revoke({ apiKey }: { apiKey: ApiKey }) {
  if (apiKey.revokedAt) return <>Revoked {formatTime(apiKey.revokedAt)}</>;
  return (
    <Confirmed
      label="Revoke"
      name={apiKey.name}
      question={`Revoke ${apiKey.name}? Whatever uses it stops at once.`}
      act={async () => {
        await write('api_key.manage', ConsoleRevokeApiKeyDocument, { id: apiKey.id });
        await invalidate(keys.apiKeys);
      }}
    />
  );
}

/** Every API key of the tenant (a few pages at most), newest first. */
async function allApiKeys(): Promise<ApiKey[]> {
  const keys: ApiKey[] = [];
  for (let page = 1; ; page++) {
    const answer = (await graph(ConsoleApiKeysDocument, { page })).apiKeys;
    keys.push(...answer.items);
    if (page >= answer.totalPages) return keys.reverse();
  }
}

/** The tenant's API keys: what each may do, when it was last used, and revoking one. */
function ApiKeys() {
  const list = useQuery({ queryKey: keys.apiKeys, queryFn: allApiKeys });
  const items = list.data ?? [];
  return (
    <section aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">API keys</h2>
      <Busy loading={list.isFetching} />
      <ErrorNote error={list.error ? errorMessage(list.error) : undefined} />
      <DataTable
        caption={`API keys (${items.length})`}
        columns={KEY_COLUMNS}
        empty={list.isSuccess && items.length === 0 && 'No API key yet.'}
      >
        {items.map((apiKey) => (
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
    </section>
  );
}

/** What an administrator manages (the route needs api_key.manage; the shell refuses other roles with why). */
export default function Administration() {
  const me = useMe();
  const users = me.can('user.manage');
  const apiKeys = me.can('api_key.manage');
  return (
    <>
      <ScreenHeading>Administration</ScreenHeading>
      {users && <Users />}
      {apiKeys && <ApiKeys />}
    </>
  );
}
