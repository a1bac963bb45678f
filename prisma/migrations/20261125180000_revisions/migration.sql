-- Revisions: a counter per tenant (and one for the global connector catalog, under the nil uuid)
-- that every write of a row the tenant's reads depend on bumps IN ITS OWN TRANSACTION, so a cached
-- answer or an ETag keyed by it can never outlive the data it was built from. Triggers do the
-- bumping, so no write path of the application (pushes, the engine, expiry jobs, the CLI, the
-- seed, a cascade) can forget it.
CREATE TABLE "Revision" (
    "scope" UUID NOT NULL,
    "value" BIGINT NOT NULL,

    CONSTRAINT "Revision_pkey" PRIMARY KEY ("scope")
);

-- Bumps a scope once per transaction. The triggers are deferred to the commit: the revision row
-- is then the last lock a writer takes and holds it only while it commits, so two writers of one
-- tenant cannot deadlock over it (taken at their first statement, it would be held across every
-- later one). The set of scopes already bumped lives in a transaction-local setting, so a push of
-- ten thousand rows writes the revision row once.
CREATE FUNCTION revision_bump(target UUID) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped TEXT := coalesce(current_setting('revision.bumped', true), '');
BEGIN
  IF position(target::text IN bumped) > 0 THEN
    RETURN;
  END IF;
  INSERT INTO "Revision" ("scope", "value") VALUES (target, 1)
    ON CONFLICT ("scope") DO UPDATE SET "value" = "Revision"."value" + 1;
  PERFORM set_config('revision.bumped', bumped || target::text || ',', true);
END;
$$;

-- A row with a tenant bumps that tenant; a row without one (a built-in connector type) is the
-- global catalog, which every tenant reads.
CREATE FUNCTION revision_bump_tenant_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM revision_bump(coalesce(OLD."tenantId", '00000000-0000-0000-0000-000000000000'));
  ELSE
    PERFORM revision_bump(coalesce(NEW."tenantId", '00000000-0000-0000-0000-000000000000'));
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION revision_bump_tenant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM revision_bump(OLD."id");
  ELSE
    PERFORM revision_bump(NEW."id");
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER "Tenant_revision" AFTER INSERT OR UPDATE OR DELETE ON "Tenant"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant();

-- Every table with a tenant column, but the Idempotency-Key replays (written by POSTs, read by no
-- query). A later migration that adds such a table adds its trigger too: test/db/revisions.test.ts
-- fails until it does.
DO $$
DECLARE
  tbl TEXT;
BEGIN
  FOR tbl IN
    SELECT table_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name = 'tenantId' AND table_name <> 'IdempotencyKey'
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revision_bump_tenant_row()',
      tbl || '_revision', tbl);
  END LOOP;
END;
$$;
