import type { CodegenConfig } from '@graphql-codegen/cli';

const operationsConfig = {
  useTypeImports: true,
  enumsAsTypes: true,
  avoidOptionals: { field: true, inputValue: false, object: true },
  skipTypename: true,
  strictScalars: true,
  scalars: {
    UUID: 'string',
    DateTime: 'string',
    Date: 'string',
    JSONObject: 'Record<string, unknown>',
  },
};

/**
 * Typed documents for every operation a surface runs on the graph (REST routes, MCP tools), the
 * same documents for the client package (packages/client), which adds the subscriptions only a
 * live client sends, and the console's own. The schema is the committed `schema.graphql`, so
 * generation needs no running server. The REST types of the package come from
 * scripts/client-rest-types.ts.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'src/graphql/generated/operations.ts': {
      documents: ['src/graphql/operations/*.graphql'],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: operationsConfig,
    },
    'packages/client/src/generated/graphql.ts': {
      documents: ['src/graphql/operations/*.graphql', 'packages/client/operations/*.graphql'],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: operationsConfig,
    },
    // The console sends its own documents, as any frontend of the public graph would; where it
    // selects exactly a record the product names, it spreads the product's fragment (fragments.graphql
    // holds fragments only, so no product operation lands in the console's bundle).
    'console/src/generated/operations.ts': {
      documents: ['console/src/operations/*.graphql', 'src/graphql/operations/fragments.graphql'],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: operationsConfig,
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
