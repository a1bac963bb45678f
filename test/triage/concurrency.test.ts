import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { endSnooze } from '../../src/data/triage.ts';
import { graphql } from '../engine/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

/**
 * Issue 29, point 2: concurrent triage lost updates (two PATCHes at once both recorded `from: new`;
 * 30 at once left 20 broken links and a last entry that disagreed with the stored state). Every
 * triage change, single or bulk, on any surface, takes the detection's triage lock and writes a
 * compare-and-set on the triage's version; clients that want it get optimistic concurrency
 * (REST: ETag + If-Match -> 412; GraphQL: expectedUpdatedAt -> CONFLICT).
 */

let app: TestApp;
let open: string[];

const TRIAGE = `mutation($id: UUID!, $input: DetectionTriageInput!, $expected: DateTime) {
  triageDetection(detectionId: $id, input: $input, expectedUpdatedAt: $expected) { state reason updatedAt }
}`;
const TRIAGE_MANY = `mutation($ids: [UUID!]!, $input: DetectionTriageInput!) {
  triageDetections(detectionIds: $ids, input: $input) { detectionId state }
}`;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  await app.evaluationsSettled();
  const rows = await app.db.detection.findMany({
    where: { tenantId: app.demoTenantId, status: 'open' },
    orderBy: { id: 'asc' },
    take: 12,
  });
  open = rows.map((row) => row.id);
}, 120_000);
afterAll(() => app?.close());

const patch = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  request(`${app.url}/api/v1/detections/${id}/triage`, { method: 'PATCH', token: app.adminKey, body, headers });

const changesOf = async (detectionId: string) =>
  (
    await app.db.detectionActivity.findMany({
      where: { detectionId, kind: 'triage_changed' },
      orderBy: [{ at: 'asc' }, { id: 'asc' }],
    })
  ).map((entry) => entry.change as { from: string; to: string; reason: string | null });

/** The activity is a true chain: each change starts where the one before ended, the last is the stored state. */
async function expectChain(detectionId: string) {
  const changes = await changesOf(detectionId);
  for (const [at, change] of changes.entries()) expect(change.from).toBe(at === 0 ? 'new' : changes[at - 1]!.to);
  const stored = await app.db.detectionTriage.findUnique({ where: { detectionId } });
  expect(stored?.state ?? 'new').toBe(changes.at(-1)?.to ?? 'new');
  return changes;
}

const STATES = ['new', 'acknowledged', 'in_progress', 'snoozed', 'false_positive'] as const;
type Surface = 'rest' | 'graphql' | 'bulk';

function inputFor(state: (typeof STATES)[number], round: number) {
  if (state === 'snoozed') {
    const until = new Date(app.clock.now().getTime() + 3_600_000 * (round + 1)).toISOString();
    return { state, reason: `snooze ${round}`, snoozedUntil: until };
  }
  return state === 'false_positive' ? { state, reason: `fp ${round}` } : { state };
}

function send(surface: Surface, ids: [string, string], input: Record<string, unknown>) {
  if (surface === 'rest') return patch(ids[0], input);
  if (surface === 'graphql') return graphql(app, app.adminKey, TRIAGE, { id: ids[0], input });
  return graphql(app, app.adminKey, TRIAGE_MANY, { ids, input });
}

describe('concurrent triage changes lose nothing', () => {
  test('property: N concurrent random changes on REST, GraphQL and bulk leave a true chain', async () => {
    const pair: [string, string] = [open[0]!, open[1]!];
    const change = fc.record({
      surface: fc.constantFrom<Surface>('rest', 'graphql', 'bulk'),
      state: fc.constantFrom(...STATES),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 2, maxLength: 16 }), async (changes) => {
        const answers = await Promise.all(
          changes.map(({ surface, state }, round) => send(surface, pair, inputFor(state, round))),
        );
        // Every change is accepted (none is a conflict or an error): they took turns.
        for (const answer of answers) {
          if ('status' in answer) expect(answer.status).toBe(200);
          else expect(answer.errors).toBeUndefined();
        }
        await expectChain(pair[0]);
        await expectChain(pair[1]);
      }),
      { numRuns: 12, seed: 29 },
    );
    expect((await changesOf(pair[0])).length).toBeGreaterThan(12);
  }, 120_000);

  test("the engine's end of a snooze (no lock) between a change's read and its write: read and judged again", async () => {
    const id = open[2]!;
    const until = new Date(app.clock.now().getTime() + 60_000).toISOString();
    expect((await patch(id, { state: 'snoozed', reason: 'window', snoozedUntil: until })).status).toBe(200);
    const { version } = await app.db.detectionTriage.findUniqueOrThrow({ where: { detectionId: id } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let woke!: () => void;
    const woken = new Promise<void>((resolve) => (woke = resolve));
    // The wake-up's transaction updates the triage row and stays open: the change below reads the
    // snoozed version, then its write waits for the row.
    const engine = app.db.$transaction(
      async (tx) => {
        expect(await endSnooze(tx, { tenantId: app.demoTenantId, detectionId: id, version }, new Date(until))).not.toBe(
          null,
        );
        woke();
        await held;
      },
      { timeout: 20_000 },
    );
    await woken;
    const change = patch(id, { state: 'acknowledged' });
    for (let tries = 0; tries < 200; tries++) {
      const [row] = await app.db.$queryRaw<{ waiting: number }[]>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock'`;
      if (row!.waiting > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    release();
    await engine;
    expect((await change).status).toBe(200);
    // Without the compare-and-set the change recorded `from: snoozed` over the engine's `to: new`.
    expect((await expectChain(id)).map((c) => `${c.from}>${c.to}`)).toEqual([
      'new>snoozed',
      'snoozed>new',
      'new>acknowledged',
    ]);
  }, 60_000);
});

describe('optimistic concurrency', () => {
  test('REST: the ETag names the version; a stale If-Match is a 412 that writes nothing', async () => {
    const id = open[3]!;
    const read = await patch(id, {});
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"never"');
    const first = await patch(id, { state: 'acknowledged' }, { 'if-match': '"never"' });
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag')!;
    expect(tag).toBe(`"${new Date(first.body.updatedAt).getTime()}"`);

    const entries = (await changesOf(id)).length;
    const stale = await patch(id, { state: 'in_progress' }, { 'if-match': '"never"' });
    expect(stale.status).toBe(412);
    expect(Object.keys(stale.body)).toEqual(['detail']);
    expect(stale.body.detail).toMatch(/^The triage changed at .* \(by .*\); read it again$/);
    for (const foreign of ['W/"1"', '"abc"', '"1", "2"']) {
      expect((await patch(id, { state: 'in_progress' }, { 'if-match': foreign })).status).toBe(412);
    }
    expect((await changesOf(id)).length).toBe(entries);

    const next = await patch(id, { state: 'in_progress' }, { 'if-match': tag });
    expect(next.status).toBe(200);
    expect(next.headers.get('etag')).not.toBe(tag);
    // `*`: the triage exists (every detection has one): no condition.
    expect((await patch(id, { state: 'acknowledged' }, { 'if-match': '*' })).status).toBe(200);
    await expectChain(id);
  });

  test('REST: two clients with the same If-Match at once: one wins, the other is a 412', async () => {
    const id = open[4]!;
    const tag = (await patch(id, {})).headers.get('etag')!;
    const answers = await Promise.all(
      ['acknowledged', 'in_progress'].map((state) => patch(id, { state }, { 'if-match': tag })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
    expect(await changesOf(id)).toHaveLength(1);
  });

  test('GraphQL: expectedUpdatedAt (null: never triaged) or a CONFLICT naming when', async () => {
    const id = open[5]!;
    const first = await graphql(app, app.adminKey, TRIAGE, { id, input: { state: 'acknowledged' }, expected: null });
    expect(first.errors).toBeUndefined();
    const at = first.data.triageDetection.updatedAt;
    const stale = await graphql(app, app.adminKey, TRIAGE, { id, input: { state: 'in_progress' }, expected: null });
    expect(stale.errors?.[0]).toMatchObject({
      message: `The triage changed at ${at} (by Bootstrap admin key); read it again`,
      extensions: { code: 'CONFLICT' },
    });
    const ok = await graphql(app, app.adminKey, TRIAGE, { id, input: { state: 'in_progress' }, expected: at });
    expect(ok.data.triageDetection.state).toBe('in_progress');
    // Each version has its own instant, even on a clock that does not move.
    expect(ok.data.triageDetection.updatedAt).not.toBe(at);
  });
});
