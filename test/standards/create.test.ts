import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';
import {
  ADMIN,
  ANALYST,
  CONTROL_KEYS,
  control,
  EMPTY_ROLLUP,
  post,
  STANDARD_KEYS,
  signIn,
  standardBody,
} from './support.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signIn(app, ADMIN)).accessToken;
});
afterAll(() => app.close());

const standardsWithSlug = (slug: string) => app.db.standard.count({ where: { tenantId: app.demoTenantId, slug } });

describe('POST /api/v1/standards', () => {
  test('201: an inactive standard with its control, and nothing started', async () => {
    const response = await post(app, '/standards', admin, standardBody('disk-baseline'));
    expect(response.status).toBe(201);
    const body = response.body;
    expect(Object.keys(body)).toEqual([...STANDARD_KEYS, 'controls']);
    expect(body).toMatchObject({
      slug: 'disk-baseline',
      name: 'disk-baseline',
      description: '',
      version: 1,
      enabled: false,
      controlCount: 1,
      organizationCount: 0,
      rollup: EMPTY_ROLLUP,
    });
    expect(body.controls).toHaveLength(1);
    const [created] = body.controls;
    expect(Object.keys(created)).toEqual(CONTROL_KEYS);
    expect(created).toMatchObject({
      standardId: body.id,
      slug: 'disk-baseline-encryption',
      name: 'disk-baseline-encryption',
      category: 'General',
      severity: 'medium',
      autonomy: 'suggest_only',
      enabled: false,
      parameters: {},
      definition: { match: { predicate: 'device.disk.encryption' }, expect: { encrypted: true } },
      requires: ['device.disk.encryption'],
      description: '',
    });
    // The read endpoint serves the same record.
    const read = await request(`${app.url}/api/v1/standards/${body.id}`, { token: app.adminKey });
    const { controls: _controls, ...record } = body;
    expect(read.body).toEqual(record);
    expect(await app.db.evaluation.count({ where: { controlId: created.id } })).toBe(0);
    expect(await app.db.controlState.count({ where: { standardId: body.id } })).toBe(0);
    expect(await app.db.detection.count({ where: { controlId: created.id } })).toBe(0);
  });

  test("control slugs: the suffix, else the slugified name, else the predicate's last segment; request order kept", async () => {
    const response = await post(app, '/standards', admin, {
      slug: 'derive',
      name: 'Derivation',
      description: 'Three ways to a slug',
      enabled: false,
      controls: [
        control({
          name: 'Screen Lock',
          category: 'Device',
          severity: 'high',
          autonomy: 'auto_remediate',
          match: { predicate: 'device.screen.lock' },
        }),
        control({ slugSuffix: 'Full Disk!', name: 'Ignored for the slug', description: 'Explicit suffix' }),
        control({
          match: { predicate: 'identity.mfa.enforced' },
          enabled: true,
          parameters: { graceDays: 3 },
          expect: { enforced: true, legacy: false },
        }),
      ],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: 'Derivation', description: 'Three ways to a slug', controlCount: 3 });
    expect(response.body.controls.map((c: { slug: string }) => c.slug)).toEqual([
      'derive-screen-lock',
      'derive-full-disk',
      'derive-enforced',
    ]);
    expect(response.body.controls[0]).toMatchObject({
      name: 'Screen Lock',
      category: 'Device',
      severity: 'high',
      autonomy: 'auto_remediate',
    });
    expect(response.body.controls[1]).toMatchObject({ name: 'Ignored for the slug', description: 'Explicit suffix' });
    expect(response.body.controls[2]).toMatchObject({
      name: 'derive-enforced',
      enabled: true,
      parameters: { graceDays: 3 },
      definition: { match: { predicate: 'identity.mfa.enforced' }, expect: { enforced: true, legacy: false } },
    });
  });

  test('not idempotent: the same slug again is a 409, a new slug a second standard', async () => {
    expect((await post(app, '/standards', admin, standardBody('repeat'))).status).toBe(201);
    const again = await post(app, '/standards', admin, standardBody('repeat'));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: "A standard with the slug 'repeat' already exists" });
    const second = await post(app, '/standards', admin, standardBody('repeat-2'));
    expect(second.status).toBe(201);
    expect(second.body.controls[0].slug).toBe('repeat-2-encryption');
    expect(await standardsWithSlug('repeat')).toBe(1);
  });

  test("409 when the second control's derived slug belongs to another standard: no standard, no first control", async () => {
    expect(
      (await post(app, '/standards', admin, standardBody('owner', [control({ slugSuffix: 'shared-lock' })]))).status,
    ).toBe(201);
    // A standard slugged `owner-shared` deriving `lock` gives `owner-shared-lock`, which `owner` holds.
    const response = await post(app, '/standards', admin, {
      slug: 'owner-shared',
      enabled: false,
      controls: [control({ slugSuffix: 'first' }), control({ slugSuffix: 'lock' })],
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ detail: "A control with the slug 'owner-shared-lock' already exists" });
    expect(await standardsWithSlug('owner-shared')).toBe(0);
    expect(await app.db.control.count({ where: { tenantId: app.demoTenantId, slug: 'owner-shared-first' } })).toBe(0);
  });

  test('two controls of one request deriving one slug: 409, nothing written', async () => {
    const response = await post(
      app,
      '/standards',
      admin,
      standardBody('twins', [control({ name: 'Disk' }), control({ slugSuffix: 'disk' })]),
    );
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ detail: "Two controls of this request derive the slug 'twins-disk'" });
    expect(await standardsWithSlug('twins')).toBe(0);
  });

  test('the same slug in another tenant is no conflict', async () => {
    const other = await signIn(app, 'admin@other.example');
    const response = await post(app, '/standards', other.accessToken, standardBody('disk-baseline'));
    expect(response.status).toBe(201);
    expect(await app.db.standard.count({ where: { slug: 'disk-baseline' } })).toBe(2);
  });

  test('50 concurrent creates with one slug: exactly one 201, 49 409s, one standard with its controls', async () => {
    const body = standardBody('race', [control({ slugSuffix: 'a' }), control({ slugSuffix: 'b' })]);
    const started = performance.now();
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(app, '/standards', admin, body)));
    const elapsed = performance.now() - started;
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const standards = await app.db.standard.findMany({
      where: { tenantId: app.demoTenantId, slug: 'race' },
      include: { controls: true },
    });
    expect(standards).toHaveLength(1);
    expect(standards[0]!.controls.map((c) => c.slug).sort()).toEqual(['race-a', 'race-b']);
    expect(await app.db.control.count({ where: { slug: { startsWith: 'race-' } } })).toBe(2);
    console.info(`50 concurrent creates with one slug: ${elapsed.toFixed(0)} ms`);
  });
});

describe('who may create', () => {
  const forbiddenKey = {
    detail: 'This operation requires the access token of a signed-in user; API keys are not accepted',
  };

  test.each([
    {
      name: 'an API key holding detection_rule.write',
      credential: () => app.key(['detection_rule.write', 'detection_rule.read']),
      status: 403,
      body: forbiddenKey,
    },
    {
      name: 'the bootstrap admin key (every scope)',
      credential: async () => app.adminKey,
      status: 403,
      body: forbiddenKey,
    },
    {
      name: 'a user-scoped key of the admin',
      credential: async () =>
        app.key(['detection_rule.write'], {
          userId: (await app.db.user.findUniqueOrThrow({ where: { email: ADMIN } })).id,
        }),
      status: 403,
      body: forbiddenKey,
    },
    {
      name: 'a refresh token',
      credential: async () => (await signIn(app, ADMIN)).refreshToken,
      status: 403,
      body: { detail: 'A refresh token is only accepted by POST /api/v1/auth/refresh' },
    },
    {
      name: "a viewer's access token",
      credential: async () => (await signIn(app, ANALYST)).accessToken,
      status: 403,
      body: { detail: 'Not enough permissions' },
    },
    { name: 'no credential', credential: async () => undefined, status: 401, body: { detail: 'Not authenticated' } },
    { name: 'a forged token', credential: async () => 'not-a-real-token', status: 401, body: undefined },
  ])('$name: $status, nothing created', async ({ credential, status, body }) => {
    const response = await post(app, '/standards', await credential(), standardBody('not-allowed'));
    expect(response.status).toBe(status);
    if (body) expect(response.body).toEqual(body);
    if (status === 401) expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await standardsWithSlug('not-allowed')).toBe(0);
  });

  test('a bad body from a caller without the right credential is still a 403, not a 422', async () => {
    const response = await post(app, '/standards', app.adminKey, {});
    expect(response.status).toBe(403);
  });
});

describe('422s, byte for byte as FastAPI words them', () => {
  const cases: [string, unknown, string][] = [
    [
      'missing fields',
      {},
      '{"detail":[{"type":"missing","loc":["body","slug"],"msg":"Field required","input":{}},{"type":"missing","loc":["body","enabled"],"msg":"Field required","input":{}},{"type":"missing","loc":["body","controls"],"msg":"Field required","input":{}}]}',
    ],
    [
      'missing control fields',
      { slug: 's', enabled: false, controls: [{ name: 'x' }] },
      '{"detail":[{"type":"missing","loc":["body","controls",0,"enabled"],"msg":"Field required","input":{"name":"x"}},{"type":"missing","loc":["body","controls",0,"autonomy"],"msg":"Field required","input":{"name":"x"}},{"type":"missing","loc":["body","controls",0,"match"],"msg":"Field required","input":{"name":"x"}},{"type":"missing","loc":["body","controls",0,"expect"],"msg":"Field required","input":{"name":"x"}},{"type":"missing","loc":["body","controls",0,"parameters"],"msg":"Field required","input":{"name":"x"}}]}',
    ],
    [
      'wrong types',
      {
        slug: 5,
        name: null,
        enabled: 'no',
        controls: [
          {
            slugSuffix: '',
            severity: 'urgent',
            enabled: 'maybe',
            autonomy: 'yolo',
            match: 'x',
            expect: { a: 'perhaps', b: 1 },
            parameters: [],
          },
        ],
      },
      '{"detail":[{"type":"string_type","loc":["body","slug"],"msg":"Input should be a valid string","input":5},{"type":"string_type","loc":["body","name"],"msg":"Input should be a valid string","input":null},{"type":"literal_error","loc":["body","enabled"],"msg":"Input should be False","input":"no","ctx":{"expected":"False"}},{"type":"string_too_short","loc":["body","controls",0,"slugSuffix"],"msg":"String should have at least 1 character","input":"","ctx":{"min_length":1}},{"type":"enum","loc":["body","controls",0,"severity"],"msg":"Input should be \'high\', \'medium\' or \'low\'","input":"urgent","ctx":{"expected":"\'high\', \'medium\' or \'low\'"}},{"type":"bool_parsing","loc":["body","controls",0,"enabled"],"msg":"Input should be a valid boolean, unable to interpret input","input":"maybe"},{"type":"enum","loc":["body","controls",0,"autonomy"],"msg":"Input should be \'suggest_only\', \'require_approval\' or \'auto_remediate\'","input":"yolo","ctx":{"expected":"\'suggest_only\', \'require_approval\' or \'auto_remediate\'"}},{"type":"model_attributes_type","loc":["body","controls",0,"match"],"msg":"Input should be a valid dictionary or object to extract fields from","input":"x"},{"type":"bool_parsing","loc":["body","controls",0,"expect","a"],"msg":"Input should be a valid boolean, unable to interpret input","input":"perhaps"},{"type":"dict_type","loc":["body","controls",0,"parameters"],"msg":"Input should be a valid dictionary","input":[]}]}',
    ],
    [
      'an empty list of controls',
      { slug: 's', enabled: false, controls: [] },
      '{"detail":[{"type":"too_short","loc":["body","controls"],"msg":"List should have at least 1 item after validation, not 0","input":[],"ctx":{"field_type":"List","min_length":1,"actual_length":0}}]}',
    ],
    [
      'a control that expects nothing',
      { slug: 's', enabled: false, controls: [control(), { ...control(), slugSuffix: 'b', expect: {} }] },
      '{"detail":[{"type":"too_short","loc":["body","controls",1,"expect"],"msg":"Dictionary should have at least 1 item after validation, not 0","input":{},"ctx":{"field_type":"Dictionary","min_length":1,"actual_length":0}}]}',
    ],
    [
      'an enabled standard',
      { slug: 's', enabled: true, controls: [control()] },
      '{"detail":[{"type":"literal_error","loc":["body","enabled"],"msg":"Input should be False","input":true,"ctx":{"expected":"False"}}]}',
    ],
    [
      'extra fields',
      {
        slug: 's',
        enabled: false,
        controls: [{ ...control(), match: { predicate: 'p', op: 'eq' }, color: 'red' }],
        owner: 'me',
      },
      '{"detail":[{"type":"extra_forbidden","loc":["body","controls",0,"match","op"],"msg":"Extra inputs are not permitted","input":"eq"},{"type":"extra_forbidden","loc":["body","controls",0,"color"],"msg":"Extra inputs are not permitted","input":"red"},{"type":"extra_forbidden","loc":["body","owner"],"msg":"Extra inputs are not permitted","input":"me"}]}',
    ],
    [
      'a slug over 100 characters',
      { slug: 'x'.repeat(101), enabled: false, controls: [control()] },
      `{"detail":[{"type":"string_too_long","loc":["body","slug"],"msg":"String should have at most 100 characters","input":"${'x'.repeat(101)}","ctx":{"max_length":100}}]}`,
    ],
  ];

  test.each(cases)('%s', async (_name, body, expected) => {
    const response = await post(app, '/standards', admin, body);
    expect(response.status).toBe(422);
    expect(response.text).toBe(expected);
  });

  test('a body that is not JSON', async () => {
    const response = await request(`${app.url}/api/v1/standards`, {
      method: 'POST',
      token: admin,
      rawBody: '{"slug": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(422);
    expect(response.text).toBe(
      '{"detail":[{"type":"json_invalid","loc":["body",9],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting value"}}]}',
    );
  });
});
