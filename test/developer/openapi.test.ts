import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUnsubscribe, UNSUBSCRIBE_KEY_LABEL } from '../../src/auth/unsubscribe.ts';
import { routes } from '../../src/developer/routes.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { type HttpResult, request } from '../support/http.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'node_modules/.bin');
const LINT_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; schema: { type?: string } }[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
  security: unknown[];
  'x-service-permission': string | null;
  'x-service-destructive': boolean;
};
type Doc = {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
  components: any;
};

let app: TestApp;
let doc: Doc;
let workDir: string;
let docFile: string;
const ajv = new Ajv2020({ strict: false, allErrors: true });
// ajv-formats is CommonJS: its function is both the module and its `default`.
addFormats.default(ajv);

beforeAll(async () => {
  app = await startTestApp();
  const response = await request<Doc>(`${app.url}/api/v1/developer/openapi.json`, { token: app.adminKey });
  expect(response.status).toBe(200);
  doc = response.body;
  ajv.addSchema(doc as object, 'openapi.json');
  workDir = await mkdtemp(join(tmpdir(), 'openapi-'));
  docFile = join(workDir, 'openapi.json');
  await writeFile(docFile, response.text);
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await app.close();
});

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** Validates a real response against the served document's schema for that operation and status. */
function expectConforms(path: string, method: string, response: HttpResult): void {
  const operation = doc.paths[path]?.[method];
  expect(operation, `${method} ${path} is documented`).toBeDefined();
  const documented = operation!.responses[String(response.status)];
  expect(documented, `${method} ${path} documents ${response.status}`).toBeDefined();
  // A document route (CSV, HTML) answers its documented media type; only JSON bodies have a schema to check.
  const mediaType = response.headers.get('content-type')?.split(';')[0] ?? '';
  if (mediaType !== 'application/json' && !documented!.$ref) {
    expect(Object.keys(documented!.content ?? {}), `${method} ${path} documents ${mediaType}`).toContain(mediaType);
    expect(response.text.length, `${method} ${path} answers a document`).toBeGreaterThan(0);
    return;
  }
  const target = documented!.$ref
    ? `openapi.json${documented!.$ref}/content/application~1json/schema`
    : `openapi.json#/${pointer('paths', path, method, 'responses', String(response.status), 'content', 'application/json', 'schema')}`;
  const validate = ajv.compile({ $ref: target });
  const ok = validate(response.body);
  expect(
    ok,
    `${method.toUpperCase()} ${path} ${response.status}: ${ajv.errorsText(validate.errors)}\n${response.text.slice(0, 400)}`,
  ).toBe(true);
}

describe('the served document', () => {
  test('is OpenAPI 3.1.0, version 0.1.0, and needs a credential', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('0.1.0');
    expect(doc.components.securitySchemes.bearer).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    const anonymous = await request(`${app.url}/api/v1/developer/openapi.json`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expectConforms('/api/v1/developer/openapi.json', 'get', anonymous);
    const other = await app.key(['compliance:read']);
    expect((await request(`${app.url}/api/v1/developer/openapi.json`, { token: other })).status).toBe(200);
  });

  test('documents every route of the table once, with its declared permission and destructiveness', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(documented).toHaveLength(routes.length);
    for (const route of routes) {
      const operation = doc.paths[`/api/v1${route.path}`]?.[route.method.toLowerCase()];
      expect(operation?.operationId).toBe(route.operationId);
      expect(operation?.['x-service-permission']).toBe(route.permission);
      expect(operation?.['x-service-destructive']).toBe(route.destructive === true);
      expect(operation?.security).toEqual(route.authentication === 'public' ? [] : [{ bearer: [] }]);
    }
  });

  test('carries parameter bounds and defaults from the validation declarations', () => {
    const trend = doc.paths['/api/v1/organizations/{organization_id}/compliance/trend']!.get!;
    expect(trend.parameters).toEqual([
      expect.objectContaining({
        name: 'organization_id',
        in: 'path',
        required: true,
        schema: { type: 'string', format: 'uuid' },
      }),
      expect.objectContaining({
        name: 'days',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: 366, default: 30 },
      }),
    ]);
    const pageSize = doc.paths['/api/v1/organizations']!.get!.parameters!.find((p) => p.name === 'pageSize');
    expect(pageSize?.schema).toEqual({ type: 'integer', minimum: 1, maximum: 100, default: 50 });
  });

  test('publishes HTTPValidationError and ValidationError as FastAPI does', () => {
    const { HTTPValidationError, ValidationError } = doc.components.schemas;
    expect(HTTPValidationError.required).toBeUndefined();
    expect(HTTPValidationError.properties.detail.items).toEqual({ $ref: '#/components/schemas/ValidationError' });
    expect(ValidationError.required).toEqual(['loc', 'msg', 'type']);
    expect(Object.keys(ValidationError.properties)).toEqual(['loc', 'msg', 'type', 'input', 'ctx']);
  });

  test('lints with no errors under Redocly (recommended) and Spectral (spectral:oas)', async () => {
    const redocly = await run(join(BIN, 'redocly'), ['lint', docFile, '--format', 'json'], {
      cwd: ROOT,
      env: LINT_ENV,
    }).catch((error: { stdout: string; stderr: string }) => error);
    const redoclyReport = JSON.parse(redocly.stdout) as {
      totals: { errors: number; warnings: number };
      problems: unknown[];
    };
    expect(redoclyReport.totals.errors, JSON.stringify(redoclyReport.problems, null, 2)).toBe(0);

    const ruleset = join(workDir, '.spectral.yaml');
    await writeFile(ruleset, 'extends: ["spectral:oas"]\n');
    const spectral = await run(
      join(BIN, 'spectral'),
      ['lint', docFile, '--ruleset', ruleset, '--format', 'json', '--quiet'],
      {
        cwd: workDir,
        env: LINT_ENV,
      },
    ).catch((error: { stdout: string; stderr: string }) => error);
    const problems = JSON.parse(spectral.stdout || '[]') as {
      severity: number;
      code: string;
      message: string;
      path: string[];
    }[];
    // Spectral severities: 0 error, 1 warning.
    const errors = problems.filter((problem) => problem.severity === 0);
    expect(errors, JSON.stringify(errors, null, 2)).toEqual([]);
  }, 120_000);
});

describe('real responses conform to the served document', () => {
  let ids: Record<string, string>;
  const MISSING_ID = '00000000-0000-4000-8000-000000000000';
  /** The demo admin, signed in: what only a user has (their own notification preferences) is read with it. */
  let userToken: string;
  /** Reads that belong to a user: a tenant API key is refused with a 403 (checked below). */
  const USER_READS = new Set(['/api/v1/notifications/preferences']);
  /** Query strings a read needs besides its path (a public page's signed token). */
  let queries: Record<string, string>;

  beforeAll(async () => {
    const api = `${app.url}/api/v1`;
    const organizations = (await request(`${api}/organizations?pageSize=100`, { token: app.adminKey })).body.items as {
      id: string;
    }[];
    const standards = (await request(`${api}/standards?pageSize=1`, { token: app.adminKey })).body.items as {
      id: string;
    }[];
    let detection: string | undefined;
    for (const organization of organizations) {
      const { body } = await request(`${api}/organizations/${organization.id}/detections?limit=1`, {
        token: app.adminKey,
      });
      detection = body.items[0]?.id;
      if (detection) break;
    }
    // Registration only (no worker runs here): nothing is ever sent to this URL.
    const webhook = await request(`${api}/webhooks`, {
      method: 'POST',
      token: app.adminKey,
      body: { url: 'https://hooks.example.com/openapi-contract', events: ['detection.opened'] },
    });
    // Settings only (no worker runs here): no PSA is ever called.
    const psa = await request(`${api}/psa-connection`, {
      method: 'PUT',
      token: app.adminKey,
      body: {
        system: 'autotask',
        autotask: { username: 'api@psa.example.com', secret: 'openapi-secret', integrationCode: 'OPENAPI', queueId: 1 },
      },
    });
    expect(psa.status).toBe(200);
    ids = {
      organization_id: organizations[0]!.id,
      standard_id: standards[0]!.id,
      detection_id: detection!,
      webhook_id: webhook.body.id,
      control_id: (await app.db.control.findFirstOrThrow({ where: { tenantId: app.demoTenantId } })).id,
      // A kept client report (the report job is not run here): its row, as the job keeps it.
      report_id: (
        await app.db.clientReport.create({
          data: {
            tenantId: app.demoTenantId,
            organizationId: organizations[0]!.id,
            dueAt: new Date(),
            days: 90,
            html: '<!DOCTYPE html><title>r</title>',
            pdf: Buffer.from('%PDF-1.4\n%%EOF\n'),
            snapshot: { failing: [], exceptions: [] },
            recipients: [],
          },
        })
      ).id,
      key: 'cisa-scuba-m365',
    };
    expect(Object.values(ids).every(Boolean)).toBe(true);
    // The first organization has a report schedule (its PUT needs SMTP, which this app has not).
    await app.db.reportSchedule.create({
      data: {
        tenantId: app.demoTenantId,
        organizationId: ids.organization_id!,
        cadence: 'monthly',
        dayOfMonth: 1,
        recipients: ['client@example.com'],
        nextRunAt: new Date(Date.now() + 86_400_000),
      },
    });
    const login = await request(`${api}/auth/login`, {
      method: 'POST',
      body: { email: 'admin@demo.example', password: 'demo-admin-password' },
    });
    userToken = login.body.accessToken;
    const admin = await app.db.user.findFirstOrThrow({ where: { email: 'admin@demo.example' } });
    const token = signUnsubscribe(app.secrets.derive(UNSUBSCRIBE_KEY_LABEL), {
      userId: admin.id,
      destination: 'email',
    });
    queries = { '/api/v1/notifications/unsubscribe': `?token=${token}` };
  });

  const fill = (path: string, value: (name: string) => string) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const filled = value(name);
      if (!filled) throw new Error(`no sample value for path parameter ${name}`);
      return filled;
    });
  const readOperations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) => (item.get ? [{ path, operation: item.get }] : []));

  test('200 of every read operation, with real ids', async () => {
    const operations = readOperations();
    expect(operations.length).toBeGreaterThanOrEqual(11);
    for (const { path } of operations) {
      const url = `${app.url}${fill(path, (name) => ids[name]!)}${queries[path] ?? ''}`;
      const response = await request(url, { token: USER_READS.has(path) ? userToken : app.adminKey });
      expect(response.status, path).toBe(200);
      expectConforms(path, 'get', response);
    }
  });

  test('200 bodies with their nullable and optional parts filled in also conform', async () => {
    const api = `${app.url}/api/v1`;
    // The grids of every organization reach not_covered details, degraded coverage and disabled rows.
    const organizations = (await request(`${api}/organizations?pageSize=100`, { token: app.adminKey })).body.items as {
      id: string;
    }[];
    let sawDetail = false;
    for (const organization of organizations) {
      const grid = await request(`${api}/organizations/${organization.id}/compliance`, { token: app.adminKey });
      expectConforms('/api/v1/organizations/{organization_id}/compliance', 'get', grid);
      sawDetail ||= grid.body.items.some((row: { detail: unknown }) => row.detail !== null);
    }
    expect(sawDetail).toBe(true);
    const detections = await request(`${api}/organizations/${ids.organization_id}/detections?limit=1`, {
      token: app.adminKey,
    });
    expectConforms('/api/v1/organizations/{organization_id}/detections', 'get', detections);
    const trend = await request(`${api}/organizations/${ids.organization_id}/compliance/trend?days=366`, {
      token: app.adminKey,
    });
    expectConforms('/api/v1/organizations/{organization_id}/compliance/trend', 'get', trend);
  });

  test('401 without a credential, 403 without the permission', async () => {
    const mcpOnly = await app.key(['compliance:read']);
    let userOnly = 0;
    for (const { path, operation } of readOperations()) {
      // A public page takes no credential: its token is one (a forged one is a 404, tested with the page).
      if (operation.security.length === 0) continue;
      const url = `${app.url}${fill(path, (name) => ids[name]!)}`;
      const anonymous = await request(url);
      expect(anonymous.status, path).toBe(401);
      expectConforms(path, 'get', anonymous);
      if (USER_READS.has(path)) {
        const tenantKey = await request(url, { token: app.adminKey });
        expect(tenantKey.status, path).toBe(403);
        expectConforms(path, 'get', tenantKey);
        userOnly += 1;
      }
      if (operation['x-service-permission'] === null) continue;
      const forbidden = await request(url, { token: mcpOnly });
      expect(forbidden.status, path).toBe(403);
      expectConforms(path, 'get', forbidden);
    }
    expect(userOnly).toBe(USER_READS.size);
  });

  test('404 for an unknown id, 422 for a malformed one or a bad query value', async () => {
    let notFound = 0;
    let invalid = 0;
    for (const { path, operation } of readOperations()) {
      if (path.includes('{')) {
        // A library key is a slug, not a uuid: its unknown and malformed forms are its own.
        const missingValue = (name: string) => (name === 'key' ? 'no-such-framework' : MISSING_ID);
        const missing = await request(`${app.url}${fill(path, missingValue)}`, { token: app.adminKey });
        expect(missing.status, path).toBe(404);
        expectConforms(path, 'get', missing);
        notFound += 1;
        const malformedValue = (name: string) => (name === 'key' ? 'Not-A-Key' : 'not-a-uuid');
        const malformed = await request(`${app.url}${fill(path, malformedValue)}`, { token: app.adminKey });
        expect(malformed.status, path).toBe(422);
        expectConforms(path, 'get', malformed);
        invalid += 1;
      }
      const integer = operation.parameters?.find((p) => p.in === 'query' && p.schema.type === 'integer');
      if (integer) {
        const url = `${app.url}${fill(path, (name) => ids[name]!)}?${integer.name}=abc`;
        const bad = await request(url, { token: app.adminKey });
        expect(bad.status, url).toBe(422);
        expectConforms(path, 'get', bad);
        invalid += 1;
      }
    }
    expect(notFound).toBeGreaterThanOrEqual(6);
    expect(invalid).toBeGreaterThanOrEqual(10);
  });

  test('write responses conform too: 201, 200, 409, 403 and 422', async () => {
    const api = `${app.url}/api/v1`;
    const copyPath = '/api/v1/standards/{standard_id}/copy';
    const copy = await request(`${api}/standards/${ids.standard_id}/copy`, {
      method: 'POST',
      token: app.adminKey,
      body: { slug: 'openapi-contract-copy' },
    });
    expect(copy.status).toBe(201);
    expectConforms(copyPath, 'post', copy);
    const again = await request(`${api}/standards/${ids.standard_id}/copy`, {
      method: 'POST',
      token: app.adminKey,
      body: { slug: 'openapi-contract-copy' },
    });
    expect(again.status).toBe(409);
    expectConforms(copyPath, 'post', again);
    const patched = await request(`${api}/standards/${copy.body.id}`, {
      method: 'PATCH',
      token: app.adminKey,
      body: { name: 'Renamed' },
    });
    expect(patched.status).toBe(200);
    expectConforms('/api/v1/standards/{standard_id}', 'patch', patched);
    const invalid = await request(`${api}/standards/${copy.body.id}`, {
      method: 'PATCH',
      token: app.adminKey,
      body: { name: '' },
    });
    expect(invalid.status).toBe(422);
    expectConforms('/api/v1/standards/{standard_id}', 'patch', invalid);
    // POST /standards takes a signed-in user's access token only: an API key is a 403.
    const byKey = await request(`${api}/standards`, { method: 'POST', token: app.adminKey, body: {} });
    expect(byKey.status).toBe(403);
    expectConforms('/api/v1/standards', 'post', byKey);

    const login = await request(`${api}/auth/login`, {
      method: 'POST',
      body: { email: 'admin@demo.example', password: 'demo-admin-password' },
    });
    expect(login.status).toBe(200);
    expectConforms('/api/v1/auth/login', 'post', login);
    const control = {
      enabled: false,
      autonomy: 'suggest_only',
      match: { predicate: 'device.disk.encryption' },
      expect: { enabled: true },
      parameters: {},
    };
    const created = await request(`${api}/standards`, {
      method: 'POST',
      token: login.body.accessToken,
      body: { slug: 'openapi-contract', enabled: false, controls: [control] },
    });
    expect(created.status).toBe(201);
    expectConforms('/api/v1/standards', 'post', created);

    const key = await request(`${api}/api-keys`, {
      method: 'POST',
      token: app.adminKey,
      body: { name: 'contract', scopes: ['detection.read'] },
    });
    expect(key.status).toBe(201);
    expectConforms('/api/v1/api-keys', 'post', key);
  });

  test('the schemas are strict enough to refuse a wrong body', () => {
    const validate = ajv.compile({ $ref: 'openapi.json#/components/schemas/Organization' });
    expect(
      validate({
        id: MISSING_ID,
        name: 'x',
        health: 'healthy',
        createdAt: '2024-01-01T00:00:00Z',
        updatedAt: '2024-01-01T00:00:00Z',
      }),
    ).toBe(true);
    expect(
      validate({
        id: MISSING_ID,
        name: 'x',
        health: 'fine',
        createdAt: '2024-01-01T00:00:00Z',
        updatedAt: '2024-01-01T00:00:00Z',
      }),
    ).toBe(false);
    expect(
      validate({
        id: 'nope',
        name: 'x',
        health: 'healthy',
        createdAt: '2024-01-01T00:00:00Z',
        updatedAt: '2024-01-01T00:00:00Z',
      }),
    ).toBe(false);
  });
});
