-- Disabling a standard or a control across all clients asks for a reason (DECISIONS, "Scope changes
-- keep history"): kept on the row with who and when, shown on the graph.

-- AlterTable
ALTER TABLE "Control" ADD COLUMN     "disabledAt" TIMESTAMPTZ(3),
ADD COLUMN     "disabledById" UUID,
ADD COLUMN     "disabledReason" TEXT;

-- AlterTable
ALTER TABLE "Standard" ADD COLUMN     "disabledAt" TIMESTAMPTZ(3),
ADD COLUMN     "disabledById" UUID,
ADD COLUMN     "disabledReason" TEXT;

-- AddForeignKey
ALTER TABLE "Standard" ADD CONSTRAINT "Standard_disabledById_fkey" FOREIGN KEY ("disabledById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Control" ADD CONSTRAINT "Control_disabledById_fkey" FOREIGN KEY ("disabledById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
