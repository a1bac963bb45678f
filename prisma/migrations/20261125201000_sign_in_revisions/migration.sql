-- Every sign-in and token refresh wrote rows that bumped the tenant's revision, so each person
-- signing in, and each console refreshing its token (every 15 minutes per tab), expired every
-- cached answer and ETag of the tenant. Those writes now bump nothing; each table they touch, and
-- who reads it:
-- - Session (created at sign-in, its expiry slid at each refresh, revoked at sign-out): read by no
--   query, only by authentication, which runs before the cache is asked. No trigger.
-- - RefreshToken: has no tenant column, so it never had one.
-- - AuditEvent entries of `auth.*` actions (signed in, failed, refreshed, revoked, signed out,
--   MFA): the one field reading the audit log, Query.auditEvents, is marked volatile and never
--   cached. Every other entry is written with the change it records, which bumps anyway.
-- - User.totpLastStep (the last TOTP step accepted, written at each MFA sign-in, with the
--   updatedAt Prisma sets): read by no query. Every other change of a user still bumps.
DROP TRIGGER "Session_revision" ON "Session";

CREATE OR REPLACE FUNCTION revision_bump_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry "AuditEvent" := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  IF entry."tenantId" IS NOT NULL AND entry.action NOT LIKE 'auth.%' THEN
    PERFORM revision_bump(entry."tenantId");
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER "User_revision" ON "User";

CREATE CONSTRAINT TRIGGER "User_revision" AFTER INSERT OR DELETE ON "User"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row();

CREATE CONSTRAINT TRIGGER "User_revision_update" AFTER UPDATE ON "User"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (to_jsonb(OLD) - 'totpLastStep' - 'updatedAt' IS DISTINCT FROM to_jsonb(NEW) - 'totpLastStep' - 'updatedAt')
  EXECUTE FUNCTION revision_bump_tenant_row();
