-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "evaluatedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "Fact" (
    "tenantId" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "connectorTypeId" UUID NOT NULL,
    "predicate" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "fields" JSONB NOT NULL DEFAULT '{}',
    "observedAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Fact_pkey" PRIMARY KEY ("organizationId","connectorTypeId","predicate","subject")
);

-- CreateIndex
CREATE INDEX "Organization_evaluatedAt_idx" ON "Organization"("evaluatedAt");

-- AddForeignKey
ALTER TABLE "Fact" ADD CONSTRAINT "Fact_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Fact" ADD CONSTRAINT "Fact_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Fact" ADD CONSTRAINT "Fact_connectorTypeId_fkey" FOREIGN KEY ("connectorTypeId") REFERENCES "ConnectorType"("id") ON DELETE CASCADE ON UPDATE CASCADE;
