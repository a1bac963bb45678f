-- Replicas now keep signed-in users' principals too, per session (src/auth/principal-cache.ts), so
-- a change that can end or narrow a session is announced on `credential_changes` as keys' are: a
-- sign-out or a revocation, a session cut short, a move to another user or tenant, its deletion.
-- A sliding refresh only lengthens a session and says nothing: a replica that finds its cached end
-- passed looks the session up again rather than refusing it.
CREATE TRIGGER "Session_credential_change" AFTER UPDATE ON "Session" FOR EACH ROW
  WHEN (OLD."revokedAt" IS DISTINCT FROM NEW."revokedAt"
     OR NEW."expiresAt" < OLD."expiresAt"
     OR OLD."userId" IS DISTINCT FROM NEW."userId"
     OR OLD."tenantId" IS DISTINCT FROM NEW."tenantId")
  EXECUTE FUNCTION notify_credential_change();
CREATE TRIGGER "Session_credential_delete" AFTER DELETE ON "Session" FOR EACH STATEMENT
  EXECUTE FUNCTION notify_credential_change();
