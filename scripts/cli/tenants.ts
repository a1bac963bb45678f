// The tenant verbs (their summaries and options are their entries in scripts/cli/command-line.ts).
import { withAudit } from '../../src/data/audit.ts';
import { createTenant, tenantByName, tenantsWithCounts } from '../../src/data/operators.ts';
import { type Options, type Session, text } from './options.ts';
import { CLI_ORIGIN, iso, table } from './support.ts';

export async function tenantCreate(session: Session, options: Options): Promise<void> {
  const name = text(options, 'name');
  if (await tenantByName(session.db, name)) throw new Error(`a tenant named ${JSON.stringify(name)} already exists`);
  const entry = (created: { id: string }) => ({
    action: 'tenant.created',
    target: { type: 'tenant', id: created.id },
    changes: { name: [null, name] } as const,
  });
  const tenant = await withAudit(
    session.db,
    (created: { id: string; name: string }) => created.id,
    CLI_ORIGIN,
    entry,
    (tx) => createTenant(tx, name),
  );
  session.print(`Created tenant ${tenant.name} (${tenant.id})`);
}

export async function tenantList(session: Session): Promise<void> {
  const tenants = await tenantsWithCounts(session.db);
  table(
    session,
    ['id', 'name', 'users', 'keys', 'organizations', 'created'],
    tenants.map((t) => [t.id, t.name, t._count.users, t._count.apiKeys, t._count.organizations, iso(t.createdAt)]),
  );
}
