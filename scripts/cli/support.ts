// What the verbs' implementations share: the CLI's audit origin, finding a tenant or an
// organization by id or name, running a document on the graph, printing a table.
import { userInfo } from 'node:os';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { systemClock } from '../../src/auth/access-tokens.ts';
import { API_KEY_SCOPES } from '../../src/auth/permissions.ts';
import type { AuditOrigin } from '../../src/data/audit.ts';
import type { Db } from '../../src/data/client.ts';
import { organizationsByRef, tenantById, tenantByName } from '../../src/data/operators.ts';
import { ApiError } from '../../src/errors.ts';
import { buildContext } from '../../src/graphql/context.ts';
import { prepareOperation } from '../../src/graphql/execute.ts';
import { schema } from '../../src/schema/index.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The audit log's name for this command line's writes: the operating system's user. */
export const CLI_ORIGIN: AuditOrigin = {
  actor: { kind: 'cli', id: null, name: `cli:${userInfo().username}` },
  requestId: null,
  clientAddress: null,
};

export async function findTenant(db: Db, ref: string): Promise<{ id: string; name: string }> {
  const tenant = UUID.test(ref) ? await tenantById(db, ref) : await tenantByName(db, ref);
  if (!tenant) throw new Error(`no tenant ${JSON.stringify(ref)}`);
  return tenant;
}

export async function findOrganization(db: Db, tenantId: string, ref: string): Promise<{ id: string; name: string }> {
  const matches = await organizationsByRef(db, tenantId, UUID.test(ref) ? { id: ref } : { name: ref });
  if (matches.length === 0) throw new Error(`no organization ${JSON.stringify(ref)} in this tenant`);
  if (matches.length > 1) throw new Error(`more than one organization is named ${JSON.stringify(ref)}; use its id`);
  return matches[0]!;
}

/**
 * Runs a fixed document on the graph as the tenant's operator (every permission, no user), so the
 * organization verbs apply the API's rules and queue the same evaluations. Bad input is reported
 * with the path of each offending field.
 */
export async function graph<TData, TVariables>(
  db: Db,
  tenantId: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const operation = prepareOperation(schema, document, (error) => console.error(`cli: ${error.message}`));
  const principal = {
    kind: 'api_key' as const,
    tenantId,
    userId: null,
    scopes: new Set(API_KEY_SCOPES),
    credentialId: 'cli',
    sessionId: null,
  };
  try {
    const deps = { db, clock: systemClock, auditActor: CLI_ORIGIN.actor };
    return await operation.run(buildContext(deps, principal, 'cli'), variables);
  } catch (error) {
    const issues =
      error instanceof ApiError ? (error.extensions.issues as { field: unknown[]; message: string }[]) : null;
    if (issues?.length) {
      throw new Error(issues.map((issue) => `${issue.field.slice(1).join('.')}: ${issue.message}`).join('; '));
    }
    throw error;
  }
}

export function iso(date: Date | null): string {
  return date === null ? '' : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function table(headers: string[], rows: (string | number)[][]): void {
  if (rows.length === 0) {
    console.log('(none)');
    return;
  }
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  for (const row of cells)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
}
