import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';
import { ADMIN, ANALYST, control, signIn } from './support.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signIn(app, ADMIN)).accessToken;
});
afterAll(() => app.close());

interface GraphResult {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function graph(token: string, query: string, variables: Record<string, unknown>): Promise<GraphResult> {
  return (await request<GraphResult>(`${app.url}/graphql`, { method: 'POST', token, body: { query, variables } })).body;
}

const CREATE = `mutation ($input: CreateStandardInput!) {
  createStandard(input: $input) { standard { id slug enabled controlCount organizationCount } controls { slug requires enabled } }
}`;
const UPDATE =
  'mutation ($id: UUID!, $input: UpdateStandardInput!) { updateStandard(id: $id, input: $input) { id name enabled version } }';
const COPY =
  'mutation ($id: UUID!, $input: CopyStandardInput!) { copyStandard(id: $id, input: $input) { id slug enabled organizationCount } }';

const input = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  enabled: false,
  controls: [control()],
  ...overrides,
});

describe('createStandard', () => {
  test('creates with a human access token, like POST /api/v1/standards', async () => {
    const result = await graph(admin, CREATE, { input: input('graph-made') });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createStandard).toEqual({
      standard: { id: expect.any(String), slug: 'graph-made', enabled: false, controlCount: 1, organizationCount: 0 },
      controls: [{ slug: 'graph-made-encryption', requires: ['device.disk.encryption'], enabled: false }],
    });
  });

  test('a taken slug, or two controls deriving one slug, is CONFLICT', async () => {
    expect((await graph(admin, CREATE, { input: input('graph-twice') })).errors).toBeUndefined();
    const again = await graph(admin, CREATE, { input: input('graph-twice') });
    expect(again.data).toBeNull();
    expect(again.errors?.[0]).toMatchObject({
      message: "A standard with the slug 'graph-twice' already exists",
      extensions: { code: 'CONFLICT' },
    });
    const twins = await graph(admin, CREATE, { input: input('graph-twins', { controls: [control(), control()] }) });
    expect(twins.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    expect(await app.db.standard.count({ where: { slug: 'graph-twins' } })).toBe(0);
  });

  test.each([
    { name: 'an API key with every scope', credential: async () => app.adminKey },
    { name: 'a viewer', credential: async () => (await signIn(app, ANALYST)).accessToken },
    { name: 'a refresh token', credential: async () => (await signIn(app, ADMIN)).refreshToken },
  ])('$name: FORBIDDEN, nothing created', async ({ credential }) => {
    const result = await graph(await credential(), CREATE, { input: input('graph-denied') });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(await app.db.standard.count({ where: { slug: 'graph-denied' } })).toBe(0);
  });

  test.each([
    { name: 'an enabled standard', given: input('graph-bad', { enabled: true }), field: ['input', 'enabled'] },
    { name: 'no controls', given: input('graph-bad', { controls: [] }), field: ['input', 'controls'] },
    { name: 'an empty slug', given: input(''), field: ['input', 'slug'] },
    {
      name: 'an empty predicate',
      given: input('graph-bad', { controls: [control({ match: { predicate: '' } })] }),
      field: ['input', 'controls', 0, 'match', 'predicate'],
    },
    {
      name: 'a control that expects nothing',
      given: input('graph-bad', { controls: [control({ expect: {} })] }),
      field: ['input', 'controls', 0, 'expect'],
    },
    {
      name: 'an expected value that is not a boolean',
      given: input('graph-bad', { controls: [control(), control({ slugSuffix: 'b', expect: { encrypted: 'yes' } })] }),
      field: ['input', 'controls', 1, 'expect', 'encrypted'],
    },
  ])('$name: BAD_USER_INPUT with the field path', async ({ given, field }) => {
    const result = await graph(admin, CREATE, { input: given });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await app.db.standard.count({ where: { slug: given.slug } })).toBe(0);
  });

  test('every invalid field is listed', async () => {
    const result = await graph(admin, CREATE, { input: input('', { enabled: true, controls: [] }) });
    const issues = result.errors?.[0]?.extensions?.issues as { field: unknown[] }[];
    expect(issues.map((issue) => issue.field)).toEqual([
      ['input', 'slug'],
      ['input', 'enabled'],
      ['input', 'controls'],
    ]);
  });
});

describe('updateStandard and copyStandard', () => {
  test('an API key with detection_rule.write may update and copy; a foreign id is NOT_FOUND', async () => {
    const created = await graph(admin, CREATE, { input: input('graph-edit') });
    const id = created.data?.createStandard.standard.id as string;
    const key = await app.key(['detection_rule.write']);
    const updated = await graph(key, UPDATE, { id, input: { name: 'Edited', enabled: true } });
    expect(updated.data?.updateStandard).toEqual({ id, name: 'Edited', enabled: true, version: 1 });
    const copied = await graph(key, COPY, { id, input: { slug: 'graph-edit-copy' } });
    expect(copied.data?.copyStandard).toMatchObject({ slug: 'graph-edit-copy', enabled: false, organizationCount: 0 });

    const foreignId = (await app.db.standard.findFirstOrThrow({ where: { tenantId: app.otherTenantId } })).id;
    expect((await graph(key, UPDATE, { id: foreignId, input: { name: 'x' } })).errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      (await graph(key, COPY, { id: foreignId, input: { slug: 'graph-stolen' } })).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect((await graph(key, COPY, { id, input: { slug: 'graph-edit-copy' } })).errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
    });
    expect((await graph(key, UPDATE, { id, input: { name: '' } })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: ['input', 'name'],
    });
    const reader = await app.key(['detection_rule.read']);
    expect((await graph(reader, UPDATE, { id, input: { name: 'x' } })).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
