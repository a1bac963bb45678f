import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { start, waitFor } from '../process/support.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

// A real service process exporting OTLP/HTTP to a receiver on loopback that this test runs, on a
// copy of the demo template (seeding it again would take the process 20 s).
const KEY = inject('demoAdminKey');

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

let database: TestDatabase;
let receiver: http.Server;
const spans: Span[] = [];
const contentTypes = new Set<string>();

beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      contentTypes.add(`${request.method} ${request.url} ${request.headers['content-type']}`);
      if (request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      const payload = JSON.parse(body) as {
        resourceSpans: { scopeSpans: { spans: Span[] }[] }[];
      };
      for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await database.drop();
});

test('with OTEL_EXPORTER_OTLP_ENDPOINT set, a GraphQL request is one trace: HTTP, the operation, its pg queries', async () => {
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const server = await start(
    {
      DATABASE_URL: database.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_SERVICE_NAME: 'gateway-under-test',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
    { tracing: true },
  );
  try {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query TracedOrganizations { organizations(pageSize: 2) { total } }' }),
    });
    expect(response.status).toBe(200);

    const operation = await waitFor('the operation span', 20_000, async () =>
      spans.find((span) => span.name.includes('TracedOrganizations')),
    );
    const trace = () => spans.filter((span) => span.traceId === operation.traceId);
    await waitFor('the pg spans', 20_000, async () => (trace().some((s) => /^pg\./.test(s.name)) ? true : undefined));
    expect(operation.name).toBe('query.TracedOrganizations');
    // The HTTP request is the root; the operation is inside it, and its queries inside the operation.
    const serverSpan = trace().find((span) => /^POST\b/.test(span.name));
    expect(serverSpan?.parentSpanId || undefined).toBeUndefined();
    expect(operation.parentSpanId).toBe(serverSpan!.spanId);
    const byId = new Map(trace().map((span) => [span.spanId, span]));
    const ancestors = (span: Span): string[] => {
      const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
      return parent ? [parent.spanId, ...ancestors(parent)] : [];
    };
    const queries = trace().filter((span) => /^pg\.query/.test(span.name));
    expect(queries.some((span) => ancestors(span).includes(operation.spanId))).toBe(true);
    // Traces only: metrics are Prometheus' and logs pino's.
    expect([...contentTypes]).toEqual([expect.stringMatching(/^POST \/v1\/traces application\/json/)]);
  } finally {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }
}, 120_000);
