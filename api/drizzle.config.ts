import { defineConfig } from 'drizzle-kit';

// Only generates SQL from the schema; the app applies the committed files itself at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
