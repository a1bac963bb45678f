// Operator chores on the database: DATABASE_URL, or the embedded PostgreSQL of DATA_DIR (the
// running service's when it holds it, else one started for the chore). Migrates first.
//   npm run cli -- --help              every verb
//   npm run cli -- <verb> --help       one verb's options
// Secrets (a generated password, a key) are printed once on stdout and stored only as hashes.
// A verb is one entry of VERBS: its summary, its options, and what it does.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { systemClock } from '../src/auth/access-tokens.ts';
import { issueApiKey } from '../src/auth/api-keys.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../src/auth/passwords.ts';
import { API_KEY_SCOPES, isScope, ROLES, type Role, type Scope } from '../src/auth/permissions.ts';
import { hashSecret, INVITATION_PREFIX, newSecret } from '../src/auth/secrets.ts';
import { deactivateUser, revokeKeyForOperator } from '../src/data/api-keys.ts';
import { type AuditOrigin, recordTenantAudit, serviceAuditEvents, withAudit } from '../src/data/audit.ts';
import { createDb, type Db } from '../src/data/client.ts';
import {
  apiKeysOfTenant,
  apiKeyWithTenant,
  createInvitation,
  createTenant,
  createUser,
  organizationsByRef,
  tenantById,
  tenantByName,
  tenantsWithCounts,
  usersOfTenant,
} from '../src/data/operators.ts';
import { userByEmail } from '../src/data/sessions.ts';
import { createMailer, mailRefusal, missingMailSetting } from '../src/delivery/mail.ts';
import { installConnectorCatalog } from '../src/engine/catalog.ts';
import { ApiError } from '../src/errors.ts';
import { buildContext } from '../src/graphql/context.ts';
import { prepareOperation } from '../src/graphql/execute.ts';
import {
  AdoptLibraryStandardDocument,
  AuditEventsDocument,
  ConnectorTypesDocument,
  CreateConnectorTypeDocument,
  CreateOrganizationDocument,
  GetPsaConnectionDocument,
  LibraryStandardsDocument,
  ListOrganizationTicketsDocument,
  PushFactsDocument,
  RecordAttestationDocument,
  SetIntegrationDocument,
  SetOrganizationPsaCompanyDocument,
  UpdateOrganizationDocument,
} from '../src/graphql/generated/operations.ts';
import { withDatabase } from '../src/ops/connect.ts';
import { migrateDeploy } from '../src/ops/migrate.ts';
import { validateRequest } from '../src/rest/pydantic/request.ts';
import pushFactsRoute from '../src/rest/routes/push-facts.ts';
import { schema } from '../src/schema/index.ts';

interface OptionSpec {
  /** `<placeholder>` shown in help; absent for a flag. */
  value?: string;
  description: string;
  required?: boolean;
}

interface Verb {
  summary: string;
  options: Record<string, OptionSpec>;
  /** One positional argument the verb takes (facts:push's file). */
  argument?: { value: string; description: string };
  run(db: Db, options: Record<string, string | boolean | undefined>, argument?: string): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class UsageError extends Error {
  constructor(
    message: string,
    readonly verb?: string,
  ) {
    super(message);
  }
}

/** The audit log's name for this command line's writes: the operating system's user. */
const CLI_ORIGIN: AuditOrigin = {
  actor: { kind: 'cli', id: null, name: `cli:${userInfo().username}` },
  requestId: null,
  clientAddress: null,
};

const tenantOption: OptionSpec = {
  value: '<id|name>',
  description: 'the tenant, by id or by its (unique) name',
  required: true,
};

const ORGANIZATION_CONNECTOR_OPTIONS = {
  domains: { value: '<d1,d2,...>', description: 'its DNS domains, comma-separated ("" for none)' },
  'external-refs': {
    value: '<system:id,...>',
    description: 'its identities in other systems, e.g. microsoft365:<tenant id> ("" for none)',
  },
} satisfies Record<string, OptionSpec>;

const VERBS: Record<string, Verb> = {
  'mail:test': {
    summary: 'send one plain email through SMTP_URL as MAIL_FROM (checks the email set-up)',
    options: { to: { value: '<address>', description: 'the recipient', required: true } },
    async run(_db, options) {
      const settings = { smtpUrl: process.env.SMTP_URL || undefined, from: process.env.MAIL_FROM || undefined };
      const missing = missingMailSetting(settings);
      if (missing) throw new Error(mailRefusal(missing));
      const mailer = createMailer(settings)!;
      try {
        const sent = await mailer.send({
          to: [text(options, 'to')],
          subject: 'Compliance gateway: test email',
          text: 'This is a test of the compliance gateway email set-up (SMTP_URL, MAIL_FROM).',
          html: '<p>This is a test of the compliance gateway email set-up (SMTP_URL, MAIL_FROM).</p>',
        });
        console.log(`Sent (${sent.messageId})`);
      } finally {
        mailer.close();
      }
    },
  },
  'tenant:create': {
    summary: 'create a tenant (names are unique)',
    options: { name: { value: '<name>', description: 'its name', required: true } },
    async run(db, options) {
      const name = text(options, 'name');
      if (await tenantByName(db, name)) throw new Error(`a tenant named ${JSON.stringify(name)} already exists`);
      const entry = (created: { id: string }) => ({
        action: 'tenant.created',
        target: { type: 'tenant', id: created.id },
        changes: { name: [null, name] } as const,
      });
      const tenant = await withAudit(
        db,
        (created: { id: string; name: string }) => created.id,
        CLI_ORIGIN,
        entry,
        (tx) => createTenant(tx, name),
      );
      console.log(`Created tenant ${tenant.name} (${tenant.id})`);
    },
  },
  'tenant:list': {
    summary: 'list tenants with their numbers of users, keys and organizations',
    options: {},
    async run(db) {
      const tenants = await tenantsWithCounts(db);
      table(
        ['id', 'name', 'users', 'keys', 'organizations', 'created'],
        tenants.map((t) => [t.id, t.name, t._count.users, t._count.apiKeys, t._count.organizations, iso(t.createdAt)]),
      );
    },
  },
  'user:create': {
    summary: 'create a user; prints a generated password once unless --password is given',
    options: {
      tenant: tenantOption,
      email: { value: '<email>', description: 'sign-in email (unique)', required: true },
      name: { value: '<name>', description: 'display name', required: true },
      role: { value: ROLES.join('|'), description: 'what the user may do', required: true },
      password: {
        value: '<password>',
        description: `at least ${MIN_PASSWORD_LENGTH} characters; generated when omitted`,
      },
    },
    async run(db, options) {
      const role = text(options, 'role');
      if (!(ROLES as readonly string[]).includes(role))
        throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
      const email = text(options, 'email').toLowerCase();
      const name = text(options, 'name');
      const tenant = await findTenant(db, text(options, 'tenant'));
      const given = optionalText(options, 'password');
      const password = given ?? randomBytes(18).toString('base64url');
      if (password.length < MIN_PASSWORD_LENGTH)
        throw new UsageError(`--password must have at least ${MIN_PASSWORD_LENGTH} characters`);
      if (await userByEmail(db, email)) throw new Error(`a user with email ${email} already exists`);
      const passwordHash = await hashPassword(password);
      const entry = (created: { id: string }) => ({
        action: 'user.created',
        target: { type: 'user', id: created.id },
        changes: { email: [null, email], name: [null, name], role: [null, role] } as const,
      });
      const user = await withAudit(db, tenant.id, CLI_ORIGIN, entry, (tx) =>
        createUser(tx, { tenantId: tenant.id, email, name, role: role as Role, passwordHash }),
      );
      console.log(`Created user ${email} (${user.id}) in tenant ${tenant.name} as ${role}`);
      if (given === undefined) console.log(`Password (shown once): ${password}`);
    },
  },
  'user:invite': {
    summary: 'invite a person: prints a single-use link (valid --days, 7 by default) where they choose their password',
    options: {
      tenant: tenantOption,
      email: { value: '<email>', description: 'sign-in email (unique)', required: true },
      name: { value: '<name>', description: 'display name', required: true },
      role: { value: ROLES.join('|'), description: 'what the user may do', required: true },
      days: { value: '<1..30>', description: 'how long the link is valid (default 7)' },
      url: { value: '<address>', description: "the console's address (default http://localhost:8080)" },
    },
    async run(db, options) {
      const role = text(options, 'role');
      if (!(ROLES as readonly string[]).includes(role))
        throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
      const days = Number(optionalText(options, 'days') ?? '7');
      if (!Number.isInteger(days) || days < 1 || days > 30) throw new UsageError('--days must be 1 to 30');
      const email = text(options, 'email').toLowerCase();
      const name = text(options, 'name');
      const tenant = await findTenant(db, text(options, 'tenant'));
      if (await userByEmail(db, email)) throw new Error(`a user with email ${email} already exists`);
      const token = newSecret(INVITATION_PREFIX);
      const expiresAt = new Date(Date.now() + days * 86_400_000);
      const entry = (created: { id: string }) => ({
        action: 'user.invited',
        target: { type: 'invitation', id: created.id },
        changes: {
          email: [null, email],
          name: [null, name],
          role: [null, role],
          expiresAt: [null, expiresAt],
        } as const,
      });
      const invitation = await withAudit(db, tenant.id, CLI_ORIGIN, entry, (tx) =>
        createInvitation(tx, {
          tenantId: tenant.id,
          email,
          name,
          role: role as Role,
          tokenHash: hashSecret(token),
          expiresAt,
        }),
      );
      const base = (optionalText(options, 'url') ?? 'http://localhost:8080').replace(/\/+$/, '');
      console.log(`Invited ${email} (${invitation.id}) to tenant ${tenant.name} as ${role}, until ${iso(expiresAt)}`);
      console.log(`Link (shown once): ${base}/#/invitation/${token}`);
    },
  },
  'user:list': {
    summary: "list a tenant's users (active ones unless --all)",
    options: { tenant: tenantOption, all: { description: 'include deactivated users' } },
    async run(db, options) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const users = await usersOfTenant(db, tenant.id, { includeDeactivated: Boolean(options.all) });
      table(
        ['id', 'email', 'name', 'role', 'mfa', 'created', 'deactivated'],
        users.map((u) => [
          u.id,
          u.email,
          u.name,
          u.role,
          u.mfaConfirmedAt ? 'yes' : 'no',
          iso(u.createdAt),
          iso(u.deactivatedAt),
        ]),
      );
    },
  },
  'user:deactivate': {
    summary: 'revoke a user: sign-in and sessions stop at once, and every key they own or created is revoked',
    options: { email: { value: '<email>', description: 'the user', required: true } },
    async run(db, options) {
      const email = text(options, 'email').toLowerCase();
      const user = await userByEmail(db, email);
      if (!user) throw new Error(`no user with email ${email}`);
      if (user.deactivatedAt) {
        console.log(`User ${email} was already deactivated on ${user.deactivatedAt.toISOString()}`);
        return;
      }
      // Sessions end, and every key they own or answer for (and the keys those created) is revoked.
      const { revokedKeys } = await deactivateUser(db, user.id, new Date(), (tx, result) =>
        recordTenantAudit(tx, user.tenantId, CLI_ORIGIN, {
          action: 'user.deactivated',
          target: { type: 'user', id: user.id },
          changes: { revokedKeys: [null, result.revokedKeys] },
        }),
      );
      console.log(`Deactivated user ${email}; their sessions ended and revoked ${revokedKeys} API keys`);
    },
  },
  'key:create': {
    summary: 'create an API key; prints it once',
    options: {
      tenant: tenantOption,
      name: { value: '<name>', description: 'what the key is for', required: true },
      scopes: { value: '<a,b,...|all>', description: `any of ${API_KEY_SCOPES.join(', ')}`, required: true },
      user: { value: '<email>', description: "bind the key to this user: never more than the user's current role" },
      expires: { value: '<ISO date>', description: 'when the key stops working (default: never)' },
    },
    async run(db, options) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const scopes = parseScopes(text(options, 'scopes'));
      const expiresText = optionalText(options, 'expires');
      const expiresAt = expiresText === undefined ? null : new Date(expiresText);
      if (expiresAt !== null && (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now()))
        throw new UsageError('--expires must be a future date, e.g. 2027-01-31 or 2027-01-31T12:00:00Z');
      let userId: string | null = null;
      const userEmail = optionalText(options, 'user');
      if (userEmail !== undefined) {
        const user = await userByEmail(db, userEmail.toLowerCase());
        if (!user || user.tenantId !== tenant.id) throw new Error(`no user ${userEmail} in tenant ${tenant.name}`);
        if (user.deactivatedAt) throw new Error(`user ${userEmail} is deactivated`);
        userId = user.id;
      }
      const entry = (issued: { record: { id: string; name: string } }) => ({
        action: 'api_key.created',
        target: { type: 'api_key', id: issued.record.id },
        changes: { name: [null, issued.record.name], scopes: [null, scopes], expiresAt: [null, expiresAt] } as const,
      });
      const { record, plaintext } = await withAudit(db, tenant.id, CLI_ORIGIN, entry, (tx) =>
        issueApiKey(tx, { tenantId: tenant.id, name: text(options, 'name'), scopes, userId, expiresAt }),
      );
      console.log(`Created API key ${record.name} (${record.id}) in tenant ${tenant.name}, scopes ${scopes.join(',')}`);
      console.log(`Key (shown once, store it now): ${plaintext}`);
    },
  },
  'key:list': {
    summary: "list a tenant's API keys (usable ones unless --all); never the keys themselves",
    options: { tenant: tenantOption, all: { description: 'include revoked and expired keys' } },
    async run(db, options) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const keys = await apiKeysOfTenant(db, tenant.id, { includeUnusable: Boolean(options.all), now: new Date() });
      table(
        ['id', 'name', 'prefix', 'scopes', 'user', 'created', 'expires', 'last used', 'revoked'],
        keys.map((k) => [
          k.id,
          k.name,
          k.prefix,
          k.scopes.join(','),
          k.user?.email ?? '',
          iso(k.createdAt),
          iso(k.expiresAt),
          iso(k.lastUsedAt),
          iso(k.revokedAt),
        ]),
      );
    },
  },
  'key:revoke': {
    summary: 'revoke an API key by id, and the keys it created: they answer 401 from the next request on',
    options: { id: { value: '<key id>', description: 'the id key:list shows', required: true } },
    async run(db, options) {
      const id = text(options, 'id');
      if (!UUID.test(id)) throw new UsageError('--id must be a key id (a UUID, as key:list shows)');
      const key = await apiKeyWithTenant(db, id);
      if (!key) throw new Error(`no API key ${id}`);
      if (key.revokedAt) {
        console.log(`API key ${key.name} (${id}) was already revoked on ${key.revokedAt.toISOString()}`);
        return;
      }
      // Keys this one created go with it: none outlives the key that made it.
      const entry = { action: 'api_key.revoked', target: { type: 'api_key', id } };
      const revoked = await withAudit(db, key.tenantId, CLI_ORIGIN, entry, (tx) =>
        revokeKeyForOperator(tx, id, new Date()),
      );
      const created = revoked > 1 ? `, and ${revoked - 1} keys it created` : '';
      console.log(`Revoked API key ${key.name} (${id}) of tenant ${key.tenant.name}${created}`);
    },
  },
  'org:create': {
    summary: 'add an organization (client) to a tenant; its first evaluation is queued',
    options: {
      tenant: tenantOption,
      name: { value: '<name>', description: 'its name', required: true },
      ...ORGANIZATION_CONNECTOR_OPTIONS,
    },
    async run(db, options) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const { createOrganization } = await graph(db, tenant.id, CreateOrganizationDocument, {
        input: { name: text(options, 'name'), ...connectorFields(options) },
      });
      console.log(
        `Created organization ${createOrganization.name} (${createOrganization.id}) in tenant ${tenant.name}`,
      );
    },
  },
  'org:update': {
    summary: "change an organization's name, domains or external references (each given replaces what it had)",
    options: {
      tenant: tenantOption,
      org: { value: '<id|name>', description: 'the organization, by id or by name', required: true },
      name: { value: '<name>', description: 'its new name' },
      ...ORGANIZATION_CONNECTOR_OPTIONS,
    },
    async run(db, options) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const organization = await findOrganization(db, tenant.id, text(options, 'org'));
      const name = optionalText(options, 'name');
      const { updateOrganization } = await graph(db, tenant.id, UpdateOrganizationDocument, {
        id: organization.id,
        input: { ...(name === undefined ? {} : { name }), ...connectorFields(options) },
      });
      console.log(`Updated organization ${updateOrganization.name} (${updateOrganization.id})`);
    },
  },
  'integration:set': {
    summary: "set the status of an organization's integration of a connector type; re-evaluation is queued",
    options: {
      tenant: tenantOption,
      org: { value: '<id|name>', description: 'the organization, by id or by name', required: true },
      type: { value: '<typeCode>', description: 'a connector type of the catalog, e.g. intune', required: true },
      status: { value: 'connected|error|disabled|available', description: 'the new status', required: true },
      message: { value: '<text>', description: 'with --status error: what went wrong (the lastError)' },
    },
    async run(db, options) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const organization = await findOrganization(db, tenant.id, text(options, 'org'));
      const status = text(options, 'status');
      if (!INTEGRATION_STATUSES.includes(status as (typeof INTEGRATION_STATUSES)[number]))
        throw new UsageError(`--status must be one of ${INTEGRATION_STATUSES.join(', ')}`);
      const { setIntegration } = await graph(db, tenant.id, SetIntegrationDocument, {
        organizationId: organization.id,
        typeCode: text(options, 'type'),
        status: status as (typeof INTEGRATION_STATUSES)[number],
        message: optionalText(options, 'message'),
      });
      console.log(
        `Integration ${setIntegration.typeCode} of ${organization.name} is ${setIntegration.status}; re-evaluation queued`,
      );
    },
  },
  'facts:push': {
    summary: "push a connector's facts for an organization, as POST /organizations/{id}/facts does",
    argument: {
      value: '<file|->',
      description: 'JSON file with the body of a push, {"typeCode": ..., "facts": [...]}; - reads stdin',
    },
    options: {
      tenant: tenantOption,
      org: { value: '<id|name>', description: 'the organization, by id or by name', required: true },
    },
    async run(db, options, file) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const organization = await findOrganization(db, tenant.id, text(options, 'org'));
      const input = await readPush(file!, organization.id);
      const { pushFacts } = await graph(db, tenant.id, PushFactsDocument, { organizationId: organization.id, input });
      console.log(
        `Pushed ${pushFacts.accepted} fact(s) from ${input.typeCode} for ${organization.name}; evaluation ${pushFacts.evaluation}`,
      );
    },
  },
  'psa:show': {
    summary: "show a tenant's PSA connection (never its secrets) and what it still owes the PSA",
    options: { tenant: tenantOption },
    async run(db, options) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const { psaConnection: c } = await graph(db, tenant.id, GetPsaConnectionDocument, {});
      if (!c) throw new Error(`tenant ${tenant.name} has no PSA connection (psa:set sets one)`);
      const where = c.system === 'connectwise' ? `board ${c.boardId}` : `queue ${c.queueId}`;
      console.log(
        `${c.system} (${c.enabled ? 'enabled' : 'disabled'}) at ${c.apiUrl || '(zone not yet discovered)'}, ${where}, minimum severity ${c.minimumSeverity}`,
      );
      console.log(`credentials set, ending in ${c.credentials.lastFour}; ${c.backlog.pending} change(s) owed`);
      console.log(
        c.lastError
          ? `last error (${c.lastErrorAt}): ${c.lastError}`
          : `no error; last success ${c.lastSuccessAt ?? 'never'}`,
      );
    },
  },
  'psa:company': {
    summary: "set (or with --none remove) the PSA company an organization's tickets are filed under",
    options: {
      tenant: tenantOption,
      org: { value: '<id|name>', description: 'the organization, by id or by name', required: true },
      company: {
        value: '<id>',
        description: "the PSA's company id (ConnectWise id or identifier, Autotask companyID)",
      },
      none: { description: 'remove it: the organization files no ticket' },
    },
    async run(db, options) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const organization = await findOrganization(db, tenant.id, text(options, 'org'));
      if (options.none === undefined && options.company === undefined) throw new UsageError('give --company or --none');
      const companyId = options.none ? null : text(options, 'company');
      await graph(db, tenant.id, SetOrganizationPsaCompanyDocument, { organizationId: organization.id, companyId });
      console.log(`${organization.name}: PSA company ${companyId ?? 'removed'}`);
    },
  },
  'psa:tickets': {
    summary: "list an organization's PSA tickets, open ones first",
    options: {
      tenant: tenantOption,
      org: { value: '<id|name>', description: 'the organization, by id or by name', required: true },
    },
    async run(db, options) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const organization = await findOrganization(db, tenant.id, text(options, 'org'));
      const { organization: found } = await graph(db, tenant.id, ListOrganizationTicketsDocument, {
        organizationId: organization.id,
      });
      for (const t of found.psaTickets.items) {
        console.log(
          `${t.system} ${t.number} ${t.state}${t.closeReason ? ` (${t.closeReason})` : ''} control ${t.controlId} ${t.url ?? ''}`,
        );
      }
      if (found.psaTickets.items.length === 0) console.log('no tickets');
    },
  },
  'library:list': {
    summary: 'list the standards library: key, version, licence, controls, and how many the tenant can judge',
    options: { tenant: tenantOption },
    async run(db, options) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const { libraryStandards } = await graph(db, tenant.id, LibraryStandardsDocument, { limit: 100 });
      table(
        ['key', 'name', 'version', 'licence', 'controls', 'judgeable'],
        libraryStandards.edges.map(({ node: s }) => [
          s.key,
          s.name,
          s.version,
          s.licence,
          s.controlCount,
          s.judgeableCount,
        ]),
      );
    },
  },
  'library:adopt': {
    summary: "adopt a library standard as the tenant's own standard (inactive unless --enabled)",
    options: {
      tenant: tenantOption,
      key: { value: '<key>', description: 'the library key, as library:list shows', required: true },
      enabled: { description: 'assess it at once for every organization' },
    },
    async run(db, options) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const { adoptLibraryStandard: standard } = await graph(db, tenant.id, AdoptLibraryStandardDocument, {
        key: text(options, 'key'),
        input: { enabled: options.enabled === true },
      });
      console.log(
        `Adopted ${standard.name} as standard ${standard.slug} (${standard.id}) with ${standard.controlCount} controls, ${standard.enabled ? 'active' : 'inactive'}`,
      );
    },
  },
  'attestation:record': {
    summary: 'record an attestation for an organization, as POST /organizations/{id}/attestations does',
    options: {
      tenant: tenantOption,
      org: { value: '<id|name>', description: 'the organization, by id or by name', required: true },
      predicate: {
        value: '<predicate>',
        description: 'an attestable predicate, e.g. backup.restore.tested',
        required: true,
      },
      subject: { value: '<subject>', description: 'what is attested, e.g. organization', required: true },
      fields: { value: '<json>', description: 'the attested fields, e.g. {"tested":true}', required: true },
      note: { value: '<text>', description: 'why: what was checked and where the evidence is', required: true },
      expires: { value: '<ISO date>', description: 'when it stops counting (within 400 days)', required: true },
    },
    async run(db, options) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const organization = await findOrganization(db, tenant.id, text(options, 'org'));
      let fields: unknown;
      try {
        fields = JSON.parse(text(options, 'fields'));
      } catch {
        throw new UsageError('--fields must be a JSON object, e.g. {"tested":true}');
      }
      const expiresAt = new Date(text(options, 'expires'));
      if (Number.isNaN(expiresAt.getTime())) throw new UsageError('--expires must be a date, e.g. 2027-01-31');
      const { recordAttestation } = await graph(db, tenant.id, RecordAttestationDocument, {
        organizationId: organization.id,
        input: {
          predicate: text(options, 'predicate'),
          subject: text(options, 'subject'),
          fields: fields as Record<string, unknown>,
          note: text(options, 'note'),
          expiresAt: expiresAt.toISOString(),
        },
      });
      console.log(
        `Recorded attestation ${recordAttestation.id} of ${recordAttestation.predicate} for ${organization.name}, in force until ${recordAttestation.expiresAt}`,
      );
    },
  },
  'catalog:list': {
    summary: "list the connector types a tenant sees: the built-in ones and the tenant's private ones",
    options: { tenant: tenantOption },
    async run(db, options) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const { connectorTypes } = await graph(db, tenant.id, ConnectorTypesDocument, {});
      for (const type of connectorTypes.items)
        console.log(`${type.typeCode}\t${type.name}\t${type.predicates.join(',')}`);
    },
  },
  'audit:list': {
    summary: "list a tenant's audit log, newest first",
    options: {
      tenant: tenantOption,
      action: { value: '<action>', description: 'only this action, e.g. api_key.created' },
      org: { value: '<id|name>', description: 'only this organization' },
      since: { value: '<ISO date>', description: 'from this time' },
      limit: { value: '<1-100>', description: 'how many (default 50)' },
    },
    async run(db, options) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const orgRef = optionalText(options, 'org');
      const organizationId = orgRef === undefined ? null : (await findOrganization(db, tenant.id, orgRef)).id;
      const sinceText = optionalText(options, 'since');
      const since = sinceText === undefined ? null : new Date(sinceText);
      if (since !== null && Number.isNaN(since.getTime())) throw new UsageError('--since must be a date');
      const limit = Number(optionalText(options, 'limit') ?? 50);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new UsageError('--limit must be 1 to 100');
      const { auditEvents } = await graph(db, tenant.id, AuditEventsDocument, {
        first: limit,
        action: optionalText(options, 'action') ?? null,
        organizationId,
        since: since?.toISOString() ?? null,
      });
      table(
        ['occurred', 'actor', 'action', 'target', 'organization', 'changes'],
        auditEvents.edges.map(({ node }) => [
          node.occurredAt,
          `${node.actor.kind}:${node.actor.name ?? node.actor.id ?? ''}`,
          node.action,
          `${node.target.type}:${node.target.id ?? ''}`,
          node.organizationId ?? '',
          JSON.stringify(node.changes),
        ]),
      );
    },
  },
  'audit:service': {
    summary: "list the service's own audit entries (failed sign-ins of unknown emails), newest first",
    options: {
      since: { value: '<ISO date>', description: 'from this time' },
      limit: { value: '<1-100>', description: 'how many (default 50)' },
    },
    async run(db, options) {
      const sinceText = optionalText(options, 'since');
      const since = sinceText === undefined ? undefined : new Date(sinceText);
      if (since !== undefined && Number.isNaN(since.getTime())) throw new UsageError('--since must be a date');
      const limit = Number(optionalText(options, 'limit') ?? 50);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new UsageError('--limit must be 1 to 100');
      const entries = await serviceAuditEvents(db, { since, limit });
      table(
        ['occurred', 'action', 'client', 'request', 'changes'],
        entries.map((entry) => [
          entry.occurredAt.toISOString(),
          entry.action,
          entry.clientAddress ?? '',
          entry.requestId ?? '',
          JSON.stringify(entry.changes),
        ]),
      );
    },
  },
  'connector:create': {
    summary: 'add a private connector type to a tenant (its own scripts and tools pushing facts)',
    options: {
      tenant: tenantOption,
      type: { value: '<typeCode>', description: '2 to 64 of a-z, 0-9, _ . -, starting with a letter', required: true },
      name: { value: '<name>', description: 'its display name', required: true },
      predicates: { value: '<p1,p2,...>', description: 'the predicates it supplies, comma-separated', required: true },
    },
    async run(db, options) {
      const tenant = await findTenant(db, text(options, 'tenant'));
      const predicates = text(options, 'predicates')
        .split(',')
        .map((predicate) => predicate.trim())
        .filter(Boolean);
      const { createConnectorType } = await graph(db, tenant.id, CreateConnectorTypeDocument, {
        input: { typeCode: text(options, 'type'), name: text(options, 'name'), predicates },
      });
      console.log(`Created connector type ${createConnectorType.typeCode} in tenant ${tenant.name}`);
    },
  },
};

const INTEGRATION_STATUSES = ['connected', 'error', 'disabled', 'available'] as const;

/** The domains and external references given on the command line; an option left out changes nothing. */
function connectorFields(options: Record<string, string | boolean | undefined>) {
  const listOf = (key: string) => {
    const value = options[key];
    if (typeof value !== 'string') return undefined;
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  };
  const domains = listOf('domains');
  const refs = listOf('external-refs')?.map((ref) => {
    const at = ref.indexOf(':');
    if (at < 1 || at === ref.length - 1) throw new UsageError(`--external-refs takes system:id pairs, not '${ref}'`);
    return { system: ref.slice(0, at), id: ref.slice(at + 1) };
  });
  return { ...(domains ? { domains } : {}), ...(refs ? { externalRefs: refs } : {}) };
}

async function findOrganization(db: Db, tenantId: string, ref: string): Promise<{ id: string; name: string }> {
  const matches = await organizationsByRef(db, tenantId, UUID.test(ref) ? { id: ref } : { name: ref });
  if (matches.length === 0) throw new Error(`no organization ${JSON.stringify(ref)} in this tenant`);
  if (matches.length > 1) throw new Error(`more than one organization is named ${JSON.stringify(ref)}; use its id`);
  return matches[0]!;
}

/**
 * Runs a fixed document on the graph as the tenant's operator (every permission, no user), so the
 * organization verbs apply the API's rules and queue the same evaluations. Bad input is reported
 * with the path of each offending field.
 */
async function graph<TData, TVariables>(
  db: Db,
  tenantId: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const operation = prepareOperation(schema, document, (error) => console.error(`cli: ${error.message}`));
  const principal = {
    kind: 'api_key' as const,
    tenantId,
    userId: null,
    scopes: new Set(API_KEY_SCOPES),
    credentialId: 'cli',
    sessionId: null,
  };
  try {
    const deps = { db, clock: systemClock, auditActor: CLI_ORIGIN.actor };
    return await operation.run(buildContext(deps, principal, 'cli'), variables);
  } catch (error) {
    const issues =
      error instanceof ApiError ? (error.extensions.issues as { field: unknown[]; message: string }[]) : null;
    if (issues?.length) {
      throw new Error(issues.map((issue) => `${issue.field.slice(1).join('.')}: ${issue.message}`).join('; '));
    }
    throw error;
  }
}

/** A fact file, checked exactly as REST checks the body of a push (pydantic's errors, one per field). */
async function readPush(file: string, organizationId: string) {
  const text =
    file === '-' ? await new Response(process.stdin as unknown as ReadableStream).text() : await readFile(file, 'utf8');
  const validated = validateRequest(pushFactsRoute.request, {
    params: { organization_id: organizationId },
    query: {},
    body: text,
    contentType: 'application/json',
  });
  if (!validated.ok) {
    const lines = validated.body.detail.map((error) => `${error.loc.slice(1).join('.') || 'file'}: ${error.msg}`);
    throw new Error(`${file === '-' ? 'standard input' : file}: ${lines.join('; ')}`);
  }
  return validated.value.body;
}

function text(options: Record<string, string | boolean | undefined>, key: string): string {
  const value = optionalText(options, key);
  if (value === undefined) throw new UsageError(`missing --${key}`);
  return value;
}

function optionalText(options: Record<string, string | boolean | undefined>, key: string): string | undefined {
  const value = options[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

async function findTenant(db: Db, ref: string): Promise<{ id: string; name: string }> {
  const tenant = UUID.test(ref) ? await tenantById(db, ref) : await tenantByName(db, ref);
  if (!tenant) throw new Error(`no tenant ${JSON.stringify(ref)}`);
  return tenant;
}

function parseScopes(value: string): Scope[] {
  if (value === 'all') return [...API_KEY_SCOPES];
  const scopes = [
    ...new Set(
      value
        .split(',')
        .map((scope) => scope.trim())
        .filter((scope) => scope !== ''),
    ),
  ];
  const unknown = scopes.filter((scope) => !isScope(scope));
  if (unknown.length > 0 || scopes.length === 0) {
    throw new UsageError(
      `unknown scope ${unknown.join(', ') || '(none given)'}; use "all" or any of: ${API_KEY_SCOPES.join(', ')}`,
    );
  }
  return scopes as Scope[];
}

function iso(date: Date | null): string {
  return date === null ? '' : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function table(headers: string[], rows: (string | number)[][]): void {
  if (rows.length === 0) {
    console.log('(none)');
    return;
  }
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  for (const row of cells)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
}

function usage(): string {
  const width = Math.max(...Object.keys(VERBS).map((verb) => verb.length));
  return [
    'usage: npm run cli -- <verb> [options]      (npm run cli -- <verb> --help for its options)',
    '',
    ...Object.entries(VERBS).map(([verb, spec]) => `  ${verb.padEnd(width)}  ${spec.summary}`),
  ].join('\n');
}

function verbUsage(verb: string): string {
  const spec = VERBS[verb]!;
  const synopsis = Object.entries(spec.options)
    .map(([name, option]) => {
      const text = `--${name}${option.value ? ` ${option.value}` : ''}`;
      return option.required ? text : `[${text}]`;
    })
    .join(' ');
  const width = Math.max(
    0,
    ...Object.entries(spec.options).map(([name, o]) => `--${name} ${o.value ?? ''}`.trim().length),
  );
  const argument = spec.argument ? ` ${spec.argument.value}` : '';
  return [
    `usage: npm run cli -- ${verb}${argument}${synopsis ? ` ${synopsis}` : ''}`,
    '',
    `  ${spec.summary}`,
    ...(spec.argument ? [`  ${spec.argument.value}: ${spec.argument.description}`] : []),
    ...(Object.keys(spec.options).length > 0 ? [''] : []),
    ...Object.entries(spec.options).map(
      ([name, o]) =>
        `  ${`--${name} ${o.value ?? ''}`.trim().padEnd(width)}  ${o.description}${o.required ? '' : ' (optional)'}`,
    ),
  ].join('\n');
}

async function main(argv: string[]): Promise<void> {
  const [verb = '', ...rest] = argv;
  if (verb === '' || verb === '--help' || verb === '-h' || verb === 'help') {
    const topic = verb === 'help' ? rest[0] : undefined;
    console.log(topic !== undefined && topic in VERBS ? verbUsage(topic) : usage());
    if (verb === '') process.exitCode = 2;
    return;
  }
  const spec = VERBS[verb];
  if (spec === undefined) throw new UsageError(`unknown verb ${JSON.stringify(verb)}`);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        ...Object.fromEntries(
          Object.entries(spec.options).map(([name, o]) => [name, { type: o.value ? 'string' : 'boolean' } as const]),
        ),
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0]!.replace(/\. To specify .*$/, ''), verb);
  }
  if (parsed.values.help) {
    console.log(verbUsage(verb));
    return;
  }
  const wanted = spec.argument ? 1 : 0;
  if (parsed.positionals.length !== wanted)
    throw new UsageError(
      parsed.positionals.length > wanted
        ? `unexpected arguments: ${parsed.positionals.slice(wanted).join(' ')}`
        : `missing ${spec.argument!.value}`,
      verb,
    );
  const options = parsed.values as Record<string, string | boolean | undefined>;
  for (const [name, option] of Object.entries(spec.options)) {
    if (option.required && optionalText(options, name) === undefined) throw new UsageError(`missing --${name}`, verb);
  }
  await withDatabase(async ({ url }) => {
    await migrateDeploy(url);
    const db = createDb(url, { poolSize: 1 });
    try {
      // The CLI may be the first to open a database: it installs what every start installs.
      await installConnectorCatalog(db);
      await spec.run(db, options, parsed.positionals[0]);
    } catch (error) {
      if (error instanceof UsageError && error.verb === undefined) throw new UsageError(error.message, verb);
      throw error;
    } finally {
      await db.$disconnect();
    }
  });
}

main(process.argv.slice(2)).then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.error(`cli: ${message}`);
    if (error instanceof UsageError) console.error(error.verb ? verbUsage(error.verb) : usage());
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
