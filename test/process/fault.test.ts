import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clusterProcesses, postmasterPid, type Started, sleep, start, waitFor } from './support.ts';

// Fault injection on the embedded PostgreSQL of a real service process (loopback only, bounded
// waits): killed, stopped, continued, and broken for good.
const KEY = 'ccak_fault-injection-key-0123456789';
const headers = { authorization: `Bearer ${KEY}` };
const TIMEOUTS = {
  DATABASE_CONNECT_TIMEOUT_MS: '1000',
  DATABASE_ACQUIRE_TIMEOUT_MS: '1500',
  DATABASE_STATEMENT_TIMEOUT_MS: '1000',
};

interface Answer {
  surface: 'rest' | 'graphql' | 'healthz';
  status: number;
  retryAfter: string | null;
  body: unknown;
  ms: number;
}

async function ask(url: string, surface: Answer['surface']): Promise<Answer> {
  const started = performance.now();
  const response =
    surface === 'rest'
      ? await fetch(`${url}/api/v1/organizations?pageSize=5`, { headers })
      : surface === 'graphql'
        ? await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ query: 'query Fault { organizations(pageSize: 5) { total } }' }),
          })
        : await fetch(`${url}/healthz`);
  const body = await response.json();
  return {
    surface,
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    ms: performance.now() - started,
  };
}

/** Keeps a few clients asking until stopped; every answer is kept. */
function load(url: string): { stop(): Promise<Answer[]> } {
  const answers: Answer[] = [];
  let running = true;
  const worker = async (surface: Answer['surface']) => {
    while (running) {
      answers.push(await ask(url, surface));
      await sleep(50);
    }
  };
  const workers = [worker('rest'), worker('rest'), worker('graphql'), worker('healthz')];
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return answers;
    },
  };
}

let dataDir: string;
let home: string;
let server: Started;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cc-fault-'));
  home = await mkdtemp(path.join(tmpdir(), 'cc-fault-home-'));
  server = await start({ DATA_DIR: dataDir, EMBEDDED_POSTGRES_HOME: home, BOOTSTRAP_API_KEY: KEY, ...TIMEOUTS });
}, 120_000);
afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
  await rm(home, { recursive: true, force: true });
});

describe('the embedded PostgreSQL under load', () => {
  test('killed with SIGKILL: 503 with Retry-After on REST and GraphQL, then recovery without restarting the app', async () => {
    expect((await ask(server.url, 'rest')).status).toBe(200);
    const before = await postmasterPid(dataDir);
    const traffic = load(server.url);
    await sleep(300);
    process.kill(before, 'SIGKILL');
    await sleep(200);
    // Recovered: a new postmaster on the same data directory, and the same app process.
    await waitFor('a new postmaster', 30_000, async () =>
      (await postmasterPid(dataDir)) !== before ? true : undefined,
    );
    await waitFor('REST to answer 200 again', 30_000, async () =>
      (await ask(server.url, 'rest')).status === 200 ? true : undefined,
    );
    await sleep(300);
    const answers = await traffic.stop();
    expect(server.child.exitCode).toBeNull();

    const statuses = new Set(answers.map((a) => a.status));
    // Never a 500, never a masked "Unexpected error." with HTTP 200: 200 or 503, nothing else.
    expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(answer.retryAfter).toMatch(/^\d+$/);
      if (answer.surface === 'rest')
        expect(answer.body).toEqual({ detail: 'The database is unavailable; retry later' });
      if (answer.surface === 'graphql')
        expect(answer.body).toMatchObject({ errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    }
    expect(new Set(unavailable.map((a) => a.surface))).toEqual(new Set(['rest', 'graphql']));
    // Liveness reports the process, which never stopped answering.
    expect(answers.filter((a) => a.surface === 'healthz').every((a) => a.status === 200)).toBe(true);
    expect(answers.at(-1)?.status).toBe(200);
    // Identical errors are rate-limited, and each line that is written carries its request id.
    const errorLines = (server.stdout() + server.stderr()).split('\n').filter((line) => /"level":(40|50)/.test(line));
    expect(errorLines.length).toBeLessThan(40);
    const requestErrors = errorLines.filter(
      (line) => line.includes('database unavailable') || line.includes('unexpected error'),
    );
    for (const line of requestErrors) expect(JSON.parse(line).requestId).toMatch(/\S/);
  }, 90_000);

  test('stopped with SIGSTOP: /readyz is 503 within a second and requests 503 within the timeouts; recovery after SIGCONT', async () => {
    expect((await ask(server.url, 'rest')).status).toBe(200);
    const processes = await clusterProcesses(await postmasterPid(dataDir));
    for (const pid of processes) process.kill(pid, 'SIGSTOP');
    try {
      const readyStarted = performance.now();
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(performance.now() - readyStarted).toBeLessThan(1_500);

      const answer = await ask(server.url, 'rest');
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      // statement timeout 1 s + the client's 2 s grace, or the 1.5 s acquire timeout, plus slack.
      expect(answer.ms).toBeLessThan(6_000);
      const graphql = await ask(server.url, 'graphql');
      expect(graphql.status).toBe(503);
    } finally {
      for (const pid of processes) process.kill(pid, 'SIGCONT');
    }
    await waitFor('REST to answer 200 after SIGCONT', 20_000, async () =>
      (await ask(server.url, 'rest')).status === 200 ? true : undefined,
    );
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 60_000);

  test('when it cannot come back, the process exits non-zero so its own supervisor restarts it', async () => {
    const pid = await postmasterPid(dataDir);
    const cluster = (await import('node:fs/promises')).readFile(path.join(dataDir, 'gateway-cluster-location'), 'utf8');
    const clusterDir = await cluster.then((text) => text.trim()).catch(() => dataDir);
    // A cluster PostgreSQL refuses to start: every restart fails.
    await writeFile(path.join(clusterDir, 'PG_VERSION'), '9\n');
    process.kill(pid, 'SIGKILL');
    expect(await server.exited).toBe(1);
    expect(server.stdout()).toMatch(/"level":60.*embedded PostgreSQL is gone; exiting/);
  }, 90_000);
});
