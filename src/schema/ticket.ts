import DataLoader from 'dataloader';
import type { PsaTicket as PsaTicketRow } from '../data/generated/prisma/client.ts';
import { replaceExternalRefs } from '../data/organizations.ts';
import { inTransaction } from '../data/tenant.ts';
import {
  deletePsaConnection,
  externalRefsBesides,
  pendingTicketTargets,
  psaCompanyOf,
  psaConnectionOf,
  savePsaConnection,
  scheduleTicketSync,
  ticketBacklog,
  ticketOfControl,
  ticketsByControl,
} from '../data/tickets.ts';
import type { Severity } from '../domain/severity.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { type CLOSE_REASONS, type PsaSystem, REOPEN_WINDOW_DAYS } from '../domain/tickets.ts';
import { ApiError, ConflictError, invalid } from '../errors.ts';
import { checkWebhookUrl } from '../events/targets.ts';
import { audit } from './audit.ts';
import { builder } from './builder.ts';
import { ComplianceRowRef } from './compliance.ts';
import type { Context } from './context.ts';
import { Detection } from './detection.ts';
import { SeverityEnum } from './enums.ts';
import { findOrganization, ORGANIZATION_ID_DESCRIPTION } from './organization.ts';

/**
 * PSA ticketing on the graph (docs/api.md, "PSA tickets"): the tenant's connection (integration.manage;
 * its secrets sealed and never read back), each organization's PSA company, and the ticket of a
 * control on the grid row and on the detection. The tickets themselves are the job's
 * (src/delivery/psa/sync.ts): nothing here calls a PSA.
 */

const MANAGE = { permission: 'integration.manage' } as const;
const CONNECTWISE_API_PATH = '/v4_6_release/apis/3.0';

export const PsaSystemEnum = builder.enumType('PsaSystem', {
  description: 'A PSA the service files tickets in.',
  values: {
    connectwise: { description: 'ConnectWise PSA (Manage), REST API 3.0.' },
    autotask: { description: 'Autotask PSA, REST API v1.0 (its zone found from the API user).' },
  } as const,
});

const PsaTicketStateEnum = builder.enumType('PsaTicketState', {
  description: 'Whether the ticket is open in the PSA.',
  values: {
    open: { description: 'Open: the control fails (or can no longer be judged since it failed).' },
    closed: { description: `Closed; a failure within ${REOPEN_WINDOW_DAYS} days reopens it.` },
  } as const,
});

const CloseReasonEnum = builder.enumType('PsaTicketCloseReason', {
  description: 'Why a ticket was closed (its last note says it too).',
  values: {
    passing: { description: 'The control passes.' },
    out_of_scope: { description: 'The control went out of scope (its standard or the control was disabled).' },
    exception: { description: 'An exception (an override disabling it for the organization) was granted.' },
    deleted_in_psa: { description: 'Someone deleted the ticket in the PSA.' },
  } satisfies Record<(typeof CLOSE_REASONS)[number], { description: string }>,
});

export const PsaTicket = builder.objectRef<PsaTicketRow>('PsaTicket').implement({
  description:
    'The PSA ticket of one control of one organization: one per control, opened, noted, closed and reopened as the control changes.',
  fields: (t) => ({
    id: t.expose('id', {
      type: 'UUID',
      description: "The service's id of the ticket record (the audit log's target id).",
    }),
    controlId: t.expose('controlId', { type: 'UUID', description: 'The control the ticket follows.' }),
    organizationId: t.expose('organizationId', { type: 'UUID', description: 'The organization it is filed for.' }),
    system: t.expose('system', { type: PsaSystemEnum, description: 'The PSA that holds it.' }),
    number: t.exposeString('number', {
      description: "The ticket's number in the PSA (ConnectWise's id, Autotask's ticket number).",
    }),
    url: t.exposeString('url', { nullable: true, description: 'A link that opens the ticket in the PSA.' }),
    state: t.expose('state', { type: PsaTicketStateEnum, description: 'Open or closed.' }),
    subjects: t.exposeStringList('subjects', { description: 'The failing subjects the ticket last told of.' }),
    openedAt: t.expose('openedAt', { type: 'DateTime', description: 'When the current PSA ticket was filed.' }),
    closedAt: t.expose('closedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was closed; null while open.',
    }),
    closeReason: t.field({
      type: CloseReasonEnum,
      nullable: true,
      description: 'Why it was closed; null while open.',
      resolve: (ticket) => ticket.closeReason as (typeof CLOSE_REASONS)[number] | null,
    }),
  }),
});

interface ConnectionView {
  system: PsaSystem;
  enabled: boolean;
  baseUrl: string;
  webUrl: string | null;
  settings: Record<string, unknown>;
  credentialHint: string;
  minimumSeverity: Severity;
  lastError: string | null;
  lastErrorAt: Date | null;
  lastSuccessAt: Date | null;
  updatedAt: Date;
}

const PsaCredentials = builder.objectRef<{ hint: string }>('PsaCredentials').implement({
  description:
    'The stored secrets, as much as may be shown of them: that they are set, and their last four characters.',
  fields: (t) => ({
    configured: t.boolean({ description: 'Always true: a connection has its secrets.', resolve: () => true }),
    lastFour: t.exposeString('hint', {
      description: 'The last four characters of the private key (ConnectWise) or the secret (Autotask).',
    }),
  }),
});

const PsaPriorities = builder.objectRef<Partial<Record<Severity, number>>>('PsaPriorities').implement({
  description: "The PSA's priority id for each severity; null: the PSA's default.",
  fields: (t) => ({
    high: t.int({ nullable: true, description: 'For high-severity controls.', resolve: (p) => p.high ?? null }),
    medium: t.int({ nullable: true, description: 'For medium-severity controls.', resolve: (p) => p.medium ?? null }),
    low: t.int({ nullable: true, description: 'For low-severity controls.', resolve: (p) => p.low ?? null }),
  }),
});

const setting = (key: string) => (connection: ConnectionView) => {
  const value = connection.settings[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

const PsaBacklog = builder.objectRef<{ pending: number; oldest: Date | null }>('PsaBacklog').implement({
  description:
    'Ticket changes not yet carried out in the PSA (waiting for their turn, or for the PSA to answer again).',
  fields: (t) => ({
    pending: t.exposeInt('pending', { description: 'How many.' }),
    oldestAt: t.expose('oldest', {
      type: 'DateTime',
      nullable: true,
      description: 'When the oldest of them committed.',
    }),
  }),
});

const PsaConnection = builder.objectRef<ConnectionView>('PsaConnection').implement({
  description: "The tenant's PSA: where tickets go and how they are filed. Its secrets are never shown.",
  fields: (t) => ({
    system: t.expose('system', { type: PsaSystemEnum, description: 'ConnectWise or Autotask.' }),
    enabled: t.exposeBoolean('enabled', { description: 'False: no ticket is filed or changed.' }),
    apiUrl: t.exposeString('baseUrl', {
      nullable: true,
      description: "The REST base the service calls (Autotask: the zone's, once discovered; empty before).",
    }),
    webUrl: t.exposeString('webUrl', { nullable: true, description: 'Where people open tickets.' }),
    companyId: t.string({
      nullable: true,
      description: 'ConnectWise: the company id of the auth header.',
      resolve: setting('companyId'),
    }),
    clientId: t.string({
      nullable: true,
      description: 'ConnectWise: the integration clientId.',
      resolve: setting('clientId'),
    }),
    username: t.string({ nullable: true, description: 'Autotask: the API user.', resolve: setting('username') }),
    boardId: t.int({
      nullable: true,
      description: 'ConnectWise: the service board tickets are filed on.',
      resolve: (c) => (typeof c.settings.boardId === 'number' ? c.settings.boardId : null),
    }),
    queueId: t.int({
      nullable: true,
      description: 'Autotask: the queue tickets are filed in.',
      resolve: (c) => (typeof c.settings.queueId === 'number' ? c.settings.queueId : null),
    }),
    priorities: t.field({
      type: PsaPriorities,
      description: 'Priority by severity.',
      resolve: (c) => (c.settings.priorities ?? {}) as Partial<Record<Severity, number>>,
    }),
    minimumSeverity: t.expose('minimumSeverity', {
      type: SeverityEnum,
      description: 'Controls of a lower severity file no ticket.',
    }),
    credentials: t.field({
      type: PsaCredentials,
      description: 'That secrets are set, never what they are.',
      resolve: (c) => ({ hint: c.credentialHint }),
    }),
    lastError: t.exposeString('lastError', {
      nullable: true,
      description: "The PSA's last refusal or failure (401, 429, a closed board...); null once a call succeeds again.",
    }),
    lastErrorAt: t.expose('lastErrorAt', { type: 'DateTime', nullable: true, description: 'When it happened.' }),
    lastSuccessAt: t.expose('lastSuccessAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When a ticket action last succeeded (to the minute).',
    }),
    backlog: t.field({
      type: PsaBacklog,
      description: 'Changes still owed to the PSA.',
      resolve: (_c, _args, context) => ticketBacklog(context.db),
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When an admin last changed it.' }),
  }),
});

const PsaPrioritiesInput = builder.inputType('PsaPrioritiesInput', {
  description: "The PSA's priority id for each severity; an absent one uses the PSA's default.",
  fields: (t) => ({
    high: t.int({ required: false, description: 'For high-severity controls.' }),
    medium: t.int({ required: false, description: 'For medium-severity controls.' }),
    low: t.int({ required: false, description: 'For low-severity controls.' }),
  }),
});

const ConnectWiseInput = builder.inputType('ConnectWisePsaInput', {
  description: 'ConnectWise PSA: an API member\'s keys and where to file (docs/operators.md, "PSA tickets").',
  fields: (t) => ({
    siteUrl: t.string({
      required: true,
      description: 'The site, e.g. https://na.myconnectwise.net (the API is under /v4_6_release/apis/3.0).',
    }),
    companyId: t.string({ required: true, description: 'The company id people sign in with.' }),
    clientId: t.string({
      required: true,
      description: 'The clientId of the integration (ConnectWise Developer Network).',
    }),
    publicKey: t.string({
      required: false,
      description: "The API member's public key; with privateKey, or neither to keep the stored keys.",
    }),
    privateKey: t.string({ required: false, description: "The API member's private key (sealed, never shown again)." }),
    boardId: t.int({ required: true, description: 'The service board tickets are filed on.' }),
  }),
});

const AutotaskInput = builder.inputType('AutotaskPsaInput', {
  description: 'Autotask PSA: an API user and where to file (docs/operators.md, "PSA tickets").',
  fields: (t) => ({
    username: t.string({ required: true, description: 'The API user (its zone is discovered from it).' }),
    secret: t.string({
      required: false,
      description: "The API user's secret (sealed, never shown again); with integrationCode, or neither to keep them.",
    }),
    integrationCode: t.string({ required: false, description: 'The API tracking identifier (sealed).' }),
    queueId: t.int({ required: true, description: 'The queue tickets are filed in.' }),
  }),
});

const SetPsaConnectionInput = builder.inputType('SetPsaConnectionInput', {
  description: "The tenant's PSA connection: `connectwise` or `autotask` as `system` says.",
  fields: (t) => ({
    system: t.field({ type: PsaSystemEnum, required: true, description: 'Which PSA.' }),
    enabled: t.boolean({
      required: false,
      defaultValue: true,
      description: 'False pauses ticketing (changes meanwhile are not filed).',
    }),
    minimumSeverity: t.field({
      type: SeverityEnum,
      required: false,
      defaultValue: 'low',
      description: 'Controls below it file no ticket.',
    }),
    priorities: t.field({ type: PsaPrioritiesInput, required: false, description: 'Priority by severity.' }),
    connectwise: t.field({ type: ConnectWiseInput, required: false, description: 'With system connectwise.' }),
    autotask: t.field({ type: AutotaskInput, required: false, description: 'With system autotask.' }),
  }),
});

type SetInput = typeof SetPsaConnectionInput.$inferInput;

/** Bad input at one field, worded so REST answers it at the same place in the body. */
const refuse = (field: string[], message: string) => invalid([{ path: field, message }], []);

function text(value: string, field: string[], max: number = TEXT_LIMITS.psaSetting): string {
  const trimmed = value.trim();
  if (trimmed.length === 0 || [...trimmed].length > max) {
    throw refuse(field, `${field.at(-1)} must have 1 to ${max} characters`);
  }
  return trimmed;
}

function positive(value: number | null | undefined, field: string[]): number {
  if (typeof value !== 'number' || value < 1) throw refuse(field, `${field.at(-1)} must be at least 1`);
  return value;
}

/** Both secrets, or neither (keep what is stored, which needs a stored connection of this PSA). */
function secretPair(
  values: [string | null | undefined, string | null | undefined],
  names: [string, string],
  path: string[],
  keep: boolean,
) {
  const given = values.filter((value) => value !== undefined && value !== null);
  if (given.length === 0) {
    if (keep) return null;
    throw refuse([...path, names[0]], `${names.join(' and ')} are required for a new connection`);
  }
  if (given.length !== 2) throw refuse([...path, names[1]], `give ${names.join(' and ')} together`);
  return values.map((value, index) => text(value!, [...path, names[index]!], TEXT_LIMITS.psaSecret)) as [
    string,
    string,
  ];
}

function connectWiseWrite(input: NonNullable<SetInput['connectwise']>, keep: boolean, context: Context) {
  const path = ['input', 'connectwise'];
  const checked = checkWebhookUrl(input.siteUrl, {
    allowPrivateTargets: context.events.webhooks?.allowPrivateTargets ?? false,
  });
  if (!checked.ok) throw refuse([...path, 'siteUrl'], checked.reason.replace(/^url/, 'siteUrl'));
  const keys = secretPair([input.publicKey, input.privateKey], ['publicKey', 'privateKey'], path, keep);
  return {
    baseUrl: `${checked.url.origin}${CONNECTWISE_API_PATH}`,
    webUrl: checked.url.origin,
    settings: {
      companyId: text(input.companyId, [...path, 'companyId']),
      clientId: text(input.clientId, [...path, 'clientId']),
      boardId: positive(input.boardId, [...path, 'boardId']),
    },
    secrets: keys && { publicKey: keys[0], privateKey: keys[1] },
    hint: keys?.[1].slice(-4),
  };
}

function autotaskWrite(input: NonNullable<SetInput['autotask']>, keep: boolean) {
  const path = ['input', 'autotask'];
  const pair = secretPair([input.secret, input.integrationCode], ['secret', 'integrationCode'], path, keep);
  return {
    // Found at the first call, from the API user's zone (src/delivery/psa/autotask.ts).
    baseUrl: '',
    webUrl: null,
    settings: {
      username: text(input.username, [...path, 'username']),
      queueId: positive(input.queueId, [...path, 'queueId']),
    },
    secrets: pair && { secret: pair[0], integrationCode: pair[1] },
    hint: pair?.[0].slice(-4),
  };
}

function prioritiesOf(input: SetInput['priorities']): Partial<Record<Severity, number>> {
  const priorities: Partial<Record<Severity, number>> = {};
  for (const severity of ['high', 'medium', 'low'] as const) {
    const value = input?.[severity];
    if (value !== undefined && value !== null)
      priorities[severity] = positive(value, ['input', 'priorities', severity]);
  }
  return priorities;
}

async function setConnection(input: SetInput, context: Context) {
  const sealer = context.events.webhooks?.secrets;
  if (!sealer) throw new ApiError('SERVICE_UNAVAILABLE', 'Outbound connections are not enabled on this server');
  const system = input.system as PsaSystem;
  const nested = system === 'connectwise' ? input.connectwise : input.autotask;
  if (!nested) throw refuse(['input', system], `${system} settings are required with system ${system}`);
  return inTransaction(context.db, async (tx) => {
    const before = await psaConnectionOf(tx);
    const keep = before?.system === system;
    const write =
      system === 'connectwise'
        ? connectWiseWrite(input.connectwise!, keep, context)
        : autotaskWrite(input.autotask!, keep);
    // The zone found for an API user stays valid while the user does.
    const sameZone =
      keep &&
      system === 'autotask' &&
      (before.settings as { username?: unknown }).username === (write.settings as { username?: unknown }).username;
    const saved = await savePsaConnection(tx, {
      system,
      enabled: input.enabled ?? true,
      baseUrl: sameZone ? before.baseUrl : write.baseUrl,
      webUrl: sameZone ? before.webUrl : write.webUrl,
      settings: { ...write.settings, priorities: prioritiesOf(input.priorities) },
      credentialsSealed: write.secrets ? sealer.seal(JSON.stringify(write.secrets)) : before!.credentialsSealed,
      credentialHint: write.hint ?? before!.credentialHint,
      minimumSeverity: (input.minimumSeverity ?? 'low') as Severity,
    });
    await audit(tx, context, {
      action: before ? 'psa_connection.updated' : 'psa_connection.created',
      target: { type: 'psa_connection', id: null },
      changes: {
        system: [before?.system ?? null, system],
        enabled: [before?.enabled ?? null, saved.enabled],
        settings: [before?.settings ?? null, saved.settings],
        minimumSeverity: [before?.minimumSeverity ?? null, saved.minimumSeverity],
        credentials: [before ? 'set' : null, write.secrets ? 'replaced' : 'kept'],
      },
    });
    // A fix (other credentials, another board) is tried at once on what waits for the PSA.
    for (const target of await pendingTicketTargets(tx)) await scheduleTicketSync(tx, target, context.clock.now());
    return saved as unknown as ConnectionView;
  });
}

const NO_PSA_FOR_COMPANY =
  "No PSA connection is set: a PSA company is the organization's external reference in the PSA's system";

const PsaCompanyAssignment = builder
  .objectRef<{ organizationId: string; companyId: string | null }>('PsaCompanyAssignment')
  .implement({
    description: "The PSA company an organization's tickets are filed under.",
    fields: (t) => ({
      organizationId: t.expose('organizationId', { type: 'UUID', description: 'The organization.' }),
      companyId: t.exposeString('companyId', {
        nullable: true,
        description:
          "The PSA's company id (ConnectWise: the company's id or identifier; Autotask: companyID); null: none, no ticket is filed.",
      }),
    }),
  });

builder.queryFields((t) => ({
  psaConnection: t.field({
    type: PsaConnection,
    nullable: true,
    description: "The tenant's PSA connection; null when none is set (REST's GET /psa-connection answers 404 then).",
    authScopes: MANAGE,
    resolve: async (_root, _args, context) =>
      ((await psaConnectionOf(context.db)) as unknown as ConnectionView | null) ?? null,
  }),
}));

builder.mutationFields((t) => ({
  setPsaConnection: t.field({
    type: PsaConnection,
    description:
      "Sets the tenant's PSA (ConnectWise or Autotask): credentials (sealed, never shown again), board or queue, priorities, minimum severity. Changes still owed to the PSA are retried at once.",
    authScopes: MANAGE,
    args: { input: t.arg({ type: SetPsaConnectionInput, required: true, description: 'The connection.' }) },
    resolve: (_root, { input }, context) => setConnection(input, context),
  }),
  deletePsaConnection: t.boolean({
    description:
      'Removes the PSA connection and its sealed secrets: no ticket is filed or changed until one is set again. False when there was none.',
    authScopes: MANAGE,
    resolve: (_root, _args, context) =>
      inTransaction(context.db, async (tx) => {
        const deleted = await deletePsaConnection(tx);
        if (deleted)
          await audit(tx, context, { action: 'psa_connection.deleted', target: { type: 'psa_connection', id: null } });
        return deleted;
      }),
  }),
  setOrganizationPsaCompany: t.field({
    type: PsaCompanyAssignment,
    description:
      "Sets (or with companyId null removes) the PSA company an organization's tickets are filed under: its external reference in the system of the tenant's PSA (`connectwise`, `autotask`; the same as Organization.externalRefs). A conflict when no PSA is set, or when another organization has this company.",
    authScopes: MANAGE,
    args: {
      organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      companyId: t.arg.string({ required: false, description: "The PSA's company id; null removes it." }),
    },
    resolve: async (_root, { organizationId, companyId }, context) => {
      await findOrganization(context, organizationId);
      const value = companyId == null ? null : text(companyId, ['companyId']);
      return inTransaction(context.db, async (tx) => {
        // The company is the organization's external reference in the PSA's system, so it needs the PSA.
        const system = (await psaConnectionOf(tx))?.system;
        if (!system) throw new ConflictError(NO_PSA_FOR_COMPANY);
        const before = await psaCompanyOf(tx, organizationId, system);
        const others = await externalRefsBesides(tx, organizationId, system);
        await replaceExternalRefs(tx, organizationId, value === null ? others : [...others, { system, id: value }]);
        await audit(tx, context, {
          action: 'organization.psa_company_set',
          target: { type: 'organization', id: organizationId },
          organizationId,
          changes: { psaCompanyId: [before, value] },
        });
        return { organizationId, companyId: value };
      });
    },
  }),
}));

const ticketLoaders = new WeakMap<Context, DataLoader<string, Map<string, PsaTicketRow>>>();

/** One statement per organization and operation, whatever the number of rows. */
function organizationTickets(context: Context) {
  let loader = ticketLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) =>
      Promise.all(ids.map((id) => ticketsByControl(context.db, id))),
    );
    ticketLoaders.set(context, loader);
  }
  return loader;
}

builder.objectField(ComplianceRowRef, 'ticket', (t) =>
  t.field({
    type: PsaTicket,
    nullable: true,
    description: "The control's PSA ticket here (open or last closed); null when it never had one.",
    // The row carries its organization (not in the v1 record), whichever query reached it.
    resolve: async (row, _args, context) =>
      (await organizationTickets(context).load(row.organizationId)).get(row.ruleId) ?? null,
  }),
);

builder.prismaObjectField(Detection, 'ticket', (t) =>
  t.field({
    type: PsaTicket,
    nullable: true,
    description: "The PSA ticket of the detection's control for its organization; null when none was filed.",
    authScopes: { permission: 'detection.read' },
    select: { organizationId: true, controlId: true },
    resolve: (detection, _args, context) => ticketOfControl(context.db, detection.organizationId, detection.controlId),
  }),
);

builder.prismaObjectField('Organization', 'psaCompanyId', (t) =>
  t.string({
    nullable: true,
    description:
      "The PSA company this organization's tickets are filed under: its external reference in the system of the tenant's PSA; null: none, or no PSA.",
    select: { id: true },
    resolve: async (organization, _args, context) =>
      psaCompanyOf(context.db, organization.id, (await psaConnectionOf(context.db))?.system ?? null),
  }),
);

const PsaTicketList = builder.objectRef<{ items: PsaTicketRow[] }>('PsaTicketList').implement({
  description: "An organization's PSA tickets.",
  fields: (t) => ({
    items: t.field({
      type: [PsaTicket],
      description: 'Open ones first, then by when they were filed, newest first.',
      resolve: (list) => list.items,
    }),
  }),
});

builder.prismaObjectField('Organization', 'psaTickets', (t) =>
  t.field({
    type: PsaTicketList,
    description: "The PSA tickets of this organization's controls (one per control at most).",
    authScopes: { permission: 'detection.read' },
    select: { id: true },
    resolve: async (organization, _args, context) => ({
      items: [...(await organizationTickets(context).load(organization.id)).values()].sort((a, b) =>
        a.state === b.state ? b.openedAt.getTime() - a.openedAt.getTime() : a.state === 'open' ? -1 : 1,
      ),
    }),
  }),
);
