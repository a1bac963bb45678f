import { issueApiKey } from '../auth/api-keys.ts';
import { API_KEY_SCOPES, isScope, type Scope } from '../auth/permissions.ts';
import { apiKeyPage, creatorKey, revokeApiKey } from '../data/api-keys.ts';
import type { Db } from '../data/client.ts';
import type { ApiKey as ApiKeyRow } from '../data/generated/prisma/client.ts';
import { selectApiKeyOrThrow } from '../data/selections.ts';
import { inTransaction } from '../data/tenant.ts';
import { toPage } from '../domain/pagination.ts';
import { TEXT_LIMITS, textLength } from '../domain/text.ts';
import { BadInputError, ForbiddenError, NotFoundError } from '../errors.ts';
import { audit } from './audit.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';
import { pageArgs, pageRequest, pageType } from './pagination.ts';
import { VOLATILE } from './volatile.ts';

export const ApiKey = builder.prismaObject('ApiKey', {
  description: 'An API key of the tenant. Its plaintext is never stored; only createApiKey returns it.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: 'Stable identifier; revoke the key by it.' }),
    name: t.exposeString('name', { description: 'Label given at creation, for people.' }),
    prefix: t.exposeString('prefix', { description: 'The first characters of the key, to recognise it.' }),
    scopes: t.exposeStringList('scopes', {
      description:
        "Permissions and MCP scopes granted; a user-scoped key is further limited to its owner's current permissions.",
    }),
    userId: t.expose('userId', { type: 'UUID', nullable: true, description: 'Set for a user-scoped key: its owner.' }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'After this the key is rejected; null never expires.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the key was created.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Recorded with one-minute resolution.',
      // Written by every key's use without a revision bump: never in a cached answer.
      extensions: VOLATILE,
    }),
    revokedAt: t.expose('revokedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was revoked, after which it is rejected; null while active.',
    }),
  }),
});

const ApiKeyPage = pageType<unknown>('ApiKeyPage', 'ApiKey', 'A page of API keys, ordered by creation time then id.');

const CreatedApiKey = builder.objectRef<{ apiKey: ApiKeyRow; key: string }>('CreatedApiKey').implement({
  description: 'A new API key and its plaintext, which is shown only here.',
  fields: (t) => ({
    apiKey: t.field({
      type: ApiKey,
      description: 'The stored record of the new key.',
      resolve: (created) => created.apiKey,
    }),
    key: t.exposeString('key', { description: 'The plaintext key: store it now, it cannot be shown again.' }),
  }),
});

const CreateApiKeyInput = builder.inputType('CreateApiKeyInput', {
  description: 'A new API key. It may carry only scopes the caller holds.',
  fields: (t) => ({
    name: t.string({
      required: true,
      description: `Label for people, 1 to ${TEXT_LIMITS.apiKeyName} characters after trimming.`,
    }),
    scopes: t.stringList({ required: true, description: `Any of: ${API_KEY_SCOPES.join(', ')}.` }),
    expiresAt: t.field({
      type: 'DateTime',
      required: false,
      description:
        "No expiry when null. When absent: the creating key's own expiry (none when a person creates it); a key cannot create one that outlives it.",
    }),
    userScoped: t.boolean({
      required: false,
      description:
        "Bind the key to the calling user: it never exceeds the user's current permissions and stops working when the user is deactivated. A user-scoped key creates user-scoped keys only (absent means true for it).",
    }),
  }),
});

type CreateApiKeyRequest = typeof CreateApiKeyInput.$inferInput;

/** The name, scopes and expiry asked for, checked: a caller may grant only scopes it holds. */
function checkedRequest(input: CreateApiKeyRequest, context: Context): { name: string; scopes: Scope[] } {
  const name = input.name.trim();
  if (name === '' || textLength(name) > TEXT_LIMITS.apiKeyName) {
    throw new BadInputError(`name must have 1 to ${TEXT_LIMITS.apiKeyName} characters`, { field: 'name' });
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
    throw new BadInputError('userScoped needs a caller that is a user (an access token or a user-scoped key)', {
      field: 'userScoped',
    });
  }
  // Checked against the credential's effective scopes, so no key can mint a stronger one.
  const beyond = scopes.filter((scope) => !principal.scopes.has(scope));
  if (beyond.length > 0) throw new ForbiddenError(`You cannot grant scopes you do not hold: ${beyond.join(', ')}`);
  return { name, scopes };
}

/**
 * A key creates keys no broader and no longer-lived than itself: the owner and the expiry a
 * request leaves open are inherited from it, and asking for more is refused.
 */
async function boundedByCreator(input: CreateApiKeyRequest, context: Context) {
  const { principal } = context;
  const creator = principal.kind === 'api_key' ? await creatorKey(context.db, principal.credentialId) : null;
  let userScoped = input.userScoped ?? false;
  let expiresAt = input.expiresAt ?? null;
  if (creator?.userId) {
    if (input.userScoped === false) {
      throw new ForbiddenError('A user-scoped key can only create keys bound to the same user (userScoped: true)');
    }
    userScoped = true;
  }
  if (creator?.expiresAt) {
    const limit = creator.expiresAt;
    if (input.expiresAt === undefined) expiresAt = limit;
    else if (expiresAt === null || expiresAt > limit) {
      throw new ForbiddenError(
        `A key that expires can only create keys that expire no later (expiresAt at most ${limit.toISOString()})`,
      );
    }
  }
  return { creator, userScoped, expiresAt };
}

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreatedApiKey,
    description: 'Creates an API key. A caller may grant only scopes it holds itself.',
    authScopes: { permission: 'api_key.manage' },
    args: {
      input: t.arg({
        type: CreateApiKeyInput,
        required: true,
        description: 'Name, scopes and optional expiry of the key.',
      }),
    },
    resolve: async (_root, { input }, context) => {
      const { name, scopes } = checkedRequest(input, context);
      const { principal } = context;
      const { creator, userScoped, expiresAt } = await boundedByCreator(input, context);
      return inTransaction(context.db, async (tx) => {
        // The key and its entry commit together; the tenant-scoped delegate is Prisma's own with the filter added.
        const { record, plaintext } = await issueApiKey(tx as unknown as Pick<Db, 'apiKey'>, {
          tenantId: principal.tenantId,
          userId: userScoped ? principal.userId : null,
          name,
          scopes,
          expiresAt,
          // The human accountable: the caller, or the one accountable for the creating key.
          createdById: principal.userId ?? creator?.createdById ?? null,
          createdByKeyId: creator?.id ?? null,
        });
        await audit(tx, context, {
          action: 'api_key.created',
          target: { type: 'api_key', id: record.id },
          changes: { name: [null, name], scopes: [null, [...scopes]], expiresAt: [null, expiresAt] },
        });
        return { apiKey: record, key: plaintext };
      });
    },
  }),
  revokeApiKey: t.prismaField({
    type: 'ApiKey',
    description: 'Revokes a key at once. Revoking a revoked key changes nothing.',
    authScopes: { permission: 'api_key.manage' },
    args: {
      id: t.arg({ type: 'UUID', required: true, description: "The key's id; another tenant's key is not found." }),
    },
    resolve: async (query, _root, { id }, context) => {
      await inTransaction(context.db, async (tx) => {
        if (!(await revokeApiKey(tx, id, context.clock.now()))) throw new NotFoundError('API key not found');
        await audit(tx, context, { action: 'api_key.revoked', target: { type: 'api_key', id } });
      });
      return selectApiKeyOrThrow(context.db, id, query);
    },
  }),
}));

builder.queryFields((t) => ({
  apiKeys: t.field({
    type: ApiKeyPage,
    description: "The tenant's API keys, revoked ones included, page by page.",
    authScopes: { permission: 'api_key.manage' },
    args: { ...pageArgs },
    resolve: async (_root, args, context) => {
      const request = pageRequest(args);
      const { items, total } = await apiKeyPage(context.db, request);
      return toPage(items, total, request);
    },
  }),
}));
