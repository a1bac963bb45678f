-- The service's own audit entries (a failed sign-in of an email no account has) have no tenant.
-- The generic revision trigger reads a row without a tenant as the global catalog, so every such
-- entry, which anyone can cause without a credential, expired every tenant's cached answers. No
-- tenant's read shows them (operators read them with `audit:service`): they bump nothing.
CREATE FUNCTION revision_bump_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant UUID := CASE WHEN TG_OP = 'DELETE' THEN OLD."tenantId" ELSE NEW."tenantId" END;
BEGIN
  IF tenant IS NOT NULL THEN
    PERFORM revision_bump(tenant);
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER "AuditEvent_revision" ON "AuditEvent";
CREATE CONSTRAINT TRIGGER "AuditEvent_revision" AFTER INSERT OR UPDATE OR DELETE ON "AuditEvent"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_audit_row();
