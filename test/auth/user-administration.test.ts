import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.ts';
import { hashSecret } from '../../src/auth/secrets.ts';
import { graphql, onboardTenant, type Tenant } from '../engine/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { runCli } from '../support/cli.ts';
import { request } from '../support/http.ts';

/**
 * User administration (issue 33): who is calling (`me`), an administrator's users (create with a
 * temporary password, role, deactivate, reset MFA), the required password change, and invitations
 * issued by the CLI and accepted on the graph. Every write is audited; another tenant's user is
 * NOT_FOUND; secrets are stored only as hashes.
 */

let app: TestApp;
let tenant: Tenant;
let other: Tenant;

const ME = 'query { me { credentialKind permissions user { id email name role mfaEnabled passwordChangeRequired } } }';
const CREATE = `mutation($input: CreateUserInput!) {
  createUser(input: $input) { temporaryPassword user { id email name role passwordChangeRequired deactivatedAt } }
}`;
const SET_ROLE = 'mutation($id: UUID!, $role: Role!) { setUserRole(id: $id, role: $role) { id role } }';
const DEACTIVATE = 'mutation($id: UUID!) { deactivateUser(id: $id) { id deactivatedAt } }';
const RESET_MFA = 'mutation($id: UUID!) { resetUserMfa(id: $id) { id mfaEnabled } }';
const CHANGE = `mutation($email: String!, $password: String!, $newPassword: String!) {
  changePassword(email: $email, password: $password, newPassword: $newPassword) { accessToken refreshToken }
}`;
const ACCEPT = `mutation($token: String!, $password: String!) {
  acceptInvitation(token: $token, password: $password) { accessToken }
}`;
const USERS = 'query($all: Boolean) { users(includeDeactivated: $all, pageSize: 100) { total items { email role } } }';

const anonymous = (query: string, variables: Record<string, unknown>) =>
  request(`${app.url}/graphql`, { method: 'POST', body: { query, variables } }).then((r) => r.body);
const login = (email: string, password: string) =>
  request(`${app.url}/api/v1/auth/login`, { method: 'POST', body: { email, password } });
const codeOf = (result: { errors?: { extensions?: Record<string, any> }[] }) => result.errors?.[0]?.extensions?.code;
const auditOf = (action: string, id: string) =>
  app.db.auditEvent.findMany({ where: { action, targetId: id }, orderBy: { occurredAt: 'asc' } });

async function person(email: string, role: 'viewer' | 'editor' | 'admin', password = 'a long enough password') {
  const user = await app.db.user.create({
    data: { tenantId: tenant.id, email, name: email, role, passwordHash: await hashPassword(password) },
  });
  const signedIn = await login(email, password);
  expect(signedIn.status).toBe(200);
  return { id: user.id, token: signedIn.body.accessToken as string };
}

beforeAll(async () => {
  app = await startTestApp();
  tenant = await onboardTenant(app);
  other = await onboardTenant(app);
});
afterAll(() => app.close());

describe('me', () => {
  test('a signed-in administrator sees their name, role, MFA and permissions', async () => {
    const { data } = await graphql(app, tenant.accessToken, ME);
    expect(data.me.credentialKind).toBe('access_token');
    expect(data.me.user).toMatchObject({
      id: tenant.user.id,
      name: tenant.user.name,
      role: 'admin',
      mfaEnabled: false,
    });
    expect(data.me.permissions).toContain('user.manage');
  });

  test('a viewer holds no write permission; a tenant-wide key has no person', async () => {
    const viewer = await person('viewer@admin.example', 'viewer');
    const seen = await graphql(app, viewer.token, ME);
    expect(seen.data.me.permissions).toEqual(['organization.read', 'detection.read', 'detection_rule.read']);
    expect(seen.data.me.user.role).toBe('viewer');
    const key = await graphql(app, await tenant.keyWith(['organization.read']), ME);
    expect(key.data.me).toEqual({ credentialKind: 'api_key', permissions: ['organization.read'], user: null });
    const none = await request(`${app.url}/graphql`, { method: 'POST', body: { query: ME } });
    expect(none.status).toBe(401);
  });
});

describe('an administrator creates a user with a temporary password', () => {
  test('shown once, hashed, refused at sign-in until changed; the change ends every session', async () => {
    const created = await graphql(app, tenant.accessToken, CREATE, {
      input: { email: ' New.Analyst@Admin.example ', name: 'New Analyst', role: 'editor' },
    });
    expect(created.errors).toBeUndefined();
    const { user, temporaryPassword } = created.data.createUser;
    expect(user).toMatchObject({ email: 'new.analyst@admin.example', role: 'editor', passwordChangeRequired: true });
    const stored = await app.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.tenantId).toBe(tenant.id);
    expect(stored.passwordHash).not.toContain(temporaryPassword);
    const [entry] = await auditOf('user.created', user.id);
    expect(entry!.changes).toEqual({ email: [null, user.email], name: [null, 'New Analyst'], role: [null, 'editor'] });
    expect(JSON.stringify(entry)).not.toContain(temporaryPassword);

    const refused = await login(user.email, temporaryPassword);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'Password change required' });

    const same = await anonymous(CHANGE, {
      email: user.email,
      password: temporaryPassword,
      newPassword: temporaryPassword,
    });
    expect(codeOf(same)).toBe('BAD_USER_INPUT');
    const short = await anonymous(CHANGE, { email: user.email, password: temporaryPassword, newPassword: 'short' });
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    const wrong = await anonymous(CHANGE, {
      email: user.email,
      password: 'not the password',
      newPassword: 'a brand new password',
    });
    expect(codeOf(wrong)).toBe('UNAUTHENTICATED');

    const changed = await anonymous(CHANGE, {
      email: user.email,
      password: temporaryPassword,
      newPassword: 'a brand new password',
    });
    expect(changed.errors).toBeUndefined();
    const me = await graphql(app, changed.data.changePassword.accessToken, ME);
    expect(me.data.me.user).toMatchObject({ id: user.id, passwordChangeRequired: false });
    expect((await login(user.email, temporaryPassword)).status).toBe(401);
    const again = await login(user.email, 'a brand new password');
    expect(again.status).toBe(200);
    expect(await auditOf('auth.password_changed', user.id)).toHaveLength(1);

    // Changing it again ends the sessions opened before (the one just signed in included).
    const before = again.body.accessToken as string;
    await anonymous(CHANGE, {
      email: user.email,
      password: 'a brand new password',
      newPassword: 'another new password',
    });
    expect((await graphql(app, before, ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('bad input names its field; a taken email is a CONFLICT; nothing is written', async () => {
    const count = await app.db.user.count();
    const email = await graphql(app, tenant.accessToken, CREATE, {
      input: { email: 'nope', name: 'X', role: 'viewer' },
    });
    expect(email.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    const name = await graphql(app, tenant.accessToken, CREATE, {
      input: { email: 'x@admin.example', name: ' ', role: 'viewer' },
    });
    expect(name.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    const taken = await graphql(app, tenant.accessToken, CREATE, {
      // The other tenant's administrator: emails are unique across tenants.
      input: { email: `admin-${other.id}@engine.example`, name: 'Taken', role: 'viewer' },
    });
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(await app.db.user.count()).toBe(count);
  });

  test('a viewer, an editor and an API key (even with user.manage) may not administer users', async () => {
    const input = { email: 'refused@admin.example', name: 'Refused', role: 'admin' };
    const editor = await person('editor@admin.example', 'editor');
    expect(codeOf(await graphql(app, editor.token, CREATE, { input }))).toBe('FORBIDDEN');
    expect(codeOf(await graphql(app, editor.token, USERS))).toBe('FORBIDDEN');
    const key = await tenant.keyWith(['user.manage']);
    expect(codeOf(await graphql(app, key, CREATE, { input }))).toBe('FORBIDDEN');
    expect(codeOf(await graphql(app, key, SET_ROLE, { id: editor.id, role: 'admin' }))).toBe('FORBIDDEN');
    expect(await app.db.user.findUnique({ where: { email: input.email } })).toBeNull();
  });
});

describe('role, deactivation and MFA reset', () => {
  test("a role change applies to the user's session at once and is audited", async () => {
    const analyst = await person('promoted@admin.example', 'viewer');
    const changed = await graphql(app, tenant.accessToken, SET_ROLE, { id: analyst.id, role: 'editor' });
    expect(changed.data.setUserRole).toEqual({ id: analyst.id, role: 'editor' });
    const me = await graphql(app, analyst.token, ME);
    expect(me.data.me.permissions).toContain('detection.write');
    const [entry] = await auditOf('user.role_changed', analyst.id);
    expect(entry!.changes).toEqual({ role: ['viewer', 'editor'] });
  });

  test("another tenant's user is NOT_FOUND on every write, and the caller's own account a CONFLICT", async () => {
    const foreign = other.user.id;
    for (const [query, variables] of [
      [SET_ROLE, { id: foreign, role: 'viewer' }],
      [DEACTIVATE, { id: foreign }],
      [RESET_MFA, { id: foreign }],
    ] as const) {
      expect(codeOf(await graphql(app, tenant.accessToken, query, variables))).toBe('NOT_FOUND');
      expect(codeOf(await graphql(app, tenant.accessToken, query, { ...variables, id: tenant.user.id }))).toBe(
        'CONFLICT',
      );
    }
    expect((await app.db.user.findUniqueOrThrow({ where: { id: foreign } })).role).toBe('admin');
    const listed = await graphql(app, tenant.accessToken, USERS);
    expect(listed.data.users.items.map((u: { email: string }) => u.email)).not.toContain(
      `admin-${other.id}@engine.example`,
    );
  });

  test('deactivation ends the sessions and the keys at once; the list hides them unless asked', async () => {
    const leaver = await person('leaver@admin.example', 'admin');
    const key = await graphql(
      app,
      leaver.token,
      'mutation { createApiKey(input: {name: "mine", scopes: ["organization.read"]}) { key } }',
    );
    const plaintext = key.data.createApiKey.key as string;
    const done = await graphql(app, tenant.accessToken, DEACTIVATE, { id: leaver.id });
    expect(done.data.deactivateUser.deactivatedAt).not.toBeNull();
    expect((await request(`${app.url}/api/v1/organizations`, { token: leaver.token })).status).toBe(401);
    expect((await request(`${app.url}/api/v1/organizations`, { token: plaintext })).status).toBe(401);
    const [entry] = await auditOf('user.deactivated', leaver.id);
    expect((entry!.changes as { revokedKeys: unknown[] }).revokedKeys).toEqual([null, 1]);
    const active = await graphql(app, tenant.accessToken, USERS);
    expect(active.data.users.items.map((u: { email: string }) => u.email)).not.toContain('leaver@admin.example');
    const all = await graphql(app, tenant.accessToken, USERS, { all: true });
    expect(all.data.users.items.map((u: { email: string }) => u.email)).toContain('leaver@admin.example');
    expect(codeOf(await graphql(app, tenant.accessToken, DEACTIVATE, { id: leaver.id }))).toBe('CONFLICT');
  });

  test('an MFA reset forgets the authenticator and ends the sessions; the password alone signs in again', async () => {
    const lost = await person('lost-phone@admin.example', 'editor', 'phone was lost today');
    await app.db.user.update({
      where: { id: lost.id },
      data: { totpSecret: 'sealed-secret', mfaConfirmedAt: new Date() },
    });
    expect((await login('lost-phone@admin.example', 'phone was lost today')).body).toEqual({
      detail: 'MFA code required',
    });
    const reset = await graphql(app, tenant.accessToken, RESET_MFA, { id: lost.id });
    expect(reset.data.resetUserMfa).toEqual({ id: lost.id, mfaEnabled: false });
    const stored = await app.db.user.findUniqueOrThrow({ where: { id: lost.id } });
    expect(stored.totpSecret).toBeNull();
    expect((await request(`${app.url}/api/v1/organizations`, { token: lost.token })).status).toBe(401);
    expect((await login('lost-phone@admin.example', 'phone was lost today')).status).toBe(200);
    const [entry] = await auditOf('user.mfa_reset', lost.id);
    expect(entry!.changes).toEqual({ mfaEnabled: [true, false] });
  });
});

describe('invitations', () => {
  const cli = (args: string[]) => runCli(app.databaseUrl, args);

  test('the CLI prints a single-use link; accepting it creates the user, once', async () => {
    const { stdout } = await cli([
      'user:invite',
      '--tenant',
      tenant.id,
      '--email',
      'Invited@Admin.example',
      '--name',
      'Invited',
      '--role',
      'viewer',
      '--url',
      'https://console.example/',
    ]);
    const token = /Link \(shown once\): https:\/\/console\.example\/#\/invitation\/(ccin_\S+)/.exec(stdout)?.[1];
    expect(token).toBeDefined();
    const stored = await app.db.invitation.findFirstOrThrow({ where: { email: 'invited@admin.example' } });
    expect(stored).toMatchObject({ tenantId: tenant.id, role: 'viewer', tokenHash: hashSecret(token!) });
    expect((await auditOf('user.invited', stored.id))[0]).toMatchObject({ actorKind: 'cli', tenantId: tenant.id });

    expect(codeOf(await anonymous(ACCEPT, { token, password: 'short' }))).toBe('BAD_USER_INPUT');
    const accepted = await anonymous(ACCEPT, { token, password: 'my own good password' });
    expect(accepted.errors).toBeUndefined();
    const me = await graphql(app, accepted.data.acceptInvitation.accessToken, ME);
    expect(me.data.me.user).toMatchObject({
      email: 'invited@admin.example',
      role: 'viewer',
      passwordChangeRequired: false,
    });
    const user = await app.db.user.findUniqueOrThrow({ where: { email: 'invited@admin.example' } });
    expect(user.tenantId).toBe(tenant.id);
    expect(await auditOf('user.invitation_accepted', user.id)).toHaveLength(1);
    const reused = await anonymous(ACCEPT, { token, password: 'another good password' });
    expect(reused.errors?.[0]).toMatchObject({ message: 'Invalid or expired invitation' });
  });

  test('an expired or unknown token reads alike and creates nothing', async () => {
    const token = 'ccin_expired-invitation-token-for-the-test';
    await app.db.invitation.create({
      data: {
        tenantId: tenant.id,
        email: 'late@admin.example',
        name: 'Late',
        role: 'viewer',
        tokenHash: hashSecret(token),
        expiresAt: new Date(app.clock.now().getTime() - 1000),
      },
    });
    const expired = await anonymous(ACCEPT, { token, password: 'a good long password' });
    const unknown = await anonymous(ACCEPT, { token: 'ccin_unknown', password: 'a good long password' });
    expect(expired.errors?.[0]?.message).toBe('Invalid or expired invitation');
    expect(unknown.errors).toEqual(expired.errors);
    expect(await app.db.user.findUnique({ where: { email: 'late@admin.example' } })).toBeNull();
  });
});
