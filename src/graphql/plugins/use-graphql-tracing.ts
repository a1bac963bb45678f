import { useOpenTelemetry } from '@envelop/opentelemetry';
import { trace } from '@opentelemetry/api';
import type { Plugin } from 'graphql-yoga';

/**
 * A span per GraphQL operation (`query.OperationName`, with its type and document), child of the
 * HTTP request's span, on the process's tracer provider (the plugin would otherwise register one
 * of its own that prints to the console). Variables and results stay out of the spans: they may
 * hold what a tenant considers confidential.
 */
export function useGraphQLTracing(): Plugin {
  return useOpenTelemetry(
    { resolvers: false, variables: false, result: false, document: true },
    trace.getTracerProvider(),
  ) as Plugin;
}
