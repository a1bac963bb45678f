import type { CodegenConfig } from '@graphql-codegen/cli';

const typedDocuments = {
  plugins: ['typescript-operations', 'typed-document-node'],
  config: {
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
  },
};

/**
 * Typed documents for every operation a surface runs on the graph (REST routes, MCP tools), and
 * the same documents for the client package (packages/client), which adds the subscriptions only
 * a live client sends. The schema is the committed `schema.graphql`, so generation needs no
 * running server. The REST types of the package come from scripts/client-rest-types.ts.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/graphql/operations/*.graphql'],
  generates: {
    'src/graphql/generated/operations.ts': typedDocuments,
    'packages/client/src/generated/graphql.ts': {
      ...typedDocuments,
      documents: ['packages/client/operations/*.graphql'],
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
