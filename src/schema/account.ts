import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import { issueApiKey } from '../auth/api-keys.ts';
import { API_KEY_SCOPES, type Scope, isScope } from '../auth/permissions.ts';
import type { AuthService, MfaEnrollment, TokenPair } from '../auth/sessions.ts';
import type { ApiKey as ApiKeyRow } from '../data/generated/prisma/client.ts';
import { pageWindow, toPage } from '../domain/pagination.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';
import { BadInputError, ForbiddenError, NotFoundError } from '../errors.ts';
import { pageArgs, pageRequest, pageType } from './pagination.ts';

/** The mutations that run without a credential (they are how a caller gets one). */
const PUBLIC_MUTATIONS = new Set(['login', 'refreshSession']);

/** True when the document's operation selects nothing but public mutations. */
export function isPublicOperation(query: string | undefined, operationName: string | null | undefined): boolean {
  if (!query) return false;
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return false;
  }
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation || operation.operation !== 'mutation') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && (PUBLIC_MUTATIONS.has(selection.name.value) || selection.name.value === '__typename'),
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
  description: 'A signed-in session\'s credentials. The refresh token is shown only here and rotates on every use.',
  fields: (t) => ({
    accessToken: t.exposeString('accessToken', { description: 'Bearer token for every operation, valid expiresIn seconds.' }),
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

export const ApiKey = builder.prismaObject('ApiKey', {
  description: 'An API key of the tenant. Its plaintext is never stored; only createApiKey returns it.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: 'Stable identifier; revoke the key by it.' }),
    name: t.exposeString('name', { description: 'Label given at creation, for people.' }),
    prefix: t.exposeString('prefix', { description: 'The first characters of the key, to recognise it.' }),
    scopes: t.exposeStringList('scopes', {
      description: 'Permissions and MCP scopes granted; a user-scoped key is further limited to its owner\'s current permissions.',
    }),
    userId: t.expose('userId', { type: 'UUID', nullable: true, description: 'Set for a user-scoped key: its owner.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'After this the key is rejected; null never expires.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the key was created.' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'Recorded with one-minute resolution.' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true, description: 'When it was revoked, after which it is rejected; null while active.' }),
  }),
});

const ApiKeyPage = pageType<unknown>('ApiKeyPage', 'ApiKey', 'A page of API keys, ordered by creation time then id.');

const CreatedApiKey = builder.objectRef<{ apiKey: ApiKeyRow; key: string }>('CreatedApiKey').implement({
  description: 'A new API key and its plaintext, which is shown only here.',
  fields: (t) => ({
    apiKey: t.field({ type: ApiKey, description: 'The stored record of the new key.', resolve: (created) => created.apiKey }),
    key: t.exposeString('key', { description: 'The plaintext key: store it now, it cannot be shown again.' }),
  }),
});

const CreateApiKeyInput = builder.inputType('CreateApiKeyInput', {
  description: 'A new API key. It may carry only scopes the caller holds.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Label for people, 1 to 100 characters after trimming.' }),
    scopes: t.stringList({ required: true, description: `Any of: ${API_KEY_SCOPES.join(', ')}.` }),
    expiresAt: t.field({ type: 'DateTime', required: false, description: 'No expiry when absent.' }),
    userScoped: t.boolean({
      required: false,
      description: 'Bind the key to the calling user: it never exceeds the user\'s current permissions and stops working when the user is deactivated.',
    }),
  }),
});

const NAME_MAX_LENGTH = 100;

builder.mutationFields((t) => ({
  login: t.field({
    type: AuthTokens,
    description: 'Signs a user in. A user with MFA enrolled must also send otp. Needs no credential.',
    args: {
      email: t.arg.string({ required: true, description: 'The user\'s email address.' }),
      password: t.arg.string({ required: true, description: 'The user\'s password.' }),
      otp: t.arg.string({ required: false, description: 'The current TOTP code, when MFA is enrolled.' }),
    },
    resolve: (_root, args, context) => authService(context).login(args),
  }),
  refreshSession: t.field({
    type: AuthTokens,
    description: 'Exchanges a refresh token for a new pair. Presenting a spent one ends the whole session. Needs no credential.',
    args: { refreshToken: t.arg.string({ required: true, description: 'The unspent refresh token (`ccrt_...`) of the latest pair.' }) },
    resolve: (_root, args, context) => authService(context).refresh(args.refreshToken),
  }),
  logout: t.boolean({
    description: 'Ends the session of the presented access token.',
    authScopes: { humanToken: true },
    resolve: async (_root, _args, context) => {
      await authService(context).logout(signedInUser(context).sessionId);
      return true;
    },
  }),
  enrollMfa: t.field({
    type: MfaEnrollmentType,
    description: 'Starts TOTP enrolment for the signed-in user; not enforced until confirmMfa.',
    authScopes: { humanToken: true },
    resolve: (_root, _args, context) => authService(context).enrollMfa(signedInUser(context).userId),
  }),
  confirmMfa: t.boolean({
    description: 'Proves the authenticator app works; from then on sign-in requires a code.',
    authScopes: { humanToken: true },
    args: { otp: t.arg.string({ required: true, description: 'The current TOTP code from the authenticator app.' }) },
    resolve: async (_root, args, context) => {
      await authService(context).confirmMfa(signedInUser(context).userId, args.otp);
      return true;
    },
  }),
  createApiKey: t.field({
    type: CreatedApiKey,
    description: 'Creates an API key. A caller may grant only scopes it holds itself.',
    authScopes: { permission: 'api_key.manage' },
    args: { input: t.arg({ type: CreateApiKeyInput, required: true, description: 'Name, scopes and optional expiry of the key.' }) },
    resolve: async (_root, { input }, context) => {
      const name = input.name.trim();
      if (name === '' || name.length > NAME_MAX_LENGTH) {
        throw new BadInputError(`name must have 1 to ${NAME_MAX_LENGTH} characters`, { field: 'name' });
      }
      const unknown = input.scopes.filter((scope) => !isScope(scope));
      if (unknown.length > 0 || input.scopes.length === 0) {
        throw new BadInputError(`scopes must be one or more of: ${API_KEY_SCOPES.join(', ')}`, { field: 'scopes' });
      }
      const scopes = [...new Set(input.scopes as Scope[])];
      if (input.expiresAt && input.expiresAt <= context.clock.now()) {
        throw new BadInputError('expiresAt must be in the future', { field: 'expiresAt' });
      }
      const { principal } = context;
      if (input.userScoped && !principal.userId) {
        throw new BadInputError('userScoped needs a caller that is a user (an access token or a user-scoped key)', { field: 'userScoped' });
      }
      // Checked against the credential's effective scopes, so no key can mint a stronger one.
      const beyond = scopes.filter((scope) => !principal.scopes.has(scope));
      if (beyond.length > 0) throw new ForbiddenError(`You cannot grant scopes you do not hold: ${beyond.join(', ')}`);

      const { record, plaintext } = await issueApiKey(context.rootDb, {
        tenantId: principal.tenantId,
        userId: input.userScoped ? principal.userId : null,
        name,
        scopes,
        expiresAt: input.expiresAt ?? null,
      });
      return { apiKey: record, key: plaintext };
    },
  }),
  revokeApiKey: t.prismaField({
    type: 'ApiKey',
    description: 'Revokes a key at once. Revoking a revoked key changes nothing.',
    authScopes: { permission: 'api_key.manage' },
    args: { id: t.arg({ type: 'UUID', required: true, description: 'The key\'s id; another tenant\'s key is not found.' }) },
    resolve: async (query, _root, { id }, context) => {
      await context.db.apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: context.clock.now() } });
      const key = await context.db.apiKey.findUnique({ ...query, where: { id } });
      if (!key) throw new NotFoundError('API key not found');
      return key;
    },
  }),
}));

builder.queryFields((t) => ({
  apiKeys: t.field({
    type: ApiKeyPage,
    description: 'The tenant\'s API keys, revoked ones included, page by page.',
    authScopes: { permission: 'api_key.manage' },
    args: { ...pageArgs },
    resolve: async (_root, args, context) => {
      const request = pageRequest(args);
      const [items, total] = await Promise.all([
        context.db.apiKey.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], ...pageWindow(request) }),
        context.db.apiKey.count(),
      ]);
      return toPage(items, total, request);
    },
  }),
}));
