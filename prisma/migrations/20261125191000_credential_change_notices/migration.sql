-- Every replica keeps an API key's principal for a few seconds (src/auth/principal-cache.ts). A
-- change that can end or narrow what a credential may do is announced on `credential_changes`,
-- from the database itself, so no write path (the API, the CLI, an operator's SQL) can forget it;
-- each replica's LISTEN connection drops its cached principals on the notice. PostgreSQL sends a
-- transaction's notices at commit and folds identical ones.
CREATE FUNCTION notify_credential_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('credential_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER "ApiKey_credential_change" AFTER UPDATE ON "ApiKey" FOR EACH ROW
  WHEN (OLD."revokedAt" IS DISTINCT FROM NEW."revokedAt"
     OR OLD."expiresAt" IS DISTINCT FROM NEW."expiresAt"
     OR OLD.scopes IS DISTINCT FROM NEW.scopes
     OR OLD."userId" IS DISTINCT FROM NEW."userId"
     OR OLD."tenantId" IS DISTINCT FROM NEW."tenantId"
     OR OLD."keyHash" IS DISTINCT FROM NEW."keyHash")
  EXECUTE FUNCTION notify_credential_change();
CREATE TRIGGER "ApiKey_credential_delete" AFTER DELETE ON "ApiKey" FOR EACH STATEMENT
  EXECUTE FUNCTION notify_credential_change();

CREATE TRIGGER "User_credential_change" AFTER UPDATE ON "User" FOR EACH ROW
  WHEN (OLD."deactivatedAt" IS DISTINCT FROM NEW."deactivatedAt"
     OR OLD.role IS DISTINCT FROM NEW.role
     OR OLD."tenantId" IS DISTINCT FROM NEW."tenantId")
  EXECUTE FUNCTION notify_credential_change();
CREATE TRIGGER "User_credential_delete" AFTER DELETE ON "User" FOR EACH STATEMENT
  EXECUTE FUNCTION notify_credential_change();
