-- Scope changes keep history (DECISIONS, "Scope changes keep history"): why a detection was resolved,
-- and until when a detection resolved out of scope may be reopened.

-- CreateEnum
CREATE TYPE "DetectionResolution" AS ENUM ('no_longer_failing', 'out_of_scope');

-- AlterEnum (PostgreSQL 12 and later add values inside a transaction; they are not used below)
ALTER TYPE "DetectionActivityKind" ADD VALUE 'resolved';
ALTER TYPE "DetectionActivityKind" ADD VALUE 'reopened';

-- AlterTable
ALTER TABLE "Detection" ADD COLUMN     "reopenableUntil" TIMESTAMPTZ(3),
ADD COLUMN     "resolution" "DetectionResolution";

-- CreateIndex
CREATE INDEX "Detection_organizationId_reopenableUntil_idx" ON "Detection"("organizationId", "reopenableUntil");

-- Backfill. A detection resolved out of scope was resolved by the very evaluation that moved its
-- control to not_applicable, and every status change writes a history row at that instant: that
-- row tells the two resolutions apart for the detections resolved before this migration.
UPDATE "Detection" d
   SET resolution = CASE WHEN EXISTS (
         SELECT 1 FROM "Evaluation" e
          WHERE e."organizationId" = d."organizationId" AND e."controlId" = d."controlId"
            AND e."evaluatedAt" = d."resolvedAt" AND e.status = 'not_applicable'
       ) THEN 'out_of_scope'::"DetectionResolution" ELSE 'no_longer_failing'::"DetectionResolution" END
 WHERE d.status = 'resolved';

-- Those still out of scope today (their control's latest state not_applicable) may come back
-- within 30 days of their resolution; once a control is back in scope, its first judgment is past.
UPDATE "Detection" d
   SET "reopenableUntil" = d."resolvedAt" + interval '30 days'
  FROM "ControlState" s
 WHERE d.resolution = 'out_of_scope' AND d."resolvedAt" + interval '30 days' > now()
   AND s."organizationId" = d."organizationId" AND s."controlId" = d."controlId" AND s.status = 'not_applicable';
