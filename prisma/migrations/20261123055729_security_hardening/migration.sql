-- AlterTable
ALTER TABLE "ApiKey" ADD COLUMN     "createdById" UUID,
ADD COLUMN     "createdByKeyId" UUID;

-- AlterTable
ALTER TABLE "User" DROP COLUMN "failedLoginCount",
DROP COLUMN "lockedUntil",
ADD COLUMN     "totpLastStep" INTEGER;

-- CreateTable
CREATE TABLE "SignInLock" (
    "emailHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL,
    "lockedUntil" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SignInLock_pkey" PRIMARY KEY ("emailHash")
);

-- CreateIndex
CREATE INDEX "ApiKey_createdById_idx" ON "ApiKey"("createdById");

-- CreateIndex
CREATE INDEX "ApiKey_createdByKeyId_idx" ON "ApiKey"("createdByKeyId");

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_createdByKeyId_fkey" FOREIGN KEY ("createdByKeyId") REFERENCES "ApiKey"("id") ON DELETE SET NULL ON UPDATE CASCADE;
