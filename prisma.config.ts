import { defineConfig } from 'prisma/config';

// Prisma 7 reads the connection from here; `generate` needs none, and migrations run through
// scripts/db.ts (the WASM schema engine), so a placeholder keeps the CLI quiet offline.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
