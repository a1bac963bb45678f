import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CoverageIndex } from '../../src/domain/coverage.ts';
import { encodeCursor } from '../../src/domain/pagination.ts';
import { TEXT_LIMITS } from '../../src/domain/text.ts';
import { ADMIN, control, signIn, standardBody } from '../standards/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

/**
 * Input that used to reach PostgreSQL unchecked and come back as a 500. Each one is refused
 * before the database: REST with a 422 in pydantic's shape, GraphQL with a typed error.
 */
let app: TestApp;
let admin: string;
let organizationId: string;
let standardId: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signIn(app, ADMIN)).accessToken;
  organizationId = (await app.db.organization.findFirstOrThrow({ where: { tenantId: app.demoTenantId } })).id;
  standardId = (await app.db.standard.findFirstOrThrow({ where: { tenantId: app.demoTenantId } })).id;
});
afterAll(() => app.close());

const api = (path: string) => `${app.url}/api/v1${path}`;
const NUL_PATTERN = '^[^\\x00]*$';
const nulError = (loc: (string | number)[], input: string) => ({
  type: 'string_pattern_mismatch',
  loc,
  msg: `String should match pattern '${NUL_PATTERN}'`,
  input,
  ctx: { pattern: NUL_PATTERN },
});
const tooLong = (loc: (string | number)[], input: string, max: number) => ({
  type: 'string_too_long',
  loc,
  msg: `String should have at most ${max} characters`,
  input,
  ctx: { max_length: max },
});

describe('REST: 422 in the pydantic shape, never a 500', () => {
  test('a NUL character in a query parameter', async () => {
    const response = await request(api(`/organizations?q=${encodeURIComponent('a\0b')}`), { token: app.adminKey });
    expect(response.status).toBe(422);
    expect(response.body).toStrictEqual({ detail: [nulError(['query', 'q'], 'a\0b')] });
  });

  test('a NUL character in the exact-slug filter and in body fields', async () => {
    const slug = await request(api(`/standards?slug=${encodeURIComponent('\0')}`), { token: app.adminKey });
    expect(slug.status).toBe(422);
    expect(slug.body.detail[0].type).toBe('string_pattern_mismatch');

    const created = await request(api('/standards'), {
      method: 'POST',
      token: admin,
      body: standardBody('nul\0slug', [control({ name: 'bad\0name' })]),
    });
    expect(created.status).toBe(422);
    expect(created.body).toStrictEqual({
      detail: [nulError(['body', 'slug'], 'nul\0slug'), nulError(['body', 'controls', 0, 'name'], 'bad\0name')],
    });

    const patched = await request(api(`/standards/${standardId}`), {
      method: 'PATCH',
      token: admin,
      body: { name: 'x\0' },
    });
    expect(patched.status).toBe(422);
    expect(patched.body).toStrictEqual({ detail: [nulError(['body', 'name'], 'x\0')] });
  });

  test('a NUL character on the sign-in route', async () => {
    const response = await request(api('/auth/login'), {
      method: 'POST',
      body: { email: 'admin@demo.example\0', password: 'whatever' },
    });
    expect(response.status).toBe(422);
    expect(response.body).toStrictEqual({ detail: [nulError(['body', 'email'], 'admin@demo.example\0')] });
  });

  test('a lone surrogate is not a valid string', async () => {
    const response = await request(api(`/standards/${standardId}`), {
      method: 'PATCH',
      token: admin,
      headers: { 'content-type': 'application/json' },
      rawBody: '{"description": "half \\ud800 a pair"}',
    });
    expect(response.status).toBe(422);
    expect(response.body).toStrictEqual({
      detail: [
        {
          type: 'string_unicode',
          loc: ['body', 'description'],
          msg: 'Input should be a valid string, unable to parse raw data as a unicode string',
          input: 'half \ud800 a pair',
        },
      ],
    });
  });

  test('a page number beyond what a GraphQL Int carries', async () => {
    const response = await request(api('/organizations?page=2147483648'), { token: app.adminKey });
    expect(response.status).toBe(422);
    expect(response.body).toStrictEqual({
      detail: [
        {
          type: 'less_than_equal',
          loc: ['query', 'page'],
          msg: 'Input should be less than or equal to 2147483647',
          input: '2147483648',
          ctx: { le: 2147483647 },
        },
      ],
    });
    // The last page a client can name is past the end: an empty page, as any page past the end is.
    const last = await request(api('/organizations?page=2147483647&pageSize=100'), { token: app.adminKey });
    expect(last.status).toBe(200);
    expect(last.body.items).toEqual([]);
  });

  test('every stored text has a documented maximum length', async () => {
    const name = 'n'.repeat(TEXT_LIMITS.name + 1);
    const description = 'd'.repeat(TEXT_LIMITS.description + 1);
    const category = 'c'.repeat(TEXT_LIMITS.category + 1);
    const slugSuffix = 's'.repeat(TEXT_LIMITS.slugSuffix + 1);
    const response = await request(api('/standards'), {
      method: 'POST',
      token: admin,
      body: { ...standardBody('long-texts', [control({ slugSuffix, name, category, description })]), name },
    });
    expect(response.status).toBe(422);
    expect(response.body).toStrictEqual({
      detail: [
        tooLong(['body', 'name'], name, TEXT_LIMITS.name),
        tooLong(['body', 'controls', 0, 'slugSuffix'], slugSuffix, TEXT_LIMITS.slugSuffix),
        tooLong(['body', 'controls', 0, 'name'], name, TEXT_LIMITS.name),
        tooLong(['body', 'controls', 0, 'category'], category, TEXT_LIMITS.category),
        tooLong(['body', 'controls', 0, 'description'], description, TEXT_LIMITS.description),
      ],
    });
    // A name of 20,000 characters used to fail PostgreSQL's btree limit on the name index.
    const huge = await request(api(`/standards/${standardId}`), {
      method: 'PATCH',
      token: admin,
      body: { name: 'x'.repeat(20_000) },
    });
    expect(huge.status).toBe(422);
    expect(huge.body.detail[0].type).toBe('string_too_long');
    const copy = await request(api(`/standards/${standardId}/copy`), {
      method: 'POST',
      token: admin,
      body: { slug: 'copy-long', name: 'x'.repeat(20_000) },
    });
    expect(copy.status).toBe(422);
    expect(copy.body.detail[0].loc).toEqual(['body', 'name']);
  });

  test('JSON nested thousands deep is refused before it is parsed', async () => {
    const depth = 5_000;
    const response = await request(api(`/standards/${standardId}`), {
      method: 'PATCH',
      token: admin,
      headers: { 'content-type': 'application/json' },
      rawBody: `{"name": ${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(response.status).toBe(422);
    expect(response.body).toStrictEqual({
      detail: [
        {
          type: 'json_invalid',
          loc: ['body', 9 + 63],
          msg: 'JSON decode error',
          input: {},
          ctx: { error: 'Nesting deeper than 64 levels' },
        },
      ],
    });
    // 64 levels (the object itself is the first) are still an ordinary body.
    const fine = await request(api(`/standards/${standardId}`), {
      method: 'PATCH',
      token: admin,
      headers: { 'content-type': 'application/json' },
      rawBody: `{"name": ${'['.repeat(63)}${']'.repeat(63)}}`,
    });
    expect(fine.status).toBe(422);
    expect(fine.body.detail[0].type).toBe('string_type');
  });

  test('a forged cursor whose id is not a uuid', async () => {
    const cursor = encodeCursor(['2024-01-01T00:00:00.000Z', 'not-a-uuid']);
    const response = await request(api(`/organizations/${organizationId}/detections?cursor=${cursor}`), {
      token: app.adminKey,
    });
    expect(response.status).toBe(422);
    expect(response.body).toStrictEqual({
      detail: [
        {
          type: 'value_error',
          loc: ['query', 'cursor'],
          msg: 'Value error, Invalid cursor',
          input: cursor,
          ctx: { error: {} },
        },
      ],
    });
  });

  test('an impossible date is refused, not rolled over into the next month', async () => {
    const response = await request(api('/api-keys'), {
      method: 'POST',
      token: app.adminKey,
      body: { name: 'feb-30', scopes: ['organization.read'], expiresAt: '2030-02-30T00:00:00Z' },
    });
    expect(response.status).toBe(422);
    expect(response.body).toStrictEqual({
      detail: [
        {
          type: 'datetime_from_date_parsing',
          loc: ['body', 'expiresAt'],
          msg: 'Input should be a valid datetime or date, day value is outside expected range',
          input: '2030-02-30T00:00:00Z',
          ctx: { error: 'day value is outside expected range' },
        },
      ],
    });
  });
});

const graphql = (query: string, variables?: Record<string, unknown>, token = app.adminKey) =>
  request(`${app.url}/graphql`, { method: 'POST', token, body: { query, variables } });

describe('GraphQL: a typed error, never an unexpected one', () => {
  test('a NUL character in a String variable or literal', async () => {
    const variable = await graphql('query ($q: String) { organizations(q: $q) { total } }', { q: 'a\0b' });
    expect(variable.body.data ?? null).toBeNull();
    expect(variable.body.errors).toEqual([
      expect.objectContaining({
        message: 'Text must not contain NUL characters or unpaired surrogates',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
    const literal = await graphql('{ organizations(q: "a\\u0000b") { total } }');
    expect(literal.body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    ]);
  });

  test('texts over their maximum length', async () => {
    const response = await graphql(
      'mutation ($input: CreateStandardInput!) { createStandard(input: $input) { standard { id } } }',
      { input: standardBody('graph-long', [control({ slugSuffix: 's'.repeat(TEXT_LIMITS.slugSuffix + 1) })]) },
      admin,
    );
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: `slugSuffix must have at most ${TEXT_LIMITS.slugSuffix} characters`,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
  });

  test('a forged cursor', async () => {
    const cursor = encodeCursor(['2024-01-01T00:00:00.000Z', 'not-a-uuid']);
    const response = await graphql(
      'query ($id: UUID!, $cursor: String) { organizationDetections(organizationId: $id, cursor: $cursor) { hasMore } }',
      { id: organizationId, cursor },
    );
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: 'Invalid cursor',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
  });

  test('% and _ in a control name are characters, not wildcards', async () => {
    const lookup = (control: string) =>
      graphql(
        'query ($o: UUID!, $c: String!) { controlStatus(organizationId: $o, control: $c) { candidates { id } } }',
        {
          o: organizationId,
          c: control,
        },
      );
    for (const pattern of ['%', '_%', 'MFA%']) {
      const response = await lookup(pattern);
      expect(response.body.errors, pattern).toEqual([
        expect.objectContaining({
          message: 'Control not found',
          extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
        }),
      ]);
    }
  });
});

describe('domain', () => {
  test("a predicate named like an Object.prototype member is not a connector's refusal", () => {
    const coverage = new CoverageIndex([{ typeCode: 'edr', predicates: ['device.edr'], refusals: {} }]);
    const result = coverage.assess(['toString', 'constructor'], [{ typeCode: 'edr', status: 'connected' }]);
    expect(result.notCovered).toBe(true);
    expect(result.detail?.refusedHere).toEqual([]);
    expect(coverage.sourceOptions(['hasOwnProperty'])).toEqual({ hasOwnProperty: [] });
  });
});
