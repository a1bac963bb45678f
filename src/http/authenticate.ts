import type { Context as KoaContext } from 'koa';
import type { Authenticator } from '../auth/authenticate.ts';
import type { Permission } from '../auth/permissions.ts';
import { credentialKindRefusal, type Principal } from '../auth/principal.ts';
import { ForbiddenError } from '../errors.ts';
import { allowBody } from './body.ts';

export interface Requirement {
  /** Checked before any input is validated, as FastAPI resolves security dependencies first. */
  permission?: Permission | null;
  /** Only a signed-in human's access token (API keys and refresh tokens get 403). */
  humanTokenOnly?: boolean;
}

/**
 * The caller behind a request's `Authorization` header, settled from the headers alone: a
 * missing, malformed or refused credential is the 401 before any byte of the body is read, and
 * only then may the surface read a body (`allowBody`). Every surface that reads a body with a
 * credential goes through here; the GraphQL endpoint calls it directly, since what a credential
 * may do there is the graph's to decide.
 */
export async function callerBeforeBody(authenticator: Authenticator, ctx: KoaContext): Promise<Principal> {
  const principal = await authenticator.authenticate(ctx.get('authorization') || undefined);
  allowBody(ctx, 'authenticated');
  return principal;
}

/**
 * A request that needs no credential (signing in, refreshing): it may send a body, but only as
 * much as such a request needs (ANONYMOUS_BODY_BYTES). Returns null, its caller.
 */
export function anonymousRequest(ctx: KoaContext): null {
  allowBody(ctx, 'anonymous');
  return null;
}

/**
 * The caller of an HTTP request, refused (401) without a valid bearer credential and (403) when
 * the credential's kind or permissions do not meet the requirement. The graph checks the same
 * permission again, so every surface is held to the same rule.
 */
export async function authenticateRequest(
  authenticator: Authenticator,
  ctx: KoaContext,
  requirement: Requirement = {},
): Promise<Principal> {
  const principal = await callerBeforeBody(authenticator, ctx);
  const refusal = credentialKindRefusal(principal, { humanTokenOnly: requirement.humanTokenOnly });
  if (refusal) throw new ForbiddenError(refusal);
  if (requirement.permission && !principal.scopes.has(requirement.permission)) throw new ForbiddenError();
  return principal;
}
