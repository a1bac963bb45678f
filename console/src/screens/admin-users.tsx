import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage, graph, write } from '../api.ts';
import { Busy, ErrorNote } from '../components/common.tsx';
import { Confirmed, FormButtons, TextField, useAction, useSubmit } from '../components/fields.tsx';
import { formatTime } from '../components/status.tsx';
import { DataTable } from '../components/table.tsx';
import {
  ConsoleCreateUserDocument,
  ConsoleDeactivateUserDocument,
  ConsoleResetUserMfaDocument,
  ConsoleSetUserRoleDocument,
  type ConsoleUserFragment,
  ConsoleUsersDocument,
  type Role,
} from '../generated/operations.ts';
import { LIMITS } from '../limits.ts';
import { useMe } from '../me.ts';
import { invalidate, keys } from '../query.ts';
import { CopyButton } from './connect.tsx';

type User = ConsoleUserFragment;

const ROLES: readonly (readonly [Role, string])[] = [
  ['viewer', 'Viewer: reads'],
  ['editor', 'Editor: also triages and edits'],
  ['admin', 'Administrator: also keys, users, audit'],
];
const USER_COLUMNS = ['User', 'Role', 'MFA', 'Password', 'State'];

function RoleCell({ user, self }: { user: User; self: boolean }) {
  const [role, setRole] = useState<Role>(user.role);
  const action = useAction();
  const id = useId();
  if (self || user.deactivatedAt) return <>{user.role}</>;
  const save = () =>
    action.run(async () => {
      await write('user.manage', ConsoleSetUserRoleDocument, { id: user.id, role });
      await invalidate(keys.users);
    });
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Role of {user.name}
      </label>
      <select id={id} value={role} onChange={(event) => setRole(event.target.value as Role)}>
        {ROLES.map(([value]) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>{' '}
      <button type="button" className="secondary" disabled={role === user.role || action.busy} onClick={save}>
        Change role<span className="visually-hidden"> of {user.name}</span>
      </button>
      <ErrorNote error={action.error} />
    </>
  );
}

function userAction<R>(document: TypedDocumentNode<R, { id: string }>, id: string) {
  return async () => {
    await write('user.manage', document, { id });
    await invalidate(keys.users);
  };
}

function UserRow({ user, self }: { user: User; self: boolean }) {
  const active = !user.deactivatedAt;
  return (
    <tr>
      <th scope="row">
        {user.name}
        {self && ' (you)'}
        <span className="subject">{user.email}</span>
      </th>
      <td>
        <RoleCell user={user} self={self} />
      </td>
      <td>
        {user.mfaEnabled ? 'on' : 'off'}{' '}
        {user.mfaEnabled && active && !self && (
          <Confirmed
            label="Reset MFA"
            name={`of ${user.name}`}
            question={`Turn MFA off for ${user.name}? They sign in with their password and enrol again.`}
            act={userAction(ConsoleResetUserMfaDocument, user.id)}
          />
        )}
      </td>
      <td>{user.passwordChangeRequired ? 'temporary (not yet changed)' : 'their own'}</td>
      <td>
        {active ? 'active' : `deactivated ${formatTime(user.deactivatedAt!)}`}{' '}
        {active && !self && (
          <Confirmed
            label="Deactivate"
            name={user.name}
            question={`Deactivate ${user.name}? Their sessions end and their API keys are revoked; this is not undone.`}
            act={userAction(ConsoleDeactivateUserDocument, user.id)}
          />
        )}
      </td>
    </tr>
  );
}

/** Every user of the tenant (a few pages at most), deactivated ones included, by email. */
async function allUsers(): Promise<User[]> {
  const items: User[] = [];
  for (let page = 1; ; page++) {
    const answer = (await graph(ConsoleUsersDocument, { page })).users;
    items.push(...answer.items);
    if (page >= answer.totalPages) return items;
  }
}

function NewUser() {
  const [created, setCreated] = useState<{ email: string; password: string }>();
  const [formKey, setFormKey] = useState(0);
  const roleId = useId();
  const submit = useSubmit(async (data) => {
    const input = {
      email: String(data.get('email')).trim(),
      name: String(data.get('name')).trim(),
      role: String(data.get('role')) as Role,
    };
    const answer = await write('user.manage', ConsoleCreateUserDocument, { input });
    setCreated({ email: answer.createUser.user.email, password: answer.createUser.temporaryPassword });
    setFormKey((key) => key + 1);
    await invalidate(keys.users);
  });
  return (
    <>
      {created && <TemporaryPassword {...created} />}
      <form key={formKey} {...submit.props} className="stack" aria-label="New user">
        <h3>New user</h3>
        <TextField label="Email" name="email" type="email" required autoComplete="off" />
        <TextField label="Name" name="name" limit={LIMITS.name} required autoComplete="off" />
        <div className="field">
          <label htmlFor={roleId}>Role</label>
          <select id={roleId} name="role" defaultValue="viewer">
            {ROLES.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
        <ErrorNote error={submit.error} />
        <FormButtons label="Create user" busy={submit.busy} />
      </form>
    </>
  );
}

function TemporaryPassword({ email, password }: { email: string; password: string }): ReactNode {
  return (
    <div className="card secret" role="status">
      <p>
        Created {email}. Their temporary password, shown once (hand it over yourself; they choose their own at first
        sign-in):
      </p>
      <pre className="secret">
        <code className="temporary-password">{password}</code>
      </pre>
      <CopyButton text={password} label="Copy the temporary password" />
    </div>
  );
}

/** The tenant's people: create one with a temporary password, change a role, deactivate, reset MFA. */
export function Users() {
  const me = useMe();
  const list = useQuery({ queryKey: keys.users, queryFn: allUsers });
  const items = list.data ?? [];
  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title">Users</h2>
      <Busy loading={list.isFetching} />
      <ErrorNote error={list.error ? errorMessage(list.error) : undefined} />
      <DataTable
        caption={`Users (${items.length})`}
        columns={USER_COLUMNS}
        empty={list.isSuccess && items.length === 0 && 'No user yet.'}
      >
        {items.map((user) => (
          <UserRow key={user.id} user={user} self={user.id === me.user?.id} />
        ))}
      </DataTable>
      <NewUser />
    </section>
  );
}
