-- CreateEnum
CREATE TYPE "NotificationChannelKind" AS ENUM ('email', 'teams', 'slack');

-- CreateEnum
CREATE TYPE "NotificationScope" AS ENUM ('all', 'assigned');

-- CreateEnum
CREATE TYPE "NotificationCadence" AS ENUM ('immediate', 'digest');

-- CreateEnum
CREATE TYPE "NotificationMessageStatus" AS ENUM ('pending', 'sent', 'failed');

-- CreateEnum
CREATE TYPE "ReportCadence" AS ENUM ('weekly', 'monthly');

-- CreateTable
CREATE TABLE "NotificationChannel" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "kind" "NotificationChannelKind" NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT,
    "urlSealed" TEXT,
    "urlHint" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "NotificationChannel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationPreference" (
    "userId" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "scope" "NotificationScope" NOT NULL DEFAULT 'all',
    "kinds" TEXT[],
    "minSeverity" "Severity" NOT NULL DEFAULT 'high',
    "cadence" "NotificationCadence" NOT NULL DEFAULT 'immediate',
    "digestHour" INTEGER NOT NULL DEFAULT 8,
    "timeZone" TEXT NOT NULL DEFAULT 'UTC',
    "email" BOOLEAN NOT NULL DEFAULT false,
    "channelIds" UUID[],
    "lastDigestDay" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "NotificationPreference_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "sourceKey" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" JSONB NOT NULL,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMPTZ(3),

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationMessage" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "destination" TEXT NOT NULL,
    "dedupeKey" TEXT NOT NULL,
    "userId" UUID,
    "subject" TEXT NOT NULL,
    "content" JSONB NOT NULL,
    "status" "NotificationMessageStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),

    CONSTRAINT "NotificationMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TenantBranding" (
    "tenantId" UUID NOT NULL,
    "mspName" TEXT NOT NULL,
    "accentColor" TEXT NOT NULL,
    "footer" TEXT NOT NULL DEFAULT '',
    "logo" BYTEA,
    "logoType" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "TenantBranding_pkey" PRIMARY KEY ("tenantId")
);

-- CreateTable
CREATE TABLE "ReportSchedule" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "cadence" "ReportCadence" NOT NULL,
    "dayOfMonth" INTEGER,
    "dayOfWeek" INTEGER,
    "hour" INTEGER NOT NULL DEFAULT 7,
    "timeZone" TEXT NOT NULL DEFAULT 'UTC',
    "recipients" TEXT[],
    "days" INTEGER NOT NULL DEFAULT 90,
    "nextRunAt" TIMESTAMPTZ(3) NOT NULL,
    "lastRunAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ReportSchedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClientReport" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "scheduleId" UUID,
    "dueAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "days" INTEGER NOT NULL,
    "html" TEXT NOT NULL,
    "pdf" BYTEA NOT NULL,
    "snapshot" JSONB NOT NULL,
    "recipients" TEXT[],
    "emailedAt" TIMESTAMPTZ(3),
    "emailError" TEXT,

    CONSTRAINT "ClientReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "NotificationChannel_tenantId_name_key" ON "NotificationChannel"("tenantId", "name");

-- CreateIndex
CREATE INDEX "NotificationPreference_tenantId_idx" ON "NotificationPreference"("tenantId");

-- CreateIndex
CREATE INDEX "Notification_userId_deliveredAt_idx" ON "Notification"("userId", "deliveredAt");

-- CreateIndex
CREATE UNIQUE INDEX "Notification_userId_sourceKey_key" ON "Notification"("userId", "sourceKey");

-- CreateIndex
CREATE INDEX "NotificationMessage_tenantId_createdAt_idx" ON "NotificationMessage"("tenantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationMessage_tenantId_destination_dedupeKey_key" ON "NotificationMessage"("tenantId", "destination", "dedupeKey");

-- CreateIndex
CREATE UNIQUE INDEX "ReportSchedule_organizationId_key" ON "ReportSchedule"("organizationId");

-- CreateIndex
CREATE INDEX "ReportSchedule_tenantId_idx" ON "ReportSchedule"("tenantId");

-- CreateIndex
CREATE INDEX "ClientReport_organizationId_createdAt_id_idx" ON "ClientReport"("organizationId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "ClientReport_scheduleId_dueAt_key" ON "ClientReport"("scheduleId", "dueAt");

-- AddForeignKey
ALTER TABLE "NotificationChannel" ADD CONSTRAINT "NotificationChannel_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationPreference" ADD CONSTRAINT "NotificationPreference_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationPreference" ADD CONSTRAINT "NotificationPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationMessage" ADD CONSTRAINT "NotificationMessage_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TenantBranding" ADD CONSTRAINT "TenantBranding_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportSchedule" ADD CONSTRAINT "ReportSchedule_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportSchedule" ADD CONSTRAINT "ReportSchedule_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientReport" ADD CONSTRAINT "ClientReport_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientReport" ADD CONSTRAINT "ClientReport_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientReport" ADD CONSTRAINT "ClientReport_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "ReportSchedule"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Revisions (migration 20261125180000_revisions): every table here has a tenant column, so its
-- writes bump the tenant's revision like any other, and no cached answer or ETag outlives them
-- (channels, preferences, branding, schedules and kept reports are read by the graph; the
-- notifications and messages the worker writes are not yet, and bump so that a read added later
-- cannot be served stale).
CREATE CONSTRAINT TRIGGER "NotificationChannel_revision" AFTER INSERT OR UPDATE OR DELETE ON "NotificationChannel"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row();
CREATE CONSTRAINT TRIGGER "NotificationPreference_revision" AFTER INSERT OR UPDATE OR DELETE ON "NotificationPreference"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row();
CREATE CONSTRAINT TRIGGER "Notification_revision" AFTER INSERT OR UPDATE OR DELETE ON "Notification"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row();
CREATE CONSTRAINT TRIGGER "NotificationMessage_revision" AFTER INSERT OR UPDATE OR DELETE ON "NotificationMessage"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row();
CREATE CONSTRAINT TRIGGER "TenantBranding_revision" AFTER INSERT OR UPDATE OR DELETE ON "TenantBranding"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row();
CREATE CONSTRAINT TRIGGER "ReportSchedule_revision" AFTER INSERT OR UPDATE OR DELETE ON "ReportSchedule"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row();
CREATE CONSTRAINT TRIGGER "ClientReport_revision" AFTER INSERT OR UPDATE OR DELETE ON "ClientReport"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row();
