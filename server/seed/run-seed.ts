import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDatabase } from './seed-database';
import { seedOptionsFromConfig } from './seed-options';

/** `tsx server/seed/run-seed.ts`: seeds the configured database now and prints what it wrote. */
async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const summary = await seedDatabase(database.db, seedOptionsFromConfig(config));
    const seconds = (summary.durationMs / 1000).toFixed(1);
    console.log(
      summary.seeded
        ? `Seeded ${database.kind} in ${seconds} s: ${JSON.stringify(summary.rows)}`
        : `Not seeded: the database already has users (${database.kind}).`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
