// Child of fixture-server.mjs, run with `node --import tsx`: builds the app as server/main.ts
// does (config from the environment, migrations, buildApp, listen on a free loopback port),
// lets a fixture add its data, then answers the fixture's calls until SIGTERM.
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { warmUpPasswords } from '../../server/security/passwords.ts';
import { FIXTURES } from './fixtures.mjs';

let app;
let database;
let actions = {};

const reply = (id, body) => process.send?.({ id, ...body });
const failure = (error) => String(error?.stack ?? error);

async function start({ fixture, options }) {
  const setUp = FIXTURES[fixture];
  if (!setUp) throw new Error(`Unknown fixture ${fixture}`);
  const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' });
  database = await openDatabase(config);
  // The gate benchmark drives the built app in Chromium; the others need no web app.
  app = await buildApp({ config, database, distDir: config.webDistDir ?? null });
  await warmUpPasswords();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  const baseUrl = `http://127.0.0.1:${port}`;
  const prepared = await setUp({ app, db: database.db, kind: database.kind, baseUrl, options });
  actions = prepared.actions ?? {};
  return { baseUrl, kind: database.kind, data: prepared.data };
}

process.on('message', (message) => {
  const run =
    message.type === 'start'
      ? start(message)
      : Promise.resolve().then(() => {
          const action = actions[message.name];
          if (!action) throw new Error(`Unknown action ${message.name}`);
          return action(message.args);
        });
  run.then(
    (result) => reply(message.id, { result }),
    (error) => reply(message.id, { error: failure(error) }),
  );
});

process.once('SIGTERM', () => {
  const close = async () => {
    await app?.close();
    await database?.close();
  };
  close().finally(() => process.exit(0));
});
