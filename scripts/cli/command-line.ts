// The operator CLI's verbs and how a command line runs (scripts/cli.ts runs it on the process's
// terminal; tests on their own). A verb is one entry of VERBS: its summary, its options, and
// `load`, its implementation in the module of its area (scripts/cli/<area>.ts). That module, the
// service and the database are loaded only when the verb runs, so usage and `--help` answer at
// once: this file imports only node's builtins and constants that import nothing
// (test/architecture/cli-help.test.ts).
import { parseArgs } from 'node:util';
import { MIN_PASSWORD_LENGTH } from '../../src/auth/passwords.ts';
import { API_KEY_SCOPES, ROLES } from '../../src/auth/permissions.ts';
import { SEVERITIES } from '../../src/domain/severity.ts';
import { optionalText, type Run, type Terminal, UsageError } from './options.ts';

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
  /** Lines --help adds after the options (where a secret is read from). */
  notes?: string[];
  /** Loads what the verb does from its area's module. */
  load(): Promise<Run>;
}

const tenantOption: OptionSpec = {
  value: '<id|name>',
  description: 'the tenant, by id or by its (unique) name',
  required: true,
};

const orgOption: OptionSpec = {
  value: '<id|name>',
  description: 'the organization, by id or by name',
  required: true,
};

const ORGANIZATION_CONNECTOR_OPTIONS = {
  domains: { value: '<d1,d2,...>', description: 'its DNS domains, comma-separated ("" for none)' },
  'external-refs': {
    value: '<system:id,...>',
    description: 'its identities in other systems, e.g. microsoft365:<tenant id> ("" for none)',
  },
} satisfies Record<string, OptionSpec>;

const PSA_SETTINGS = {
  system: { value: 'connectwise|autotask', description: 'which PSA', required: true },
  'site-url': { value: '<url>', description: 'ConnectWise: the site, e.g. https://na.myconnectwise.net' },
  company: { value: '<id>', description: 'ConnectWise: the company id people sign in with' },
  'client-id': { value: '<id>', description: 'ConnectWise: the integration clientId' },
  board: { value: '<id>', description: 'ConnectWise: the service board tickets are filed on' },
  username: { value: '<user>', description: 'Autotask: the API user (its zone is discovered from it)' },
  queue: { value: '<id>', description: 'Autotask: the queue tickets are filed in' },
  priorities: { value: 'high=<id>,medium=<id>,low=<id>', description: "the PSA's priority id by severity" },
  'minimum-severity': { value: SEVERITIES.join('|'), description: 'controls below it file no ticket (default low)' },
  disabled: { description: 'store it paused: no ticket is filed or changed' },
  'secrets-stdin': { description: 'read the secrets as NAME=value lines on stdin instead of the environment' },
} satisfies Record<string, OptionSpec>;

const REPORT_SCHEDULE_SETTINGS = {
  monthly: { value: '<1-28>', description: 'monthly, on this day of the month' },
  weekly: { value: '<1-7|monday..sunday>', description: 'weekly, on this weekday (1 is Monday)' },
  hour: { value: '<0-23>', description: 'the local hour it is made and sent (default 7)' },
  'time-zone': { value: '<IANA zone>', description: 'e.g. Europe/Berlin (default UTC)' },
  recipients: { value: '<a@x,b@y,...>', description: 'who receives it: 1 to 20 email addresses' },
  days: { value: '<1-366>', description: 'days of trend it shows (default 90)' },
  remove: { description: 'remove the schedule (the reports made are kept)' },
} satisfies Record<string, OptionSpec>;

const NOTIFICATION_SETTINGS = {
  on: { description: 'turn notifications on' },
  off: { description: 'turn them off: nothing is sent' },
  scope: { value: 'all|assigned', description: 'all organizations, or those where they are assigned a detection' },
  kinds: {
    value: '<k1,k2,...>',
    description: 'any of control_failing, detection_opened, integration_error, exception_expiring',
  },
  'min-severity': { value: SEVERITIES.join('|'), description: 'detections of this severity and above' },
  cadence: { value: 'immediate|digest', description: 'at once, or a daily digest' },
  'digest-hour': { value: '<0-23>', description: 'the local hour of the digest (default 8)' },
  'time-zone': { value: '<IANA zone>', description: 'e.g. Europe/Berlin (default UTC)' },
  email: { value: 'on|off', description: "send to the user's own address (needs SMTP_URL and MAIL_FROM)" },
  channels: { value: '<name|id,...>', description: 'tenant channels to post to ("" for none)' },
} satisfies Record<string, OptionSpec>;

const VERBS: Record<string, Verb> = {
  'mail:test': {
    summary: 'send one plain email through SMTP_URL as MAIL_FROM (checks the email set-up)',
    options: { to: { value: '<address>', description: 'the recipient', required: true } },
    load: () => import('./mail.ts').then((area) => area.mailTest),
  },
  'tenant:create': {
    summary: 'create a tenant (names are unique)',
    options: { name: { value: '<name>', description: 'its name', required: true } },
    load: () => import('./tenants.ts').then((area) => area.tenantCreate),
  },
  'tenant:list': {
    summary: 'list tenants with their numbers of users, keys and organizations',
    options: {},
    load: () => import('./tenants.ts').then((area) => area.tenantList),
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
    load: () => import('./users.ts').then((area) => area.userCreate),
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
    load: () => import('./users.ts').then((area) => area.userInvite),
  },
  'user:list': {
    summary: "list a tenant's users (active ones unless --all)",
    options: { tenant: tenantOption, all: { description: 'include deactivated users' } },
    load: () => import('./users.ts').then((area) => area.userList),
  },
  'user:deactivate': {
    summary: 'revoke a user: sign-in and sessions stop at once, and every key they own or created is revoked',
    options: { email: { value: '<email>', description: 'the user', required: true } },
    load: () => import('./users.ts').then((area) => area.userDeactivate),
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
    load: () => import('./keys.ts').then((area) => area.keyCreate),
  },
  'key:list': {
    summary: "list a tenant's API keys (usable ones unless --all); never the keys themselves",
    options: { tenant: tenantOption, all: { description: 'include revoked and expired keys' } },
    load: () => import('./keys.ts').then((area) => area.keyList),
  },
  'key:revoke': {
    summary: 'revoke an API key by id, and the keys it created: they answer 401 from the next request on',
    options: { id: { value: '<key id>', description: 'the id key:list shows', required: true } },
    load: () => import('./keys.ts').then((area) => area.keyRevoke),
  },
  'org:create': {
    summary: 'add an organization (client) to a tenant; its first evaluation is queued',
    options: {
      tenant: tenantOption,
      name: { value: '<name>', description: 'its name', required: true },
      ...ORGANIZATION_CONNECTOR_OPTIONS,
    },
    load: () => import('./organizations.ts').then((area) => area.orgCreate),
  },
  'org:update': {
    summary: "change an organization's name, domains or external references (each given replaces what it had)",
    options: {
      tenant: tenantOption,
      org: orgOption,
      name: { value: '<name>', description: 'its new name' },
      ...ORGANIZATION_CONNECTOR_OPTIONS,
    },
    load: () => import('./organizations.ts').then((area) => area.orgUpdate),
  },
  'integration:set': {
    summary: "set the status of an organization's integration of a connector type; re-evaluation is queued",
    options: {
      tenant: tenantOption,
      org: orgOption,
      type: { value: '<typeCode>', description: 'a connector type of the catalog, e.g. intune', required: true },
      status: { value: 'connected|error|disabled|available', description: 'the new status', required: true },
      message: { value: '<text>', description: 'with --status error: what went wrong (the lastError)' },
    },
    load: () => import('./organizations.ts').then((area) => area.integrationSet),
  },
  'facts:push': {
    summary: "push a connector's facts for an organization, as POST /organizations/{id}/facts does",
    argument: {
      value: '<file|->',
      description: 'JSON file with the body of a push, {"typeCode": ..., "facts": [...]}; - reads stdin',
    },
    options: {
      tenant: tenantOption,
      org: orgOption,
    },
    load: () => import('./organizations.ts').then((area) => area.factsPush),
  },
  'psa:show': {
    summary: "show a tenant's PSA connection (never its secrets) and what it still owes the PSA",
    options: { tenant: tenantOption },
    load: () => import('./psa.ts').then((area) => area.psaShow),
  },
  'psa:company': {
    summary: "set (or with --none remove) the PSA company an organization's tickets are filed under",
    options: {
      tenant: tenantOption,
      org: orgOption,
      company: {
        value: '<id>',
        description: "the PSA's company id (ConnectWise id or identifier, Autotask companyID)",
      },
      none: { description: 'remove it: the organization files no ticket' },
    },
    load: () => import('./psa.ts').then((area) => area.psaCompany),
  },
  'psa:tickets': {
    summary: "list an organization's PSA tickets, open ones first",
    options: {
      tenant: tenantOption,
      org: orgOption,
    },
    load: () => import('./psa.ts').then((area) => area.psaTickets),
  },
  'psa:set': {
    summary: "set a tenant's PSA connection (ConnectWise or Autotask); what is not given keeps its stored value",
    options: { tenant: tenantOption, ...PSA_SETTINGS },
    notes: [
      'The secrets are never taken from the command line: set them in the environment (or pipe NAME=value',
      'lines with --secrets-stdin). ConnectWise: PSA_PUBLIC_KEY and PSA_PRIVATE_KEY; Autotask: PSA_SECRET and',
      'PSA_INTEGRATION_CODE. Neither of the pair: the stored ones are kept. They are sealed with SECRET_KEY.',
    ],
    load: () => import('./psa.ts').then((area) => area.psaSet),
  },
  'psa:disable': {
    summary: "pause a tenant's PSA connection (psa:set resumes it), or with --remove delete it and its secrets",
    options: { tenant: tenantOption, remove: { description: 'remove the connection and its sealed secrets' } },
    load: () => import('./psa.ts').then((area) => area.psaDisable),
  },
  'branding:show': {
    summary: "show a tenant's client report branding: name, accent colour, footer, logo",
    options: { tenant: tenantOption },
    load: () => import('./branding.ts').then((area) => area.brandingShow),
  },
  'branding:set': {
    summary: "set a tenant's client report branding; what is not given keeps its stored value",
    options: {
      tenant: tenantOption,
      name: { value: '<name>', description: "the MSP's name on the reports" },
      accent: { value: '<#rrggbb>', description: 'the accent colour' },
      footer: { value: '<text>', description: 'a footer line ("" for none)' },
      logo: { value: '<file>', description: 'a PNG or SVG file under 200 KB (an SVG is sanitised)' },
      'no-logo': { description: 'remove the logo' },
    },
    load: () => import('./branding.ts').then((area) => area.brandingSet),
  },
  'report:schedule': {
    summary: "show an organization's client report schedule; set it with the options, or --remove it",
    options: { tenant: tenantOption, org: orgOption, ...REPORT_SCHEDULE_SETTINGS },
    notes: ['A schedule emails the report: the service needs SMTP_URL and MAIL_FROM, and so does this command.'],
    load: () => import('./reports.ts').then((area) => area.reportSchedule),
  },
  'report:list': {
    summary: "list an organization's client reports, newest first, with what became of their email",
    options: {
      tenant: tenantOption,
      org: orgOption,
      limit: { value: '<1-100>', description: 'how many (default 20)' },
    },
    load: () => import('./reports.ts').then((area) => area.reportList),
  },
  'report:run': {
    summary: "make an organization's client report now; emailed to its schedule's recipients (kept only without one)",
    options: { tenant: tenantOption, org: orgOption },
    notes: ["The service's worker makes and sends it; report:list shows it once made."],
    load: () => import('./reports.ts').then((area) => area.reportRun),
  },
  'channel:list': {
    summary: "list a tenant's notification channels (webhook URLs only by their last four characters)",
    options: { tenant: tenantOption },
    load: () => import('./notifications.ts').then((area) => area.channelList),
  },
  'channel:add': {
    summary: 'add a notification channel to a tenant: a shared mailbox, a Teams or a Slack incoming webhook',
    options: {
      tenant: tenantOption,
      kind: { value: 'email|teams|slack', description: 'where it posts', required: true },
      name: { value: '<name>', description: 'its name, unique in the tenant', required: true },
      address: { value: '<email>', description: 'email: the mailbox' },
      'url-stdin': { description: 'teams, slack: read the webhook URL from stdin instead of CHANNEL_URL' },
    },
    notes: [
      "A webhook URL is the channel's credential: it is read from CHANNEL_URL (or stdin with --url-stdin),",
      'never from the command line, stored sealed with SECRET_KEY and shown only by its last four characters.',
    ],
    load: () => import('./notifications.ts').then((area) => area.channelAdd),
  },
  'channel:remove': {
    summary: "remove a tenant's notification channel (users' preferences stop posting to it)",
    options: {
      tenant: tenantOption,
      channel: { value: '<id|name>', description: 'the channel, by id or by name', required: true },
    },
    load: () => import('./notifications.ts').then((area) => area.channelRemove),
  },
  'notify:show': {
    summary: "show a user's notification preferences: what, of which organizations, when and where",
    options: { user: { value: '<email>', description: 'the user', required: true } },
    load: () => import('./notifications.ts').then((area) => area.notifyShow),
  },
  'notify:set': {
    summary: "set a user's notification preferences, as they would themselves; what is not given is kept",
    options: { user: { value: '<email>', description: 'the user', required: true }, ...NOTIFICATION_SETTINGS },
    load: () => import('./notifications.ts').then((area) => area.notifySet),
  },
  'library:list': {
    summary: 'list the standards library: key, version, licence, controls, and how many the tenant can judge',
    options: { tenant: tenantOption },
    load: () => import('./library.ts').then((area) => area.libraryList),
  },
  'library:adopt': {
    summary: "adopt a library standard as the tenant's own standard (inactive unless --enabled)",
    options: {
      tenant: tenantOption,
      key: { value: '<key>', description: 'the library key, as library:list shows', required: true },
      enabled: { description: 'assess it at once for every organization' },
    },
    load: () => import('./library.ts').then((area) => area.libraryAdopt),
  },
  'attestation:record': {
    summary: 'record an attestation for an organization, as POST /organizations/{id}/attestations does',
    options: {
      tenant: tenantOption,
      org: orgOption,
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
    load: () => import('./organizations.ts').then((area) => area.attestationRecord),
  },
  'catalog:list': {
    summary: "list the connector types a tenant sees: the built-in ones and the tenant's private ones",
    options: { tenant: tenantOption },
    load: () => import('./connectors.ts').then((area) => area.catalogList),
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
    load: () => import('./audit.ts').then((area) => area.auditList),
  },
  'audit:service': {
    summary: "list the service's own audit entries (failed sign-ins of unknown emails), newest first",
    options: {
      since: { value: '<ISO date>', description: 'from this time' },
      limit: { value: '<1-100>', description: 'how many (default 50)' },
    },
    load: () => import('./audit.ts').then((area) => area.auditService),
  },
  'connector:create': {
    summary: 'add a private connector type to a tenant (its own scripts and tools pushing facts)',
    options: {
      tenant: tenantOption,
      type: { value: '<typeCode>', description: '2 to 64 of a-z, 0-9, _ . -, starting with a letter', required: true },
      name: { value: '<name>', description: 'its display name', required: true },
      predicates: { value: '<p1,p2,...>', description: 'the predicates it supplies, comma-separated', required: true },
    },
    load: () => import('./connectors.ts').then((area) => area.connectorCreate),
  },
};

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
    ...(spec.notes ? ['', ...spec.notes.map((line) => `  ${line}`)] : []),
  ].join('\n');
}

/**
 * Runs one command line (`argv` without node and the script) on `terminal`; resolves to its exit
 * code: 0, 1 when the verb failed (its reason on stderr), 2 for a bad command line (with the usage).
 */
export async function runCommandLine(argv: string[], terminal: Terminal): Promise<number> {
  try {
    return await run(argv, terminal);
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    terminal.warn(`cli: ${message}`);
    if (error instanceof UsageError) terminal.warn(error.verb ? verbUsage(error.verb) : usage());
    return error instanceof UsageError ? 2 : 1;
  }
}

async function run(argv: string[], terminal: Terminal): Promise<number> {
  const [verb = '', ...rest] = argv;
  if (verb === '' || verb === '--help' || verb === '-h' || verb === 'help') {
    const topic = verb === 'help' ? rest[0] : undefined;
    terminal.print(topic !== undefined && topic in VERBS ? verbUsage(topic) : usage());
    return verb === '' ? 2 : 0;
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
    terminal.print(verbUsage(verb));
    return 0;
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
  const [verbRun, { onDatabase }] = await Promise.all([spec.load(), import('./database.ts')]);
  try {
    await onDatabase(terminal.env, (db) => verbRun({ ...terminal, db }, options, parsed.positionals[0]));
  } catch (error) {
    if (error instanceof UsageError && error.verb === undefined) throw new UsageError(error.message, verb);
    throw error;
  }
  return 0;
}
