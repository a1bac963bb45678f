-- DropIndex
DROP INDEX "Detection_tenantId_idx";

-- CreateIndex
CREATE INDEX "Detection_tenantId_firstSeenAt_id_idx" ON "Detection"("tenantId", "firstSeenAt" DESC, "id" DESC);
