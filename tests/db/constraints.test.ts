import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  pgErrorCode,
  PG_CHECK_VIOLATION,
} from '../../server/db/errors';
import { files } from '../../server/db/schema/files';
import { secrets, userRoles, users } from '../../server/db/schema/users';
import { forEachDatabase, resetDatabase } from '../helpers/test-db';

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to be refused');
}

forEachDatabase('users constraints', (use) => {
  beforeEach(() => resetDatabase(use().db));

  it('refuses a second user with the same e-mail', async () => {
    const { db } = use();
    await db.insert(users).values({ email: 'anna@example.com' });
    const error = await failure(db.insert(users).values({ email: 'anna@example.com' }));
    expect(isUniqueViolation(error, 'users_email_key')).toBe(true);
  });

  it('refuses an e-mail that is not lower-cased', async () => {
    const error = await failure(use().db.insert(users).values({ email: 'Anna@Example.com' }));
    expect(pgErrorCode(error)).toBe(PG_CHECK_VIOLATION);
  });

  it('refuses a nickname that differs only in case', async () => {
    const { db } = use();
    await db.insert(users).values({ email: 'a@example.com', name: 'DJ Anna' });
    const error = await failure(
      db.insert(users).values({ email: 'b@example.com', name: 'dj anna' }),
    );
    expect(isUniqueViolation(error, 'users_name_lower_key')).toBe(true);
  });

  it('refuses a role for a user that does not exist and an unknown role', async () => {
    const { db } = use();
    const missing = await failure(db.insert(userRoles).values({ userId: 999, role: 'ROLE_USER' }));
    expect(isForeignKeyViolation(missing)).toBe(true);
    const [user] = await db.insert(users).values({ email: 'c@example.com' }).returning();
    const unknown = await failure(
      db.execute(`INSERT INTO user_roles (user_id, role) VALUES (${user?.id}, 'ROLE_KING')`),
    );
    expect(pgErrorCode(unknown)).toBe(PG_CHECK_VIOLATION);
  });

  it('deleting a user removes the roles and keeps what others created', async () => {
    const { db } = use();
    const [admin] = await db.insert(users).values({ email: 'admin@example.com' }).returning();
    const [artist] = await db
      .insert(users)
      .values({ email: 'artist@example.com', createdBy: admin?.id })
      .returning();
    await db.insert(userRoles).values({ userId: admin!.id, role: 'ROLE_ADMIN' });
    await db.delete(users).where(eq(users.id, admin!.id));
    expect(await db.select().from(userRoles)).toEqual([]);
    const [kept] = await db.select().from(users).where(eq(users.id, artist!.id));
    expect(kept?.createdBy).toBeNull();
  });

  it('stores bytes, arrays and defaults the same on every driver', async () => {
    const { db } = use();
    const bytes = new Uint8Array([0, 1, 2, 254, 255]);
    const [file] = await db
      .insert(files)
      .values({ mime: 'image/png', bytes, size: bytes.length, sha256: 'x' })
      .returning();
    const [user] = await db
      .insert(users)
      .values({ email: 'd@example.com', imageFileId: file?.id, years: [2024, 2025] })
      .returning();
    await db.insert(secrets).values({ name: 'jwt', value: 'k' });
    const [stored] = await db.select().from(files);
    expect(Array.from(stored?.bytes ?? [])).toEqual([0, 1, 2, 254, 255]);
    expect(user).toMatchObject({ years: [2024, 2025], firstLogin: true, confirmed: false });
    expect(user?.createdAt).toBeInstanceOf(Date);
    await db.delete(files);
    const [after] = await db.select().from(users);
    expect(after?.imageFileId).toBeNull();
  });
});
