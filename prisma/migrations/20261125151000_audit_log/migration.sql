-- The audit log: one row per successful write, sign-in and engine expiry. No foreign keys: an
-- entry outlives the tenant, organization or user it names (a cascade would be a delete).
CREATE TABLE "AuditEvent" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorKind" TEXT NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT,
    "organizationId" UUID,
    "requestId" TEXT,
    "clientAddress" TEXT,
    "changes" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "AuditEvent_actorKind_check" CHECK ("actorKind" IN ('user', 'api_key', 'system', 'cli'))
);

CREATE INDEX "AuditEvent_tenantId_occurredAt_id_idx" ON "AuditEvent"("tenantId", "occurredAt" DESC, "id" DESC);
CREATE INDEX "AuditEvent_occurredAt_idx" ON "AuditEvent"("occurredAt");

-- The retention the guard lets deletes through at. A row of its own rather than a constant in the
-- trigger: AUDIT_RETENTION_DAYS is an operator's setting, and the retention job writes it here
-- before it deletes, so changing it needs no migration. One row, always.
CREATE TABLE "AuditRetention" (
    "id" BOOLEAN NOT NULL DEFAULT true,
    "days" INTEGER NOT NULL DEFAULT 400,

    CONSTRAINT "AuditRetention_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "AuditRetention_one_row" CHECK ("id"),
    CONSTRAINT "AuditRetention_days_check" CHECK ("days" >= 1)
);
INSERT INTO "AuditRetention" ("id", "days") VALUES (true, 400);

-- Append-only, whatever statement reaches the table: an UPDATE never passes, a DELETE only for
-- rows past the retention (what the retention job removes).
CREATE FUNCTION audit_event_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    retention INTEGER;
BEGIN
    IF TG_OP = 'UPDATE' THEN
        RAISE EXCEPTION 'the audit log is append-only: UPDATE refused' USING ERRCODE = 'insufficient_privilege';
    END IF;
    SELECT "days" INTO retention FROM "AuditRetention" WHERE "id";
    IF OLD."occurredAt" > CURRENT_TIMESTAMP - make_interval(days => COALESCE(retention, 400)) THEN
        RAISE EXCEPTION 'the audit log is append-only: DELETE of an entry younger than % days refused', COALESCE(retention, 400)
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN OLD;
END;
$$;

CREATE TRIGGER "AuditEvent_append_only"
    BEFORE UPDATE OR DELETE ON "AuditEvent"
    FOR EACH ROW EXECUTE FUNCTION audit_event_guard();

-- TRUNCATE fires no row trigger: refuse it too.
CREATE FUNCTION audit_event_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the audit log is append-only: TRUNCATE refused' USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "AuditEvent_no_truncate"
    BEFORE TRUNCATE ON "AuditEvent"
    FOR EACH STATEMENT EXECUTE FUNCTION audit_event_no_truncate();
