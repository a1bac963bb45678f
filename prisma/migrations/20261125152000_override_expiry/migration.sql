-- Exceptions that end: an override may carry the time it ends by itself (a job of the worker).
ALTER TABLE "ControlOverride" ADD COLUMN "expiresAt" TIMESTAMPTZ(3);
ALTER TABLE "StandardOverride" ADD COLUMN "expiresAt" TIMESTAMPTZ(3);
