-- Tenant names become unique, so operators can name a tenant instead of quoting its id. Existing
-- duplicates keep the name on the oldest tenant; the others get " (2)", " (3)"... (made unique
-- against every existing name, so a rename never collides either).
WITH ranked AS (
    SELECT "id", "name", row_number() OVER (PARTITION BY "name" ORDER BY "createdAt", "id") AS "rank"
    FROM "Tenant"
)
UPDATE "Tenant" AS t
SET "name" = ranked."name" || ' (' || ranked."rank" || ')' ||
    CASE WHEN EXISTS (SELECT 1 FROM "Tenant" AS o WHERE o."name" = ranked."name" || ' (' || ranked."rank" || ')')
         THEN ' ' || left(t."id"::text, 8) ELSE '' END
FROM ranked
WHERE t."id" = ranked."id" AND ranked."rank" > 1;

-- CreateIndex
CREATE UNIQUE INDEX "Tenant_name_key" ON "Tenant"("name");
