// The PSA verbs (their summaries and options are their entries in scripts/cli.ts).
import type { Db } from '../../src/data/client.ts';
import {
  GetPsaConnectionDocument,
  ListOrganizationTicketsDocument,
  SetOrganizationPsaCompanyDocument,
} from '../../src/graphql/generated/operations.ts';
import { type Options, text, UsageError } from './options.ts';
import { findOrganization, findTenant, graph } from './support.ts';

export async function psaShow(db: Db, options: Options): Promise<void> {
  const tenant = await findTenant(db, text(options, 'tenant'));
  const { psaConnection: c } = await graph(db, tenant.id, GetPsaConnectionDocument, {});
  if (!c) throw new Error(`tenant ${tenant.name} has no PSA connection (psa:set sets one)`);
  const where = c.system === 'connectwise' ? `board ${c.boardId}` : `queue ${c.queueId}`;
  console.log(
    `${c.system} (${c.enabled ? 'enabled' : 'disabled'}) at ${c.apiUrl || '(zone not yet discovered)'}, ${where}, minimum severity ${c.minimumSeverity}`,
  );
  console.log(`credentials set, ending in ${c.credentials.lastFour}; ${c.backlog.pending} change(s) owed`);
  console.log(
    c.lastError
      ? `last error (${c.lastErrorAt}): ${c.lastError}`
      : `no error; last success ${c.lastSuccessAt ?? 'never'}`,
  );
}

export async function psaCompany(db: Db, options: Options): Promise<void> {
  const tenant = await findTenant(db, text(options, 'tenant'));
  const organization = await findOrganization(db, tenant.id, text(options, 'org'));
  if (options.none === undefined && options.company === undefined) throw new UsageError('give --company or --none');
  const companyId = options.none ? null : text(options, 'company');
  await graph(db, tenant.id, SetOrganizationPsaCompanyDocument, { organizationId: organization.id, companyId });
  console.log(`${organization.name}: PSA company ${companyId ?? 'removed'}`);
}

export async function psaTickets(db: Db, options: Options): Promise<void> {
  const tenant = await findTenant(db, text(options, 'tenant'));
  const organization = await findOrganization(db, tenant.id, text(options, 'org'));
  const { organization: found } = await graph(db, tenant.id, ListOrganizationTicketsDocument, {
    organizationId: organization.id,
  });
  for (const t of found.psaTickets.items) {
    console.log(
      `${t.system} ${t.number} ${t.state}${t.closeReason ? ` (${t.closeReason})` : ''} control ${t.controlId} ${t.url ?? ''}`,
    );
  }
  if (found.psaTickets.items.length === 0) console.log('no tickets');
}
