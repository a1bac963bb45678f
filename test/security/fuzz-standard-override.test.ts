import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

/**
 * Random input at the standard override routes and at the Idempotency-Key header: every answer is
 * a documented status (never a 5xx), every refusal carries the pydantic or `{detail}` shape, and
 * nothing leaks a stack trace or SQL.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

let app: TestApp;
let organizationIds: string[];
let standardIds: string[];
beforeAll(async () => {
  app = await startTestApp({
    limits: {
      points: 1_000_000,
      windowSeconds: 60,
      store: 'memory',
      signIn: { addressPoints: 1_000_000, emailPoints: 1_000_000, windowSeconds: 60 },
    },
  });
  const of = async (tenantId: string) => ({
    organization: (await app.db.organization.findFirstOrThrow({ where: { tenantId } })).id,
    standard: (await app.db.standard.findFirstOrThrow({ where: { tenantId } })).id,
  });
  const mine = await of(app.demoTenantId);
  const theirs = await of(app.otherTenantId);
  organizationIds = [mine.organization, theirs.organization];
  standardIds = [mine.standard, theirs.standard];
});
afterAll(() => app?.close());

const LEAKS = /at .+\.(ts|js):\d+|prisma|SELECT |INSERT |Error:/i;

function checkAnswer(status: number, text: string, body: any, allowed: readonly number[]) {
  expect(allowed, `status ${status}: ${text}`).toContain(status);
  expect(text).not.toMatch(LEAKS);
  if (status === 422) {
    expect(Array.isArray(body.detail)).toBe(true);
    for (const item of body.detail) {
      expect(Object.keys(item).slice(0, 4)).toEqual(['type', 'loc', 'msg', 'input']);
    }
  } else if (status >= 400) {
    expect(typeof body.detail).toBe('string');
  }
}

const idLike = fc.oneof(
  fc.constantFrom(...['00000000-0000-7000-8000-000000000000', 'not-a-uuid', '%00', '1'.repeat(40)]),
  fc.uuid(),
  fc.string({ maxLength: 40 }).map((text) => encodeURIComponent(text) || 'x'),
);
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.record(
    {
      enabled: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 1 })),
      reason: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })),
    },
    { requiredKeys: [] },
  ),
);

describe('fuzz: standard overrides and Idempotency-Key', () => {
  test('PUT and DELETE /organizations/{id}/standards/{id}/override never fail on the server', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...organizationIds), idLike),
        fc.oneof(fc.constantFrom(...standardIds), idLike),
        anyJson,
        fc.constantFrom('PUT', 'DELETE'),
        async (organizationId, standardId, body, method) => {
          const answer = await request(
            `${app.url}/api/v1/organizations/${organizationId}/standards/${standardId}/override`,
            { method, token: app.adminKey, body: method === 'PUT' ? body : undefined },
          );
          checkAnswer(answer.status, answer.text, answer.body, method === 'PUT' ? [200, 404, 422] : [204, 404, 422]);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });

  test('POST with random Idempotency-Key headers answers 201, a replay, 409 or 422, never a 5xx', async () => {
    const headerValue = fc.oneof(
      fc.string({ maxLength: 300 }).filter((text) => /^[\x20-\x7e]*$/.test(text)),
      fc.constantFrom('', ' ', 'k'.repeat(255), 'k'.repeat(256), 'same-key'),
    );
    await fc.assert(
      fc.asyncProperty(
        headerValue,
        fc.oneof(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 1 })),
        async (key, name) => {
          const answer = await request(`${app.url}/api/v1/organizations`, {
            method: 'POST',
            token: app.adminKey,
            body: { name },
            headers: { 'Idempotency-Key': key },
          });
          checkAnswer(answer.status, answer.text, answer.body, [201, 409, 422]);
          if (answer.status === 422 && answer.body.detail[0]?.loc?.[0] === 'header') {
            expect(answer.body.detail[0].loc).toEqual(['header', 'Idempotency-Key']);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
