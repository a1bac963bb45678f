-- Triage of a detection and its activity (people's part; the engine's openings and resolutions are
-- read off the detection's firstSeenAt and resolvedAt, so nothing is backfilled).

-- CreateEnum
CREATE TYPE "TriageState" AS ENUM ('new', 'acknowledged', 'in_progress', 'snoozed', 'false_positive');

-- CreateEnum
CREATE TYPE "DetectionActivityKind" AS ENUM ('triage_changed', 'comment');

-- CreateTable
CREATE TABLE "DetectionTriage" (
    "detectionId" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "state" "TriageState" NOT NULL,
    "assigneeId" UUID,
    "snoozedUntil" TIMESTAMPTZ(3),
    "reason" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedByName" TEXT NOT NULL,

    CONSTRAINT "DetectionTriage_pkey" PRIMARY KEY ("detectionId")
);

-- CreateTable
CREATE TABLE "DetectionActivity" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "detectionId" UUID NOT NULL,
    "kind" "DetectionActivityKind" NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "actorName" TEXT NOT NULL,
    "body" TEXT,
    "change" JSONB,

    CONSTRAINT "DetectionActivity_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DetectionTriage_tenantId_idx" ON "DetectionTriage"("tenantId");

-- CreateIndex
CREATE INDEX "DetectionTriage_assigneeId_idx" ON "DetectionTriage"("assigneeId");

-- CreateIndex
CREATE INDEX "DetectionActivity_detectionId_at_id_idx" ON "DetectionActivity"("detectionId", "at", "id");

-- CreateIndex
CREATE INDEX "DetectionActivity_tenantId_idx" ON "DetectionActivity"("tenantId");

-- AddForeignKey
ALTER TABLE "DetectionTriage" ADD CONSTRAINT "DetectionTriage_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DetectionTriage" ADD CONSTRAINT "DetectionTriage_detectionId_fkey" FOREIGN KEY ("detectionId") REFERENCES "Detection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DetectionTriage" ADD CONSTRAINT "DetectionTriage_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DetectionActivity" ADD CONSTRAINT "DetectionActivity_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DetectionActivity" ADD CONSTRAINT "DetectionActivity_detectionId_fkey" FOREIGN KEY ("detectionId") REFERENCES "Detection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
