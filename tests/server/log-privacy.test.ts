import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { messageBody } from '../../src/api/contract/common';
import { buildApp } from '../../server/app';
import { files } from '../../server/db/schema/files';
import { insertUser } from '../../server/modules/auth/queries';
import { apiHeaders, createUser, type CreatedUser } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

const EMAIL = 'leaky.person@example.org';
// What a failed 900 KB upload used to write into the log, byte for byte.
const BIG = 'Q'.repeat(900_000);

forEachDatabase('logs without data', (use) => {
  let app: FastifyInstance;
  let dataDir: string;
  let member: CreatedUser;
  const lines: string[] = [];
  const log = () => lines.join('');

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'festival-log-'));
    const database = use();
    app = await buildApp({
      config: { ...database.config, dataDir, logLevel: 'info' },
      database: database.handle,
      distDir: null,
      logStream: { write: (line) => lines.push(line) },
    });
    // A failing insert with an e-mail and a large parameter (the e-mail is taken).
    app.post(
      '/api/test/duplicate-user',
      { schema: { response: { 200: messageBody } } },
      async () => {
        await insertUser(
          app.db,
          { email: EMAIL, name: 'dup', firstName: BIG, lastName: 'x', passwordHash: BIG },
          [],
        );
        return { message: 'stored' };
      },
    );
    app.post('/api/test/bad-file', { schema: { response: { 200: messageBody } } }, async () => {
      // A size past `integer` while storing a large upload: a data exception (22003).
      await app.db.insert(files).values({
        mime: 'image/png',
        bytes: new Uint8Array(Buffer.from(BIG)),
        size: 2 ** 40,
        sha256: 'x',
      });
      return { message: 'stored' };
    });
    member = await createUser(database.db, { email: EMAIL }, app);
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it('a failed insert logs its SQLSTATE and constraint, never its parameters or the e-mail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/duplicate-user',
      headers: apiHeaders(),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ message: 'Internal server error' });
    const written = log();
    expect(written).toContain('"code":"23505"');
    expect(written).toContain('insert into \\"users\\"');
    expect(written).not.toContain(EMAIL);
    expect(written).not.toContain('QQQQ');
    expect(written).not.toMatch(/params|values \(/i);
    expect(written.length).toBeLessThan(10_000);
  });

  it('a refused upload insert logs a short line, and its answer carries no SQL', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/bad-file',
      headers: apiHeaders(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'A value in the request is not valid.' });
    expect(res.body).not.toMatch(/insert|files|range|QQQQ/i);
    const written = log();
    expect(written).toContain('"code":"22003"');
    expect(written).toContain('insert into \\"files\\"');
    expect(written).not.toContain('QQQQ');
    expect(written.length).toBeLessThan(10_000);
  });

  it('request logs carry no token, e-mail, query value or body', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/auth/confirm-account?token=Zm9vYmFyLXNlY3JldC10b2tlbg',
      headers: apiHeaders(),
    });
    await app.inject({
      method: 'GET',
      url: `/api/auth/me?email=${encodeURIComponent(EMAIL)}`,
      headers: apiHeaders(member.token),
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: apiHeaders(),
      payload: { email: EMAIL, password: 'Festival1!' },
    });
    await app.inject({
      method: 'GET',
      url: `/u/reset/password/Zm9vYmFyLXNlY3JldC10b2tlbg/${EMAIL}`,
      headers: { accept: 'text/html' },
    });
    const written = log();
    expect(written).toContain('incoming request');
    // A route is logged by its pattern, without query; a page path with secrets masked.
    expect(written).toContain('"url":"/api/auth/confirm-account"');
    expect(written).toContain('/u/reset/password/[secret]/[email]');
    expect(written).not.toContain('Zm9vYmFyLXNlY3JldC10b2tlbg');
    expect(written).not.toContain(member.token);
    expect(written).not.toContain(EMAIL);
    expect(written).not.toContain(encodeURIComponent(EMAIL));
    expect(written).not.toContain('Festival1!');
    expect(written.toLowerCase()).not.toContain('authorization');
  });
});
