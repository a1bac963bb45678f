import http from 'node:http';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { sleep, start } from './support.ts';

// SIGTERM under keep-alive load: every request that started before the signal completes, and no
// client sees a reset: connections close cleanly (`Connection: close`), new ones are refused.
// The process starts on a copy of the demo template: what is under test is the drain, not the seed
// (lifecycle.test.ts and startup.test.ts seed in the process).
const KEY = inject('demoAdminKey');

interface Outcome {
  startedAt: number;
  status?: number;
  connection?: string;
  error?: string;
}

function get(agent: http.Agent, url: string): Promise<Outcome> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${KEY}` } }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ startedAt, status: response.statusCode, connection: response.headers.connection }),
      );
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ startedAt, error: error.code ?? error.message }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ startedAt, error: error.code ?? error.message }));
  });
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
});
afterAll(() => database.drop());

test('SIGTERM under keep-alive load completes every request that started before it, with 0 resets', async () => {
  // Every request builds its grid (no response cache), so requests are in flight when the signal
  // lands, and the key's rate limit stays out of the way of the load (a cached grid answers in a
  // fraction of a millisecond: 8 clients made thousands of requests and met 429s).
  const server = await start({
    DATABASE_URL: database.url,
    SEED: 'none',
    RESPONSE_CACHE: 'off',
    RATE_LIMIT_POINTS: '1000000',
  });
  const organizations = (await (
    await fetch(`${server.url}/api/v1/organizations?pageSize=8`, { headers: { authorization: `Bearer ${KEY}` } })
  ).json()) as { items: { id: string }[] };
  const paths = organizations.items.map((o) => `/api/v1/organizations/${o.id}/compliance`);

  const outcomes: Outcome[] = [];
  let refused = false;
  const client = async (path: string) => {
    // One connection per client, reused for every request until the server says close.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (!refused) {
        const outcome = await get(agent, `${server.url}${path}`);
        outcomes.push(outcome);
        if (outcome.error === 'ECONNREFUSED') refused = true;
      }
    } finally {
      agent.destroy();
    }
  };
  const clients = paths.map(client);
  await sleep(1_500);
  const signalledAt = performance.now();
  server.child.kill('SIGTERM');
  const stopped = setTimeout(() => {
    refused = true;
  }, 15_000);
  await Promise.all(clients);
  clearTimeout(stopped);
  expect(await server.exited).toBe(0);

  const before = outcomes.filter((o) => o.startedAt < signalledAt);
  expect(before.length).toBeGreaterThan(paths.length);
  expect(before.filter((o) => o.status !== 200)).toEqual([]);
  // After the signal: answered (with Connection: close) or refused, never reset or hung up.
  const errors = outcomes.filter((o) => o.error !== undefined).map((o) => o.error);
  expect(errors.filter((code) => code !== 'ECONNREFUSED')).toEqual([]);
  const answeredAfter = outcomes.filter((o) => o.startedAt >= signalledAt && o.status !== undefined);
  for (const outcome of answeredAfter) expect(outcome).toMatchObject({ status: 200, connection: 'close' });
  expect(server.stdout()).toContain('"msg":"stopped"');
}, 120_000);
