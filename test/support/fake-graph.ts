import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Microsoft's identity platform and Graph v1.0 on loopback, speaking their documented shapes
 * (@microsoft/microsoft-graph-types) for a partner tenant and its customer tenants: the OpenID
 * configuration and the client credentials token endpoint over TLS (MSAL insists on https
 * authorities; the certificate is signed by a test CA made here, given to the runner as
 * NODE_EXTRA_CA_CERTS), Graph over plain HTTP on its own port (a configurable base URL). Paging by
 * `@odata.nextLink`, throttling (429 with Retry-After), expired tokens (401
 * InvalidAuthenticationToken) and a withdrawn consent (403 Authorization_RequestDenied).
 */

export const GLOBAL_ADMIN_TEMPLATE = '62e90394-69f5-4237-9190-012177145e10';
const SECURITY_ADMIN_TEMPLATE = '194ae4cb-b126-40b2-bd5b-6091b380977d';
const PAGE = 100;

export interface TenantData {
  id: string;
  displayName: string;
  defaultDomainName: string;
  users: Record<string, unknown>[];
  devices: Record<string, unknown>[];
  policies: Record<string, unknown>[];
  groups: Record<string, string[]>;
  roles: { id: string; roleTemplateId: string; members: string[] }[];
  registrations: Record<string, unknown>[];
  securityDefaults: boolean;
  authMethodsPolicy: Record<string, unknown>;
  authorizationPolicy: Record<string, unknown>;
  adminConsentRequestPolicy: Record<string, unknown>;
  domains: Record<string, unknown>[];
  sharepointSettings: Record<string, unknown>;
  /** Consent withdrawn: tokens are issued, every Graph read is 403. */
  revoked?: boolean;
  /** This many Graph requests answered 429 (Retry-After: 1) before the next is served. */
  throttle?: number;
  /** Its first token is answered 401 (expired) at first use. */
  expireFirstToken?: boolean;
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
export const tenantId = (n: number) => `${hex(n, 8)}-0000-4000-8000-${hex(n, 12)}`;
/** Object ids vary in their first characters, as Entra's random GUIDs do. */
const objectId = (tenant: number, kind: number, n: number) =>
  `${hex((n * 2654435761 + kind) >>> 0, 8)}-${hex(kind, 4)}-4000-9000-${hex(tenant, 6)}${hex(n, 6)}`;

/**
 * A customer tenant of `users` members and `devices` managed devices: every tenth user without
 * MFA registered, every twentieth device unencrypted, two global administrators (one synced from
 * on-premises), a CA policy requiring MFA for all users (excluding a break-glass account) and one
 * blocking legacy authentication; security defaults off.
 */
export function customerTenant(n: number, sizes: { users: number; devices: number }): TenantData {
  const domain = `customer${n}.onmicrosoft.com`;
  const users = Array.from({ length: sizes.users }, (_, i) => ({
    id: objectId(n, 1, i),
    userPrincipalName: i === 0 ? `breakglass@${domain}` : `User${i}@${domain}`,
    accountEnabled: true,
    userType: 'Member',
    onPremisesSyncEnabled: i === 2 ? true : null,
  }));
  const devices = Array.from({ length: sizes.devices }, (_, i) => ({
    id: objectId(n, 2, i),
    deviceName: `LAPTOP-${i}`,
    operatingSystem: i % 4 === 3 ? 'macOS' : 'Windows',
    osVersion: i % 4 === 3 ? '14.5' : i % 25 === 0 ? '10.0.19044.1288' : '10.0.22631.4317',
    isEncrypted: i % 20 !== 5,
    complianceState: i % 20 === 5 ? 'noncompliant' : 'compliant',
  }));
  const mfaAll = {
    id: objectId(n, 3, 1),
    displayName: 'Require MFA for all users',
    state: 'enabled',
    conditions: {
      users: { includeUsers: ['All'], excludeUsers: [users[0]?.id], includeGroups: [], excludeGroups: [] },
      applications: { includeApplications: ['All'] },
      clientAppTypes: ['all'],
    },
    grantControls: { operator: 'OR', builtInControls: ['mfa'] },
  };
  const legacy = {
    id: objectId(n, 3, 2),
    displayName: 'Block legacy authentication',
    state: 'enabled',
    conditions: {
      users: { includeUsers: ['All'] },
      applications: { includeApplications: ['All'] },
      clientAppTypes: ['exchangeActiveSync', 'other'],
    },
    grantControls: { operator: 'OR', builtInControls: ['block'] },
  };
  return {
    id: tenantId(n),
    displayName: `Customer ${n}`,
    defaultDomainName: domain,
    users,
    devices,
    policies: [mfaAll, legacy],
    groups: {},
    roles: [
      {
        id: objectId(n, 4, 1),
        roleTemplateId: GLOBAL_ADMIN_TEMPLATE,
        members: [users[1]?.id, users[2]?.id] as string[],
      },
      { id: objectId(n, 4, 2), roleTemplateId: SECURITY_ADMIN_TEMPLATE, members: [users[3]?.id] as string[] },
    ],
    registrations: users.map((user, i) => ({
      id: user.id,
      userPrincipalName: user.userPrincipalName,
      isMfaRegistered: i % 10 !== 7,
    })),
    securityDefaults: false,
    authMethodsPolicy: {
      id: 'authenticationMethodsPolicy',
      policyMigrationState: 'migrationComplete',
      authenticationMethodConfigurations: [
        { id: 'Sms', state: 'enabled' },
        { id: 'Voice', state: 'disabled' },
        { id: 'Email', state: 'disabled' },
        { id: 'Fido2', state: 'enabled' },
      ],
    },
    authorizationPolicy: {
      id: 'authorizationPolicy',
      allowInvitesFrom: 'everyone',
      guestUserRoleId: '10dae51f-b6af-4016-8d66-8c2a99b929b3',
      defaultUserRolePermissions: {
        allowedToCreateApps: false,
        permissionGrantPoliciesAssigned: ['ManagePermissionGrantsForOwnedResource.DeveloperConsent'],
      },
    },
    adminConsentRequestPolicy: { isEnabled: false },
    domains: [
      { id: domain, isVerified: true, passwordValidityPeriodInDays: 2147483647 },
      { id: `customer${n}.example`, isVerified: true, passwordValidityPeriodInDays: 90 },
    ],
    sharepointSettings: { sharingCapability: 'externalUserAndGuestSharing' },
  };
}

export interface FakeGraph {
  /** The authority host (https), for MSAL. */
  authorityHost: string;
  /** Graph's base, e.g. http://127.0.0.1:4000/v1.0 */
  graphBaseUrl: string;
  /** The test CA's certificate file, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  partnerTenantId: string;
  clientId: string;
  clientSecret: string;
  tenants: Map<string, TenantData>;
  /** Requests to Graph (not the token endpoint), by tenant id. */
  requests: Map<string, number>;
  tokensIssued: number;
  close(): Promise<void>;
}

/** The runner's `microsoft365` section for this local Graph; the secret in GRAPH_SECRET. */
export function runnerSection(graph: FakeGraph) {
  return {
    clientId: graph.clientId,
    clientSecretEnv: 'GRAPH_SECRET',
    partnerTenantId: graph.partnerTenantId,
    authorityHost: graph.authorityHost,
    graphBaseUrl: graph.graphBaseUrl,
  };
}

/** A CA and a server certificate for 127.0.0.1, made with openssl in a temporary directory. */
function certificates(): { dir: string; key: Buffer; cert: Buffer; caFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fake-graph-tls-'));
  const at = (name: string) => join(dir, name);
  const openssl = (args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl(
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=fake-graph-test-ca'].concat([
      '-keyout',
      at('ca.key'),
      '-out',
      at('ca.pem'),
    ]),
  );
  openssl([
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    at('server.key'),
    '-out',
    at('server.csr'),
  ]);
  execFileSync('sh', ['-c', `printf 'subjectAltName=IP:127.0.0.1\\n' > ${at('san.ext')}`]);
  openssl(
    ['x509', '-req', '-in', at('server.csr'), '-CA', at('ca.pem'), '-CAkey', at('ca.key'), '-CAcreateserial'].concat([
      '-days',
      '2',
      '-extfile',
      at('san.ext'),
      '-out',
      at('server.pem'),
    ]),
  );
  return { dir, key: readFileSync(at('server.key')), cert: readFileSync(at('server.pem')), caFile: at('ca.pem') };
}

const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};
const graphError = (response: ServerResponse, status: number, code: string, message: string, headers = {}) =>
  json(response, status, { error: { code, message, innerError: { date: new Date().toISOString() } } }, headers);

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

export async function startFakeGraph(options: {
  customers: TenantData[];
  partnerTenantId?: string;
}): Promise<FakeGraph> {
  const partnerTenantId = options.partnerTenantId ?? tenantId(0xfffff);
  const clientId = '11111111-2222-4333-8444-555555555555';
  const clientSecret = 'fake-graph-client-secret';
  const tenants = new Map(options.customers.map((tenant) => [tenant.id, tenant]));
  const requests = new Map<string, number>();
  /** access token -> tenant, and whether it is expired. */
  const tokens = new Map<string, { tenant: string; expired: boolean }>();
  const tls = certificates();
  const state = { tokensIssued: 0 };
  const tenantsWithToken = new Set<string>();

  const identity = createHttpsServer({ key: tls.key, cert: tls.cert }, async (request, response) => {
    const url = new URL(request.url ?? '/', `https://${request.headers.host}`);
    const [tenant, ...rest] = url.pathname.slice(1).split('/');
    const path = rest.join('/');
    const issuer = `https://${request.headers.host}/${tenant}/v2.0`;
    if (path === 'v2.0/.well-known/openid-configuration')
      return json(response, 200, {
        issuer,
        token_endpoint: `https://${request.headers.host}/${tenant}/oauth2/v2.0/token`,
        authorization_endpoint: `https://${request.headers.host}/${tenant}/oauth2/v2.0/authorize`,
        end_session_endpoint: `https://${request.headers.host}/${tenant}/oauth2/v2.0/logout`,
        jwks_uri: `https://${request.headers.host}/${tenant}/discovery/v2.0/keys`,
        response_modes_supported: ['query', 'fragment', 'form_post'],
      });
    if (path === 'oauth2/v2.0/token' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
        return json(response, 401, {
          error: 'invalid_client',
          error_description: 'AADSTS7000215: Invalid client secret provided.',
        });
      if (tenant !== partnerTenantId && !tenants.has(tenant ?? ''))
        return json(response, 400, {
          error: 'invalid_request',
          error_description: `AADSTS90002: Tenant '${tenant}' not found.`,
        });
      state.tokensIssued += 1;
      const token = `fake-token-${tenant}-${state.tokensIssued}`;
      const data = tenants.get(tenant ?? '');
      const first = !tenantsWithToken.has(tenant ?? '');
      tenantsWithToken.add(tenant ?? '');
      tokens.set(token, { tenant: tenant ?? '', expired: Boolean(data?.expireFirstToken && first) });
      return json(response, 200, { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: token });
    }
    json(response, 404, { error: 'not_found', error_description: `no ${url.pathname}` });
  });

  const graph = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const grant = tokens.get(bearer);
    if (!grant) return graphError(response, 401, 'InvalidAuthenticationToken', 'Access token is empty.');
    requests.set(grant.tenant, (requests.get(grant.tenant) ?? 0) + 1);
    if (grant.expired) {
      tokens.delete(bearer);
      return graphError(
        response,
        401,
        'InvalidAuthenticationToken',
        'Lifetime validation failed, the token is expired.',
      );
    }
    const base = `http://${request.headers.host}/v1.0`;
    const path = url.pathname.replace(/^\/v1\.0/, '');
    if (grant.tenant === partnerTenantId) return partnerRead(response, path, url, base);
    const tenant = tenants.get(grant.tenant);
    if (!tenant) return graphError(response, 404, 'Request_ResourceNotFound', 'Unknown tenant');
    if (tenant.throttle && tenant.throttle > 0) {
      tenant.throttle -= 1;
      return graphError(response, 429, 'TooManyRequests', 'Too many requests.', { 'retry-after': '1' });
    }
    if (tenant.revoked)
      return graphError(
        response,
        403,
        'Authorization_RequestDenied',
        'Insufficient privileges to complete the operation.',
      );
    customerRead(response, tenant, path, url, base);
  });

  function partnerRead(response: ServerResponse, path: string, url: URL, base: string) {
    if (path !== '/contracts') return graphError(response, 404, 'Request_ResourceNotFound', `no ${path}`);
    const contracts = [...tenants.values()].map((t) => ({
      id: `contract-${t.id}`,
      contractType: 'ResellerPartner',
      customerId: t.id,
      defaultDomainName: t.defaultDomainName,
      displayName: t.displayName,
    }));
    page(response, contracts, url, base, path);
  }

  function customerRead(response: ServerResponse, tenant: TenantData, path: string, url: URL, base: string) {
    const role = /^\/directoryRoles\/([^/]+)\/members$/.exec(path);
    const group = /^\/groups\/([^/]+)\/transitiveMembers$/.exec(path);
    const user = (id: string) => ({ '@odata.type': '#microsoft.graph.user', ...tenant.users.find((u) => u.id === id) });
    if (path === '/users') return page(response, tenant.users, url, base, path);
    if (path === '/deviceManagement/managedDevices') return page(response, tenant.devices, url, base, path);
    if (path === '/identity/conditionalAccess/policies') return page(response, tenant.policies, url, base, path);
    if (path === '/reports/authenticationMethods/userRegistrationDetails')
      return page(response, tenant.registrations, url, base, path);
    if (path === '/directoryRoles')
      return page(
        response,
        tenant.roles.map(({ id, roleTemplateId }) => ({ id, roleTemplateId })),
        url,
        base,
        path,
      );
    if (role)
      return page(response, (tenant.roles.find((r) => r.id === role[1])?.members ?? []).map(user), url, base, path);
    if (group) return page(response, (tenant.groups[group[1] ?? ''] ?? []).map(user), url, base, path);
    if (path === '/domains') return page(response, tenant.domains, url, base, path);
    if (path === '/policies/identitySecurityDefaultsEnforcementPolicy')
      return json(response, 200, { id: '00000000-0000-0000-0000-000000000005', isEnabled: tenant.securityDefaults });
    if (path === '/policies/authenticationMethodsPolicy') return json(response, 200, tenant.authMethodsPolicy);
    if (path === '/policies/authorizationPolicy') return json(response, 200, tenant.authorizationPolicy);
    if (path === '/policies/adminConsentRequestPolicy') return json(response, 200, tenant.adminConsentRequestPolicy);
    if (path === '/admin/sharepoint/settings') return json(response, 200, tenant.sharepointSettings);
    graphError(response, 404, 'Request_ResourceNotFound', `Resource '${path}' does not exist.`);
  }

  /** A collection page of at most PAGE items (fewer than asked, as Graph may), with `@odata.nextLink`. */
  function page(response: ServerResponse, items: unknown[], url: URL, base: string, path: string) {
    const skip = Number(url.searchParams.get('$skiptoken') ?? '0');
    const value = items.slice(skip, skip + PAGE);
    const next = new URL(`${base}${path}`);
    for (const [key, v] of url.searchParams) if (key !== '$skiptoken') next.searchParams.set(key, v);
    next.searchParams.set('$skiptoken', String(skip + PAGE));
    json(response, 200, {
      '@odata.context': `${base}/$metadata#${path.slice(1)}`,
      value,
      ...(skip + PAGE < items.length ? { '@odata.nextLink': next.toString() } : {}),
    });
  }

  const identityPort = await listen(identity);
  const graphPort = await listen(graph);
  return {
    authorityHost: `https://127.0.0.1:${identityPort}`,
    graphBaseUrl: `http://127.0.0.1:${graphPort}/v1.0`,
    caFile: tls.caFile,
    partnerTenantId,
    clientId,
    clientSecret,
    tenants,
    requests,
    get tokensIssued() {
      return state.tokensIssued;
    },
    async close() {
      identity.closeAllConnections();
      graph.closeAllConnections();
      await Promise.all([
        new Promise((resolve) => identity.close(resolve)),
        new Promise((resolve) => graph.close(resolve)),
      ]);
      rmSync(tls.dir, { recursive: true, force: true });
    },
  };
}
