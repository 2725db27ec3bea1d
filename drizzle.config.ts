import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes SQL migrations to server/db/migrations (committed; applied at start). */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/core-schema.ts',
    './server/catalog/schema.ts',
    './server/lending/schema.ts',
    './server/analytics/schema.ts',
  ],
  out: './server/db/migrations',
});
