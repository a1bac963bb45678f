import type { Middleware } from 'koa';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface MetricsOptions {
  /** The oldest `evaluatedAt` per tenant, for the data-freshness gauge; no gauge without it. */
  oldestEvaluations?: () => Promise<{ tenantId: string; oldest: Date }[]>;
  /** The response cache's counters, read at each scrape; no series without it (RESPONSE_CACHE=off). */
  responseCache?: {
    readonly hits: number;
    readonly misses: number;
    readonly encodedHits: number;
    readonly encodings: number;
    readonly bytes: number;
    readonly size: number;
  } | null;
}

/** A scrape never waits longer than this on the database; the gauge is left out instead. */
const FRESHNESS_TIMEOUT_MS = 500;
/** Scrapes within this interval reuse the last reading (the query scans every control row). */
const FRESHNESS_CACHE_MS = 15_000;

/** Prometheus metrics, per app instance (tests build several apps in one process). */
export function createMetrics(options: MetricsOptions = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  const signIns = new Counter({
    name: 'sign_in_attempts_total',
    help: 'Sign-in attempts by outcome; succeeded, failed and mfa_required ran a password check, locked did not',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const oldestEvaluations = options.oldestEvaluations;
  if (oldestEvaluations) {
    let cached: { at: number; rows: { tenantId: string; oldest: Date }[] } | undefined;
    new Gauge({
      name: 'compliance_oldest_evaluation_age_seconds',
      help: "Age of the oldest evaluatedAt among a tenant's latest control statuses (data freshness)",
      labelNames: ['tenant_id'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        if (cached === undefined || Date.now() - cached.at >= FRESHNESS_CACHE_MS) {
          const rows = await withTimeout(oldestEvaluations(), FRESHNESS_TIMEOUT_MS).catch(() => null);
          // A database that cannot answer leaves the gauge out of this scrape; /readyz says why.
          if (rows === null) return;
          cached = { at: Date.now(), rows };
        }
        const now = Date.now();
        for (const row of cached.rows) {
          this.set({ tenant_id: row.tenantId }, Math.max(0, (now - row.oldest.getTime()) / 1000));
        }
      },
    });
  }

  if (options.responseCache) responseCacheSeries(registry, options.responseCache);

  const middleware: Middleware = async (ctx, next) => {
    const stop = duration.startTimer();
    try {
      await next();
    } finally {
      // The route template, not the path, keeps label cardinality bounded.
      const route =
        (ctx as { _matchedRoute?: string })._matchedRoute ?? (ctx.path === '/graphql' ? '/graphql' : 'unmatched');
      stop({ method: ctx.method, route });
      requests.inc({ method: ctx.method, route, status: String(ctx.status) });
    }
  };
  const signIn = (outcome: string) => signIns.inc({ outcome });
  return { registry, middleware, signIn };
}

function responseCacheSeries(registry: Registry, cache: NonNullable<MetricsOptions['responseCache']>): void {
  const counter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  counter('response_cache_hits_total', 'Reads answered from the response cache', () => cache.hits);
  counter('response_cache_misses_total', 'Reads the response cache did not hold (they executed)', () => cache.misses);
  counter(
    'response_cache_encoded_hits_total',
    'Hits served as a kept compressed variant (no compression on the request)',
    () => cache.encodedHits,
  );
  counter('response_cache_encodings_total', 'Kept answers compressed for a coding', () => cache.encodings);
  gauge(
    'response_cache_bytes',
    'Bytes the response cache holds (bodies, compressed variants and keys), at most RESPONSE_CACHE_MAX_BYTES',
    () => cache.bytes,
  );
  gauge('response_cache_entries', 'Answers the response cache holds', () => cache.size);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
