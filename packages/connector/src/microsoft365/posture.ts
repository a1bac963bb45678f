import type {
  AuthenticationMethodsPolicy,
  AuthorizationPolicy,
  ConditionalAccessPolicy,
  Domain,
  ManagedDevice,
  User,
  UserRegistrationDetails,
} from '@microsoft/microsoft-graph-types';
import type { Observation } from '../kit/types.js';

/**
 * The posture PREDICATES.md lists for `microsoft365` and `intune`, judged from Graph v1.0's
 * documented shapes. Pure: the collector reads, this judges.
 */

export const GLOBAL_ADMINISTRATOR = '62e90394-69f5-4237-9190-012177145e10';
/** Built-in "Phishing-resistant MFA" authentication strength. */
export const PHISHING_RESISTANT_STRENGTH = '00000000-0000-0000-0000-000000000004';
/** Restricted guest role, and the limited guest role ("Guest user access is limited"). */
export const RESTRICTED_GUEST_ROLES = ['2af84b1e-32c8-42b7-82bc-daa82404023b', '10dae51f-b6af-4016-8d66-8c2a99b929b3'];
/** Entra's never-expiring password period. */
export const NEVER_EXPIRES = 2_147_483_647;

/**
 * Privileged roles (template ids), as Microsoft's "privileged" label and CISA's ScubaGear list them:
 * Global, Privileged Role, Privileged Authentication, Security, Exchange, SharePoint, User,
 * Application, Cloud Application, Conditional Access, Authentication and Intune Administrator.
 */
export const PRIVILEGED_ROLES = [
  GLOBAL_ADMINISTRATOR,
  'e8611ab8-c189-46e8-94e1-60213ab1f814',
  '7be44c8a-adaf-4e2a-84d6-ab2649e08a13',
  '194ae4cb-b126-40b2-bd5b-6091b380977d',
  '29232cdf-9323-42fd-ade2-1d097af3e4de',
  'f28a1f50-f6e7-4571-818b-6a12f2af6b6c',
  'fe930be7-5e62-47db-91af-98c3a49a38b1',
  '9b895d92-2cd3-44c7-9d02-a6ac2d5ea5c3',
  '158c047a-c907-4556-b7ef-446551a6b5f7',
  'b1be1c3e-b65d-4f19-8427-f6fa0d97feb9',
  'c4e39bd9-1100-46d3-8c65-fb160da0071f',
  '3a2c62db-5318-420d-8d74-23affee5d9d5',
];

/** Who a policy's user conditions name, resolved: group and role members by user id. */
export interface Directory {
  groupMembers: ReadonlyMap<string, ReadonlySet<string>>;
  roleMembers: ReadonlyMap<string, ReadonlySet<string>>;
}

type Policy = ConditionalAccessPolicy;
const list = (value: readonly string[] | null | undefined) => value ?? [];
const enabled = (policy: Policy) => policy.state === 'enabled';
const allApps = (policy: Policy) => list(policy.conditions?.applications?.includeApplications).includes('All');
const allUsers = (policy: Policy) => list(policy.conditions?.users?.includeUsers).includes('All');
const controls = (policy: Policy) => list(policy.grantControls?.builtInControls as string[] | undefined);
const blocks = (policy: Policy) => controls(policy).includes('block');
const strength = (policy: Policy) => policy.grantControls?.authenticationStrength?.id ?? null;

/** Whether a policy applies to a user: named, or in a named group or role, and not excluded. */
export function covers(policy: Policy, userId: string, directory: Directory): boolean {
  const users = policy.conditions?.users;
  if (!users) return false;
  const inAny = (ids: readonly string[], members: ReadonlyMap<string, ReadonlySet<string>>) =>
    ids.some((id) => members.get(id)?.has(userId));
  const included =
    list(users.includeUsers).includes('All') ||
    list(users.includeUsers).includes(userId) ||
    inAny(list(users.includeGroups), directory.groupMembers) ||
    inAny(list(users.includeRoles), directory.roleMembers);
  const excluded =
    list(users.excludeUsers).includes(userId) ||
    inAny(list(users.excludeGroups), directory.groupMembers) ||
    inAny(list(users.excludeRoles), directory.roleMembers);
  return included && !excluded;
}

/** MFA is required: `mfa` that no other control can stand in for, or an authentication strength. */
export function requiresMfa(policy: Policy): boolean {
  const builtIn = controls(policy);
  const mfa = builtIn.includes('mfa') && (policy.grantControls?.operator === 'AND' || builtIn.length === 1);
  return mfa || strength(policy) !== null;
}

/** The groups and roles the policies name, whose members the collector must read. */
export function referencedDirectory(policies: readonly Policy[]): { groups: string[]; roles: string[] } {
  const groups = new Set<string>();
  const roles = new Set<string>();
  for (const policy of policies.filter(enabled)) {
    const users = policy.conditions?.users;
    for (const id of [...list(users?.includeGroups), ...list(users?.excludeGroups)]) groups.add(id);
    for (const id of [...list(users?.includeRoles), ...list(users?.excludeRoles)]) roles.add(id);
  }
  return { groups: [...groups], roles: [...roles] };
}

export interface TenantReads {
  users: readonly User[];
  policies: readonly Policy[];
  directory: Directory;
  securityDefaults: boolean;
  registrations: readonly UserRegistrationDetails[];
  /** Members (users) of each privileged role, by role template id. */
  privilegedMembers: ReadonlyMap<string, readonly User[]>;
  authMethods: AuthenticationMethodsPolicy;
  authorization: AuthorizationPolicy;
  adminConsentWorkflow: boolean;
  domains: readonly Domain[];
  sharingCapability: string | null;
}

const upn = (user: User) => (user.userPrincipalName ?? user.id ?? '').toLowerCase();

/** The per-user predicates of the tenant's enabled members. */
export function userFacts(reads: TenantReads): Record<string, Observation[]> {
  const users = reads.users.filter((user) => user.accountEnabled !== false && user.userType !== 'Guest');
  const mfaPolicies = reads.policies.filter((p) => enabled(p) && allApps(p) && requiresMfa(p));
  const phishingResistant = mfaPolicies.filter((p) => strength(p) === PHISHING_RESISTANT_STRENGTH);
  const registered = new Map(reads.registrations.map((r) => [r.id, r.isMfaRegistered === true]));
  const of = (user: User, fields: Record<string, unknown>) => ({ subject: upn(user), fields });
  return {
    'identity.mfa.enforced': users.map((user) =>
      of(user, {
        enforced: reads.securityDefaults || mfaPolicies.some((p) => covers(p, user.id as string, reads.directory)),
      }),
    ),
    'identity.mfa.phishing_resistant': users.map((user) =>
      of(user, { enforced: phishingResistant.some((p) => covers(p, user.id as string, reads.directory)) }),
    ),
    'identity.mfa.registered': users.map((user) => of(user, { registered: registered.get(user.id) ?? false })),
  };
}

/** The tenant-wide predicates, subject the tenant's initial domain; and the per-admin and per-domain ones. */
export function tenantFacts(reads: TenantReads, tenant: string): Record<string, Observation[]> {
  const active = reads.policies.filter((p) => enabled(p) && allUsers(p) && allApps(p));
  const blocking = active.filter(blocks);
  const clientApps = (p: Policy) => list(p.conditions?.clientAppTypes as string[] | undefined);
  const one = (fields: Record<string, unknown>) => [{ subject: tenant, fields }];
  const globalAdmins = reads.privilegedMembers.get(GLOBAL_ADMINISTRATOR)?.length ?? 0;
  const admins = new Map<string, User>();
  for (const members of reads.privilegedMembers.values()) for (const user of members) admins.set(upn(user), user);
  const weak = ['sms', 'voice', 'email'].filter((method) =>
    (reads.authMethods.authenticationMethodConfigurations ?? []).some(
      (c) => c.id?.toLowerCase() === method && c.state === 'enabled',
    ),
  );
  const userRole = reads.authorization.defaultUserRolePermissions;
  const grants = list(userRole?.permissionGrantPoliciesAssigned);
  const adminProtection = reads.policies.filter(
    (p) =>
      enabled(p) &&
      allApps(p) &&
      strength(p) === PHISHING_RESISTANT_STRENGTH &&
      (allUsers(p) || list(p.conditions?.users?.includeRoles).includes(GLOBAL_ADMINISTRATOR)),
  );
  return {
    'identity.legacy_auth.blocked': one({
      blocked: blocking.some((p) => ['exchangeActiveSync', 'other'].every((t) => clientApps(p).includes(t))),
    }),
    'identity.risky_users.blocked': one({
      blocked: blocking.some((p) => list(p.conditions?.userRiskLevels as string[] | undefined).includes('high')),
    }),
    'identity.risky_signins.blocked': one({
      blocked: blocking.some((p) => list(p.conditions?.signInRiskLevels as string[] | undefined).includes('high')),
    }),
    'identity.security_defaults.enabled': one({ enabled: reads.securityDefaults }),
    'identity.admin.count_limited': one({ limited: globalAdmins >= 2 && globalAdmins <= 8, count: globalAdmins }),
    'identity.admin.cloud_only': [...admins].map(([subject, user]) => ({
      subject,
      fields: { cloudOnly: user.onPremisesSyncEnabled !== true },
    })),
    'identity.admin.phishing_resistant': one({ enforced: adminProtection.length > 0 }),
    'identity.auth_methods.weak_disabled': one({ disabled: weak.length === 0, enabledWeakMethods: weak }),
    'identity.auth_methods.migrated': one({
      migrated: reads.authMethods.policyMigrationState === 'migrationComplete',
    }),
    'identity.app_registration.restricted': one({ restricted: userRole?.allowedToCreateApps === false }),
    'identity.user_consent.restricted': one({
      restricted: !grants.some((g) => g.startsWith('ManagePermissionGrantsForSelf.')),
    }),
    'identity.admin_consent.workflow': one({ enabled: reads.adminConsentWorkflow }),
    'identity.password.no_expiry': reads.domains
      .filter((d) => d.isVerified)
      .map((d) => ({
        subject: (d.id ?? '').toLowerCase(),
        fields: { neverExpires: d.passwordValidityPeriodInDays === NEVER_EXPIRES },
      })),
    'identity.guest_access.restricted': one({
      restricted: RESTRICTED_GUEST_ROLES.includes(reads.authorization.guestUserRoleId ?? ''),
    }),
    'identity.guest_invites.restricted': one({
      restricted: ['adminsAndGuestInviters', 'none'].includes(reads.authorization.allowInvitesFrom ?? ''),
    }),
    'identity.managed_device.required': one({
      required: active.some((p) => ['compliantDevice', 'domainJoinedDevice'].some((c) => controls(p).includes(c))),
    }),
    'data.sharing.external_restricted': one({
      restricted: ['disabled', 'existingExternalUserSharingOnly'].includes(reads.sharingCapability ?? ''),
    }),
  };
}

/** Lowest supported OS versions by Intune's `operatingSystem`; a device of another OS is not judged. */
export const DEFAULT_MINIMUM_OS: Readonly<Record<string, string>> = {
  Windows: '10.0.19045',
  macOS: '14.0',
  iOS: '17.0',
  iPadOS: '17.0',
  Android: '13.0',
};

/** Dotted versions compared part by part, numerically (10.0.19045.4291 >= 10.0.19045). */
export function versionAtLeast(version: string, minimum: string): boolean {
  const a = version.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const b = minimum.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return true;
}

/**
 * Each device's subject: its name, or for a name devices share (or none) the name and the start of
 * its id (`LAPTOP-7 (3f2a9c1d)`), or the whole id should those starts meet too.
 */
function deviceSubjects(devices: readonly ManagedDevice[]): (device: ManagedDevice) => string {
  const tally = (keys: string[]) => {
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  };
  const names = tally(devices.map((d) => d.deviceName ?? ''));
  const short = (d: ManagedDevice) => `${d.deviceName || '(unnamed)'} (${(d.id ?? '').slice(0, 8)})`;
  const shorts = tally(devices.map(short));
  return (device) => {
    if (device.deviceName && names.get(device.deviceName) === 1) return device.deviceName;
    const candidate = short(device);
    return shorts.get(candidate) === 1 ? candidate : `${device.deviceName || '(unnamed)'} (${device.id})`;
  };
}

/** The device predicates; a name two devices share is told apart by the start of the device id. */
export function deviceFacts(
  devices: readonly ManagedDevice[],
  minimums: Readonly<Record<string, string>> = DEFAULT_MINIMUM_OS,
): Record<string, Observation[]> {
  const subject = deviceSubjects(devices);
  const supported: Observation[] = [];
  for (const device of devices) {
    const minimum = minimums[device.operatingSystem ?? ''];
    if (minimum === undefined) continue;
    const osVersion = device.osVersion ?? '';
    supported.push({
      subject: subject(device),
      fields: { supported: versionAtLeast(osVersion, minimum), os: device.operatingSystem, osVersion },
    });
  }
  return {
    'device.disk.encrypted': devices.map((d) => ({
      subject: subject(d),
      fields: { encrypted: d.isEncrypted === true },
    })),
    'device.compliance.compliant': devices.map((d) => ({
      subject: subject(d),
      fields: { compliant: d.complianceState === 'compliant', complianceState: d.complianceState ?? null },
    })),
    'device.os.supported': supported,
  };
}
