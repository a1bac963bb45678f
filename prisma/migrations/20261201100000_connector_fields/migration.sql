-- What collectors need (DECISIONS "Connectors and organizations"): an organization's domains and
-- its identities in other systems, and on an integration the last push and the last error a
-- connector reported with `status: error`.
ALTER TABLE "Organization" ADD COLUMN "domains" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];

ALTER TABLE "Integration" ADD COLUMN "lastPushAt" TIMESTAMPTZ(3),
                          ADD COLUMN "lastErrorMessage" TEXT,
                          ADD COLUMN "lastErrorAt" TIMESTAMPTZ(3);

CREATE TABLE "OrganizationExternalRef" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "system" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrganizationExternalRef_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "OrganizationExternalRef_tenantId_system_externalId_key" ON "OrganizationExternalRef"("tenantId", "system", "externalId");
CREATE INDEX "OrganizationExternalRef_organizationId_idx" ON "OrganizationExternalRef"("organizationId");

ALTER TABLE "OrganizationExternalRef" ADD CONSTRAINT "OrganizationExternalRef_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OrganizationExternalRef" ADD CONSTRAINT "OrganizationExternalRef_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Revisions (migration 20261125180000_revisions): a cached organization read must not outlive a
-- change of its external references.
CREATE CONSTRAINT TRIGGER "OrganizationExternalRef_revision" AFTER INSERT OR UPDATE OR DELETE ON "OrganizationExternalRef"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row();
