import { ComplianceApiError, createClient } from '@compliance-gateway/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { currentToken, refreshSession } from './auth.ts';
import type { Permission } from './session.tsx';

/** The console's one client: its token from memory, and a 401 answered by refreshing the session once. */
export const client = createClient({
  url: window.location.origin,
  token: () => currentToken(),
  onUnauthorized: refreshSession,
});

/** One GraphQL operation (a typed document of console/src/operations). */
export const graph = client.request;

/** What each permission lets a person do, in the words a refusal uses. */
const ABILITY: Record<Permission, string> = {
  'organization.read': 'read organizations',
  'organization.write': 'change organizations, their integrations and exceptions',
  'detection.read': 'read detections and grids',
  'detection.write': 'triage and comment on detections',
  'detection_rule.read': 'read standards',
  'detection_rule.write': 'change standards',
  'api_key.manage': 'manage API keys and webhooks',
  'facts.write': 'push facts',
  'audit.read': 'read the audit log',
  'integration.manage': "manage the tenant's PSA connection, notification channels and report branding",
  'user.manage': "manage the tenant's users",
};

let roleName: string | undefined;
/** The signed-in person's role, for refusals to name it. */
export function setRoleName(role: string | undefined): void {
  roleName = role;
}

/**
 * Why a write was refused, in words: what it needs, and that the role lacks it. A screen rendered
 * from `me` passes its role: the one kept here is set after that render, by an effect.
 */
export function refusal(needs: Permission, role = roleName): string {
  return `Not allowed: only a role that may ${ABILITY[needs]} (permission ${needs}) can do this, and ${role ? `the ${role} role` : 'your role'} may not. An administrator can change your role.`;
}

/** A write, which the caller's role may not allow: a refusal says which permission it needs and why. */
export async function write<R, V extends Record<string, unknown>>(
  needs: Permission,
  document: TypedDocumentNode<R, V>,
  variables: V,
): Promise<R> {
  try {
    return await graph(document, variables);
  } catch (error) {
    if (error instanceof ComplianceApiError && error.status === 403) throw new Error(refusal(needs));
    throw error;
  }
}

async function authorizedGet(path: string): Promise<Response> {
  const send = () => fetch(path, { headers: { authorization: `Bearer ${currentToken() ?? ''}` } });
  const first = await send();
  if (first.status !== 401 || !(await refreshSession())) return first;
  return send();
}

function fileName(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallback;
}

/**
 * Exports are REST GETs that need the bearer, so a plain link cannot fetch them: the console
 * fetches the file and hands the browser a Blob to save.
 */
export async function downloadExport(path: string, fallbackName: string): Promise<string> {
  const response = await authorizedGet(path);
  if (!response.ok) throw new Error(`The export failed (${response.status}).`);
  const name = fileName(response, fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
