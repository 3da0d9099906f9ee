import { defineConfig } from 'drizzle-kit';

// One schema for both databases: migrations generated here run on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './drizzle',
  casing: undefined,
});
