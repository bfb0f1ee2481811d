import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // the core tables, then one file per plain area (issue 11: no central list)
  schema: ['./src/db/schema/index.ts', './src/db/schema/areas/*.ts'],
  out: './src/db/migrations',
});
