import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger, type Runner, run, runMigrations } from 'graphile-worker';
import type { Db } from '../../src/data/client.ts';
import type { ChangeSet } from '../../src/domain/changes.ts';

/** graphile-worker's own logger, silenced: its job lines would drown the test output. */
export const silentWorkerLogger = new Logger(() => () => {});

/** graphile-worker's schema, installed by its own migrations (as the engine's runner does on start). */
export async function installJobQueue(databaseUrl: string): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: silentWorkerLogger });
}

/** A real graphile-worker runner with the given tasks, polling often so tests stay quick. */
export function startWorker(databaseUrl: string, taskList: Parameters<typeof run>[0]['taskList']): Promise<Runner> {
  return run({
    connectionString: databaseUrl,
    taskList,
    concurrency: 4,
    pollInterval: 100,
    noHandleSignals: true,
    logger: silentWorkerLogger,
  });
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Receiver {
  /** Base URL on loopback, e.g. http://127.0.0.1:40123 */
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * A webhook receiver on a loopback port. `answer` decides each response from the request and how
 * many arrived before it; it may also leave the response open (a receiver that hangs).
 */
export async function startReceiver(
  answer: (request: ReceivedRequest, index: number, response: ServerResponse) => void = (_r, _i, response) => {
    response.writeHead(204).end();
  },
): Promise<Receiver> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      received.push(request);
      answer(request, received.length - 1, res);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<Exclude<T, false | null | undefined>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false && value !== null) return value as Exclude<T, false | null | undefined>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A tenant with one organization, made directly: event tests need rows to point at, not the demo data set. */
export async function tenantWithOrganization(db: Db, name: string) {
  const tenant = await db.tenant.create({ data: { name } });
  const organization = await db.organization.create({ data: { tenantId: tenant.id, name: `${name} client` } });
  return { tenantId: tenant.id, organizationId: organization.id };
}

/** A change set as the engine would hand it over: one control failing, the rollup following, one detection opened. */
export function failingChange(
  ids: { tenantId: string; organizationId: string },
  overrides: Partial<Pick<ChangeSet, 'controls' | 'rollup' | 'detections'>> = {},
): ChangeSet {
  const at = new Date('2026-11-20T10:00:00.000Z');
  const controlId = '0195f2b0-0000-7000-8000-000000000001';
  return {
    tenantId: ids.tenantId,
    organizationId: ids.organizationId,
    controls: [
      {
        organizationId: ids.organizationId,
        controlId,
        standardId: '0195f2b0-0000-7000-8000-0000000000aa',
        from: 'pass',
        to: 'fail',
        evaluatedAt: at,
      },
    ],
    rollup: { organizationId: ids.organizationId, from: 'pass', to: 'fail' },
    detections: [
      {
        kind: 'opened',
        detectionId: '0195f2b0-0000-7000-8000-0000000000d1',
        organizationId: ids.organizationId,
        controlId,
        standardId: '0195f2b0-0000-7000-8000-0000000000aa',
        subject: 'laptop-17',
        severity: 'high',
        title: 'Disk encryption: laptop-17',
        at,
      },
    ],
    ...overrides,
  };
}
