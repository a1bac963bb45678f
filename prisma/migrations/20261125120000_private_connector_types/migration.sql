-- Tenant-private connector types: a NULL tenantId is a built-in type (the catalog the service ships).
ALTER TABLE "ConnectorType" ADD COLUMN "tenantId" UUID;

-- DropIndex
DROP INDEX "ConnectorType_typeCode_key";

-- CreateIndex
CREATE UNIQUE INDEX "ConnectorType_tenantId_typeCode_key" ON "ConnectorType"("tenantId", "typeCode");

-- A unique index does not compare NULLs, so built-in codes need their own (Prisma cannot declare a partial index).
CREATE UNIQUE INDEX "ConnectorType_builtIn_typeCode_key" ON "ConnectorType"("typeCode") WHERE "tenantId" IS NULL;

-- AddForeignKey
ALTER TABLE "ConnectorType" ADD CONSTRAINT "ConnectorType_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
