import type { ConnectorCapability, MappedIntegration } from '../domain/coverage.ts';
import type { Observation } from '../domain/evaluation.ts';
import type { OverrideSettings } from '../domain/settings.ts';
import type { Severity } from '../domain/severity.ts';
import type { ControlStatus, StatusCounts } from '../domain/status.ts';
import { isoDay } from '../domain/trend.ts';
import type { DetectionResolution } from '../domain/triage.ts';
import { Prisma } from './generated/prisma/client.ts';
import { lockTenantStandards } from './standards.ts';
import type { TenantRaw } from './tenant.ts';

/**
 * What the engine reads and writes, in the transaction of one evaluation of a set of
 * organizations of one tenant (a job evaluates one; a seed replaying a day evaluates them all).
 * Each step is one statement whatever the number of organizations: on this service the round
 * trips, not the rows, are most of an evaluation's cost.
 */

/**
 * Serializes evaluations of an organization whatever started them (a job on any replica, a
 * seed): transaction-scoped advisory locks, taken in one order so two batches cannot deadlock,
 * released at commit or rollback.
 */
export async function lockOrganizationsForEvaluation(db: TenantRaw, organizationIds: readonly string[]): Promise<void> {
  // A standard being created adds to today's counts of every organization: wait for it (src/data/standards.ts).
  await lockTenantStandards(db, 'shared');
  await db.$executeRaw`
    SELECT pg_advisory_xact_lock(hashtextextended('evaluate:' || id, 0))
      FROM (SELECT unnest(${[...organizationIds].sort()}::text[]) AS id ORDER BY 1) AS ordered`;
}

export interface ControlRecord {
  id: string;
  standardId: string;
  name: string;
  severity: Severity;
  enabled: boolean;
  parameters: unknown;
  requires: string[];
  definition: unknown;
  standard: { enabled: boolean; version: number };
}

/** Every control of the tenant with the two facts of its standard the engine needs. */
export async function tenantControls(db: TenantRaw): Promise<ControlRecord[]> {
  const tenantId = db.$tenantId();
  const rows = await db.$queryRaw<(Omit<ControlRecord, 'standard'> & { standardEnabled: boolean; version: number })[]>`
    SELECT c.id, c."standardId", c.name, c.severity::text AS severity, c.enabled, c.parameters, c.requires,
           c.definition, s.enabled AS "standardEnabled", s.version
      FROM "Control" c JOIN "Standard" s ON s.id = c."standardId"
     WHERE c."tenantId" = ${tenantId}::uuid
     ORDER BY c.id`;
  return rows.map(({ standardEnabled, version, ...control }) => ({
    ...control,
    standard: { enabled: standardEnabled, version },
  }));
}

/** The global connector catalog (it belongs to no tenant). */
export async function connectorCatalog(db: Pick<TenantRaw, '$queryRaw' | '$tenantId'>): Promise<ConnectorCapability[]> {
  // Built-in types and the tenant's own: another tenant's private types supply nothing here.
  return db.$queryRaw<ConnectorCapability[]>`
    SELECT "typeCode", predicates, refusals FROM "ConnectorType"
     WHERE "tenantId" IS NULL OR "tenantId" = ${db.$tenantId()}::uuid`;
}

export interface StoredFact extends Observation {
  predicate: string;
}

export interface StoredState {
  controlId: string;
  evaluationId: string;
  status: ControlStatus;
  subjectsEvaluated: number;
  subjectsFailing: number;
  detail: unknown;
  standardVersion: number | null;
}

export interface OrganizationEvaluationInputs {
  organizationId: string;
  overrides: Map<string, OverrideSettings>;
  disabledStandards: Set<string>;
  integrations: MappedIntegration[];
  facts: StoredFact[];
  states: Map<string, StoredState>;
  openDetections: StoredDetection[];
  /** Resolved out of scope, still inside their window to reopen (DECISIONS, "Scope changes keep history"). */
  reopenable: (StoredDetection & { resolvedAt: Date })[];
}

interface StoredDetection {
  id: string;
  controlId: string;
  subject: string;
  severity: Severity;
  title: string;
}

/**
 * Each organization's overrides, integrations, facts, latest states, open detections and those
 * that may reopen at `now`, in one statement (each part aggregated as JSON). Organizations not in
 * the tenant are left out.
 */
export async function organizationEvaluationInputs(
  db: TenantRaw,
  organizationIds: readonly string[],
  now: Date,
): Promise<OrganizationEvaluationInputs[]> {
  const tenantId = db.$tenantId();
  type Row = {
    organizationId: string;
    overrides: { controlId: string; enabled: boolean | null; parameters: unknown }[];
    disabledStandards: string[];
    integrations: MappedIntegration[];
    facts: (Omit<StoredFact, 'observedAt'> & { observedAt: string })[];
    states: StoredState[];
    openDetections: OrganizationEvaluationInputs['openDetections'];
    reopenable: (StoredDetection & { resolvedAt: string })[];
  };
  const rows = await db.$queryRaw<Row[]>`
    SELECT o.id::text AS "organizationId",
      COALESCE((
        SELECT json_agg(json_build_object('controlId', "controlId", 'enabled', enabled, 'parameters', parameters))
          FROM "ControlOverride" WHERE "organizationId" = o.id AND "tenantId" = o."tenantId"
      ), '[]') AS overrides,
      COALESCE((
        SELECT json_agg("standardId") FROM "StandardOverride"
         WHERE "organizationId" = o.id AND "tenantId" = o."tenantId" AND NOT enabled
      ), '[]') AS "disabledStandards",
      COALESCE((
        SELECT json_agg(json_build_object('typeCode', t."typeCode", 'status', i.status))
          FROM "Integration" i JOIN "ConnectorType" t ON t.id = i."connectorTypeId"
         WHERE i."organizationId" = o.id AND i."tenantId" = o."tenantId"
      ), '[]') AS integrations,
      COALESCE((
        SELECT json_agg(json_build_object('typeCode', t."typeCode", 'predicate', f.predicate, 'subject', f.subject,
                                          'fields', f.fields, 'observedAt', f."observedAt"))
          FROM "Fact" f JOIN "ConnectorType" t ON t.id = f."connectorTypeId"
         WHERE f."organizationId" = o.id AND f."tenantId" = o."tenantId"
      ), '[]') AS facts,
      COALESCE((
        SELECT json_agg(json_build_object('controlId', "controlId", 'evaluationId', "evaluationId", 'status', status,
                                          'subjectsEvaluated', "subjectsEvaluated", 'subjectsFailing', "subjectsFailing",
                                          'detail', detail, 'standardVersion', "standardVersion"))
          FROM "ControlState" WHERE "organizationId" = o.id AND "tenantId" = o."tenantId"
      ), '[]') AS states,
      COALESCE((
        SELECT json_agg(json_build_object('id', id, 'controlId', "controlId", 'subject', subject,
                                          'severity', severity, 'title', title))
          FROM "Detection" WHERE "organizationId" = o.id AND "tenantId" = o."tenantId" AND status = 'open'
      ), '[]') AS "openDetections",
      COALESCE((
        SELECT json_agg(json_build_object('id', id, 'controlId', "controlId", 'subject', subject,
                                          'severity', severity, 'title', title, 'resolvedAt', "resolvedAt"))
          FROM "Detection" WHERE "organizationId" = o.id AND "reopenableUntil" > ${now}
           AND "tenantId" = o."tenantId" AND status = 'resolved'
      ), '[]') AS reopenable
      FROM "Organization" o
     WHERE o.id = ANY(${[...organizationIds]}::uuid[]) AND o."tenantId" = ${tenantId}::uuid`;
  return rows.map((row) => ({
    organizationId: row.organizationId,
    overrides: new Map(row.overrides.map(({ controlId, ...override }) => [controlId, override])),
    disabledStandards: new Set(row.disabledStandards),
    integrations: row.integrations,
    facts: row.facts.map((fact) => ({ ...fact, observedAt: new Date(fact.observedAt) })),
    states: new Map(row.states.map((state) => [state.controlId, state])),
    openDetections: row.openDetections,
    reopenable: row.reopenable.map((detection) => ({ ...detection, resolvedAt: new Date(detection.resolvedAt) })),
  }));
}

/** An organization's control evaluated: one history row. */
export interface EvaluationWriteRow {
  id: string;
  controlId: string;
  status: ControlStatus;
  subjectsEvaluated: number;
  subjectsFailing: number;
  detail: unknown;
  standardVersion: number;
}

/** The latest state of a control, pointing at the evaluation that set it. */
export interface StateWriteRow extends Omit<EvaluationWriteRow, 'id'> {
  standardId: string;
  evaluationId: string;
}

export interface EvaluationWrites {
  organizationId: string;
  evaluations: EvaluationWriteRow[];
  states: StateWriteRow[];
  opened: {
    id: string;
    controlId: string;
    evaluationId: string;
    severity: string;
    title: string;
    subject: string;
    evidence: unknown;
  }[];
  seen: { id: string; evidence: unknown; evaluationId: string }[];
  /** `reopenableUntil`: set for a resolution out of scope, the end of its window to reopen. */
  resolved: { id: string; resolution: DetectionResolution; reopenableUntil: Date | null }[];
  reopened: { id: string; evidence: unknown; evaluationId: string; resolvedAt: Date }[];
  /** Resolved out of scope, judged again and not failing: their window to reopen closes. */
  unreopenable: string[];
  daily: StatusCounts;
}

/**
 * Writes the evaluations of a set of organizations as one statement: each organization's
 * evaluation time, history rows, latest states, detections opened, seen again, resolved and
 * reopened (with the resolution it undid and the reopening in its activity), and the counts of the
 * UTC day of `at`.
 */
export async function writeEvaluations(db: TenantRaw, at: Date, writes: readonly EvaluationWrites[]): Promise<void> {
  if (writes.length === 0) return;
  const tenantId = db.$tenantId();
  const rows = (part: 'evaluations' | 'states' | 'opened' | 'seen' | 'reopened') =>
    writes.flatMap((write) => write[part].map((row) => ({ ...row, organizationId: write.organizationId })));
  const document = JSON.stringify({
    organizations: writes.map((write) => ({ organizationId: write.organizationId, ...write.daily })),
    evaluations: rows('evaluations'),
    states: rows('states'),
    opened: rows('opened'),
    seen: rows('seen'),
    resolved: writes.flatMap((write) => write.resolved),
    reopened: rows('reopened'),
    unreopenable: writes.flatMap((write) => write.unreopenable),
  });
  await db.$executeRaw`
    WITH input AS (SELECT ${document}::jsonb AS doc),
    organizations AS (
      SELECT o.* FROM input, jsonb_to_recordset(input.doc->'organizations') AS o(
        "organizationId" uuid, pass int, fail int, "noData" int, "notCovered" int, "notApplicable" int)
    ),
    stamp AS (
      UPDATE "Organization" SET "evaluatedAt" = ${at}
        FROM organizations o WHERE id = o."organizationId" AND "tenantId" = ${tenantId}::uuid
    ),
    evaluations AS (
      INSERT INTO "Evaluation" (id, "tenantId", "organizationId", "controlId", status, "subjectsEvaluated",
                                "subjectsFailing", detail, "standardVersion", "evaluatedAt")
      SELECT e.id, ${tenantId}::uuid, e."organizationId", e."controlId", e.status, e."subjectsEvaluated",
             e."subjectsFailing", e.detail, e."standardVersion", ${at}
        FROM input, jsonb_to_recordset(input.doc->'evaluations') AS e(
               id uuid, "organizationId" uuid, "controlId" uuid, status "ControlStatus", "subjectsEvaluated" int,
               "subjectsFailing" int, detail jsonb, "standardVersion" int)
    ),
    states AS (
      INSERT INTO "ControlState" ("organizationId", "controlId", "tenantId", "standardId", "evaluationId", status,
                                  "subjectsEvaluated", "subjectsFailing", detail, "standardVersion", "evaluatedAt")
      SELECT s."organizationId", s."controlId", ${tenantId}::uuid, s."standardId", s."evaluationId", s.status,
             s."subjectsEvaluated", s."subjectsFailing", s.detail, s."standardVersion", ${at}
        FROM input, jsonb_to_recordset(input.doc->'states') AS s(
               "organizationId" uuid, "controlId" uuid, "standardId" uuid, "evaluationId" uuid,
               status "ControlStatus", "subjectsEvaluated" int, "subjectsFailing" int, detail jsonb,
               "standardVersion" int)
      ON CONFLICT ("organizationId", "controlId") DO UPDATE SET
        "standardId" = EXCLUDED."standardId", "evaluationId" = EXCLUDED."evaluationId", status = EXCLUDED.status,
        "subjectsEvaluated" = EXCLUDED."subjectsEvaluated", "subjectsFailing" = EXCLUDED."subjectsFailing",
        detail = EXCLUDED.detail, "standardVersion" = EXCLUDED."standardVersion", "evaluatedAt" = EXCLUDED."evaluatedAt"
    ),
    ${detectionWrites(tenantId, at)}
    INSERT INTO "DailyStatusCount" ("organizationId", day, "tenantId", "passCount", "failCount", "noDataCount",
                                    "notCoveredCount", "notApplicableCount")
    SELECT o."organizationId", ${isoDay(at)}::date, ${tenantId}::uuid, o.pass, o.fail, o."noData", o."notCovered",
           o."notApplicable"
      FROM organizations o
    ON CONFLICT ("organizationId", day) DO UPDATE SET
      "passCount" = EXCLUDED."passCount", "failCount" = EXCLUDED."failCount", "noDataCount" = EXCLUDED."noDataCount",
      "notCoveredCount" = EXCLUDED."notCoveredCount", "notApplicableCount" = EXCLUDED."notApplicableCount"`;
}

/**
 * The detection part of `writeEvaluations`' statement (its `input` CTE holds the document): the
 * detections opened, seen again, resolved and reopened, with the activity of each reopening (the
 * resolution it undid, then the reopening), and the windows to reopen that closed.
 */
function detectionWrites(tenantId: string, at: Date): Prisma.Sql {
  return Prisma.sql`
    opened AS (
      INSERT INTO "Detection" (id, "tenantId", "organizationId", "controlId", "evaluationId", status, severity, title,
                               subject, evidence, "firstSeenAt", "lastSeenAt", "resolvedAt")
      SELECT d.id, ${tenantId}::uuid, d."organizationId", d."controlId", d."evaluationId", 'open', d.severity,
             d.title, d.subject, d.evidence, ${at}, ${at}, NULL
        FROM input, jsonb_to_recordset(input.doc->'opened') AS d(
               id uuid, "organizationId" uuid, "controlId" uuid, "evaluationId" uuid, severity "Severity",
               title text, subject text, evidence jsonb)
    ),
    seen AS (
      UPDATE "Detection" d SET "lastSeenAt" = ${at}, evidence = s.evidence, "evaluationId" = s."evaluationId"
        FROM input, jsonb_to_recordset(input.doc->'seen') AS s(id uuid, "organizationId" uuid, evidence jsonb,
                                                                 "evaluationId" uuid)
       WHERE d.id = s.id AND d."organizationId" = s."organizationId" AND d."tenantId" = ${tenantId}::uuid
    ),
    resolved AS (
      UPDATE "Detection" d SET status = 'resolved', "resolvedAt" = ${at}, resolution = r.resolution,
             "reopenableUntil" = r."reopenableUntil"
        FROM input, jsonb_to_recordset(input.doc->'resolved') AS r(id uuid, resolution "DetectionResolution",
                                                                     "reopenableUntil" timestamptz)
       WHERE d.id = r.id AND d."tenantId" = ${tenantId}::uuid
    ),
    reopened AS (
      UPDATE "Detection" d SET status = 'open', "resolvedAt" = NULL, resolution = NULL, "reopenableUntil" = NULL,
             "lastSeenAt" = ${at}, evidence = r.evidence, "evaluationId" = r."evaluationId"
        FROM input, jsonb_to_recordset(input.doc->'reopened') AS r(id uuid, "organizationId" uuid, evidence jsonb,
                                                                     "evaluationId" uuid)
       WHERE d.id = r.id AND d."organizationId" = r."organizationId" AND d."tenantId" = ${tenantId}::uuid
         AND d.status = 'resolved'
    ),
    reopened_activity AS (
      INSERT INTO "DetectionActivity" (id, "tenantId", "detectionId", kind, at, "actorName", change)
      SELECT gen_random_uuid(), ${tenantId}::uuid, r.id, e.kind::"DetectionActivityKind", e.at, 'engine', e.change
        FROM input, jsonb_to_recordset(input.doc->'reopened') AS r(id uuid, "resolvedAt" timestamptz),
             LATERAL (VALUES ('resolved', r."resolvedAt", '{"resolution": "out_of_scope"}'::jsonb),
                             ('reopened', ${at}::timestamptz, NULL::jsonb)) AS e(kind, at, change)
    ),
    unreopenable AS (
      UPDATE "Detection" d SET "reopenableUntil" = NULL
        FROM input, jsonb_array_elements_text(input.doc->'unreopenable') AS u(id)
       WHERE d.id = u.id::uuid AND d."tenantId" = ${tenantId}::uuid
    )`;
}
