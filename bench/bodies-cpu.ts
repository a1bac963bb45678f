/**
 * `npm run bench:bodies`: what the worst body of each kind (bench/bodies.ts: one 950 KB name,
 * 50,000 variables, 50,000 tokens, an application/graphql body of 400,000 tokens) costs the
 * service on POST /graphql, in milliseconds of CPU per request, sent without a credential, with a
 * made-up one and with a valid API key; and, for scale, a small signed-in query. The service runs
 * as `npm start` runs it, alone on core 1 (bench/start.ts); the requests go one after another
 * from core 0, so the CPU read from /proc/<pid>/stat is this request's and nothing else's.
 * Figures in docs/security.md ("Request bodies"); prints a table and, last, one `bench-bodies:` line.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type WorstBody, worstBodies } from './bodies.ts';
import { prepareData } from './data.ts';
import { cpuMs, startProduction, stopChild } from './start.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const PORT = 18_095;

async function costOf(
  pid: number,
  body: WorstBody,
  headers: Record<string, string>,
): Promise<{ ms: number; status: number }> {
  const send = async () => {
    const response = await fetch(`http://127.0.0.1:${PORT}/graphql`, {
      method: 'POST',
      headers: { 'content-type': body.contentType, ...headers },
      body: body.body,
    });
    await response.arrayBuffer();
    return response.status;
  };
  for (let i = 0; i < 10; i++) await send();
  const before = cpuMs(pid);
  let status = 0;
  for (let i = 0; i < REQUESTS; i++) status = await send();
  return { ms: (cpuMs(pid) - before) / REQUESTS, status };
}

export async function benchBodies(): Promise<Record<string, number>> {
  const data = await prepareData();
  const app = await startProduction({ databaseUrl: data.url, secretKey: data.secretKey, port: PORT });
  try {
    const callers: [string, Record<string, string>][] = [
      ['no credential', {}],
      ['made-up credential', { authorization: 'Bearer ccak_made-up-credential' }],
      ['valid API key', { authorization: `Bearer ${data.setup.apiKey}` }],
    ];
    const small: WorstBody = {
      name: 'a small query (for scale)',
      contentType: 'application/json',
      body: JSON.stringify({ query: '{ organizations(pageSize: 1) { total } }' }),
    };
    const worst: Record<string, number> = {};
    process.stdout.write(`ms of CPU per request, ${REQUESTS} requests each, one at a time\n`);
    for (const body of [...worstBodies(), small]) {
      const cells: string[] = [];
      for (const [caller, headers] of callers) {
        const { ms, status } = await costOf(app.pid!, body, headers);
        cells.push(`${caller} ${ms.toFixed(2)} (${status})`);
        worst[caller] = Math.max(worst[caller] ?? 0, body === small ? 0 : ms);
      }
      process.stdout.write(`${body.name.padEnd(38)} ${cells.join(', ')}\n`);
    }
    return worst;
  } finally {
    await stopChild(app);
    await data.stop();
  }
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const worst = await benchBodies();
  process.stdout.write(
    `bench-bodies: ${Object.entries(worst)
      .map(([caller, ms]) => `${caller.replaceAll(' ', '_')}_worst_ms=${ms.toFixed(2)}`)
      .join(' ')}\n`,
  );
}
