import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';

/**
 * `npm run db:migrate`: applies pending migrations and exits, for a deploy step that migrates once
 * before new nodes start. Nodes also migrate on start, under the same advisory lock, so skipping
 * this step is safe; it only moves the wait out of the nodes' start-up.
 */
async function migrate(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.close();
  console.log(`Migrations applied (database: ${database.kind})`);
}

migrate().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
