/**
 * The permission model: one string per capability, roles as fixed bundles, and the MCP scopes
 * that API keys may carry beside permissions. Enforcement (graph scopes), the REST route table and
 * the developer references all read these lists.
 */
export const PERMISSIONS = [
  'organization.read',
  'detection.read',
  'detection_rule.read',
  'detection_rule.write',
  'api_key.manage',
  'organization.write',
  'facts.write',
  'detection.write',
  'audit.read',
  'integration.manage',
  'user.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const MCP_SCOPES = ['compliance:read', 'compliance:explain', 'compliance:triage'] as const;
export type McpScope = (typeof MCP_SCOPES)[number];

export type Scope = Permission | McpScope;
export const API_KEY_SCOPES: readonly Scope[] = [...PERMISSIONS, ...MCP_SCOPES];

export const ROLES = ['viewer', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const viewer: Permission[] = ['organization.read', 'detection.read', 'detection_rule.read'];
const editor: Permission[] = [...viewer, 'detection_rule.write', 'organization.write', 'detection.write'];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  viewer,
  editor,
  // facts.write is meant for connector API keys; admins hold it so they can grant it.
  // integration.manage: the tenant's outbound connections (PSA, notification channels, branding).
  // user.manage: the tenant's people (create with a temporary password, role, deactivate, reset MFA).
  admin: [...editor, 'api_key.manage', 'facts.write', 'audit.read', 'integration.manage', 'user.manage'],
};

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

export function isScope(value: string): value is Scope {
  return (API_KEY_SCOPES as readonly string[]).includes(value);
}
