/**
 * The fair floor: the compliance grid as a careful engineer would hand-write it, with none of the
 * product's frameworks (no Prisma client, no GraphQL, no Koa) but ALL of its work. It runs the
 * product's own statements, imported from src/data (the key lookup, the organization, the grid's
 * one statement), on a bare `pg` pool, shapes the rows with the product's domain rules
 * (gridEntryOf, complianceRow, CoverageIndex, rollup: `complianceGrid`), writes them in the REST
 * body's key order with JSON.stringify, over plain node:http. test/bench/fair-floor.test.ts
 * pins its statements and its bytes to the product's, so the two cannot drift apart.
 *
 * `cached`: what a careful engineer would also keep between requests: the key's tenant for a
 * second, the connector catalog (per tenant, a second), and the organization folded into the
 * grid's statement (one round trip). `staticBody`: the same bytes with no database at all, the
 * HTTP limit of this machine.
 */
import { hash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { hashSecret } from '../src/auth/secrets.ts';
import type { Driver } from '../src/data/client.ts';
import {
  CONNECTOR_CATALOG_SQL,
  GRID_STATEMENT_PARTS,
  type GridEntryValues,
  gridEntryOf,
  gridSourcesOn,
} from '../src/data/compliance.ts';
import { apiKeyOn } from '../src/data/credentials.ts';
import { ORGANIZATION_SQL, organizationOn } from '../src/data/organizations.ts';
import { REVISIONS_SQL } from '../src/data/revisions.ts';
import { type ConnectorCapability, CoverageIndex, type MappedIntegration } from '../src/domain/coverage.ts';
import { type ComplianceGrid, type ComplianceRow, complianceGrid } from '../src/domain/grid.ts';

export const GRID_PATH = /^\/api\/v1\/organizations\/([0-9a-f-]{36})\/compliance$/;
const CACHE_MS = 1_000;

export interface Answer {
  status: number;
  body: string | Buffer;
  etag?: string;
}

/** What a floor is asked: the request's credential, path and validator. */
type Ask = (authorization: string | undefined, path: string, ifNoneMatch?: string) => Promise<Answer>;

const unauthenticated: Answer = { status: 401, body: '{"detail":"Not authenticated"}' };
const notFound: Answer = { status: 404, body: '{"detail":"Organization not found"}' };

/** The key's tenant when the key may read the grid (unrevoked, unexpired, owner active, `detection.read`). */
export async function tenantOfKey(pool: Driver, authorization: string | undefined): Promise<string | null> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const key = await apiKeyOn(pool, hashSecret(token));
  if (!key || key.revokedAt || (key.expiresAt && key.expiresAt <= new Date())) return null;
  if (key.user?.deactivatedAt || !key.scopes.includes('detection.read')) return null;
  return key.tenantId;
}

/** A row in the order of the REST body (the ComplianceRowRecord fragment's order). */
function wireRow(row: ComplianceRow) {
  const { detail } = row;
  return {
    ruleId: row.ruleId,
    ruleName: row.ruleName,
    standardId: row.standardId,
    standardName: row.standardName,
    category: row.category,
    severity: row.severity,
    status: row.status,
    subjectsEvaluated: row.subjectsEvaluated,
    subjectsFailing: row.subjectsFailing,
    detail: detail && {
      missingPredicates: detail.missingPredicates,
      satisfiedBy: detail.satisfiedBy,
      connectedHere: detail.connectedHere,
      refusedHere: detail.refusedHere.map(({ connector, reason }) => ({ connector, reason })),
      degradedCoverage: detail.degradedCoverage.map(({ typeCode, predicate, status }) => ({
        typeCode,
        predicate,
        status,
      })),
    },
    evaluatedAt: row.evaluatedAt,
    standardVersion: row.standardVersion,
    effectiveEnabled: row.effectiveEnabled,
    parameters: row.parameters,
    effectiveParameters: row.effectiveParameters,
    requiredPredicates: row.requiredPredicates,
    sourceTypeCodes: row.sourceTypeCodes,
    sourceOptions: row.sourceOptions,
    connectedSourceTypeCodes: row.connectedSourceTypeCodes,
    isOverridden: row.isOverridden,
    disabledReason: row.disabledReason,
    disabledByName: row.disabledByName,
    disabledAt: row.disabledAt,
    openDetectionCount: row.openDetectionCount,
  };
}

export function wireBody(grid: ComplianceGrid): string {
  return JSON.stringify({
    organizationId: grid.organizationId,
    organizationName: grid.organizationName,
    rollup: grid.rollup,
    items: grid.items.map(wireRow),
  });
}

/** Per request: the key, the organization, the grid's statement, as the product issues them. */
export function fairFloor(pool: Driver): Ask {
  return async (authorization, path) => {
    const organizationId = GRID_PATH.exec(path)?.[1];
    if (!organizationId) return { status: 404, body: '{"detail":"Not Found"}' };
    const tenantId = await tenantOfKey(pool, authorization);
    if (!tenantId) return unauthenticated;
    const organization = await organizationOn(pool, tenantId, organizationId);
    if (!organization) return notFound;
    const { entries, integrations, catalog } = await gridSourcesOn(pool, tenantId, organizationId);
    return {
      status: 200,
      body: wireBody(complianceGrid(organization, entries, integrations, new CoverageIndex(catalog))),
    };
  };
}

/** The organization folded into the grid's statement; the catalog left out (cached). */
const CACHED_GRID_SQL = `SELECT (SELECT row_to_json(o) FROM (${ORGANIZATION_SQL}) o) AS organization,
  (${GRID_STATEMENT_PARTS.entries}) AS entries,
  (${GRID_STATEMENT_PARTS.integrations}) AS integrations`;

/** A value kept for CACHE_MS, loaded once however many requests ask for it meanwhile. */
function cachedFor<T>(load: (key: string) => Promise<T>) {
  const kept = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string): Promise<T> => {
    const hit = kept.get(key);
    if (hit && performance.now() - hit.at < CACHE_MS) return hit.value;
    const value = load(key);
    kept.set(key, { at: performance.now(), value });
    value.catch(() => kept.delete(key));
    return value;
  };
}

/** The key's tenant, kept for CACHE_MS per credential. */
function keyTenants(pool: Driver) {
  const kept = cachedFor((authorization) => tenantOfKey(pool, authorization || undefined));
  return (authorization: string | undefined) => kept(authorization ?? '');
}

/** The careful variant: the key's tenant and the catalog kept for a second, one statement per request. */
export function cachedFairFloor(pool: Driver): Ask {
  const tenantOf = keyTenants(pool);
  const coverageOf = cachedFor(async (tenantId) => {
    const { rows } = await pool.query<{ catalog: ConnectorCapability[] }>(CONNECTOR_CATALOG_SQL, [tenantId]);
    return new CoverageIndex(rows[0]!.catalog);
  });
  return async (authorization, path) => {
    const organizationId = GRID_PATH.exec(path)?.[1];
    if (!organizationId) return { status: 404, body: '{"detail":"Not Found"}' };
    const tenantId = await tenantOf(authorization);
    if (!tenantId) return unauthenticated;
    const [{ rows }, coverage] = await Promise.all([
      pool.query<{
        organization: { id: string; name: string } | null;
        entries: GridEntryValues[];
        integrations: MappedIntegration[];
      }>(CACHED_GRID_SQL, [organizationId, tenantId]),
      coverageOf(tenantId),
    ]);
    const { organization, entries, integrations } = rows[0]!;
    if (!organization) return notFound;
    return {
      status: 200,
      body: wireBody(complianceGrid(organization, entries.map(gridEntryOf), integrations, coverage)),
    };
  };
}

/** The same bytes with no database: each path's first answer, kept. */
export function staticBody(pool: Driver): Ask {
  const floor = fairFloor(pool);
  const kept = new Map<string, Promise<Answer>>();
  return (authorization, path) => {
    let answer = kept.get(path);
    if (!answer) {
      answer = floor(authorization, path).then(({ status, body }) => ({ status, body: Buffer.from(body) }));
      kept.set(path, answer);
    }
    return answer;
  };
}

/**
 * The response cache's floor: what an exact cache cannot skip, hand-written. Per request the key's
 * tenant (kept for a second, as the cached floor does), the product's revisions statement, an ETag
 * from them; a matching If-None-Match is a 304, anything else the kept bytes. No framework, no
 * middleware: the gap between this and the service's cached answers is the service's own.
 */
export function revalidatedFloor(pool: Driver): Ask {
  const kept = staticBody(pool);
  const tenantOf = keyTenants(pool);
  return async (authorization, path, ifNoneMatch) => {
    const tenantId = await tenantOf(authorization);
    if (!tenantId) return unauthenticated;
    const { rows } = await pool.query<{ scope: string; value: string }>(REVISIONS_SQL, [tenantId]);
    const revisions = rows.map((row) => `${row.scope}:${row.value}`).sort();
    const key = `${path}\n${tenantId}\n${revisions.join(',')}`;
    const etag = `W/"${hash('sha256', key, 'base64url').slice(0, 32)}"`;
    if (ifNoneMatch === etag) return { status: 304, body: '', etag };
    return { ...(await kept(authorization, path)), etag };
  };
}

export function serve(answer: Ask): Server {
  return createServer((request, response) => {
    answer(request.headers.authorization, request.url ?? '/', request.headers['if-none-match']).then(
      ({ status, body, etag }) => {
        const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
        response.writeHead(status, etag ? { ...headers, etag } : headers);
        response.end(body);
      },
      () => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end('{"detail":"Internal Server Error"}');
      },
    );
  });
}
