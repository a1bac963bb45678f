import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { FILES, writeSecretFile } from './data-dir.ts';

export interface Credentials {
  superuser: { user: string; password: string };
  /** The role the service's pool connects as: no superuser, owner of its database. */
  app: { user: string; password: string; database: string };
}

export const SUPERUSER = 'postgres';
const APP_ROLE = 'gateway';
const APP_DATABASE = 'gateway';
/** What data directories created before per-directory passwords used: `postgres`/`postgres`. */
const LEGACY_PASSWORD = 'postgres';

export function generateCredentials(): Credentials {
  const secret = () => randomBytes(24).toString('base64url');
  return {
    superuser: { user: SUPERUSER, password: secret() },
    app: { user: APP_ROLE, password: secret(), database: APP_DATABASE },
  };
}

export async function readCredentials(dataDir: string): Promise<Credentials | null> {
  const text = await readFile(path.join(dataDir, FILES.credentials), 'utf8').catch(() => null);
  if (text === null) return null;
  const parsed = JSON.parse(text) as Credentials;
  if (!parsed?.superuser?.password || !parsed?.app?.password || !parsed.app.database) {
    throw new Error(`${path.join(dataDir, FILES.credentials)} is incomplete; restore it from a backup`);
  }
  return parsed;
}

export function writeCredentials(dataDir: string, credentials: Credentials): Promise<void> {
  return writeSecretFile(dataDir, FILES.credentials, `${JSON.stringify(credentials, null, 2)}\n`);
}

export function urlOf(port: number, user: string, password: string, database: string): string {
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/**
 * Makes the cluster match the credentials file, every start (each step is idempotent, so a start
 * interrupted half-way is finished by the next one):
 * - the superuser's password is the file's (a data directory from before this scheme still has
 *   `postgres`/`postgres`: that is accepted once and replaced);
 * - the application role exists, can log in with the file's password, and is no superuser;
 * - the application database exists and belongs to it, with every object in it (tables,
 *   sequences, types, functions, schemas). A pre-upgrade directory kept its data in the
 *   `postgres` database, owned by the superuser; it stays there and changes owner.
 */
export async function provision(port: number, credentials: Credentials): Promise<void> {
  const { superuser, app } = credentials;
  const admin = await connectAsSuperuser(port, credentials);
  try {
    const ident = (name: string) => admin.escapeIdentifier(name);
    const literal = (value: string) => admin.escapeLiteral(value);
    await admin.query(`ALTER ROLE ${ident(superuser.user)} PASSWORD ${literal(superuser.password)}`);
    const role = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [app.user]);
    await admin.query(
      `${role.rowCount === 0 ? 'CREATE' : 'ALTER'} ROLE ${ident(app.user)} LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB NOREPLICATION NOBYPASSRLS PASSWORD ${literal(app.password)}`,
    );
    const database = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [app.database]);
    if (database.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${ident(app.database)} OWNER ${ident(app.user)}`);
    } else {
      await admin.query(`ALTER DATABASE ${ident(app.database)} OWNER TO ${ident(app.user)}`);
    }
  } finally {
    await admin.end();
  }
  if (app.database === SUPERUSER) await handOverObjects(port, credentials);
}

/**
 * Where a pre-upgrade data directory keeps the service's tables: the `postgres` database when it
 * was ever migrated, else nothing yet (the new application database is used).
 */
export async function legacyApplicationDatabase(port: number): Promise<string> {
  const client = new pg.Client({ connectionString: urlOf(port, SUPERUSER, LEGACY_PASSWORD, 'postgres') });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: string | null }>(
      "SELECT to_regclass('public._prisma_migrations')::text AS found",
    );
    return rows[0]?.found ? 'postgres' : APP_DATABASE;
  } finally {
    await client.end();
  }
}

async function connectAsSuperuser(port: number, credentials: Credentials): Promise<pg.Client> {
  let lastError: unknown;
  for (const password of [credentials.superuser.password, LEGACY_PASSWORD]) {
    const client = new pg.Client({ connectionString: urlOf(port, credentials.superuser.user, password, 'postgres') });
    try {
      await client.connect();
      return client;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => undefined);
      if ((error as { code?: string }).code !== '28P01') break;
    }
  }
  throw new Error(
    `cannot sign in to the embedded PostgreSQL as ${credentials.superuser.user}: ${(lastError as Error).message}`,
  );
}

/** Gives the application role what the superuser created in the application database. */
async function handOverObjects(port: number, credentials: Credentials): Promise<void> {
  const { superuser, app } = credentials;
  const client = new pg.Client({
    connectionString: urlOf(port, superuser.user, superuser.password, app.database),
  });
  await client.connect();
  try {
    await client.query(`
      DO $$
      DECLARE
        target text := ${client.escapeLiteral(app.user)};
        item record;
      BEGIN
        FOR item IN
          SELECT n.nspname FROM pg_namespace n
          WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
            AND n.nspname NOT LIKE 'pg_temp_%' AND n.nspname NOT LIKE 'pg_toast_temp_%'
            AND pg_get_userbyid(n.nspowner) <> target AND n.nspowner <> 'pg_database_owner'::regrole
        LOOP
          EXECUTE format('ALTER SCHEMA %I OWNER TO %I', item.nspname, target);
        END LOOP;
        -- Tables first: their indexes and owned sequences follow them.
        FOR item IN
          SELECT n.nspname, c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
            AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND pg_get_userbyid(c.relowner) <> target
        LOOP
          EXECUTE format('ALTER %s %I.%I OWNER TO %I',
            CASE item.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
            item.nspname, item.relname, target);
        END LOOP;
        FOR item IN
          SELECT n.nspname, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
            AND c.relkind = 'S' AND pg_get_userbyid(c.relowner) <> target
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))
        LOOP
          EXECUTE format('ALTER SEQUENCE %I.%I OWNER TO %I', item.nspname, item.relname, target);
        END LOOP;
        FOR item IN
          SELECT n.nspname, t.typname, t.typtype FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
          WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
            AND t.typtype IN ('e', 'd', 'r') AND pg_get_userbyid(t.typowner) <> target
        LOOP
          EXECUTE format('ALTER %s %I.%I OWNER TO %I',
            CASE item.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, item.nspname, item.typname, target);
        END LOOP;
        FOR item IN
          SELECT p.oid::regprocedure AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
            AND pg_get_userbyid(p.proowner) <> target
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
        LOOP
          EXECUTE format('ALTER ROUTINE %s OWNER TO %I', item.signature, target);
        END LOOP;
      END $$`);
  } finally {
    await client.end();
  }
}
