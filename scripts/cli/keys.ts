// The API key verbs (their summaries and options are their entries in scripts/cli/command-line.ts).
import { issueApiKey } from '../../src/auth/api-keys.ts';
import { API_KEY_SCOPES, isScope, type Scope } from '../../src/auth/permissions.ts';
import { revokeKeyForOperator } from '../../src/data/api-keys.ts';
import { withAudit } from '../../src/data/audit.ts';
import { apiKeysOfTenant, apiKeyWithTenant } from '../../src/data/operators.ts';
import { userByEmail } from '../../src/data/sessions.ts';
import { type Options, optionalText, type Session, text, UsageError } from './options.ts';
import { CLI_ORIGIN, findTenant, iso, table, UUID } from './support.ts';

export async function keyCreate(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const scopes = parseScopes(text(options, 'scopes'));
  const expiresText = optionalText(options, 'expires');
  const expiresAt = expiresText === undefined ? null : new Date(expiresText);
  if (expiresAt !== null && (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now()))
    throw new UsageError('--expires must be a future date, e.g. 2027-01-31 or 2027-01-31T12:00:00Z');
  let userId: string | null = null;
  const userEmail = optionalText(options, 'user');
  if (userEmail !== undefined) {
    const user = await userByEmail(session.db, userEmail.toLowerCase());
    if (!user || user.tenantId !== tenant.id) throw new Error(`no user ${userEmail} in tenant ${tenant.name}`);
    if (user.deactivatedAt) throw new Error(`user ${userEmail} is deactivated`);
    userId = user.id;
  }
  const entry = (issued: { record: { id: string; name: string } }) => ({
    action: 'api_key.created',
    target: { type: 'api_key', id: issued.record.id },
    changes: { name: [null, issued.record.name], scopes: [null, scopes], expiresAt: [null, expiresAt] } as const,
  });
  const { record, plaintext } = await withAudit(session.db, tenant.id, CLI_ORIGIN, entry, (tx) =>
    issueApiKey(tx, { tenantId: tenant.id, name: text(options, 'name'), scopes, userId, expiresAt }),
  );
  session.print(`Created API key ${record.name} (${record.id}) in tenant ${tenant.name}, scopes ${scopes.join(',')}`);
  session.print(`Key (shown once, store it now): ${plaintext}`);
}

export async function keyList(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const keys = await apiKeysOfTenant(session.db, tenant.id, { includeUnusable: Boolean(options.all), now: new Date() });
  table(
    session,
    ['id', 'name', 'prefix', 'scopes', 'user', 'created', 'expires', 'last used', 'revoked'],
    keys.map((k) => [
      k.id,
      k.name,
      k.prefix,
      k.scopes.join(','),
      k.user?.email ?? '',
      iso(k.createdAt),
      iso(k.expiresAt),
      iso(k.lastUsedAt),
      iso(k.revokedAt),
    ]),
  );
}

export async function keyRevoke(session: Session, options: Options): Promise<void> {
  const id = text(options, 'id');
  if (!UUID.test(id)) throw new UsageError('--id must be a key id (a UUID, as key:list shows)');
  const key = await apiKeyWithTenant(session.db, id);
  if (!key) throw new Error(`no API key ${id}`);
  if (key.revokedAt) {
    session.print(`API key ${key.name} (${id}) was already revoked on ${key.revokedAt.toISOString()}`);
    return;
  }
  // Keys this one created go with it: none outlives the key that made it.
  const entry = { action: 'api_key.revoked', target: { type: 'api_key', id } };
  const revoked = await withAudit(session.db, key.tenantId, CLI_ORIGIN, entry, (tx) =>
    revokeKeyForOperator(tx, id, new Date()),
  );
  const created = revoked > 1 ? `, and ${revoked - 1} keys it created` : '';
  session.print(`Revoked API key ${key.name} (${id}) of tenant ${key.tenant.name}${created}`);
}

function parseScopes(value: string): Scope[] {
  if (value === 'all') return [...API_KEY_SCOPES];
  const scopes = [
    ...new Set(
      value
        .split(',')
        .map((scope) => scope.trim())
        .filter((scope) => scope !== ''),
    ),
  ];
  const unknown = scopes.filter((scope) => !isScope(scope));
  if (unknown.length > 0 || scopes.length === 0) {
    throw new UsageError(
      `unknown scope ${unknown.join(', ') || '(none given)'}; use "all" or any of: ${API_KEY_SCOPES.join(', ')}`,
    );
  }
  return scopes as Scope[];
}
