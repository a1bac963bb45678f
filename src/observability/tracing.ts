/**
 * OpenTelemetry tracing, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set (spans go there over
 * OTLP/HTTP; the standard OTEL_* variables apply: OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER,
 * OTEL_BSP_SCHEDULE_DELAY...). Instrumented: incoming HTTP, every pg query (Prisma's driver
 * adapter runs on pg), and GraphQL operations (parse, validate, execute) through the envelop
 * plugin yoga gets from `tracingEnabled()`.
 *
 * Instrumentation patches modules as they load, so this module must run before the app's:
 * `node --import ./dist/src/observability/tracing.js dist/src/main.js` (what `npm start` does).
 */
import { register } from 'node:module';

type Sdk = { start(): void; shutdown(): Promise<void> };

let sdk: Sdk | undefined;
let starting: Promise<void> | undefined;

export function tracingEnabled(): boolean {
  return Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT);
}

async function startTracing(): Promise<void> {
  // ESM modules are hooked through import-in-the-middle; CommonJS ones (pg) through require.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  // Metrics are Prometheus' (/metrics) and logs are pino's; only traces go out over OTLP unless
  // the operator asks for more.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const instance = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || 'compliance-gateway',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // Probes would drown the traces that matter.
        ignoreIncomingRequestHook: (request) => /^\/(healthz|readyz|metrics)\b/.test(request.url ?? ''),
      }),
      new PgInstrumentation(),
    ],
  });
  instance.start();
  sdk = instance;
}

/** Flushes spans still buffered; the last step of a graceful stop. */
export async function shutdownTracing(): Promise<void> {
  await starting;
  await sdk?.shutdown();
}

if (tracingEnabled()) starting = startTracing();
await starting;
