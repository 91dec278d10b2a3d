/**
 * The real Fastify app on a test database, for `app.inject()` tests:
 *
 *   forEachDatabase('events', (use) => {
 *     let t: TestApp;
 *     beforeAll(async () => { t = await createTestApp(use()); });
 *     afterAll(() => t.close());
 *     it('lists events', async () => {
 *       const admin = await createUser(t.app.db, { roles: ['ROLE_ADMIN'] });
 *       const res = await t.app.inject({ method: 'GET', url: '/api/…', headers: apiHeaders(admin.token) });
 *     });
 *   });
 *
 * Mails land as .eml files in `t.outboxDir`; `waitForMail(t.outboxDir, to)` reads them back.
 * Routes may be added to `t.app` before the first inject (it is not ready yet).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER, type Role } from '../../src/api/contract/common';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { insertUser } from '../../server/modules/auth/queries';
import { hashPassword } from '../../server/security/passwords';
import type { TestDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  /** Where this app writes its mails. */
  outboxDir: string;
  close(): Promise<void>;
}

/** `distDir`: a built web app to serve (none by default); `config`: settings to change. */
export async function createTestApp(
  database: TestDatabase,
  options: { distDir?: string; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'festival-test-'));
  const app = await buildApp({
    config: { ...database.config, ...options.config, dataDir },
    database: database.handle,
    distDir: options.distDir ?? null,
  });
  return {
    app,
    outboxDir: join(dataDir, 'outbox'),
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headers of a call from the app: the frontend token, plus the bearer token when given. */
export function apiHeaders(accessToken?: string): Record<string, string> {
  const headers: Record<string, string> = { [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  return headers;
}

export const TEST_PASSWORD = 'Festival1!';

let userCount = 0;
// argon2 is slow on purpose: hash the shared test password once per test process.
let testPasswordHash: Promise<string> | undefined;

export interface CreatedUser {
  id: number;
  email: string;
  name: string;
  /** A valid access token of this user (signed by `app`, when given). */
  token: string;
}

/** A confirmed user with TEST_PASSWORD, inserted directly; pass `app` to also get a token. */
export async function createUser(
  db: Database,
  options: { roles?: Role[]; email?: string; name?: string; confirmed?: boolean } = {},
  app?: FastifyInstance,
): Promise<CreatedUser> {
  userCount += 1;
  const suffix = `${process.pid}-${userCount}`;
  const email = options.email ?? `user-${suffix}@example.org`;
  const name = options.name ?? `user${suffix}`.slice(0, 20);
  const id = await insertUser(
    db,
    {
      email,
      name,
      firstName: 'Test',
      lastName: `User ${userCount}`,
      passwordHash: await (testPasswordHash ??= hashPassword(TEST_PASSWORD)),
      confirmed: options.confirmed ?? true,
    },
    options.roles ?? ['ROLE_USER'],
  );
  const token = app ? await sessionToken(app, id) : '';
  return { id, email, name, token };
}

/** The access token of a new login of `userId` (a row in `sessions`, as a real login makes). */
export async function sessionToken(app: FastifyInstance, userId: number): Promise<string> {
  return (await app.sessions.start(userId, 'vitest')).accessToken;
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text/plain part. */
  text: string;
}

/** Every mail in the outbox, oldest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).sort();
  return Promise.all(
    files.map(async (file) => parseMail(file, await readFile(join(outboxDir, file), 'utf8'))),
  );
}

/** The newest mail to `to`, waiting up to `timeoutMs` for it (some mails are sent after the answer). */
export async function waitForMail(
  outboxDir: string,
  to: string,
  timeoutMs = 5000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(outboxDir)).filter((m) => m.to === to).at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first link of a mail that starts with `prefix`. */
export function linkIn(mail: OutboxMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in:\n${mail.text}`);
  return link;
}

function parseMail(file: string, raw: string): OutboxMail {
  const source = raw.replace(/\r\n/g, '\n');
  const [head = ''] = source.split('\n\n', 1);
  const unfolded = head.replace(/\n[ \t]+/g, ' ');
  const header = (name: string) =>
    decodeEncodedWords(new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded)?.[1]?.trim() ?? '');
  const plain = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*\n([\s\S]*?)\n--/i.exec(source);
  return {
    file,
    to: header('To'),
    subject: header('Subject'),
    text: decodeQuotedPrintable(plain?.[1] ?? ''),
  };
}

/** RFC 2047 header words such as =?UTF-8?Q?best=C3=A4tige?= (mail subjects with umlauts). */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
