import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GRAPHQL_ANSWERS } from '../../src/http/graphql-idempotency.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

/**
 * Safe retries on POST /graphql: a mutation sent with an Idempotency-Key is done once
 * (DECISIONS, "Assessment: settled points"; docs/api.md, "Retries (Idempotency-Key)").
 */

let app: TestApp;
let key: string;
let tenantId: string;

const CREATE = 'mutation Create($name: String!) { createOrganization(input: { name: $name }) { id name } }';

const graphql = (body: Record<string, unknown>, idempotencyKey?: string, token = key) =>
  request(`${app.url}/graphql`, {
    method: 'POST',
    token,
    body,
    headers: {
      accept: 'application/graphql-response+json',
      ...(idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey }),
    },
  });
const create = (name: string, idempotencyKey?: string, token = key) =>
  graphql({ query: CREATE, variables: { name }, operationName: 'Create' }, idempotencyKey, token);

const organizationsNamed = (name: string) => app.db.organization.count({ where: { tenantId, name } });

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  tenantId = (await app.db.tenant.create({ data: { name: 'Idempotent GraphQL MSP' } })).id;
  key = await app.key(['organization.read', 'organization.write'], { tenantId });
});
afterAll(() => app?.close());

describe('Idempotency-Key on POST /graphql', () => {
  test('a retried mutation creates one organization and answers the first answer again', async () => {
    const first = await create('Graph Retry Clinic', 'g-retry');
    expect(first.status).toBe(200);
    expect(first.body.data.createOrganization.name).toBe('Graph Retry Clinic');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await create('Graph Retry Clinic', 'g-retry');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(again.text).toBe(first.text);
    expect(await organizationsNamed('Graph Retry Clinic')).toBe(1);
    // Without a key, a mutation does the work every time.
    await create('Graph Keyless Clinic');
    await create('Graph Keyless Clinic');
    expect(await organizationsNamed('Graph Keyless Clinic')).toBe(2);
  });

  test('the same key with other variables is a 422 GraphQL error naming the header', async () => {
    await create('Graph Body One', 'g-reused');
    const other = await create('Graph Body Two', 'g-reused');
    expect(other.status).toBe(422);
    expect(other.body).toStrictEqual({
      errors: [
        {
          message: 'This Idempotency-Key was already used with another request',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
    expect(await organizationsNamed('Graph Body Two')).toBe(0);
  });

  test('a key of 0 or 256 characters is a 422; 255 is accepted', async () => {
    for (const bad of ['', 'k'.repeat(256)]) {
      const refused = await create('Graph Bad Key', bad);
      expect(refused.status).toBe(422);
      expect(refused.body).toStrictEqual({
        errors: [{ message: 'Idempotency-Key must have 1 to 255 characters', extensions: { code: 'BAD_USER_INPUT' } }],
      });
    }
    expect(await organizationsNamed('Graph Bad Key')).toBe(0);
    expect((await create('Graph Longest Key', 'k'.repeat(255))).body.data.createOrganization.id).toBeTypeOf('string');
  });

  test('20 concurrent mutations with one key do the work once; the others get 409 or the replay', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => create('Graph Burst Clinic', 'g-burst')));
    expect(await organizationsNamed('Graph Burst Clinic')).toBe(1);
    const done = answers.filter((answer) => answer.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(new Set(done.map((answer) => answer.text)).size).toBe(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const conflict = answers.find((answer) => answer.status === 409);
    if (conflict) {
      expect(conflict.headers.get('retry-after')).toBe('1');
      expect(conflict.body.errors[0].extensions.code).toBe('CONFLICT');
    }
  });

  test('a query with the header is not kept: each request reads afresh', async () => {
    const query = { query: 'query Names($q: String) { organizations(q: $q) { total } }', variables: { q: 'Fresh' } };
    const before = await graphql(query, 'g-query');
    expect(before.body.data.organizations.total).toBe(0);
    await create('Fresh Clinic');
    const after = await graphql(query, 'g-query');
    expect(after.headers.get('idempotent-replayed')).toBeNull();
    expect(after.body.data.organizations.total).toBe(1);
    expect(await app.db.idempotencyKey.count({ where: { tenantId, key: 'g-query' } })).toBe(0);
  });

  test('keys are per credential, and a refusal is replayed as first answered', async () => {
    const otherKey = await app.key(['organization.read', 'organization.write'], { tenantId });
    const mine = await create('Graph Shared Key', 'g-shared');
    const theirs = await create('Graph Shared Key', 'g-shared', otherKey);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.data.createOrganization.id).not.toBe(mine.body.data.createOrganization.id);

    const readOnly = await app.key(['organization.read'], { tenantId });
    const refused = await create('Graph Forbidden', 'g-forbidden', readOnly);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const replayed = await create('Graph Forbidden', 'g-forbidden', readOnly);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.status).toBe(refused.status);
    expect(replayed.text).toBe(refused.text);
  });

  test('a mutation answered as an event stream is kept whole and replayed as one', async () => {
    const send = () =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
          'Idempotency-Key': 'g-stream',
        },
        body: JSON.stringify({ query: CREATE, variables: { name: 'Graph Stream Clinic' } }),
      });
    const first = await send();
    const firstText = await first.text();
    expect(first.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(firstText).toContain('Graph Stream Clinic');
    const again = await send();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await again.text()).toBe(firstText);
    expect(await organizationsNamed('Graph Stream Clinic')).toBe(1);
  });

  test('a key sent without a valid credential is ignored: the 401 comes first', async () => {
    const refused = await create('Graph Nobody', 'g-nobody', 'ccak_not-a-key-at-all-000000');
    expect(refused.status).toBe(401);
    expect(await app.db.idempotencyKey.count({ where: { key: 'g-nobody' } })).toBe(0);
  });

  test('an answer reporting a failure of the server is not kept, so the retry does the work', () => {
    const answer = (status: number, errors: unknown[]) => ({
      status,
      contentType: 'application/graphql-response+json; charset=utf-8',
      text: JSON.stringify({ data: null, errors }),
    });
    // A masked error has no code; an unreachable database is SERVICE_UNAVAILABLE, even inside a 200.
    expect(GRAPHQL_ANSWERS.keep(answer(200, [{ message: 'Unexpected error.' }]))).toBeNull();
    expect(
      GRAPHQL_ANSWERS.keep(answer(200, [{ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE' } }])),
    ).toBeNull();
    expect(GRAPHQL_ANSWERS.keep(answer(503, []))).toBeNull();
    const refused = answer(403, [{ message: 'Not enough permissions', extensions: { code: 'FORBIDDEN' } }]);
    const kept = GRAPHQL_ANSWERS.keep(refused);
    expect(kept).not.toBeNull();
    expect(GRAPHQL_ANSWERS.replay(kept!)).toStrictEqual(refused);
  });
});
