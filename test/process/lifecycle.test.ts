import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { run, start } from './support.ts';

// The real entry point in a child process, as an operator runs it (./support.ts).
const KEY = 'ccak_lifecycle-test-key-0123456789';

test('a bad configuration value stops the process with one clear line', async () => {
  const { stderr, stdout, exited } = run({ PORT: 'eighty' });
  expect(await exited).toBe(1);
  expect(stderr().trim().split('\n')).toEqual([expect.stringMatching(/^invalid configuration: PORT /)]);
  expect(stdout()).toBe('');
});

describe('against an existing PostgreSQL (DATABASE_URL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrated: false });
  });
  afterAll(() => database.drop());

  test('migrates, seeds on request, serves, and drains in-flight requests on SIGTERM', async () => {
    const server = await start({
      // An existing PostgreSQL needs the key that seals stored secrets (issue 10): ./support.ts gives one.
      DATABASE_URL: database.url,
      SEED: 'demo',
      BOOTSTRAP_API_KEY: KEY,
    });
    const headers = { authorization: `Bearer ${KEY}` };
    const organizations = (await (await fetch(`${server.url}/api/v1/organizations?pageSize=20`, { headers })).json())
      .items as { id: string }[];
    expect(organizations.length).toBe(20);

    // SIGTERM once every response has begun and before the bodies are read: each must still
    // arrive whole, and the process must then exit cleanly.
    const responses = await Promise.all(
      organizations.map((o) => fetch(`${server.url}/api/v1/organizations/${o.id}/compliance`, { headers })),
    );
    server.child.kill('SIGTERM');
    const grids = await Promise.all(
      responses.map(async (response) => ({ status: response.status, body: await response.json() })),
    );
    expect(grids.map((grid) => grid.status)).toEqual(organizations.map(() => 200));
    expect(grids.map((grid) => grid.body.organizationId)).toEqual(organizations.map((o) => o.id));
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('"msg":"stopped"');
    // The key is printed nowhere: it was given, and credentials never reach the log.
    expect(server.stderr()).not.toContain(KEY);
    expect(server.stdout()).not.toContain(KEY);
  }, 120_000);
});

// On the embedded PostgreSQL, data kept across restarts and a start after being killed (SIGKILL):
// private-dir.test.ts, which starts that way from a 0700 checkout.
