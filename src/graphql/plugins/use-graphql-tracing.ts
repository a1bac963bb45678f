import { useOpenTelemetry } from '@envelop/opentelemetry';
import type { Plugin } from 'graphql-yoga';

/**
 * A span per GraphQL operation (named after it, with its type), children of the HTTP request's
 * span and parents of the pg query spans. Variables and results stay out of the spans: they may
 * hold what a tenant considers confidential.
 */
export function useGraphQLTracing(): Plugin {
  return useOpenTelemetry({ resolvers: false, variables: false, result: false, document: true }) as Plugin;
}
