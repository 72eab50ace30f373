import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table lives in db/ (docs/ARCHITECTURE.md, rules of the house).
  schema: './src/db/schema*.ts',
  out: './drizzle',
});
