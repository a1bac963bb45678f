import { execute } from 'graphql';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cachedFairFloor, fairFloor, staticBody } from '../../bench/fair-grid.ts';
import { createDb, type Driver, driverOn } from '../../src/data/client.ts';
import { GRID_SOURCES_SQL } from '../../src/data/compliance.ts';
import { API_KEY_SQL } from '../../src/data/credentials.ts';
import { listenedPool } from '../../src/data/listened-pool.ts';
import { ORGANIZATION_SQL } from '../../src/data/organizations.ts';
import { buildContext } from '../../src/graphql/context.ts';
import { OrganizationComplianceDocument } from '../../src/graphql/generated/operations.ts';
import { schema } from '../../src/schema/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';
import { allScopeKeyOf } from '../support/statements.ts';

/**
 * The bench's hand-written floor (bench/fair-grid.ts) is only a floor while it does the product's
 * work: these pin its statements to the ones the product runs and its bytes to the REST body's, so
 * a change to either side that the other does not follow fails here, not in a misleading figure.
 */

let app: TestApp;
let pool: pg.Pool;
const recorded: string[] = [];
/** The bare pool the bench gives the floor, recording the statements it runs. */
let driver: Driver;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  // Ending a pool does not wait for its connections to close, and the app drops its database
  // (WITH FORCE) right after: a connection still closing would be an uncaught 'error' (CI saw it).
  pool = listenedPool({ connectionString: app.databaseUrl, max: 2 }, () => {});
  driver = driverOn(pool, (text) => recorded.push(text));
});

afterAll(async () => {
  await pool?.end();
  await app?.close();
});

async function organizationIds(): Promise<string[]> {
  const { body } = await request(`${app.url}/api/v1/organizations?pageSize=100`, { token: app.adminKey });
  return (body.items as { id: string }[]).map((item) => item.id);
}

describe('the fair floor', () => {
  test('runs the statements the product runs for a grid, imported, not copied', async () => {
    const [organizationId] = await organizationIds();
    const product: string[] = [];
    const db = createDb(app.databaseUrl, { onQuery: (sql) => product.push(sql) });
    try {
      const result = await execute({
        schema,
        document: OrganizationComplianceDocument,
        variableValues: { organizationId },
        contextValue: buildContext({ db, clock: app.clock }, allScopeKeyOf(app.demoTenantId), 'fair-floor'),
      });
      expect(result.errors).toBeUndefined();
    } finally {
      await db.$disconnect();
    }

    recorded.length = 0;
    const answer = await fairFloor(driver)(
      `Bearer ${app.adminKey}`,
      `/api/v1/organizations/${organizationId}/compliance`,
    );
    expect(answer.status).toBe(200);
    expect(recorded).toStrictEqual([API_KEY_SQL, ORGANIZATION_SQL, GRID_SOURCES_SQL]);
    expect(product).toStrictEqual([ORGANIZATION_SQL, GRID_SOURCES_SQL]);
  });

  test.each([
    ['per request', fairFloor],
    ['cached', cachedFairFloor],
    ['static bytes', staticBody],
  ])('%s answers the REST body byte for byte, for every organization', async (_name, floorOf) => {
    const floor = floorOf(driver);
    const ids = await organizationIds();
    expect(ids.length).toBeGreaterThan(1);
    for (const organizationId of ids) {
      const path = `/api/v1/organizations/${organizationId}/compliance`;
      const rest = await request(`${app.url}${path}`, { token: app.adminKey });
      expect(rest.status).toBe(200);
      expect(rest.body.items.length).toBeGreaterThan(0);
      const answer = await floor(`Bearer ${app.adminKey}`, path);
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe(rest.text);
    }
  });

  test('refuses what the product refuses: no key, another tenant’s organization', async () => {
    const [organizationId] = await organizationIds();
    const path = `/api/v1/organizations/${organizationId}/compliance`;
    const otherKey = await app.key(['detection.read'], { tenantId: app.otherTenantId });
    expect((await fairFloor(driver)(undefined, path)).status).toBe(401);
    expect((await fairFloor(driver)(`Bearer ${otherKey}`, path)).status).toBe(404);
    expect((await cachedFairFloor(driver)(`Bearer ${otherKey}`, path)).status).toBe(404);
  });
});
