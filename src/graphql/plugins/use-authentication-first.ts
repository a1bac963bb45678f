import type { GraphQLParams, Plugin } from 'graphql-yoga';

/**
 * Refuses a request without a valid credential as soon as its parameters are read: before its
 * document is parsed by yoga, validated (depth, aliases, directives, cost: the work a document
 * can multiply) or run. `authenticate` settles the caller (rejecting with the 401 the context
 * would raise) or lets an operation that needs no credential through (signing in); the context
 * still builds the caller from the same, shared, lookup (or from the server context's, when the
 * HTTP layer resolved it first).
 */
export function useAuthenticationFirst<Server extends Record<string, unknown>>(
  authenticate: (request: Request, params: GraphQLParams, server: Server) => Promise<void>,
): Plugin<Record<string, unknown>, Server> {
  return {
    async onParams({ request, params, context }) {
      await authenticate(request, params, context);
    },
  };
}
