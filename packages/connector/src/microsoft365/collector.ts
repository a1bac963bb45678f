import type {
  AuthenticationMethodsPolicy,
  AuthorizationPolicy,
  ConditionalAccessPolicy,
  Contract,
  DirectoryRole,
  Domain,
  ManagedDevice,
  User,
  UserRegistrationDetails,
} from '@microsoft/microsoft-graph-types';
import { ConfigError, isObject, secret } from '../kit/config.js';
import type { CollectorFactory } from '../kit/runner.js';
import type { Organization } from '../kit/service.js';
import type { Collector, Connector, Target, TargetFailure } from '../kit/types.js';
import { createGraphApp, type GraphOptions, type GraphSession } from './graph.js';
import {
  DEFAULT_MINIMUM_OS,
  deviceFacts,
  PRIVILEGED_ROLES,
  referencedDirectory,
  type TenantReads,
  tenantFacts,
  userFacts,
} from './posture.js';

/**
 * Microsoft 365 through one partner (multi-tenant) app: the partner tenant's `GET /contracts`
 * lists the customer tenants; each is matched to an organization by its external reference
 * (`microsoft365`, the tenant id) or created; then the `microsoft365` and `intune` connectors read
 * that tenant's Graph with a token of its own. A tenant that withdrew its consent (403) or whose
 * reads fail is `error` for that organization only.
 */
export interface Microsoft365Options extends GraphOptions {
  /** The MSP's own tenant, where the partner app lists its contracts. */
  partnerTenantId: string;
  /** Create an organization for a customer tenant no organization references; true by default. */
  createOrganizations?: boolean;
  /** Only these customer tenant ids (all contracts when absent). */
  tenants?: string[];
  /** Lowest supported OS version by `operatingSystem` (Windows, macOS, iOS, iPadOS, Android). */
  minimumOsVersions?: Record<string, string>;
}

export const SYSTEM = 'microsoft365';

interface TenantTarget extends Target {
  tenant: { id: string; initialDomain: string };
  graph: GraphSession;
}

const MICROSOFT365_PREDICATES = [
  'identity.mfa.enforced',
  'identity.mfa.phishing_resistant',
  'identity.mfa.registered',
  'identity.legacy_auth.blocked',
  'identity.risky_users.blocked',
  'identity.risky_signins.blocked',
  'identity.security_defaults.enabled',
  'identity.admin.count_limited',
  'identity.admin.cloud_only',
  'identity.admin.phishing_resistant',
  'identity.auth_methods.weak_disabled',
  'identity.auth_methods.migrated',
  'identity.app_registration.restricted',
  'identity.user_consent.restricted',
  'identity.admin_consent.workflow',
  'identity.password.no_expiry',
  'identity.guest_access.restricted',
  'identity.guest_invites.restricted',
  'identity.managed_device.required',
  'data.sharing.external_restricted',
];
const INTUNE_PREDICATES = ['device.disk.encrypted', 'device.compliance.compliant', 'device.os.supported'];

/** Refusals the Graph collector declares, for what Graph v1.0 does not show (the library team adopts them in the catalog). */
export const MICROSOFT365_REFUSALS: Readonly<Record<string, string>> = {
  'email.dmarc.policy': 'DNS records are read by the dns connector',
  'email.spf.valid': 'DNS records are read by the dns connector',
  'email.external_forwarding.blocked': 'Exchange Online settings are read by the exchange_online connector',
  'email.safe_links.enabled': 'Defender for Office 365 settings are read by the exchange_online connector',
  'audit.log.enabled': 'The unified audit log setting is read by the exchange_online connector',
};

async function readTenant(graph: GraphSession): Promise<TenantReads> {
  const users = await graph.list<User>(
    '/users?$select=id,userPrincipalName,accountEnabled,userType,onPremisesSyncEnabled&$top=999',
  );
  const policies = await graph.list<ConditionalAccessPolicy>('/identity/conditionalAccess/policies');
  const referenced = referencedDirectory(policies);
  const roles = await graph.list<DirectoryRole>('/directoryRoles?$select=id,roleTemplateId');
  const membersOf = async (path: string) =>
    (
      await graph.list<User & { '@odata.type'?: string }>(`${path}?$select=id,userPrincipalName,onPremisesSyncEnabled`)
    ).filter((member) => (member['@odata.type'] ?? '#microsoft.graph.user') === '#microsoft.graph.user');
  const roleMembers = new Map<string, User[]>();
  for (const role of roles) {
    const template = role.roleTemplateId ?? '';
    if (PRIVILEGED_ROLES.includes(template) || referenced.roles.includes(template))
      roleMembers.set(template, await membersOf(`/directoryRoles/${role.id}/members`));
  }
  const groupMembers = new Map<string, Set<string>>();
  for (const group of referenced.groups)
    groupMembers.set(group, new Set((await membersOf(`/groups/${group}/transitiveMembers`)).map((u) => u.id ?? '')));
  return {
    users,
    policies,
    directory: {
      groupMembers,
      roleMembers: new Map([...roleMembers].map(([role, members]) => [role, new Set(members.map((u) => u.id ?? ''))])),
    },
    privilegedMembers: new Map([...roleMembers].filter(([role]) => PRIVILEGED_ROLES.includes(role))),
    securityDefaults:
      (await graph.get<{ isEnabled?: boolean }>('/policies/identitySecurityDefaultsEnforcementPolicy')).isEnabled ===
      true,
    registrations: await graph.list<UserRegistrationDetails>(
      '/reports/authenticationMethods/userRegistrationDetails?$top=999',
    ),
    authMethods: await graph.get<AuthenticationMethodsPolicy>('/policies/authenticationMethodsPolicy'),
    authorization: await graph.get<AuthorizationPolicy>('/policies/authorizationPolicy'),
    adminConsentWorkflow:
      (await graph.get<{ isEnabled?: boolean }>('/policies/adminConsentRequestPolicy')).isEnabled === true,
    domains: await graph.list<Domain>('/domains'),
    sharingCapability:
      (await graph.get<{ sharingCapability?: string }>('/admin/sharepoint/settings')).sharingCapability ?? null,
  };
}

export function microsoft365Connectors(options: Pick<Microsoft365Options, 'minimumOsVersions'> = {}) {
  const microsoft365: Connector<TenantTarget> = {
    typeCode: 'microsoft365',
    predicates: MICROSOFT365_PREDICATES,
    refusals: MICROSOFT365_REFUSALS,
    async collect({ graph, tenant }) {
      const reads = await readTenant(graph);
      return { ...userFacts(reads), ...tenantFacts(reads, tenant.initialDomain) };
    },
  };
  const intune: Connector<TenantTarget> = {
    typeCode: 'intune',
    predicates: INTUNE_PREDICATES,
    async collect({ graph }) {
      const devices = await graph.list<ManagedDevice>(
        '/deviceManagement/managedDevices?$select=id,deviceName,operatingSystem,osVersion,isEncrypted,complianceState&$top=999',
      );
      return deviceFacts(devices, { ...DEFAULT_MINIMUM_OS, ...options.minimumOsVersions });
    },
  };
  return [microsoft365, intune];
}

export function microsoft365Collector(options: Microsoft365Options): Collector<TenantTarget> {
  const app = createGraphApp(options);
  return {
    name: 'microsoft365',
    connectors: microsoft365Connectors(options),
    async *targets({ service, log }): AsyncGenerator<TenantTarget | TargetFailure> {
      const contracts = await app.session(options.partnerTenantId).list<Contract>('/contracts');
      const byTenant = new Map<string, Organization>();
      for await (const organization of service.organizations())
        for (const ref of organization.externalRefs) if (ref.system === SYSTEM) byTenant.set(ref.id, organization);
      log.info('contracts listed', { contracts: contracts.length });
      for (const contract of contracts) {
        const tenantId = contract.customerId ?? '';
        if (options.tenants && !options.tenants.includes(tenantId)) continue;
        const label = contract.displayName ?? tenantId;
        let organization = byTenant.get(tenantId);
        if (!organization && options.createOrganizations === false) {
          yield { label, error: new Error(`no organization references the tenant ${tenantId}`) };
          continue;
        }
        try {
          organization ??= await createFor(service, contract, tenantId);
        } catch (error) {
          yield { label, error: error as Error };
          continue;
        }
        const tenant = { id: tenantId, initialDomain: (contract.defaultDomainName ?? tenantId).toLowerCase() };
        yield { organization, tenant, graph: app.session(tenantId) };
      }
    },
  };
}

async function createFor(
  service: Parameters<NonNullable<Collector['targets']>>[0]['service'],
  contract: Contract,
  tenantId: string,
): Promise<Organization> {
  const created = await service.createOrganization({
    name: contract.displayName || contract.defaultDomainName || tenantId,
    externalRefs: [{ system: SYSTEM, id: tenantId }],
  });
  return { ...created, domains: [], externalRefs: [{ system: SYSTEM, id: tenantId }], integrations: { items: [] } };
}

/** The runner's `microsoft365` section. */
export const createMicrosoft365Collector: CollectorFactory = (section, { directory, env, log }) => {
  if (!isObject(section)) throw new ConfigError('microsoft365: the section names clientId and partnerTenantId');
  const { clientId, partnerTenantId, authorityHost, graphBaseUrl, tenants, minimumOsVersions } = section;
  if (typeof clientId !== 'string' || typeof partnerTenantId !== 'string')
    throw new ConfigError('microsoft365.clientId and microsoft365.partnerTenantId are strings');
  const optionalString = (value: unknown, name: string) => {
    if (value !== undefined && typeof value !== 'string') throw new ConfigError(`microsoft365.${name} is a string`);
    return value as string | undefined;
  };
  return microsoft365Collector({
    clientId,
    clientSecret: secret(section, 'clientSecret', directory, env),
    partnerTenantId,
    authorityHost: optionalString(authorityHost, 'authorityHost'),
    graphBaseUrl: optionalString(graphBaseUrl, 'graphBaseUrl'),
    createOrganizations: section.createOrganizations !== false,
    tenants: Array.isArray(tenants) ? tenants.map(String) : undefined,
    minimumOsVersions: isObject(minimumOsVersions) ? (minimumOsVersions as Record<string, string>) : undefined,
    onRetry: (event) => log.warn('retrying Graph', { ...event }),
  });
};
