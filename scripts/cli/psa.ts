// The PSA verbs (their summaries and options are their entries in scripts/cli/command-line.ts). The
// connection's secrets never come from the command line (it shows in `ps` and in shell history):
// psaSecrets.
import { SEVERITIES } from '../../src/domain/severity.ts';
import {
  DeletePsaConnectionDocument,
  GetPsaConnectionDocument,
  ListOrganizationTicketsDocument,
  type PsaConnectionRecordFragment,
  SetOrganizationPsaCompanyDocument,
  SetPsaConnectionDocument,
  type SetPsaConnectionInput,
  type Severity,
} from '../../src/graphql/generated/operations.ts';
import {
  type Options,
  oneOf,
  optionalInteger,
  optionalOneOf,
  optionalText,
  type Session,
  type Terminal,
  text,
  UsageError,
} from './options.ts';
import { findOrganization, findTenant, graph } from './support.ts';

export async function psaShow(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const { psaConnection: c } = await graph(session, tenant.id, GetPsaConnectionDocument, {});
  if (!c) throw new Error(`tenant ${tenant.name} has no PSA connection (psa:set sets one)`);
  printConnection(session, c);
}

function printConnection(terminal: Terminal, c: PsaConnectionRecordFragment): void {
  const where = c.system === 'connectwise' ? `board ${c.boardId}` : `queue ${c.queueId}`;
  terminal.print(
    `${c.system} (${c.enabled ? 'enabled' : 'disabled'}) at ${c.apiUrl || '(zone not yet discovered)'}, ${where}, minimum severity ${c.minimumSeverity}`,
  );
  terminal.print(`credentials set, ending in ${c.credentials.lastFour}; ${c.backlog.pending} change(s) owed`);
  terminal.print(
    c.lastError
      ? `last error (${c.lastErrorAt}): ${c.lastError}`
      : `no error; last success ${c.lastSuccessAt ?? 'never'}`,
  );
}

export async function psaCompany(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const organization = await findOrganization(session.db, tenant.id, text(options, 'org'));
  if (options.none === undefined && options.company === undefined) throw new UsageError('give --company or --none');
  const companyId = options.none ? null : text(options, 'company');
  await graph(session, tenant.id, SetOrganizationPsaCompanyDocument, { organizationId: organization.id, companyId });
  session.print(`${organization.name}: PSA company ${companyId ?? 'removed'}`);
}

export async function psaTickets(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const organization = await findOrganization(session.db, tenant.id, text(options, 'org'));
  const { organization: found } = await graph(session, tenant.id, ListOrganizationTicketsDocument, {
    organizationId: organization.id,
  });
  for (const t of found.psaTickets.items) {
    session.print(
      `${t.system} ${t.number} ${t.state}${t.closeReason ? ` (${t.closeReason})` : ''} control ${t.controlId} ${t.url ?? ''}`,
    );
  }
  if (found.psaTickets.items.length === 0) session.print('no tickets');
}

const PSA_SYSTEMS = ['connectwise', 'autotask'] as const;

/** Where psa:set reads each secret (the names --help shows): the environment, or NAME=value lines on stdin. */
export const PSA_SECRET_VARIABLES = {
  connectwise: ['PSA_PUBLIC_KEY', 'PSA_PRIVATE_KEY'],
  autotask: ['PSA_SECRET', 'PSA_INTEGRATION_CODE'],
} as const;

/** The PSA's two secrets, each undefined when not given (the graph keeps the stored pair when neither is). */
async function psaSecrets(terminal: Terminal, system: 'connectwise' | 'autotask', fromStdin: boolean) {
  const source: Record<string, string | undefined> = { ...terminal.env };
  if (fromStdin) {
    for (const line of (await terminal.input()).split(/\r?\n/)) {
      const match = /^\s*([A-Z_]+)\s*=(.*)$/.exec(line);
      if (match) source[match[1]!] = match[2]!.trim();
    }
  }
  return PSA_SECRET_VARIABLES[system].map((name) => source[name] || undefined) as [
    string | undefined,
    string | undefined,
  ];
}

/** `high=1,medium=2,low=3`: the PSA's priority id for each severity given. */
function priorities(given: string): SetPsaConnectionInput['priorities'] {
  const result: Record<string, number> = {};
  for (const pair of given.split(',').filter((p) => p.trim() !== '')) {
    const [severity = '', id = ''] = pair.split('=').map((p) => p.trim());
    if (!SEVERITIES.includes(severity as Severity) || !/^\d+$/.test(id))
      throw new UsageError(`--priorities takes high=<id>,medium=<id>,low=<id>, not ${JSON.stringify(pair)}`);
    result[severity] = Number(id);
  }
  return result;
}

function required<T>(value: T | undefined, option: string, system: string): T {
  if (value === undefined) throw new UsageError(`missing --${option} (no stored ${system} connection to keep it from)`);
  return value;
}

/** The input of setPsaConnection: each option not given keeps what a stored connection of the same PSA has. */
function connectionInput(
  options: Options,
  stored: PsaConnectionRecordFragment | null,
  [first, second]: [string | undefined, string | undefined],
): SetPsaConnectionInput {
  const system = oneOf(options, 'system', PSA_SYSTEMS);
  const kept = stored?.system === system ? stored : null;
  const severity = optionalOneOf(options, 'minimum-severity', SEVERITIES) ?? kept?.minimumSeverity ?? 'low';
  const given = optionalText(options, 'priorities');
  const common = {
    system,
    enabled: options.disabled !== true,
    minimumSeverity: severity,
    priorities: given === undefined ? (kept?.priorities ?? {}) : priorities(given),
  } as const;
  if (system === 'connectwise') {
    const connectwise = {
      siteUrl: required(optionalText(options, 'site-url') ?? kept?.webUrl ?? undefined, 'site-url', system),
      companyId: required(optionalText(options, 'company') ?? kept?.companyId ?? undefined, 'company', system),
      clientId: required(optionalText(options, 'client-id') ?? kept?.clientId ?? undefined, 'client-id', system),
      boardId: required(optionalInteger(options, 'board') ?? kept?.boardId ?? undefined, 'board', system),
      publicKey: first,
      privateKey: second,
    };
    return { ...common, connectwise };
  }
  const autotask = {
    username: required(optionalText(options, 'username') ?? kept?.username ?? undefined, 'username', system),
    queueId: required(optionalInteger(options, 'queue') ?? kept?.queueId ?? undefined, 'queue', system),
    secret: first,
    integrationCode: second,
  };
  return { ...common, autotask };
}

export async function psaSet(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const { psaConnection: stored } = await graph(session, tenant.id, GetPsaConnectionDocument, {});
  const input = connectionInput(
    options,
    stored,
    await psaSecrets(session, oneOf(options, 'system', PSA_SYSTEMS), options['secrets-stdin'] === true),
  );
  const { setPsaConnection } = await graph(session, tenant.id, SetPsaConnectionDocument, { input }, { outbound: true });
  session.print(`Set the PSA connection of tenant ${tenant.name}:`);
  printConnection(session, setPsaConnection);
}

export async function psaDisable(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const { psaConnection: stored } = await graph(session, tenant.id, GetPsaConnectionDocument, {});
  if (!stored) throw new Error(`tenant ${tenant.name} has no PSA connection`);
  if (options.remove === true) {
    await graph(session, tenant.id, DeletePsaConnectionDocument, {});
    session.print(`Removed the PSA connection of tenant ${tenant.name} and its sealed secrets`);
    return;
  }
  // Everything else as stored, the secrets kept (neither given): only ticketing stops.
  const input = connectionInput({ system: stored.system, disabled: true }, stored, [undefined, undefined]);
  await graph(session, tenant.id, SetPsaConnectionDocument, { input }, { outbound: true });
  session.print(
    `Paused the PSA connection of tenant ${tenant.name}: no ticket is filed or changed (psa:set resumes it)`,
  );
}
