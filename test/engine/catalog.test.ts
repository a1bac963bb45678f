import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createDb, type Db } from '../../src/data/client.ts';
import { CONNECTOR_CATALOG } from '../../src/domain/connector-catalog.ts';
import { installConnectorCatalog } from '../../src/engine/catalog.ts';
import { EVALUATE_TASK } from '../../src/engine/queue.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

// The installer on a migrated database without any seed: what every start runs.
let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { poolSize: 2 });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});
beforeEach(async () => {
  await db.$executeRaw`DELETE FROM graphile_worker._private_jobs`;
});

const queuedOrganizations = async () =>
  (
    await db.$queryRaw<{ organizationId: string }[]>`
      SELECT substr(key, length(${EVALUATE_TASK}) + 2) AS "organizationId" FROM graphile_worker.jobs
       WHERE task_identifier = ${EVALUATE_TASK} ORDER BY 1`
  ).map((row) => row.organizationId);

test('the first install creates every built-in type; the next changes and queues nothing', async () => {
  const first = await installConnectorCatalog(db);
  expect(first.created).toEqual(CONNECTOR_CATALOG.map((c) => c.typeCode));
  expect(await db.connectorType.count()).toBe(CONNECTOR_CATALOG.length);
  const rows = await db.connectorType.findMany({ orderBy: { id: 'asc' } });

  const again = await installConnectorCatalog(db);
  expect(again).toMatchObject({ created: [], updated: [], queued: 0 });
  expect(again.ids).toEqual(first.ids);
  expect(await db.connectorType.findMany({ orderBy: { id: 'asc' } })).toEqual(rows);
  expect(await queuedOrganizations()).toEqual([]);
});

test('an upgrade updates a changed definition in place and queues the organizations integrating it', async () => {
  const { ids } = await installConnectorCatalog(db);
  const tenant = await db.tenant.create({ data: { name: 'Upgrade MSP' } });
  const [withIntune, withOkta, withNothing] = await Promise.all(
    ['Intune client', 'Okta client', 'Bare client'].map((name) =>
      db.organization.create({ data: { tenantId: tenant.id, name } }),
    ),
  );
  await db.integration.createMany({
    data: [
      { tenantId: tenant.id, organizationId: withIntune!.id, connectorTypeId: ids.get('intune')!, status: 'connected' },
      { tenantId: tenant.id, organizationId: withOkta!.id, connectorTypeId: ids.get('okta')!, status: 'connected' },
    ],
  });
  expect(withNothing).toBeDefined();

  const upgraded = CONNECTOR_CATALOG.map((c) =>
    c.typeCode === 'intune'
      ? { ...c, predicates: [...c.predicates, 'device.usb.blocked'] }
      : c.typeCode === 'okta'
        ? { ...c, name: 'Okta (renamed)' }
        : c,
  );
  const result = await installConnectorCatalog(db, upgraded);
  expect(result).toMatchObject({ created: [], updated: ['intune', 'okta'], queued: 1 });
  const intune = await db.connectorType.findUniqueOrThrow({ where: { id: ids.get('intune')! } });
  expect(intune.predicates).toContain('device.usb.blocked');
  expect((await db.connectorType.findUniqueOrThrow({ where: { id: ids.get('okta')! } })).name).toBe('Okta (renamed)');
  // A new name supplies nothing new: only the organization integrating the changed predicates is queued.
  expect(await queuedOrganizations()).toEqual([withIntune!.id]);

  // Back to the shipped catalog: a refusal or predicate change again queues what it touches.
  await db.$executeRaw`DELETE FROM graphile_worker._private_jobs`;
  expect(await installConnectorCatalog(db)).toMatchObject({ updated: ['intune', 'okta'], queued: 1 });
  expect(await queuedOrganizations()).toEqual([withIntune!.id]);
});
