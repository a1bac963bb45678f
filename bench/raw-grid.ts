/**
 * The benchmark's baseline: the compliance grid served by hand-written SQL on a bare `pg` pool,
 * with no Prisma and no GraphQL, producing the same JSON as `GET /organizations/{id}/compliance`.
 * It reuses the domain rules (they are not what is being measured), and authenticates the key
 * with one indexed lookup, as the real service does.
 */
import type { Context, Middleware } from 'koa';
import type pg from 'pg';
import { hashSecret } from '../src/auth/secrets.ts';
import { CoverageIndex } from '../src/domain/coverage.ts';
import { complianceRow } from '../src/domain/grid.ts';
import { rollup } from '../src/domain/status.ts';

export const GRID_PATH = /^\/api\/v1\/organizations\/([0-9a-f-]{36})\/compliance$/;

/** The caller's tenant from its API key with one indexed lookup, or a 401 answered and null. */
export async function keyTenant(pool: pg.Pool, ctx: Context): Promise<string | null> {
  const token = /^Bearer (\S+)$/.exec(ctx.get('authorization'))?.[1];
  const key = token
    ? (
        await pool.query('SELECT "tenantId" FROM "ApiKey" WHERE "keyHash" = $1 AND "revokedAt" IS NULL', [
          hashSecret(token),
        ])
      ).rows[0]
    : undefined;
  if (key) return key.tenantId as string;
  ctx.status = 401;
  ctx.body = { detail: 'Not authenticated' };
  return null;
}

/** Every read of one grid, at once: the baseline is one round trip of parallel queries. */
function gridQueries(pool: pg.Pool, tenantId: string, organizationId: string) {
  return Promise.all([
    pool.query(
      `SELECT c.id, c.name, c.category, c.severity, c.enabled, c.parameters, c.requires,
              s.id AS "standardId", s.name AS "standardName", s.enabled AS "standardEnabled"
         FROM "Control" c JOIN "Standard" s ON s.id = c."standardId"
        WHERE c."tenantId" = $1
        ORDER BY s.name, c."standardId", c.category, c.name, c.id`,
      [tenantId],
    ),
    pool.query(
      `SELECT "controlId", status, "subjectsEvaluated", "subjectsFailing", detail, "evaluatedAt", "standardVersion"
         FROM "ControlState" WHERE "organizationId" = $1`,
      [organizationId],
    ),
    pool.query(
      `SELECT o."controlId", o.enabled, o.parameters, o."disabledReason", o."disabledAt", u.name AS "disabledByName"
         FROM "ControlOverride" o LEFT JOIN "User" u ON u.id = o."disabledById" WHERE o."organizationId" = $1`,
      [organizationId],
    ),
    pool.query(
      `SELECT i.status, t."typeCode" FROM "Integration" i JOIN "ConnectorType" t ON t.id = i."connectorTypeId" WHERE i."organizationId" = $1`,
      [organizationId],
    ),
    pool.query('SELECT "typeCode", predicates, refusals FROM "ConnectorType"'),
    pool.query(
      `SELECT "controlId", count(*)::int AS n FROM "Detection" WHERE "organizationId" = $1 AND status = 'open' GROUP BY 1`,
      [organizationId],
    ),
  ]);
}

function gridItems([controls, states, overrides, integrations, catalog, open]: Awaited<
  ReturnType<typeof gridQueries>
>) {
  const coverage = new CoverageIndex(catalog.rows);
  const stateOf = new Map(states.rows.map((row) => [row.controlId, row]));
  const overrideOf = new Map(overrides.rows.map((row) => [row.controlId, row]));
  const openOf = new Map(open.rows.map((row) => [row.controlId, row.n as number]));
  const mapped = integrations.rows.map((row) => ({ typeCode: row.typeCode, status: row.status }));
  return controls.rows.map((row) => {
    const state = stateOf.get(row.id);
    const override = overrideOf.get(row.id);
    return complianceRow(
      {
        ...row,
        status: state?.status ?? null,
        subjectsEvaluated: state?.subjectsEvaluated ?? null,
        subjectsFailing: state?.subjectsFailing ?? null,
        detail: state?.detail ?? null,
        evaluatedAt: state?.evaluatedAt ?? null,
        standardVersion: state?.standardVersion ?? null,
        overrideEnabled: override?.enabled ?? null,
        overrideParameters: override?.parameters ?? null,
        disabledReason: override?.disabledReason ?? null,
        disabledAt: override?.disabledAt ?? null,
        disabledByName: override?.disabledByName ?? null,
        openDetectionCount: openOf.get(row.id) ?? 0,
      },
      mapped,
      coverage,
    );
  });
}

export function rawGrid(pool: pg.Pool): Middleware {
  return async (ctx, next) => {
    const match = GRID_PATH.exec(ctx.path);
    if (!match) return next();
    const tenantId = await keyTenant(pool, ctx);
    if (!tenantId) return;
    const organizationId = match[1]!;
    const organization = (
      await pool.query('SELECT id, name FROM "Organization" WHERE id = $1 AND "tenantId" = $2', [
        organizationId,
        tenantId,
      ])
    ).rows[0];
    if (!organization) {
      ctx.status = 404;
      ctx.body = { detail: 'Organization not found' };
      return;
    }
    const items = gridItems(await gridQueries(pool, tenantId, organizationId));
    ctx.body = {
      organizationId,
      organizationName: organization.name,
      rollup: rollup(items.map((row) => row.status)),
      items,
    };
  };
}
