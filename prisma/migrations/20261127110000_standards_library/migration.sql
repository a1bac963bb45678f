-- The standards library (reference data, installed at every start) and attestations.
CREATE TABLE "LibraryStandard" (
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "publisher" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "licence" TEXT NOT NULL,
    "sourceUrl" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "attribution" TEXT NOT NULL,
    "controls" JSONB NOT NULL,
    "installedAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "LibraryStandard_pkey" PRIMARY KEY ("key")
);

ALTER TABLE "Standard" ADD COLUMN "libraryKey" TEXT, ADD COLUMN "libraryVersion" TEXT;
CREATE UNIQUE INDEX "Standard_tenantId_libraryKey_key" ON "Standard"("tenantId", "libraryKey");

ALTER TABLE "Control" ADD COLUMN "remediation" JSONB, ADD COLUMN "libraryKey" TEXT, ADD COLUMN "libraryControlId" TEXT;

CREATE TABLE "Attestation" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "predicate" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "fields" JSONB NOT NULL,
    "note" TEXT NOT NULL,
    "attestedByKind" TEXT NOT NULL,
    "attestedById" TEXT,
    "attestedByName" TEXT NOT NULL,
    "attestedAt" TIMESTAMPTZ(3) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "endedAt" TIMESTAMPTZ(3),
    "endReason" TEXT,
    "endedByName" TEXT,

    CONSTRAINT "Attestation_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Attestation_organizationId_attestedAt_id_idx" ON "Attestation"("organizationId", "attestedAt" DESC, "id" DESC);
CREATE INDEX "Attestation_tenantId_idx" ON "Attestation"("tenantId");
ALTER TABLE "Attestation" ADD CONSTRAINT "Attestation_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Attestation" ADD CONSTRAINT "Attestation_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- One attestation in force per organization, predicate and subject: a newer one supersedes it in
-- the same transaction, and two recorded at once cannot both stay in force.
CREATE UNIQUE INDEX "Attestation_in_force_key" ON "Attestation"("organizationId", "predicate", "subject") WHERE "endedAt" IS NULL;

-- Revisions (migration 20261125180000_revisions): attestations are the tenant's; the library is the
-- global catalog's scope, which every tenant reads.
CREATE CONSTRAINT TRIGGER "Attestation_revision" AFTER INSERT OR UPDATE OR DELETE ON "Attestation"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row();

CREATE FUNCTION revision_bump_catalog() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM revision_bump('00000000-0000-0000-0000-000000000000');
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER "LibraryStandard_revision" AFTER INSERT OR UPDATE OR DELETE ON "LibraryStandard"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_catalog();
