import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const SUGGESTION = / Did you mean .+\?$/;

/**
 * graphql-js answers a misspelt field or argument with "Did you mean ...?", naming fields of the
 * schema, and validation runs before authentication, so anyone could map the graph that way. The
 * suggestions stay for callers whose credential is valid (GraphiQL users) and are cut for
 * everyone else, a made-up bearer token included. Validation is synchronous, so whether the
 * caller is authenticated is settled before it, when the parameters arrive (`isAuthenticated`
 * should share its lookup with the context, so a request is still authenticated once).
 */
export function useSuggestionsForCallers<Server extends Record<string, unknown>>(
  isAuthenticated: (request: Request, server: Server) => Promise<boolean>,
): Plugin<Record<string, unknown>, Server> {
  const authenticated = new WeakSet<Request>();
  return {
    async onParams({ request, context }) {
      if (await isAuthenticated(request, context)) authenticated.add(request);
    },
    onValidate({ context }) {
      return ({ result, setResult }) => {
        const request = (context as { request?: Request }).request;
        if (request && authenticated.has(request)) return;
        if (!result.some((error) => SUGGESTION.test(error.message))) return;
        setResult(
          result.map((error: Error) =>
            error instanceof GraphQLError && SUGGESTION.test(error.message)
              ? new GraphQLError(error.message.replace(SUGGESTION, ''), {
                  nodes: error.nodes,
                  source: error.source,
                  positions: error.positions,
                  path: error.path,
                  extensions: error.extensions,
                })
              : error,
          ),
        );
      };
    },
  };
}
