/**
 * `npm run bench:console`: how long the console takes to render the fleet of BENCH_ORGS (1,000)
 * organizations and a BENCH_CONTROLS (300) control grid once their data has arrived, read from
 * the browser's performance marks (`console:fleet-data` -> `console:fleet-rendered`,
 * `console:grid-data` -> `console:grid-rendered`, set by the console itself), in Chromium against
 * the production start (bench/start.ts) serving the built console. A figure, not a pass/fail:
 * the target is under 1 s on this machine. Also printed: the initial JavaScript, gzipped.
 *
 * Its own data set (BENCH_DATA_DIR, default .bench-console): BENCH_ORGS x BENCH_CONTROLS x
 * BENCH_DAYS (2) days, since the console's first screens read the current state, not history.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

process.env.BENCH_ORGS ??= '1000';
process.env.BENCH_CONTROLS ??= '300';
process.env.BENCH_DAYS ??= '2';
process.env.BENCH_DATA_DIR ??= '.bench-console';
// After the defaults above: data.ts reads them when it loads.
const { ORGS, CONTROLS, prepareData } = await import('./data.ts');
const { startProduction, stopChild } = await import('./start.ts');
const { createDb } = await import('../src/data/client.ts');
const { hashPassword } = await import('../src/auth/passwords.ts');
const { launchChromium } = await import('../test/support/browser.ts');

const port = 18_393;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const USER = { email: 'console-bench@scale.example', password: 'console-bench-password' };

/** The scale seed has no people: the bench signs in as one it adds to the scale tenant. */
async function ensureUser(url: string, tenantId: string): Promise<void> {
  const db = createDb(url);
  try {
    const passwordHash = await hashPassword(USER.password);
    await db.user.upsert({
      where: { email: USER.email },
      update: { passwordHash },
      create: { tenantId, email: USER.email, name: 'Console bench', role: 'admin', passwordHash },
    });
  } finally {
    await db.$disconnect();
  }
}

function initialScriptKb(): number {
  const html = readFileSync('console/dist/index.html', 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+\.js)"/g)].map((match) => match[1]!);
  const bytes = scripts.reduce((sum, script) => sum + gzipSync(readFileSync(`console/dist${script}`)).byteLength, 0);
  return bytes / 1024;
}

/** Milliseconds from the data mark to the first rendered mark after it, once it is set. */
async function markGap(page: Page, data: string, rendered: string): Promise<number> {
  await page
    .waitForFunction(
      ([from, to]) => {
        const start = performance.getEntriesByName(from!).at(-1)?.startTime;
        return start !== undefined && performance.getEntriesByName(to!).some((mark) => mark.startTime >= start);
      },
      [data, rendered],
      { timeout: Number(process.env.BENCH_TIMEOUT_MS ?? 120_000) },
    )
    .catch(async (error: Error) => {
      // What the screen says (an error, a sign-in form) is the likeliest reason.
      throw new Error(`${rendered} never came: ${((await page.locator('body').textContent()) ?? '').slice(0, 500)}`, {
        cause: error,
      });
    });
  return page.evaluate(
    ([from, to]) => {
      const start = performance.getEntriesByName(from!).at(-1)!.startTime;
      const end = performance.getEntriesByName(to!).find((mark) => mark.startTime >= start)!.startTime;
      return end - start;
    },
    [data, rendered],
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const data = await prepareData();
  await ensureUser(data.url, data.setup.tenantId);
  const server = await startProduction({
    databaseUrl: data.url,
    secretKey: data.secretKey,
    port,
    env: { SIGN_IN_ADDRESS_POINTS: '100000', SIGN_IN_EMAIL_POINTS: '100000' },
  });
  const browser = await launchChromium();
  try {
    const base = `http://127.0.0.1:${port}`;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/`);
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password').fill(USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Fleet' }).waitFor();
    const fleet: number[] = [];
    const grid: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${base}/#/`);
      await page.reload();
      fleet.push(await markGap(page, 'console:fleet-data', 'console:fleet-rendered'));
      await page.goto(`${base}/#/organizations/${data.setup.organizationId}`);
      grid.push(await markGap(page, 'console:grid-data', 'console:grid-rendered'));
    }
    const rows = await page.locator('.grid-section tbody tr').count();
    console.log(`console: initial JavaScript ${initialScriptKb().toFixed(1)} KB gzipped`);
    console.log(
      `console: fleet of ${ORGS} organizations rendered ${median(fleet).toFixed(0)} ms after its data (median of ${RUNS}; ${fleet.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    console.log(
      `console: grid of ${rows} rows (${CONTROLS} controls) rendered ${median(grid).toFixed(0)} ms after its data (median of ${RUNS}; ${grid.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    console.log(`bench: console_fleet_ms=${median(fleet).toFixed(0)} console_grid_ms=${median(grid).toFixed(0)}`);
  } finally {
    await browser.close();
    await stopChild(server);
    await data.stop();
  }
}

await main();
