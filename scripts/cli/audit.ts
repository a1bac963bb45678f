// The audit log verbs (their summaries and options are their entries in
// scripts/cli/command-line.ts).
import { serviceAuditEvents } from '../../src/data/audit.ts';
import { AuditEventsDocument } from '../../src/graphql/generated/operations.ts';
import { type Options, optionalText, type Session, text, UsageError } from './options.ts';
import { findOrganization, findTenant, graph, table } from './support.ts';

export async function auditList(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const orgRef = optionalText(options, 'org');
  const organizationId = orgRef === undefined ? null : (await findOrganization(session.db, tenant.id, orgRef)).id;
  const sinceText = optionalText(options, 'since');
  const since = sinceText === undefined ? null : new Date(sinceText);
  if (since !== null && Number.isNaN(since.getTime())) throw new UsageError('--since must be a date');
  const limit = Number(optionalText(options, 'limit') ?? 50);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new UsageError('--limit must be 1 to 100');
  const { auditEvents } = await graph(session, tenant.id, AuditEventsDocument, {
    first: limit,
    action: optionalText(options, 'action') ?? null,
    organizationId,
    since: since?.toISOString() ?? null,
  });
  table(
    session,
    ['occurred', 'actor', 'action', 'target', 'organization', 'changes'],
    auditEvents.edges.map(({ node }) => [
      node.occurredAt,
      `${node.actor.kind}:${node.actor.name ?? node.actor.id ?? ''}`,
      node.action,
      `${node.target.type}:${node.target.id ?? ''}`,
      node.organizationId ?? '',
      JSON.stringify(node.changes),
    ]),
  );
}

export async function auditService(session: Session, options: Options): Promise<void> {
  const sinceText = optionalText(options, 'since');
  const since = sinceText === undefined ? undefined : new Date(sinceText);
  if (since !== undefined && Number.isNaN(since.getTime())) throw new UsageError('--since must be a date');
  const limit = Number(optionalText(options, 'limit') ?? 50);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new UsageError('--limit must be 1 to 100');
  const entries = await serviceAuditEvents(session.db, { since, limit });
  table(
    session,
    ['occurred', 'action', 'client', 'request', 'changes'],
    entries.map((entry) => [
      entry.occurredAt.toISOString(),
      entry.action,
      entry.clientAddress ?? '',
      entry.requestId ?? '',
      JSON.stringify(entry.changes),
    ]),
  );
}
