import { createClient } from '@compliance-gateway/client';
import { signIn } from './auth.ts';
import {
  ConsoleAcceptInvitationDocument,
  ConsoleChangePasswordDocument,
  ConsoleLogoutDocument,
  ConsoleMeDocument,
} from './generated/operations.ts';

/**
 * The ways into the console that start without a session: a temporary password replaced, an
 * invitation accepted. The graph answers each with a session of its own (a token pair in the
 * body), but the console keeps its refresh token in an HttpOnly cookie only the sign-in route
 * sets: so it signs in there with the password just chosen, then ends the graph's session.
 */
function clientWith(token?: string) {
  return createClient({ url: window.location.origin, token });
}

async function signInInstead(accessToken: string, email: string, password: string): Promise<void> {
  await signIn(email, password);
  // The spare session is only unused: failing to end it changes nothing the person sees.
  await clientWith(accessToken)
    .request(ConsoleLogoutDocument, {})
    .catch(() => undefined);
}

/** Replaces a temporary password (sign-in refuses it until then) and signs in with the new one. */
export async function replaceTemporaryPassword(input: {
  email: string;
  password: string;
  newPassword: string;
  otp?: string;
}): Promise<void> {
  const answer = await clientWith().request(ConsoleChangePasswordDocument, input);
  await signInInstead(answer.changePassword.accessToken, input.email, input.newPassword);
}

/** Accepts an invitation with the password the invited person chose, and signs them in. */
export async function acceptInvitation(token: string, password: string): Promise<void> {
  const answer = await clientWith().request(ConsoleAcceptInvitationDocument, { token, password });
  const accessToken = answer.acceptInvitation.accessToken;
  const { me } = await clientWith(accessToken).request(ConsoleMeDocument, {});
  if (!me.user) throw new Error('The invitation answered no user.');
  await signInInstead(accessToken, me.user.email, password);
}
