import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { DateResolver, DateTimeResolver, JSONObjectResolver, UUIDResolver } from 'graphql-scalars';
import type { Permission } from '../auth/permissions.ts';
import { credentialKindRefusal } from '../auth/principal.ts';
import type { Db } from '../data/client.ts';
import type PrismaTypes from '../data/generated/pothos-types.ts';
import { getDatamodel } from '../data/generated/pothos-types.ts';
import { ForbiddenError } from '../errors.ts';
import type { Context } from './context.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    /** The caller holds this permission (after a user-scoped key is narrowed to its owner's role). */
    permission: Permission;
    /** The caller is a signed-in human presenting an access token (not an API key or refresh token). */
    humanToken: boolean;
  };
  Scalars: {
    UUID: { Input: string; Output: string };
    DateTime: { Input: Date; Output: Date | string };
    Date: { Input: Date; Output: Date | string };
    JSONObject: { Input: Record<string, unknown>; Output: Record<string, unknown> };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (context) => ({
      permission: (permission) => context.principal.scopes.has(permission),
      humanToken: context.principal.kind === 'access_token',
    }),
    unauthorizedError: (_parent, context) => new ForbiddenError(credentialKindRefusal(context.principal) ?? undefined),
  },
  prisma: {
    // Resolvers get the tenant-scoped client, so relation loads are filtered like top-level reads.
    client: (context) => context.db as unknown as Db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
});

builder.addScalarType('UUID', UUIDResolver);
builder.addScalarType('DateTime', DateTimeResolver);
builder.addScalarType('Date', DateResolver);
builder.addScalarType('JSONObject', JSONObjectResolver);

builder.queryType({ description: "Reads of the calling tenant's data. Every field is filtered to that tenant." });
builder.mutationType({ description: 'Writes. Each one is a single transaction.' });
