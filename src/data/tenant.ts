import { ApiError } from '../errors.ts';
import { type Db, type Driver, driverOf } from './client.ts';
import { getDatamodel } from './generated/pothos-types.ts';

/**
 * Models with a `tenantId` column that the tenant scope leaves alone, and why:
 * - ConnectorType: `tenantId` is null for the shared catalog every tenant reads beside its own types,
 *   so its reads say `tenantId: null` or the tenant's id themselves (src/data/integrations.ts);
 * - IdempotencyKey: claimed and replayed in raw statements on the root client that name the tenant
 *   themselves (src/data/idempotency.ts), under (tenant, principal, key).
 */
export const UNSCOPED_TENANT_MODELS: ReadonlySet<string> = new Set(['ConnectorType', 'IdempotencyKey']);

/**
 * Models that belong to a tenant: every model of the Prisma data model with a `tenantId` column,
 * but the exemptions above. Derived, so a new tenant table is scoped the day it is added.
 */
export const TENANT_MODELS: ReadonlySet<string> = new Set(
  Object.entries(getDatamodel().datamodel.models)
    .filter(([name, model]) => !UNSCOPED_TENANT_MODELS.has(name) && model.fields.some((f) => f.name === 'tenantId'))
    .map(([name]) => name),
);

const FILTERED = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  'upsert',
]);

/** The refusal of the statement past an operation's budget: a client error, the operation asked too much. */
function overBudget(maxStatements: number): ApiError {
  return new ApiError(
    'BAD_REQUEST',
    `This operation needs more than ${maxStatements} database statements; ask for fewer items per page or fewer nested lists`,
  );
}

/** What Prisma batches: `findUnique` calls made in one tick with one shape are sent as one statement. */
const BATCHED = new Set(['findUnique', 'findUniqueOrThrow']);

/**
 * The shape of a query's arguments, its keys at every depth without the values: Prisma's own
 * batch key, so findUnique calls of one shape (the same model, filter keys and selection) issued in
 * one tick are one statement, as Prisma sends them.
 */
function shapeOf(value: unknown): string {
  if (value === null || typeof value !== 'object') return '';
  return `(${Object.keys(value)
    .sort()
    .map((key) => {
      const inner = (value as Record<string, unknown>)[key];
      return inner !== null && typeof inner === 'object' ? `(${key} ${shapeOf(inner)})` : key;
    })
    .join(' ')})`;
}

/**
 * A client that can only see and write one tenant's rows. Tenancy is a security boundary, so it is
 * enforced here, below every resolver, rather than remembered in each query: another tenant's id
 * simply finds nothing. Model queries are filtered by the extension; the raw statements of
 * src/data read the tenant from the same client (`$tenantId()`), so no caller ever passes one.
 *
 * With `maxStatements`, the client also counts what it runs (model queries and raw statements
 * alike) and refuses the statement past the budget: one operation, however it is nested, can
 * only cost the database so much. It counts statements as PostgreSQL receives them: the per-row
 * `findUnique` loads of a list (Pothos' relation and selection loaders, issued together for every
 * row) are one batched statement per shape and tick, so they count once, and a list at its
 * documented largest page stays far below the budget; a list nested in a list is one findMany per
 * parent row and still counts each.
 */
export function scopeToTenant(db: Db, tenantId: string, options: { maxStatements?: number } = {}) {
  const { maxStatements } = options;
  let statements = 0;
  /** The findUnique batches of the current tick, by shape. */
  const openBatches = new Set<string>();
  const count = (model: string | undefined, operation: string, args: unknown) => {
    if (maxStatements === undefined) return;
    if (BATCHED.has(operation)) {
      const batch = `${model}.${shapeOf(args)}`;
      if (openBatches.has(batch)) return;
      if (openBatches.size === 0) process.nextTick(() => openBatches.clear());
      openBatches.add(batch);
    }
    if (++statements > maxStatements) throw overBudget(maxStatements);
  };
  let driver: Driver | undefined;
  /**
   * The pool for this tenant's hot reads (src/data only), counted against the budget like any
   * statement. Outside any transaction: never for a write or a read inside one.
   */
  const $driver = (): Driver => {
    driver ??= {
      query(text, values) {
        count(undefined, '$driver', undefined);
        return driverOf(db).query(text, values);
      },
    } as Driver;
    return driver;
  };
  return db.$extends({
    name: 'tenant-scope',
    client: { $tenantId: () => tenantId, $driver },
    query: {
      async $allOperations({ model, operation, args, query }) {
        count(model, operation, args);
        if (model === undefined || !TENANT_MODELS.has(model)) return query(args);
        const scoped = { ...(args as Record<string, unknown>) };
        if (FILTERED.has(operation)) scoped.where = { ...(scoped.where as object | undefined), tenantId };
        if (operation === 'create' || operation === 'upsert') {
          const key = operation === 'create' ? 'data' : 'create';
          scoped[key] = { ...(scoped[key] as object), tenantId };
        }
        if (operation === 'createMany' || operation === 'createManyAndReturn') {
          const data = scoped.data as object | object[];
          scoped.data = Array.isArray(data) ? data.map((row) => ({ ...row, tenantId })) : { ...data, tenantId };
        }
        return query(scoped as typeof args);
      },
    },
  });
}

export type TenantDb = ReturnType<typeof scopeToTenant>;

/** A tenant-scoped client or the client of one of its interactive transactions (which has no `$transaction`). */
export type TenantClient = Omit<TenantDb, '$transaction' | '$connect' | '$disconnect' | '$on' | '$extends' | '$driver'>;

/** The columns and relations a caller asks of a model (what Pothos' `queryFromInfo` produces). */
export type Selection<Args extends { select?: unknown; include?: unknown }> = Pick<Args, 'select' | 'include'>;

/** What raw statements need of a tenant-scoped client: the engine's reads and writes are raw SQL. */
export type TenantRaw = Pick<TenantClient, '$queryRaw' | '$executeRaw' | '$tenantId'>;

/**
 * A raw-statement view of a transaction for one tenant. Only for code that creates the tenant
 * inside that very transaction (the seeds), so no scoped client could have been made beforehand.
 */
export function tenantRawView(tx: Pick<Db, '$queryRaw' | '$executeRaw'>, tenantId: string): TenantRaw {
  return {
    $queryRaw: tx.$queryRaw.bind(tx) as TenantRaw['$queryRaw'],
    $executeRaw: tx.$executeRaw.bind(tx) as TenantRaw['$executeRaw'],
    $tenantId: () => tenantId,
  };
}

/**
 * One transaction of a tenant: everything `work` writes through its client (the queries of this
 * folder, and the engine's enqueue, which takes the same client) commits together or not at all,
 * so a write never lands without the re-evaluation it calls for. Opening it is the data layer's;
 * what goes in it is the caller's.
 */
export function inTransaction<T>(
  db: TenantDb,
  work: (tx: TenantClient) => Promise<T>,
  limits?: { maxWait?: number; timeout?: number },
): Promise<T> {
  return db.$transaction((tx) => work(tx), limits);
}
