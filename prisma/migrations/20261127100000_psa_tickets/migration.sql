-- PSA ticketing (issue 34): a tenant's connection to its PSA, the PSA company of each organization,
-- one ticket row per (organization, control), and the changes the tickets still owe, derived from
-- the change outbox in the transaction of the evaluation that made them.
CREATE TYPE "PsaSystem" AS ENUM ('connectwise', 'autotask');
CREATE TYPE "PsaTicketState" AS ENUM ('open', 'closed');

CREATE TABLE "PsaConnection" (
    "tenantId" UUID NOT NULL,
    "system" "PsaSystem" NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "baseUrl" TEXT NOT NULL,
    "webUrl" TEXT,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "credentialsSealed" TEXT NOT NULL,
    "credentialHint" TEXT NOT NULL,
    "minimumSeverity" "Severity" NOT NULL DEFAULT 'low',
    "lastError" TEXT,
    "lastErrorAt" TIMESTAMPTZ(3),
    "lastSuccessAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PsaConnection_pkey" PRIMARY KEY ("tenantId"),
    CONSTRAINT "PsaConnection_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE "PsaCompany" (
    "organizationId" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "companyId" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PsaCompany_pkey" PRIMARY KEY ("organizationId"),
    CONSTRAINT "PsaCompany_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PsaCompany_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "PsaCompany_tenantId_idx" ON "PsaCompany"("tenantId");

CREATE TABLE "PsaTicket" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "controlId" UUID NOT NULL,
    "system" "PsaSystem" NOT NULL,
    "externalId" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "url" TEXT,
    "state" "PsaTicketState" NOT NULL,
    "subjects" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "openedAt" TIMESTAMPTZ(3) NOT NULL,
    "closedAt" TIMESTAMPTZ(3),
    "closeReason" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PsaTicket_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "PsaTicket_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PsaTicket_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PsaTicket_controlId_fkey" FOREIGN KEY ("controlId") REFERENCES "Control"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- Never two tickets for one control of one organization: the row is the control's ticket, a new
-- PSA ticket (after 14 days closed, or a deleted one) replaces what it points at.
CREATE UNIQUE INDEX "PsaTicket_organizationId_controlId_key" ON "PsaTicket"("organizationId", "controlId");
CREATE INDEX "PsaTicket_tenantId_idx" ON "PsaTicket"("tenantId");

CREATE TABLE "PsaTicketChange" (
    "id" BIGSERIAL NOT NULL,
    "tenantId" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "controlId" UUID NOT NULL,
    "batchId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "statusFrom" "ControlStatus",
    "statusTo" "ControlStatus",
    "opened" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "resolved" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "failing" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "reason" TEXT,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL,
    "recordedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "attemptedAt" TIMESTAMPTZ(3),
    "lastError" TEXT,
    "processedAt" TIMESTAMPTZ(3),
    "outcome" TEXT,

    CONSTRAINT "PsaTicketChange_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "PsaTicketChange_kind_check" CHECK ("kind" IN ('failing', 'subjects', 'passing', 'out_of_scope', 'exception', 'not_judged')),
    CONSTRAINT "PsaTicketChange_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PsaTicketChange_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PsaTicketChange_controlId_fkey" FOREIGN KEY ("controlId") REFERENCES "Control"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- A batch of the outbox names a control at most once here: replaying it adds nothing.
CREATE UNIQUE INDEX "PsaTicketChange_batchId_controlId_key" ON "PsaTicketChange"("batchId", "controlId");
CREATE INDEX "PsaTicketChange_pending_idx" ON "PsaTicketChange"("organizationId", "controlId", "id") WHERE "processedAt" IS NULL;
CREATE INDEX "PsaTicketChange_tenantId_idx" ON "PsaTicketChange"("tenantId");
CREATE INDEX "PsaTicketChange_recordedAt_idx" ON "PsaTicketChange"("recordedAt");

-- Every tenant table bumps its tenant's revision (migration 20261125180000_revisions): the grid's
-- ticket numbers and the PSA settings are reads like any other.
CREATE CONSTRAINT TRIGGER "PsaConnection_revision" AFTER INSERT OR UPDATE OR DELETE ON "PsaConnection"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row();
CREATE CONSTRAINT TRIGGER "PsaCompany_revision" AFTER INSERT OR UPDATE OR DELETE ON "PsaCompany"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row();
CREATE CONSTRAINT TRIGGER "PsaTicket_revision" AFTER INSERT OR UPDATE OR DELETE ON "PsaTicket"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row();
CREATE CONSTRAINT TRIGGER "PsaTicketChange_revision" AFTER INSERT OR UPDATE OR DELETE ON "PsaTicketChange"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row();
