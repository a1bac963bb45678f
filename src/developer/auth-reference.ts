import { MCP_SCOPES, PERMISSIONS, ROLE_PERMISSIONS, ROLES } from '../auth/permissions.ts';
import { API_KEY_PREFIX, REFRESH_TOKEN_PREFIX } from '../auth/secrets.ts';
import { DEFAULT_REFRESH_TOKEN_TTL_SECONDS } from '../auth/sessions.ts';
import { API_PREFIX } from '../http/paths.ts';
import { closed, nullable, strings, text } from '../rest/json-schema.ts';
import { type AnyRoute, handlerRoute } from '../rest/route.ts';

/**
 * Lifetimes name the setting and its default: the configured values live in the token services,
 * which route handlers do not see.
 */
const CREDENTIAL_KINDS = [
  {
    kind: 'api_key',
    form: `Opaque; stored only as a hash. Carries scopes: permissions and MCP scopes. A user-scoped key holds at most its owner's current permissions.`,
    prefix: API_KEY_PREFIX,
    lifetime: 'Until revoked or its expiry (expiresAt, optional).',
    obtainedFrom: `POST ${API_PREFIX}/api-keys (needs api_key.manage)`,
    acceptedFor: `Every operation its scopes allow, GraphQL and MCP; never for operations marked humanTokenOnly.`,
  },
  {
    kind: 'access_token',
    form: 'Signed JWT (typ access) with sub (user), tid (tenant), sid (session) and amr claims.',
    prefix: null,
    lifetime: 'ACCESS_TOKEN_TTL_SECONDS (default 900 seconds, 15 minutes).',
    obtainedFrom: `POST ${API_PREFIX}/auth/login {email, password, otp?}, POST ${API_PREFIX}/auth/refresh`,
    acceptedFor: "Everything the signed-in user's permissions allow, humanTokenOnly operations included.",
  },
  {
    kind: 'refresh_token',
    form: 'Opaque; rotated on every use. Presenting a spent one revokes the whole session.',
    prefix: REFRESH_TOKEN_PREFIX,
    lifetime: `REFRESH_TOKEN_TTL_SECONDS (default ${DEFAULT_REFRESH_TOKEN_TTL_SECONDS} seconds, ${DEFAULT_REFRESH_TOKEN_TTL_SECONDS / 86_400} days).`,
    obtainedFrom: `POST ${API_PREFIX}/auth/login, POST ${API_PREFIX}/auth/refresh`,
    acceptedFor: `Only POST ${API_PREFIX}/auth/refresh (in the body); presented as a bearer anywhere else it gets 403.`,
  },
];

const AUTH_REFERENCE_SCHEMA = closed(
  'How to authenticate against this deployment, generated from the permission model and the route table.',
  {
    schemes: {
      type: 'array',
      items: closed('An HTTP authentication scheme.', {
        name: text,
        type: { type: 'string', const: 'http' },
        scheme: { type: 'string', const: 'bearer' },
        header: text,
        format: text,
      }),
    },
    credentialKinds: {
      type: 'array',
      items: closed('A kind of credential.', {
        kind: { type: 'string', enum: ['api_key', 'access_token', 'refresh_token'] },
        form: text,
        prefix: nullable(text),
        lifetime: text,
        obtainedFrom: text,
        acceptedFor: text,
      }),
    },
    permissions: strings,
    roles: {
      type: 'array',
      items: closed('A role: a fixed bundle of permissions.', { name: text, permissions: strings }),
    },
    mcpScopes: strings,
    operations: {
      type: 'array',
      items: closed('What one REST operation asks of its caller.', {
        method: { type: 'string', enum: ['GET', 'POST', 'PATCH', 'DELETE'] },
        path: text,
        permission: nullable(text),
        humanTokenOnly: { type: 'boolean' },
      }),
    },
  },
);

/** `GET /developer/auth`, describing every route of `table()` (itself included). */
export const authReferenceRoute = (table: () => readonly AnyRoute[]) =>
  handlerRoute({
    operationId: 'getAuthReference',
    method: 'GET',
    path: '/developer/auth',
    tag: 'developer',
    summary: 'The authentication reference of this deployment',
    description:
      'Schemes, credential kinds, permissions, roles, MCP scopes, and what each REST operation asks of its caller; generated from the permission model and the route table.',
    permission: null,
    request: {},
    status: 200,
    responseName: 'AuthReference',
    responseSchema: AUTH_REFERENCE_SCHEMA,
    handle: async () => ({
      schemes: [
        { name: 'bearer', type: 'http', scheme: 'bearer', header: 'Authorization', format: 'Bearer <credential>' },
      ],
      credentialKinds: CREDENTIAL_KINDS,
      permissions: [...PERMISSIONS],
      roles: ROLES.map((name) => ({ name, permissions: [...ROLE_PERMISSIONS[name]] })),
      mcpScopes: [...MCP_SCOPES],
      operations: table().map((route) => ({
        method: route.method,
        path: `${API_PREFIX}${route.path}`,
        permission: route.permission,
        humanTokenOnly: route.humanTokenOnly === true,
      })),
    }),
  });
