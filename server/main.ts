import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase, type SeedSummary } from './seed/seed-database';
import { seedOptionsFromConfig } from './seed/seed-options';
import { warmUpPasswords } from './security/passwords';
import { checkDemoPasswords, startSummary } from './production-guards';
import { checkDataDir, startFailure } from './start-failure';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(config: Config): Promise<void> {
  await checkDataDir(config);
  const database = await openDatabase(config);
  let seed: SeedSummary | null = null;
  let app: FastifyInstance;
  try {
    // Writes the demo festival only into an empty database, so it is safe on every start.
    // Off by default in production (config.ts): demo accounts there need SEED=true.
    if (config.seed) {
      seed = await seedDatabase(database.db, seedOptionsFromConfig(config));
    }
    await checkDemoPasswords(database.db, config);
    app = await buildApp({ config, database, distDir: config.webDistDir });
  } catch (error) {
    await database.close();
    throw error;
  }
  const summary = startSummary(config, seed?.seeded ?? false);
  app.log.info(summary.facts, summary.message);
  if (seed?.seeded) {
    app.log.info({ rows: seed.rows, ms: Math.round(seed.durationMs) }, 'Demo festival seeded');
  }
  await warmUpPasswords();

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'Shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  app.log.info(`Festival is running at ${config.publicUrl} (database: ${database.kind})`);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
main(config).catch((error: unknown) => {
  const failure = startFailure(error, config);
  // One line an operator can act on; anything else is a bug and keeps its stack.
  console.error(failure ? `Festival cannot start: ${failure.message}` : error);
  process.exit(1);
});
