import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import { MIN_PASSWORD_LENGTH } from '../auth/passwords.ts';
import type { AuthService, MfaEnrollment, TokenPair } from '../auth/sessions.ts';
import { ForbiddenError } from '../errors.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';

/** The mutations that run without a credential (they are how a caller gets one). */
const PUBLIC_MUTATIONS = new Set([
  'login',
  'refreshSession',
  'changePassword',
  'acceptInvitation',
  'unsubscribeNotifications',
]);

/**
 * True when the document's operation selects nothing but public mutations. `maxTokens` bounds the
 * parse (it may run before the document's own, bounded, parse): a longer document is not public.
 */
export function isPublicOperation(
  query: string | undefined,
  operationName: string | null | undefined,
  options: { maxTokens?: number } = {},
): boolean {
  if (!query) return false;
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query, { maxTokens: options.maxTokens }).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return false;
  }
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (operation?.operation !== 'mutation') return false;
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      (PUBLIC_MUTATIONS.has(selection.name.value) || selection.name.value === '__typename'),
  );
}

/** The sign-in service; absent only from contexts built for graph-only tests. */
function authService(context: Context): AuthService {
  if (!context.auth) throw new Error('this context was built without the sign-in service');
  return context.auth;
}

/** The signed-in user of an access token (the scope check has already required one). */
function signedInUser(context: Context): { userId: string; sessionId: string } {
  const { userId, sessionId } = context.principal;
  if (!userId || !sessionId) throw new ForbiddenError('This operation requires the access token of a signed-in user');
  return { userId, sessionId };
}

const AuthTokens = builder.objectRef<TokenPair>('AuthTokens').implement({
  description: "A signed-in session's credentials. The refresh token is shown only here and rotates on every use.",
  fields: (t) => ({
    accessToken: t.exposeString('accessToken', {
      description: 'Bearer token for every operation, valid expiresIn seconds.',
    }),
    refreshToken: t.exposeString('refreshToken', {
      description: 'Exchange it once at refreshSession (or POST /api/v1/auth/refresh) for a new pair.',
    }),
    tokenType: t.exposeString('tokenType', { description: 'Always "bearer".' }),
    expiresIn: t.exposeInt('expiresIn', { description: 'Lifetime of the access token in seconds.' }),
  }),
});

const MfaEnrollmentType = builder.objectRef<MfaEnrollment>('MfaEnrollment').implement({
  description: 'A TOTP secret to add to an authenticator app; enforced once confirmMfa accepts a code.',
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'Base32 secret.' }),
    otpauthUri: t.exposeString('otpauthUri', { description: 'otpauth:// URI for a QR code.' }),
  }),
});

const requestOrigin = (context: Context) => ({ requestId: context.requestId, clientAddress: context.clientAddress });

builder.mutationFields((t) => ({
  login: t.field({
    type: AuthTokens,
    description: 'Signs a user in. A user with MFA enrolled must also send otp. Needs no credential.',
    args: {
      email: t.arg.string({ required: true, description: "The user's email address." }),
      password: t.arg.string({ required: true, description: "The user's password." }),
      otp: t.arg.string({ required: false, description: 'The current TOTP code, when MFA is enrolled.' }),
    },
    resolve: (_root, args, context) =>
      authService(context).login({ ...args, clientAddress: context.clientAddress, requestId: context.requestId }),
  }),
  refreshSession: t.field({
    type: AuthTokens,
    description:
      'Exchanges a refresh token for a new pair. Presenting a spent one ends the whole session. Needs no credential.',
    args: {
      refreshToken: t.arg.string({
        required: true,
        description: 'The unspent refresh token (`ccrt_...`) of the latest pair.',
      }),
    },
    resolve: (_root, args, context) => authService(context).refresh(args.refreshToken, requestOrigin(context)),
  }),
  logout: t.boolean({
    description: 'Ends the session of the presented access token.',
    authScopes: { humanToken: true },
    resolve: async (_root, _args, context) => {
      const { userId, sessionId } = signedInUser(context);
      const tenantId = context.principal.tenantId;
      await authService(context).logout(sessionId, { userId, tenantId, ...requestOrigin(context) });
      return true;
    },
  }),
  enrollMfa: t.field({
    type: MfaEnrollmentType,
    description:
      'Starts TOTP enrolment for the signed-in user, who gives the password again (FORBIDDEN when wrong); not enforced until confirmMfa.',
    authScopes: { humanToken: true },
    args: { password: t.arg.string({ required: true, description: "The user's current password." }) },
    resolve: (_root, { password }, context) =>
      authService(context).enrollMfa(signedInUser(context).userId, password, requestOrigin(context)),
  }),
  confirmMfa: t.boolean({
    description:
      "Proves the authenticator app works; from then on sign-in requires a code, and the user's other sessions end.",
    authScopes: { humanToken: true },
    args: { otp: t.arg.string({ required: true, description: 'The current TOTP code from the authenticator app.' }) },
    resolve: async (_root, args, context) => {
      const { userId, sessionId } = signedInUser(context);
      await authService(context).confirmMfa(userId, args.otp, sessionId, requestOrigin(context));
      return true;
    },
  }),
}));

/** The ways in without a session: a required (or chosen) password change and an invitation. */
builder.mutationFields((t) => ({
  changePassword: t.field({
    type: AuthTokens,
    description: `Replaces the password, given the current one (and otp once MFA is enrolled), checked as a sign-in checks them: the way out of a temporary password (login answers FORBIDDEN with extensions.passwordChangeRequired until then), or anyone's own change. The new one has at least ${MIN_PASSWORD_LENGTH} characters and differs from the current one. Every session of the user ends; the answer is a new one. Needs no credential.`,
    args: {
      email: t.arg.string({ required: true, description: "The user's email address." }),
      password: t.arg.string({ required: true, description: 'The current (or temporary) password.' }),
      newPassword: t.arg.string({
        required: true,
        description: `The new password, at least ${MIN_PASSWORD_LENGTH} characters.`,
      }),
      otp: t.arg.string({ required: false, description: 'The current TOTP code, when MFA is enrolled.' }),
    },
    resolve: (_root, args, context) =>
      authService(context).changePassword({
        ...args,
        clientAddress: context.clientAddress,
        requestId: context.requestId,
      }),
  }),
  acceptInvitation: t.field({
    type: AuthTokens,
    description: `Accepts a single-use invitation (the token of the link an operator's CLI printed): creates its user, in its tenant with its role, with the password chosen (at least ${MIN_PASSWORD_LENGTH} characters), and signs them in. An unknown, used or expired token is UNAUTHENTICATED; an email taken meanwhile is a CONFLICT. Needs no credential.`,
    args: {
      token: t.arg.string({ required: true, description: 'The invitation token (`ccin_...`), from the link.' }),
      password: t.arg.string({ required: true, description: 'The password the new user chooses.' }),
    },
    resolve: (_root, args, context) =>
      authService(context).acceptInvitation({
        ...args,
        clientAddress: context.clientAddress,
        requestId: context.requestId,
      }),
  }),
}));
