// Operator chores on the database (DATABASE_URL, or the embedded PostgreSQL in DATA_DIR):
//   npm run cli -- tenant:create --name <name>
//   npm run cli -- user:create --tenant <id|name> --email <email> --name <name> --role admin|editor|viewer [--password <pw>]
//   npm run cli -- user:deactivate --email <email>
//   npm run cli -- key:create --tenant <id|name> --name <name> --scopes <a,b|all> [--user <email>]
// Secrets (a generated password, a key) are printed once on stdout and stored only as hashes.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { issueApiKey } from '../src/auth/api-keys.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { API_KEY_SCOPES, isScope, ROLES, type Role, type Scope } from '../src/auth/permissions.ts';
import { deactivateUser } from '../src/data/api-keys.ts';
import { createDb, type Db } from '../src/data/client.ts';
import { withDatabase } from '../src/ops/connect.ts';
import { migrateDeploy } from '../src/ops/migrate.ts';

const USAGE = `usage: npm run cli -- <command> [options]
  tenant:create   --name <name>
  user:create     --tenant <id|name> --email <email> --name <name> --role ${ROLES.join('|')} [--password <password>]
  user:deactivate --email <email>
  key:create      --tenant <id|name> --name <name> --scopes <a,b,...|all> [--user <email>]`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MIN_PASSWORD_LENGTH = 12;

type Options = Partial<Record<'name' | 'tenant' | 'email' | 'role' | 'password' | 'scopes' | 'user', string>>;

class UsageError extends Error {}

function required(options: Options, key: keyof Options): string {
  const value = options[key]?.trim();
  if (!value) throw new UsageError(`missing --${key}`);
  return value;
}

async function findTenant(db: Db, ref: string): Promise<{ id: string; name: string }> {
  const matches = UUID.test(ref)
    ? await db.tenant.findMany({ where: { id: ref } })
    : await db.tenant.findMany({ where: { name: ref }, take: 2 });
  if (matches.length === 0) throw new Error(`no tenant ${JSON.stringify(ref)}`);
  if (matches.length > 1) throw new Error(`more than one tenant is named ${JSON.stringify(ref)}; use its id`);
  return matches[0]!;
}

function parseScopes(text: string): Scope[] {
  if (text === 'all') return [...API_KEY_SCOPES];
  const scopes = [
    ...new Set(
      text
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

async function run(db: Db, command: string, options: Options): Promise<void> {
  switch (command) {
    case 'tenant:create': {
      const tenant = await db.tenant.create({ data: { name: required(options, 'name') } });
      console.log(`Created tenant ${tenant.name} (${tenant.id})`);
      return;
    }
    case 'user:create': {
      const role = required(options, 'role');
      if (!(ROLES as readonly string[]).includes(role))
        throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
      const email = required(options, 'email').toLowerCase();
      const name = required(options, 'name');
      const tenant = await findTenant(db, required(options, 'tenant'));
      const generated = options.password === undefined;
      const password = options.password ?? randomBytes(18).toString('base64url');
      if (password.length < MIN_PASSWORD_LENGTH)
        throw new UsageError(`--password must have at least ${MIN_PASSWORD_LENGTH} characters`);
      if (await db.user.findUnique({ where: { email } })) throw new Error(`a user with email ${email} already exists`);
      const user = await db.user.create({
        data: { tenantId: tenant.id, email, name, role: role as Role, passwordHash: await hashPassword(password) },
      });
      console.log(`Created user ${email} (${user.id}) in tenant ${tenant.name} as ${role}`);
      if (generated) console.log(`Password (shown once): ${password}`);
      return;
    }
    case 'user:deactivate': {
      const email = required(options, 'email').toLowerCase();
      const user = await db.user.findUnique({ where: { email } });
      if (!user) throw new Error(`no user with email ${email}`);
      if (user.deactivatedAt) {
        console.log(`User ${email} was already deactivated on ${user.deactivatedAt.toISOString()}`);
        return;
      }
      // Sessions end, and every key they own or created (and the keys those created) is revoked.
      const { revokedKeys } = await deactivateUser(db, user.id, new Date());
      console.log(`Deactivated user ${email}; their sessions ended and revoked ${revokedKeys} API keys`);
      return;
    }
    case 'key:create': {
      const tenant = await findTenant(db, required(options, 'tenant'));
      const scopes = parseScopes(required(options, 'scopes'));
      let userId: string | null = null;
      if (options.user !== undefined) {
        const user = await db.user.findUnique({ where: { email: options.user.trim().toLowerCase() } });
        if (!user || user.tenantId !== tenant.id) throw new Error(`no user ${options.user} in tenant ${tenant.name}`);
        if (user.deactivatedAt) throw new Error(`user ${options.user} is deactivated`);
        userId = user.id;
      }
      const { record, plaintext } = await issueApiKey(db, {
        tenantId: tenant.id,
        name: required(options, 'name'),
        scopes,
        userId,
      });
      console.log(`Created API key ${record.name} (${record.id}) in tenant ${tenant.name}, scopes ${scopes.join(',')}`);
      console.log(`Key (shown once, store it now): ${plaintext}`);
      return;
    }
    default:
      throw new UsageError(command === '' ? 'missing command' : `unknown command ${JSON.stringify(command)}`);
  }
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: Object.fromEntries(
      ['name', 'tenant', 'email', 'role', 'password', 'scopes', 'user'].map((key) => [key, { type: 'string' }]),
    ),
  });
  const [command = '', ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected arguments: ${extra.join(' ')}`);
  await withDatabase(async (url) => {
    await migrateDeploy(url);
    const db = createDb(url, { poolSize: 1 });
    try {
      await run(db, command, values as Options);
    } finally {
      await db.$disconnect();
    }
  });
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.error(`cli: ${message}`);
    if (error instanceof UsageError) console.error(USAGE);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
