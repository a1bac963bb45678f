// What the verbs' implementations share: the CLI's audit origin, finding a tenant or an
// organization by id or name, running a document on the graph, printing a table.
import { userInfo } from 'node:os';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { systemClock } from '../../src/auth/access-tokens.ts';
import { API_KEY_SCOPES, ROLE_PERMISSIONS, type Role, type Scope } from '../../src/auth/permissions.ts';
import { createSecretBox } from '../../src/auth/secret-box.ts';
import { loadConfig } from '../../src/config.ts';
import type { AuditOrigin } from '../../src/data/audit.ts';
import type { Db } from '../../src/data/client.ts';
import { organizationsByRef, tenantById, tenantByName } from '../../src/data/operators.ts';
import { userByEmail } from '../../src/data/sessions.ts';
import { outboundServices } from '../../src/delivery/services.ts';
import { ApiError } from '../../src/errors.ts';
import { buildContext } from '../../src/graphql/context.ts';
import { prepareOperation } from '../../src/graphql/execute.ts';
import { configuredSecretKey } from '../../src/ops/secret-key.ts';
import type { EventServices } from '../../src/schema/context.ts';
import { schema } from '../../src/schema/index.ts';
import type { Session, Terminal } from './options.ts';

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

/** A user the CLI acts for (notification preferences belong to a user): their id and their role's permissions. */
export interface ActingUser {
  id: string;
  tenantId: string;
  role: Role;
}

export async function findUser(db: Db, email: string): Promise<ActingUser & { email: string }> {
  const user = await userByEmail(db, email.trim().toLowerCase());
  if (!user || user.deactivatedAt) throw new Error(`no active user ${JSON.stringify(email)}`);
  return { id: user.id, tenantId: user.tenantId, role: user.role as Role, email: user.email };
}

const outbound = new WeakMap<Session, Promise<EventServices>>();

/**
 * What leaves the service (PSA and webhook secrets sealed with SECRET_KEY, whether SMTP_URL and
 * MAIL_FROM let email go out), built from the session's environment as the service builds it from
 * its own, so what the CLI seals the service opens. Only the verbs that need it read it: the
 * others run without SECRET_KEY. Once per session.
 */
function outboundEvents(session: Session): Promise<EventServices> {
  let services = outbound.get(session);
  if (services === undefined) {
    services = (async () => {
      const config = loadConfig(session.env);
      return outboundServices(config, createSecretBox(await configuredSecretKey(config)));
    })();
    outbound.set(session, services);
  }
  return services;
}

export interface GraphOptions {
  /** The verb seals secrets or sends email (PSA, channels, reports): the context gets outboundEvents(). */
  outbound?: boolean;
  /** Run as this user (their own preferences) instead of as the tenant's operator. */
  as?: ActingUser;
}

/**
 * Runs a fixed document on the graph as the tenant's operator (every permission, no user), so the
 * organization verbs apply the API's rules and queue the same evaluations. Bad input is reported
 * with the path of each offending field.
 */
export async function graph<TData, TVariables>(
  session: Session,
  tenantId: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: GraphOptions = {},
): Promise<TData> {
  const operation = prepareOperation(schema, document, (error) => session.warn(`cli: ${error.message}`));
  const principal = {
    kind: 'api_key' as const,
    tenantId,
    userId: options.as?.id ?? null,
    scopes: new Set<Scope>(options.as ? ROLE_PERMISSIONS[options.as.role] : API_KEY_SCOPES),
    credentialId: 'cli',
    sessionId: null,
  };
  try {
    const deps = {
      db: session.db,
      clock: systemClock,
      auditActor: CLI_ORIGIN.actor,
      ...(options.outbound && { events: await outboundEvents(session) }),
    };
    return await operation.run(buildContext(deps, principal, 'cli'), variables);
  } catch (error) {
    const issues =
      error instanceof ApiError ? (error.extensions.issues as { field: unknown[]; message: string }[]) : null;
    if (issues?.length) {
      // A field inside the argument (input.days) is named without it (days); an argument alone by its name.
      const named = issues.map(
        ({ field, message }) => `${(field.length > 1 ? field.slice(1) : field).join('.')}: ${message}`,
      );
      throw new Error(named.join('; '));
    }
    throw error;
  }
}

export function iso(date: Date | null): string {
  return date === null ? '' : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function table(terminal: Terminal, headers: string[], rows: (string | number)[][]): void {
  if (rows.length === 0) {
    terminal.print('(none)');
    return;
  }
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  for (const row of cells)
    terminal.print(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
}
