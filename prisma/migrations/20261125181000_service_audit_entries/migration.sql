-- The service's own entries have no tenant: a failed sign-in of an email no account has belongs
-- to no tenant's log. Tenants read only their own rows (tenantId = theirs), so they never see these;
-- operators read them with `npm run cli -- audit:service`.
ALTER TABLE "AuditEvent" ALTER COLUMN "tenantId" DROP NOT NULL;
