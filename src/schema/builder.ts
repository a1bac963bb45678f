import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { type GraphQLResolveInfo, isObjectType } from 'graphql';
import { DateResolver, DateTimeResolver, JSONObjectResolver, UUIDResolver } from 'graphql-scalars';
import type { Permission } from '../auth/permissions.ts';
import { credentialKindRefusal } from '../auth/principal.ts';
import type { Db } from '../data/client.ts';
import type PrismaTypes from '../data/generated/pothos-types.ts';
import { getDatamodel } from '../data/generated/pothos-types.ts';
import { ForbiddenError } from '../errors.ts';
import type { Context } from './context.ts';

export const MAX_CONNECTION_SIZE = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a decoded global id can name anything: a type of the schema that is a Node, and an id
 * its row could have. Every node's id is a PostgreSQL uuid (test/graphql/relay-ids.test.ts holds
 * the Prisma model to it), so anything else is nothing to look up: `node` answers null instead of
 * handing Prisma a value it refuses (a masked "Unexpected error.").
 */
function nameable(globalID: { typename: string; id: unknown } | null | undefined, info: GraphQLResolveInfo): boolean {
  if (!globalID || typeof globalID.id !== 'string' || !UUID.test(globalID.id)) return false;
  const type = info.schema.getType(globalID.typename);
  return isObjectType(type) && type.getInterfaces().some((implemented) => implemented.name === 'Node');
}
export const DEFAULT_CONNECTION_SIZE = 50;

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
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  plugins: [ScopeAuthPlugin, RelayPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // A subscription is refused when it starts, not at its first event.
    authorizeOnSubscribe: true,
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
    // The bounds of pageSize and limit; a larger `first` or `last` is refused (see connectionArgs).
    maxConnectionSize: MAX_CONNECTION_SIZE,
    defaultConnectionSize: DEFAULT_CONNECTION_SIZE,
  },
  relay: {
    // Existing `id: UUID!` fields keep their name and type; the Relay global id is `globalId`.
    idFieldName: 'globalId',
    idFieldOptions: { description: 'Relay global id: pass it to node(id:). The plain UUID is `id`.' },
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false, description: "This page's items with their cursors, in the list's order." },
    nodeFieldOptions: { nullable: false, description: 'The item.' },
    cursorFieldOptions: { description: 'Opaque position of this item: pass it as `after` (or `before`).' },
    pageInfoFieldOptions: { description: 'Where this page sits in the list.' },
    hasNextPageFieldOptions: { description: 'Whether items follow this page: continue with `after: endCursor`.' },
    hasPreviousPageFieldOptions: { description: 'Whether items precede this page.' },
    startCursorFieldOptions: { description: "The first item's cursor; null on an empty page." },
    endCursorFieldOptions: { description: "The last item's cursor; null on an empty page." },
    firstArgOptions: {
      description: `Items from the start (or after \`after\`), 0 to ${MAX_CONNECTION_SIZE}; default ${DEFAULT_CONNECTION_SIZE}.`,
    },
    lastArgOptions: { description: `Items from the end (or before \`before\`), 0 to ${MAX_CONNECTION_SIZE}.` },
    afterArgOptions: { description: 'A cursor: the page starts after this item.' },
    beforeArgOptions: { description: 'A cursor: the page ends before this item.' },
    nodeTypeOptions: { description: 'An object with a Relay global id, refetchable with node(id:).' },
    pageInfoTypeOptions: { description: 'Relay page information of a connection.' },
    defaultConnectionTypeOptions: { description: 'A cursor-paginated list (Relay connection).' },
    defaultEdgeTypeOptions: { description: 'One item of a connection and its cursor.' },
    nodeQueryOptions: {
      description: "Any object with a global id, by that id; null when it is unknown, malformed or another tenant's.",
      args: { id: { description: 'A globalId.' } },
      resolve: (_root, args, _context, info, resolveNode) => (nameable(args.id, info) ? resolveNode(args.id) : null),
    },
    nodesQueryOptions: {
      description: "Objects by their global ids, in order; null for each unknown, malformed or another tenant's.",
      args: { ids: { description: 'globalIds.' } },
      resolve: (_root, args, _context, info, resolveNodes) => {
        // The plugin loads `args.ids` whatever it is handed: a malformed id is blanked there, and its answer is null.
        const ids = args.ids as ({ typename: string; id: string } | null)[];
        ids.forEach((id, index) => {
          if (!nameable(id, info)) ids[index] = null;
        });
        return resolveNodes(args.ids);
      },
    },
  },
});

builder.addScalarType('UUID', UUIDResolver);
builder.addScalarType('DateTime', DateTimeResolver);
builder.addScalarType('Date', DateResolver);
builder.addScalarType('JSONObject', JSONObjectResolver);

builder.queryType({ description: "Reads of the calling tenant's data. Every field is filtered to that tenant." });
builder.mutationType({ description: 'Writes. Each one is a single transaction.' });
builder.subscriptionType({
  description:
    'Live changes over Server-Sent Events (POST or GET /graphql with `Accept: text/event-stream`), authorized and tenant-scoped like queries.',
});
