import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for every operation a surface runs on the graph (REST routes, MCP tools, the
 * SDK). The schema is the committed `schema.graphql`, so generation needs no running server.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/graphql/operations/*.graphql'],
  generates: {
    'src/graphql/generated/operations.ts': {
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
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
