// drizzle-kit: `npm run db:generate` writes a new SQL migration from server/src/db/schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/db/migrations',
});
