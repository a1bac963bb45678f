import type { Context as KoaContext } from 'koa';
import type { Authenticator } from '../auth/authenticate.ts';
import type { Permission } from '../auth/permissions.ts';
import { credentialKindRefusal, type Principal } from '../auth/principal.ts';
import { ForbiddenError } from '../errors.ts';

export interface Requirement {
  /** Checked before any input is validated, as FastAPI resolves security dependencies first. */
  permission?: Permission | null;
  /** Only a signed-in human's access token (API keys and refresh tokens get 403). */
  humanTokenOnly?: boolean;
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
  const principal = await authenticator.authenticate(ctx.get('authorization') || undefined);
  const refusal = credentialKindRefusal(principal, { humanTokenOnly: requirement.humanTokenOnly });
  if (refusal) throw new ForbiddenError(refusal);
  if (requirement.permission && !principal.scopes.has(requirement.permission)) throw new ForbiddenError();
  return principal;
}
