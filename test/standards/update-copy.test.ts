import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';
import { ADMIN, control, EMPTY_ROLLUP, post, STANDARD_KEYS, signIn, standardBody } from './support.ts';

let app: TestApp;
let admin: string;
let writerKey: string;
let readerKey: string;
let foreignId: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signIn(app, ADMIN)).accessToken;
  writerKey = await app.key(['detection_rule.write', 'detection_rule.read']);
  readerKey = await app.key(['detection_rule.read']);
  foreignId = (await app.db.standard.findFirstOrThrow({ where: { tenantId: app.otherTenantId } })).id;
});
afterAll(() => app.close());

const patch = (id: string, token: string | undefined, body: unknown) =>
  request(`${app.url}/api/v1/standards/${id}`, { method: 'PATCH', token, body });

async function createStandard(slug: string): Promise<Record<string, any>> {
  const response = await post(app, '/standards', admin, standardBody(slug));
  expect(response.status).toBe(201);
  return response.body;
}

describe('PATCH /api/v1/standards/{standard_id}', () => {
  test('changes name, description and enabled; the version and controls stay', async () => {
    const created = await createStandard('patch-me');
    const response = await patch(created.id, admin, { name: 'Patched', description: 'Now active', enabled: true });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(STANDARD_KEYS);
    expect(response.body).toMatchObject({
      id: created.id,
      slug: 'patch-me',
      name: 'Patched',
      description: 'Now active',
      enabled: true,
      version: 1,
      controlCount: 1,
    });
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    const stored = await app.db.control.findFirstOrThrow({ where: { standardId: created.id } });
    expect(stored.enabled).toBe(false);
    const back = await patch(created.id, writerKey, { enabled: false, reason: 'Paused while the auditors review it' });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ name: 'Patched', enabled: false });
  });

  test('an empty body changes nothing', async () => {
    const created = await createStandard('patch-nothing');
    const response = await patch(created.id, admin, {});
    expect(response.status).toBe(200);
    const { controls: _controls, ...record } = created;
    expect(response.body).toEqual(record);
  });

  test('any credential kind carrying detection_rule.write may patch; without it 403', async () => {
    const created = await createStandard('patch-auth');
    expect((await patch(created.id, writerKey, { name: 'By key' })).status).toBe(200);
    const denied = await patch(created.id, readerKey, { name: 'Denied' });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ detail: 'Not enough permissions' });
    expect((await patch(created.id, (await signIn(app, ADMIN)).refreshToken, { name: 'Denied' })).status).toBe(403);
    expect((await patch(created.id, undefined, { name: 'Denied' })).status).toBe(401);
    expect((await app.db.standard.findUniqueOrThrow({ where: { id: created.id } })).name).toBe('By key');
  });

  test("another tenant's standard and an unknown id are 404, and nothing changes", async () => {
    const foreign = await patch(foreignId, admin, { name: 'Hijacked' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ detail: 'Standard not found' });
    expect((await app.db.standard.findUniqueOrThrow({ where: { id: foreignId } })).name).not.toBe('Hijacked');
    expect((await patch('0190f5a0-0000-7000-8000-000000000000', admin, { name: 'x' })).status).toBe(404);
  });

  test('422s as FastAPI words them', async () => {
    const created = await createStandard('patch-invalid');
    const response = await patch(created.id, admin, { name: '', enabled: 'sometimes', version: 3 });
    expect(response.status).toBe(422);
    expect(response.text).toBe(
      '{"detail":[{"type":"string_too_short","loc":["body","name"],"msg":"String should have at least 1 character","input":"","ctx":{"min_length":1}},{"type":"bool_parsing","loc":["body","enabled"],"msg":"Input should be a valid boolean, unable to interpret input","input":"sometimes"},{"type":"extra_forbidden","loc":["body","version"],"msg":"Extra inputs are not permitted","input":3}]}',
    );
    const badId = await patch('nope', admin, {});
    expect(badId.status).toBe(422);
    expect(badId.body.detail[0]).toMatchObject({ type: 'uuid_parsing', loc: ['path', 'standard_id'] });
  });
});

describe('POST /api/v1/standards/{standard_id}/copy', () => {
  test('201: an inactive copy with no evaluations, its controls re-derived under the new slug', async () => {
    const source = await app.db.standard.findFirstOrThrow({
      where: { tenantId: app.demoTenantId, slug: 'nist-csf-2' },
      include: { controls: { orderBy: { slug: 'asc' } } },
    });
    const sourceRecord = (await request(`${app.url}/api/v1/standards/${source.id}`, { token: app.adminKey })).body;
    expect(sourceRecord.organizationCount).toBeGreaterThan(0);

    const response = await post(app, `/standards/${source.id}/copy`, admin, { slug: 'my-cis' });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body)).toEqual(STANDARD_KEYS);
    expect(response.body).toMatchObject({
      slug: 'my-cis',
      name: `${source.name} (copy)`,
      description: source.description,
      version: 1,
      enabled: false,
      controlCount: source.controls.length,
      organizationCount: 0,
      rollup: EMPTY_ROLLUP,
    });
    expect(response.body.id).not.toBe(source.id);

    const copies = await app.db.control.findMany({ where: { standardId: response.body.id }, orderBy: { slug: 'asc' } });
    expect(copies.map((c) => c.slug)).toEqual(source.controls.map((c) => c.slug.replace(/^nist-csf-2-/, 'my-cis-')));
    const strip = ({
      id: _id,
      standardId: _s,
      slug: _slug,
      createdAt: _c,
      updatedAt: _u,
      ...rest
    }: Record<string, unknown>) => rest;
    // The copy is the tenant's own: no library tags (no library update is offered for it), and a
    // control copied disabled is created disabled, without the source's disable metadata. It
    // keeps everything else, the library's remediation included.
    const own = (control: Record<string, unknown>) => ({
      ...strip(control),
      libraryKey: null,
      libraryControlId: null,
      disabledReason: null,
      disabledById: null,
      disabledAt: null,
    });
    expect(source.controls.some((c) => c.libraryKey === 'nist-csf-2' && c.remediation !== null)).toBe(true);
    expect(source.controls.some((c) => !c.enabled && c.disabledReason !== null)).toBe(true);
    expect(copies.map(strip)).toEqual(source.controls.map(own));
    expect(await app.db.controlState.count({ where: { standardId: response.body.id } })).toBe(0);
  });

  test('a given name; any credential kind with detection_rule.write', async () => {
    const created = await createStandard('copy-source');
    const response = await post(app, `/standards/${created.id}/copy`, writerKey, {
      slug: 'copy-target',
      name: 'Named copy',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ slug: 'copy-target', name: 'Named copy', controlCount: 1 });
    expect(
      await app.db.control.count({ where: { standardId: response.body.id, slug: 'copy-target-encryption' } }),
    ).toBe(1);
    expect((await post(app, `/standards/${created.id}/copy`, readerKey, { slug: 'copy-denied' })).status).toBe(403);
  });

  test('409 on an existing standard slug or derived control slug, leaving nothing behind', async () => {
    const created = await createStandard('copy-clash');
    const again = await post(app, `/standards/${created.id}/copy`, admin, { slug: 'copy-clash' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: "A standard with the slug 'copy-clash' already exists" });

    // `holder` owns `holder-new-encryption`, which a copy slugged `holder-new` would derive.
    expect(
      (await post(app, '/standards', admin, standardBody('holder', [control({ slugSuffix: 'new-encryption' })])))
        .status,
    ).toBe(201);
    const blocked = await post(app, `/standards/${created.id}/copy`, admin, { slug: 'holder-new' });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toEqual({ detail: "A control with the slug 'holder-new-encryption' already exists" });
    expect(await app.db.standard.count({ where: { slug: 'holder-new' } })).toBe(0);
  });

  test("another tenant's standard is 404", async () => {
    const response = await post(app, `/standards/${foreignId}/copy`, admin, { slug: 'stolen' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: 'Standard not found' });
    expect(await app.db.standard.count({ where: { slug: 'stolen' } })).toBe(0);
  });

  test('422s as FastAPI words them', async () => {
    const created = await createStandard('copy-invalid');
    const response = await post(app, `/standards/${created.id}/copy`, admin, { name: 7 });
    expect(response.status).toBe(422);
    expect(response.text).toBe(
      '{"detail":[{"type":"missing","loc":["body","slug"],"msg":"Field required","input":{"name":7}},{"type":"string_type","loc":["body","name"],"msg":"Input should be a valid string","input":7}]}',
    );
  });
});
