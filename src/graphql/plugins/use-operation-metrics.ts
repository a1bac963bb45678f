import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Counter, Histogram, type Registry } from 'prom-client';

const SANE_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;
/** Operation names are chosen by clients: past this many distinct ones, new names count as `other`. */
const MAX_NAMES = 200;

/**
 * Per-operation GraphQL metrics (one `/graphql` label says nothing about which query is slow):
 * `graphql_operations_total{operation_name, operation_type, outcome}` and
 * `graphql_operation_duration_seconds{operation_name, operation_type}` for each executed operation.
 * Anonymous operations are `anonymous`; label cardinality is bounded (MAX_NAMES).
 */
export function useOperationMetrics(registry: Registry): Plugin {
  const operations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations executed, by operation name, type and outcome (ok or error)',
    labelNames: ['operation_name', 'operation_type', 'outcome'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operation execution time, by operation name and type',
    labelNames: ['operation_name', 'operation_type'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const known = new Set<string>();
  const label = (name: string | undefined): string => {
    if (name === undefined) return 'anonymous';
    if (!SANE_NAME.test(name)) return 'other';
    if (known.has(name)) return name;
    if (known.size >= MAX_NAMES) return 'other';
    known.add(name);
    return name;
  };

  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const labels = {
        operation_name: label(operation?.name?.value ?? args.operationName ?? undefined),
        operation_type: operation?.operation ?? 'unknown',
      };
      const stop = duration.startTimer(labels);
      return {
        onExecuteDone({ result }) {
          stop();
          const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
          operations.inc({ ...labels, outcome: failed ? 'error' : 'ok' });
        },
      };
    },
  };
}
