/**
 * The physical floor of the grid: PostgreSQL builds the whole response (every row's rules, its
 * coverage, the rollup) as one JSON text in one statement, and Node only authenticates and writes
 * those bytes. No row reaches JavaScript. The rules are the domain's (src/domain/grid.ts,
 * settings.ts, coverage.ts, status.ts) restated in SQL; the bench checks that the body is the same
 * data as every other contender's before loading it.
 */
import type { Middleware } from 'koa';
import type pg from 'pg';
import { driverOn } from '../src/data/client.ts';
import { WORST_FIRST } from '../src/domain/status.ts';
import { GRID_PATH, tenantOfKey } from './fair-grid.ts';

// `Date#toJSON` of a timestamptz, as every other contender writes it.
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const asObject = (column: string) => `CASE WHEN jsonb_typeof(${column}) = 'object' THEN ${column} ELSE '{}'::jsonb END`;

const GRID_JSON = `
WITH org AS (
  SELECT id, name FROM "Organization" WHERE id = $1::uuid AND "tenantId" = $2::uuid
), integ AS (
  SELECT t."typeCode", i.status::text AS status
    FROM "Integration" i JOIN "ConnectorType" t ON t.id = i."connectorTypeId"
   WHERE i."organizationId" = $1::uuid
), supply AS (
  SELECT t."typeCode", p AS predicate FROM "ConnectorType" t, unnest(t.predicates) p WHERE NOT (t.refusals ? p)
), open AS (
  SELECT "controlId", count(*)::int AS n FROM "Detection"
   WHERE "organizationId" = $1::uuid AND "tenantId" = $2::uuid AND status = 'open' GROUP BY 1
), base AS (
  SELECT c.*, s.name AS "standardName", s.id AS sid,
         s.enabled AND COALESCE(o.enabled, c.enabled) AS "effectiveEnabled",
         cs.status::text AS stored, cs."subjectsEvaluated" AS evaluated, cs."subjectsFailing" AS failing,
         CASE WHEN jsonb_typeof(cs.detail) = 'object'
              THEN '{"missingPredicates":[],"satisfiedBy":{},"connectedHere":[],"refusedHere":[],"degradedCoverage":[]}'::jsonb || cs.detail
         END AS detail,
         cs."evaluatedAt", cs."standardVersion",
         o.enabled AS "overrideEnabled", o.parameters AS "overrideParameters", o."disabledReason", o."disabledAt",
         u.name AS "disabledByName", o."controlId" IS NOT NULL AS "hasOverride", COALESCE(d.n, 0) AS "openDetectionCount"
    FROM "Control" c
    JOIN "Standard" s ON s.id = c."standardId"
    LEFT JOIN "ControlState" cs ON cs."organizationId" = $1::uuid AND cs."controlId" = c.id
    LEFT JOIN "ControlOverride" o ON o."organizationId" = $1::uuid AND o."controlId" = c.id
    LEFT JOIN "User" u ON u.id = o."disabledById"
    LEFT JOIN open d ON d."controlId" = c.id
   WHERE c."tenantId" = $2::uuid
), graded AS (
  SELECT b.*, CASE WHEN b."effectiveEnabled" THEN COALESCE(b.stored, 'no_data') ELSE 'not_applicable' END AS status
    FROM base b
), rows AS (
  SELECT g.status, g."standardName", g.sid, g.category, g.name, g.id, json_build_object(
    'ruleId', g.id, 'ruleName', g.name, 'standardId', g.sid, 'standardName', g."standardName",
    'category', g.category, 'severity', g.severity::text, 'status', g.status,
    'subjectsEvaluated', COALESCE(g.evaluated, 0),
    'subjectsFailing', CASE WHEN g.status = 'fail' THEN COALESCE(g.failing, 0) ELSE 0 END,
    'detail', CASE
      WHEN g.status = 'not_covered' AND jsonb_array_length(g.detail->'missingPredicates') > 0 THEN g.detail
      WHEN g.status NOT IN ('not_covered', 'not_applicable') AND jsonb_array_length(g.detail->'degradedCoverage') > 0 THEN g.detail
    END,
    'evaluatedAt', ${iso('g."evaluatedAt"')}, 'standardVersion', g."standardVersion",
    'effectiveEnabled', g."effectiveEnabled",
    'parameters', ${asObject('g.parameters')},
    'effectiveParameters', ${asObject('g.parameters')} || CASE
      WHEN g."overrideParameters" IS NULL OR jsonb_typeof(g."overrideParameters") = 'null' THEN '{}'::jsonb
      ELSE ${asObject('g."overrideParameters"')} END,
    'requiredPredicates', to_json(g.requires),
    'sourceTypeCodes', (SELECT COALESCE(json_object_agg(p, (
        SELECT COALESCE(json_agg(i."typeCode" ORDER BY i."typeCode" COLLATE "C"), '[]')
          FROM integ i JOIN supply s ON s."typeCode" = i."typeCode" AND s.predicate = p
         WHERE i.status <> 'available')), '{}') FROM unnest(g.requires) p),
    'sourceOptions', (SELECT COALESCE(json_object_agg(p, (
        SELECT COALESCE(json_agg(s."typeCode" ORDER BY s."typeCode" COLLATE "C"), '[]')
          FROM supply s WHERE s.predicate = p)), '{}') FROM unnest(g.requires) p),
    'connectedSourceTypeCodes', (SELECT COALESCE(json_agg(i."typeCode" ORDER BY i."typeCode" COLLATE "C"), '[]')
        FROM integ i WHERE i.status = 'connected'
         AND EXISTS (SELECT 1 FROM supply s WHERE s."typeCode" = i."typeCode" AND s.predicate = ANY(g.requires))),
    'isOverridden', g."hasOverride" AND (g."overrideEnabled" IS NOT NULL
      OR (g."overrideParameters" IS NOT NULL AND jsonb_typeof(g."overrideParameters") <> 'null')),
    'disabledReason', CASE WHEN g.status = 'not_applicable' AND g."overrideEnabled" = false THEN g."disabledReason" END,
    'disabledByName', CASE WHEN g.status = 'not_applicable' AND g."overrideEnabled" = false THEN g."disabledByName" END,
    'disabledAt', CASE WHEN g.status = 'not_applicable' AND g."overrideEnabled" = false THEN ${iso('g."disabledAt"')} END,
    'openDetectionCount', g."openDetectionCount"
  ) AS row
    FROM graded g
)
SELECT json_build_object(
  'organizationId', org.id, 'organizationName', org.name,
  'rollup', COALESCE((SELECT (ARRAY[${WORST_FIRST.map((s) => `'${s}'`).join(', ')}])[min(array_position(ARRAY[${WORST_FIRST.map((s) => `'${s}'`).join(', ')}], r.status))] FROM rows r), 'no_data'),
  'items', COALESCE((SELECT json_agg(r.row ORDER BY r."standardName", r.sid, r.category, r.name, r.id) FROM rows r), '[]')
)::text AS body
  FROM org`;

export function sqlJsonGrid(pool: pg.Pool): Middleware {
  const driver = driverOn(pool);
  return async (ctx, next) => {
    const match = GRID_PATH.exec(ctx.path);
    if (!match) return next();
    const tenantId = await tenantOfKey(driver, ctx.get('authorization'));
    if (!tenantId) {
      ctx.status = 401;
      ctx.body = { detail: 'Not authenticated' };
      return;
    }
    const { rows } = await pool.query({ text: GRID_JSON, values: [match[1], tenantId], rowMode: 'array' });
    if (rows.length === 0) {
      ctx.status = 404;
      ctx.body = { detail: 'Organization not found' };
      return;
    }
    ctx.type = 'application/json';
    ctx.body = rows[0]![0] as string;
  };
}
