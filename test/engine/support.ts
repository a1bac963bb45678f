import { issueApiKey } from '../../src/auth/api-keys.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { API_KEY_SCOPES, type Scope } from '../../src/auth/permissions.ts';
import { COUNT_KEY, type ControlStatus, emptyCounts, type StatusCounts } from '../../src/domain/status.ts';
import type { TestApp } from '../support/app.ts';
import { type HttpResult, request } from '../support/http.ts';

/** A tenant of its own, onboarded as an operator would: tenant and admin user (CLI), then sign-in. */
export interface Tenant {
  id: string;
  /** An admin key with every scope. */
  key: string;
  /** The admin's access token (a signed-in human). */
  accessToken: string;
  user: { id: string; name: string };
  keyWith(scopes: readonly Scope[]): Promise<string>;
}

let counter = 0;

export async function onboardTenant(app: TestApp, name = `Engine MSP ${++counter}`): Promise<Tenant> {
  const tenant = await app.db.tenant.create({ data: { name } });
  const email = `admin-${tenant.id}@engine.example`;
  const password = 'engine-admin-password';
  const user = await app.db.user.create({
    data: {
      tenantId: tenant.id,
      email,
      name: `Admin of ${name}`,
      role: 'admin',
      passwordHash: await hashPassword(password),
    },
  });
  const keyWith = async (scopes: readonly Scope[]) =>
    (await issueApiKey(app.db, { tenantId: tenant.id, userId: null, name: 'engine test', scopes, expiresAt: null }))
      .plaintext;
  const login = await request(`${app.url}/api/v1/auth/login`, { method: 'POST', body: { email, password } });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.text}`);
  return {
    id: tenant.id,
    key: await keyWith(API_KEY_SCOPES),
    accessToken: login.body.accessToken,
    user: { id: user.id, name: user.name },
    keyWith,
  };
}

/** REST under /api/v1. */
export function api<T = any>(
  app: TestApp,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<HttpResult<T>> {
  return request<T>(`${app.url}/api/v1${path}`, { method, token, body });
}

/** POST /graphql with a bearer credential. */
export async function graphql(app: TestApp, token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await request(`${app.url}/graphql`, { method: 'POST', token, body: { query, variables } });
  return response.body as { data?: any; errors?: { message: string; extensions?: Record<string, any> }[] };
}

export function countsOf(statuses: Iterable<ControlStatus>): StatusCounts {
  const counts = emptyCounts();
  for (const status of statuses) counts[COUNT_KEY[status]]++;
  return counts;
}

export interface GridRow {
  ruleId: string;
  ruleName: string;
  status: ControlStatus;
  subjectsEvaluated: number;
  subjectsFailing: number;
  detail: Record<string, any> | null;
  evaluatedAt: string | null;
  disabledReason: string | null;
  disabledByName: string | null;
  disabledAt: string | null;
  openDetectionCount: number;
  [key: string]: unknown;
}

/** The grid and today's trend bucket, checked to agree with each other. */
export async function gridOf(app: TestApp, token: string, organizationId: string) {
  const grid = await api<{ rollup: ControlStatus; items: GridRow[] }>(
    app,
    'GET',
    `/organizations/${organizationId}/compliance`,
    token,
  );
  if (grid.status !== 200) throw new Error(`grid: ${grid.status} ${grid.text}`);
  const trend = await api(app, 'GET', `/organizations/${organizationId}/compliance/trend?days=2`, token);
  const today = trend.body.buckets.at(-1);
  return {
    rollup: grid.body.rollup,
    rows: grid.body.items,
    row: (name: string) => {
      const found = grid.body.items.find((row) => row.ruleName === name);
      if (!found) throw new Error(`no row ${name}`);
      return found;
    },
    trendToday: {
      pass: today.passCount,
      fail: today.failCount,
      noData: today.noDataCount,
      notCovered: today.notCoveredCount,
      notApplicable: today.notApplicableCount,
    } as StatusCounts,
    counts: countsOf(grid.body.items.map((row) => row.status)),
  };
}

export function fact(predicate: string, subject: string, fields: Record<string, unknown>) {
  return { predicate, subject, fields };
}

/** Checks real responses against the served OpenAPI document (the schema of that operation and status). */
export async function openApiConformance(app: TestApp, token: string) {
  const { Ajv2020 } = await import('ajv/dist/2020.js');
  const addFormats = (await import('ajv-formats')).default;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const doc = (await api(app, 'GET', '/developer/openapi.json', token)).body;
  ajv.addSchema(doc, 'openapi.json');
  const pointer = (...parts: string[]) =>
    parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
  return (path: string, method: string, response: HttpResult): string | null => {
    const documented = doc.paths[`/api/v1${path}`]?.[method]?.responses?.[String(response.status)];
    if (!documented) return `${method} ${path} does not document ${response.status}`;
    const target = documented.$ref
      ? `openapi.json${documented.$ref}/content/application~1json/schema`
      : `openapi.json#/${pointer('paths', `/api/v1${path}`, method, 'responses', String(response.status), 'content', 'application/json', 'schema')}`;
    const validate = ajv.compile({ $ref: target });
    return validate(response.body) ? null : `${method} ${path} ${response.status}: ${ajv.errorsText(validate.errors)}`;
  };
}
