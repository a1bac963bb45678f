import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MCP_SCOPES, PERMISSIONS, ROLE_PERMISSIONS } from '../../src/auth/permissions.ts';
import { routes } from '../../src/developer/routes.ts';
import { MCP_TOOLS } from '../../src/mcp/tools.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const get = (path: string, token?: string) => request(`${app.url}/api/v1/developer/${path}`, { token });

describe('GET /api/v1/developer/auth', () => {
  test('is generated from the permission model and the route table', async () => {
    const { status, body } = await get('auth', app.adminKey);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      'credentialKinds',
      'mcpScopes',
      'operations',
      'permissions',
      'roles',
      'schemes',
    ]);
    expect(body.permissions).toEqual([...PERMISSIONS]);
    expect(body.mcpScopes).toEqual([...MCP_SCOPES]);
    expect(body.roles).toEqual(Object.entries(ROLE_PERMISSIONS).map(([name, permissions]) => ({ name, permissions })));
    expect(body.roles.find((role: { name: string }) => role.name === 'viewer').permissions).toEqual([
      'organization.read',
      'detection.read',
      'detection_rule.read',
    ]);
    expect(body.schemes).toEqual([expect.objectContaining({ type: 'http', scheme: 'bearer' })]);
    expect(body.credentialKinds.map((kind: { kind: string }) => kind.kind)).toEqual([
      'api_key',
      'access_token',
      'refresh_token',
    ]);
  });

  test('lists each route exactly once with its permission and credential rule', async () => {
    const { body } = await get('auth', app.adminKey);
    const operations = body.operations as {
      method: string;
      path: string;
      permission: string | null;
      humanTokenOnly: boolean;
    }[];
    expect(operations).toHaveLength(routes.length);
    expect(new Set(operations.map((op) => `${op.method} ${op.path}`)).size).toBe(routes.length);
    for (const route of routes) {
      expect(operations).toContainEqual({
        method: route.method,
        path: `/api/v1${route.path}`,
        permission: route.permission,
        humanTokenOnly: route.humanTokenOnly === true,
      });
    }
    expect(operations).toContainEqual({
      method: 'GET',
      path: '/api/v1/organizations',
      permission: 'organization.read',
      humanTokenOnly: false,
    });
  });
});

describe('the MCP endpoint in the references', () => {
  test('POST /api/v1/mcp is an operation of the auth reference and of the OpenAPI document', async () => {
    const auth = await get('auth', app.adminKey);
    expect(auth.body.operations).toContainEqual({
      method: 'POST',
      path: '/api/v1/mcp',
      permission: null,
      humanTokenOnly: false,
    });
    const openapi = await get('openapi.json', app.adminKey);
    const operation = openapi.body.paths['/api/v1/mcp'].post;
    expect(operation).toMatchObject({
      operationId: 'mcp',
      tags: ['mcp'],
      security: [{ bearer: [] }],
      'x-service-permission': null,
      'x-service-destructive': false,
    });
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '403', '429']);
    expect(operation.description).toContain('list_organizations');
  });
});

describe('GET /api/v1/developer/mcp', () => {
  test('publishes the MCP tool registry', async () => {
    const { status, body } = await get('mcp', app.adminKey);
    expect(status).toBe(200);
    expect(body).toEqual({ enabled: true, endpoint: '/api/v1/mcp', transport: 'streamable-http', tools: MCP_TOOLS });
    const explain = body.tools.find((tool: { name: string }) => tool.name === 'explain_control_status');
    expect(explain.scopes).toEqual(['compliance:explain']);
    expect(explain.inputSchema.required).toEqual(['organizationId', 'control']);
  });
});

describe('developer endpoints need a credential', () => {
  test.each(['openapi.json', 'auth', 'mcp'])('%s: none is a 401, any valid one will do', async (path) => {
    const anonymous = await get(path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: 'Not authenticated' });
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect((await get(path, 'ccak_unknownunknownunknown')).status).toBe(401);
    const narrow = await app.key(['compliance:explain']);
    expect((await get(path, narrow)).status).toBe(200);
  });
});
