import type { TenantRaw } from './tenant.ts';

export interface FactInput {
  predicate: string;
  subject: string;
  fields: Record<string, unknown>;
}

/** One connector's push for one organization. */
export interface Push {
  organizationId: string;
  connectorTypeId: string;
  facts: readonly FactInput[];
  /** Predicates reported in full even when no fact of theirs is in the push (an empty population). */
  predicates?: readonly string[];
}

/**
 * Makes each push its connector's current population of every predicate it names (in its facts or
 * its `predicates`): the subjects given are upserted, the connector's other subjects of those
 * predicates are deleted, so a named predicate without facts is left with none; predicates a push
 * does not name keep their facts. One statement for any number of pushes (the API sends one,
 * a seed replaying a day sends them all), under a lock per organization and connector so that two
 * pushes of one population never interleave. `updatedAt` moves only when a subject's fields
 * change; `observedAt` with every report.
 */
export async function replaceFacts(db: TenantRaw, pushes: readonly Push[], at: Date): Promise<void> {
  if (pushes.length === 0) return;
  const tenantId = db.$tenantId();
  const keys = [...new Set(pushes.map((push) => `facts:${push.organizationId}:${push.connectorTypeId}`))].sort();
  await db.$executeRaw`
    SELECT pg_advisory_xact_lock(hashtextextended(key, 0))
      FROM (SELECT unnest(${keys}::text[]) AS key ORDER BY 1) AS ordered`;
  const rows = pushes.flatMap((push) =>
    push.facts.map((fact) => ({ o: push.organizationId, c: push.connectorTypeId, ...fact })),
  );
  const named = pushes.flatMap((push) =>
    (push.predicates ?? []).map((predicate) => ({ o: push.organizationId, c: push.connectorTypeId, predicate })),
  );
  await db.$executeRaw`
    WITH input AS (
      SELECT o, c, predicate, subject, fields
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
             AS f(o uuid, c uuid, predicate text, subject text, fields jsonb)
    ),
    populations AS (
      SELECT o, c, predicate FROM input
       UNION
      SELECT o, c, predicate FROM jsonb_to_recordset(${JSON.stringify(named)}::jsonb) AS n(o uuid, c uuid, predicate text)
    ),
    gone AS (
      DELETE FROM "Fact" f
       USING populations p
       WHERE f."organizationId" = p.o AND f."connectorTypeId" = p.c AND f.predicate = p.predicate
         AND f."tenantId" = ${tenantId}::uuid
         AND NOT EXISTS (
           SELECT 1 FROM input i
            WHERE i.o = f."organizationId" AND i.c = f."connectorTypeId" AND i.predicate = f.predicate
              AND i.subject = f.subject)
    )
    INSERT INTO "Fact" ("tenantId", "organizationId", "connectorTypeId", predicate, subject, fields, "observedAt",
                        "updatedAt")
    SELECT ${tenantId}::uuid, o, c, predicate, subject, fields, ${at}, ${at} FROM input
    ON CONFLICT ("organizationId", "connectorTypeId", predicate, subject) DO UPDATE SET
      fields = EXCLUDED.fields,
      "observedAt" = EXCLUDED."observedAt",
      "updatedAt" = CASE WHEN "Fact".fields = EXCLUDED.fields THEN "Fact"."updatedAt" ELSE EXCLUDED."updatedAt" END`;
}
