import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { organizationWithMostOpenDetections, startTestApp, type TestApp } from '../support/app.ts';
import { type StatementCounter, statementCounter } from '../support/statements.ts';
import { api, fact, graphql, onboardTenant, type Tenant } from './support.ts';

/**
 * A grid row's failing subjects (issue 33): which subjects fail and which expected fields they
 * miss, on the graph's row (the grid, controlStatus), one statement for every row of every grid an
 * operation shows.
 */

let app: TestApp;
let tenant: Tenant;
let organizationId: string;
let counter: StatementCounter;

const ROW = `failingSubjects { subject missingFields expected observed source detectionId }`;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await onboardTenant(app);
  const created = await api(app, 'POST', '/standards', tenant.accessToken, {
    slug: 'subjects',
    enabled: false,
    controls: [
      {
        name: 'Disk encryption',
        enabled: true,
        autonomy: 'suggest_only',
        match: { predicate: 'device.disk.encrypted' },
        expect: { encrypted: true, recoveryKeyEscrowed: true },
        parameters: {},
      },
      {
        name: 'Host firewall',
        enabled: true,
        autonomy: 'suggest_only',
        match: { predicate: 'device.firewall.enabled' },
        expect: { enabled: true },
        parameters: {},
      },
    ],
  });
  await api(app, 'PATCH', `/standards/${created.body.id}`, tenant.key, { enabled: true });
  organizationId = (await api(app, 'POST', '/organizations', tenant.key, { name: 'Subjects Clinic' })).body.id;
  await api(app, 'PUT', `/organizations/${organizationId}/integrations/jamf`, tenant.key, { status: 'connected' });
  await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
    typeCode: 'jamf',
    facts: [
      fact('device.disk.encrypted', 'LAPTOP-2', { encrypted: false, recoveryKeyEscrowed: false }),
      fact('device.disk.encrypted', 'LAPTOP-1', { encrypted: false, recoveryKeyEscrowed: true }),
      fact('device.disk.encrypted', 'LAPTOP-3', { encrypted: true, recoveryKeyEscrowed: true }),
      fact('device.firewall.enabled', 'LAPTOP-1', { enabled: true }),
    ],
  });
  await app.evaluationsSettled();
  counter = statementCounter(app, 'failing subjects');
});
afterAll(async () => {
  await counter?.close();
  await app?.close();
});

describe("a grid row's failing subjects", () => {
  test('by subject, with the expected fields each misses; none on a passing row', async () => {
    const read = await graphql(
      app,
      tenant.key,
      `query($o: UUID!) { complianceGrid(organizationId: $o) { items { ruleName status subjectsFailing ${ROW} } } }`,
      { o: organizationId },
    );
    expect(read.errors).toBeUndefined();
    const rows = read.data.complianceGrid.items;
    const disk = rows.find((row: { ruleName: string }) => row.ruleName === 'Disk encryption');
    const detections = await app.db.detection.findMany({ where: { organizationId, status: 'open' } });
    const idOf = (subject: string) => detections.find((d) => d.subject === subject)!.id;
    expect(disk).toEqual({
      ruleName: 'Disk encryption',
      status: 'fail',
      subjectsFailing: 2,
      failingSubjects: [
        {
          subject: 'LAPTOP-1',
          missingFields: ['encrypted'],
          expected: { encrypted: true, recoveryKeyEscrowed: true },
          observed: { encrypted: false, recoveryKeyEscrowed: true },
          source: 'jamf',
          detectionId: idOf('LAPTOP-1'),
        },
        {
          subject: 'LAPTOP-2',
          missingFields: ['encrypted', 'recoveryKeyEscrowed'],
          expected: { encrypted: true, recoveryKeyEscrowed: true },
          observed: { encrypted: false, recoveryKeyEscrowed: false },
          source: 'jamf',
          detectionId: idOf('LAPTOP-2'),
        },
      ],
    });
    const firewall = rows.find((row: { ruleName: string }) => row.ruleName === 'Host firewall');
    expect(firewall).toMatchObject({ status: 'pass', failingSubjects: [] });
  });

  test('a subject judged a false positive still fails, and says so (triage never changes a status)', async () => {
    const query = `query($o: UUID!) { complianceGrid(organizationId: $o) { items { ruleName status subjectsFailing
      failingSubjects { subject triageState } } } }`;
    const disk = async () =>
      (await graphql(app, tenant.key, query, { o: organizationId })).data.complianceGrid.items.find(
        (row: { ruleName: string }) => row.ruleName === 'Disk encryption',
      );
    expect((await disk()).failingSubjects).toEqual([
      { subject: 'LAPTOP-1', triageState: 'new' },
      { subject: 'LAPTOP-2', triageState: 'new' },
    ]);
    const laptop2 = await app.db.detection.findFirstOrThrow({
      where: { organizationId, subject: 'LAPTOP-2', status: 'open' },
    });
    const judged = await api(app, 'PATCH', `/detections/${laptop2.id}/triage`, tenant.key, {
      state: 'false_positive',
      reason: 'A lab machine without data',
    });
    expect(judged.status).toBe(200);
    expect(await disk()).toEqual({
      ruleName: 'Disk encryption',
      status: 'fail',
      subjectsFailing: 2,
      failingSubjects: [
        { subject: 'LAPTOP-1', triageState: 'new' },
        { subject: 'LAPTOP-2', triageState: 'false_positive' },
      ],
    });
  });

  test('on the row of controlStatus too, and limited by first', async () => {
    const read = await graphql(
      app,
      tenant.key,
      `query($o: UUID!) { controlStatus(organizationId: $o, control: "subjects-disk-encryption") {
        row { subjectsFailing failingSubjects(first: 1) { subject missingFields } } } }`,
      { o: organizationId },
    );
    expect(read.data.controlStatus.row).toEqual({
      subjectsFailing: 2,
      failingSubjects: [{ subject: 'LAPTOP-1', missingFields: ['encrypted'] }],
    });
    const refused = await graphql(
      app,
      tenant.key,
      `query($o: UUID!) { complianceGrid(organizationId: $o) { items { failingSubjects(first: 0) { subject } } } }`,
      { o: organizationId },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });

  test('one statement for every row of a grid, and of every grid of a page', async () => {
    const grid = (subjects: string) =>
      `query($o: UUID!) { complianceGrid(organizationId: $o) { items { ruleId status ${subjects} } } }`;
    // The demo organization with the most open detections, whatever order the seed wrote them in.
    const busiest = await organizationWithMostOpenDetections(app);
    const failing = await app.db.controlState.count({ where: { organizationId: busiest, status: 'fail' } });
    expect(failing).toBeGreaterThan(1);
    const without = await counter.run(grid(''), { o: busiest });
    const withSubjects = await counter.run(grid('failingSubjects { subject missingFields }'), { o: busiest });
    expect(withSubjects.result.errors).toBeUndefined();
    expect(withSubjects.statements).toBe(without.statements + 1);

    const page = (subjects: string) =>
      `{ organizations(pageSize: 5) { items { id compliance { items { ruleId ${subjects} } } } } }`;
    const pageWithout = await counter.run(page(''));
    const pageWith = await counter.run(page('failingSubjects { subject }'));
    expect(pageWith.result.errors).toBeUndefined();
    expect(pageWith.statements).toBe(pageWithout.statements + 1);
  });
});
