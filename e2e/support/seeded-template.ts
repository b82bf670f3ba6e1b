import { makeSeededTemplate, SEEDED_TEMPLATE_VARIABLE } from "./start-server.ts";

/**
 * The e2e project's global setup: on PostgreSQL, one seeded template for the whole run, named to
 * the test files in an environment variable (their processes start after this), and removed at
 * the end. On PGlite every server seeds its own database, as before.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (!process.env.DATABASE_URL) return undefined;
  const template = await makeSeededTemplate();
  process.env[SEEDED_TEMPLATE_VARIABLE] = JSON.stringify({ database: template.database, dataDir: template.dataDir });
  return async () => {
    delete process.env[SEEDED_TEMPLATE_VARIABLE];
    await template.remove();
  };
}
