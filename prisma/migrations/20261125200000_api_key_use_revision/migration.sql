-- Every authenticated request of an API key records its use (lastUsedAt, at most once a minute per
-- key). Through the generic revision trigger that write bumped the tenant's revision, so each key
-- in use expired every cached answer and ETag of its whole tenant once a minute. A key's use alone
-- now bumps nothing; creating, deleting or changing anything else of a key still does. The WHEN
-- compares whole rows but that one column, so a column added later bumps without anyone
-- remembering it here. The one read that shows lastUsedAt (ApiKey.lastUsedAt) is marked volatile
-- in the schema, and the response cache never keeps an operation selecting it.
DROP TRIGGER "ApiKey_revision" ON "ApiKey";

CREATE CONSTRAINT TRIGGER "ApiKey_revision" AFTER INSERT OR DELETE ON "ApiKey"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row();

-- A WHEN may name OLD only in a trigger of UPDATE alone, hence a second trigger.
CREATE CONSTRAINT TRIGGER "ApiKey_revision_update" AFTER UPDATE ON "ApiKey"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (to_jsonb(OLD) - 'lastUsedAt' IS DISTINCT FROM to_jsonb(NEW) - 'lastUsedAt')
  EXECUTE FUNCTION revision_bump_tenant_row();
