-- An organization's PSA company is its external reference in the PSA's system (OrganizationExternalRef,
-- system 'connectwise' or 'autotask'): the separate mapping moves there and goes. A company another
-- organization of the tenant already references stays with that one (the references' unique key).
INSERT INTO "OrganizationExternalRef" (id, "tenantId", "organizationId", system, "externalId", "createdAt")
SELECT gen_random_uuid(), p."tenantId", p."organizationId", c.system::text, p."companyId", p."updatedAt"
  FROM "PsaCompany" p JOIN "PsaConnection" c ON c."tenantId" = p."tenantId"
ON CONFLICT ("tenantId", system, "externalId") DO NOTHING;

-- DropTable
DROP TABLE "PsaCompany";
