import type { TenantRaw } from './tenant.ts';

export interface FactInput {
  predicate: string;
  subject: string;
  fields: Record<string, unknown>;
}

/**
 * Makes the pushed facts the connector's current population of each predicate they name: the
 * subjects given are upserted, the connector's other subjects of those predicates are deleted;
 * predicates the push does not name keep their facts. One statement, under a lock per
 * organization and connector so that two pushes of one population never interleave.
 * `updatedAt` moves only when a subject's fields change; `observedAt` with every report.
 */
export async function replaceFacts(
  db: TenantRaw,
  organizationId: string,
  connectorTypeId: string,
  facts: readonly FactInput[],
  at: Date,
): Promise<void> {
  const tenantId = db.$tenantId();
  await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`facts:${organizationId}:${connectorTypeId}`}, 0))`;
  await db.$executeRaw`
    WITH input AS (
      SELECT predicate, subject, fields
        FROM jsonb_to_recordset(${JSON.stringify(facts)}::jsonb) AS f(predicate text, subject text, fields jsonb)
    ),
    gone AS (
      DELETE FROM "Fact" f
       WHERE f."organizationId" = ${organizationId}::uuid AND f."connectorTypeId" = ${connectorTypeId}::uuid
         AND f."tenantId" = ${tenantId}::uuid
         AND f.predicate IN (SELECT DISTINCT predicate FROM input)
         AND NOT EXISTS (SELECT 1 FROM input i WHERE i.predicate = f.predicate AND i.subject = f.subject)
    )
    INSERT INTO "Fact" ("tenantId", "organizationId", "connectorTypeId", predicate, subject, fields, "observedAt",
                        "updatedAt")
    SELECT ${tenantId}::uuid, ${organizationId}::uuid, ${connectorTypeId}::uuid, predicate, subject, fields, ${at}, ${at}
      FROM input
    ON CONFLICT ("organizationId", "connectorTypeId", predicate, subject) DO UPDATE SET
      fields = EXCLUDED.fields,
      "observedAt" = EXCLUDED."observedAt",
      "updatedAt" = CASE WHEN "Fact".fields = EXCLUDED.fields THEN "Fact"."updatedAt" ELSE EXCLUDED."updatedAt" END`;
}
