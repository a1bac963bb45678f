import net from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { run, start } from './support.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
});
afterAll(() => database.drop());

test('a taken port stops the start before the demo seed, with one line naming PORT; the next start prints the key', async () => {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const port = (holder.address() as net.AddressInfo).port;
  try {
    const blocked = run({ DATABASE_URL: database.url, SEED: 'demo', PORT: String(port) });
    expect(await blocked.exited).toBe(1);
    expect(blocked.stderr().trim().split('\n')).toEqual([
      `port ${port} on 127.0.0.1 is already in use; set PORT to a free port or stop what holds it`,
    ]);
    expect(blocked.stdout()).not.toContain('ccak_');
  } finally {
    await new Promise((resolve) => holder.close(resolve));
  }

  // Nothing was seeded, so the one-time key is still to be shown, by the next start.
  const server = await start({ DATABASE_URL: database.url, SEED: 'demo' });
  const key = /Demo admin API key \(shown once, store it now\): (ccak_\S+)/.exec(server.stdout())?.[1];
  expect(key).toBeDefined();
  const response = await fetch(`${server.url}/api/v1/organizations?pageSize=1`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(response.status).toBe(200);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}, 120_000);
