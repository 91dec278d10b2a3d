import { sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../../db/client';

/**
 * What an order keeps of a deleted buyer: amounts, lines, dates, payment and country stay for the
 * books (§147 AO, 10 years); name, e-mail, birth date and street address do not. `.invalid` is a
 * top-level domain that never receives mail.
 */
export const DELETED_BUYER = {
  firstName: 'Deleted',
  lastName: 'account',
  email: 'deleted-account@example.invalid',
} as const;

/** Files the person put in: their photo, their posts' images and any other upload of theirs. */
async function findOwnFileIds(tx: Executor, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT image_file_id AS id FROM users WHERE id = ${userId} AND image_file_id IS NOT NULL
      UNION SELECT file_id FROM feed_items WHERE author_id = ${userId} AND file_id IS NOT NULL
      UNION SELECT id FROM files WHERE uploaded_by = ${userId}`,
  );
  return rows.map((row) => row.id);
}

/** Deletes those of `ids` nothing else shows any more (an event or venue picture stays). */
async function deleteUnusedFiles(tx: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`DELETE FROM files f WHERE f.id IN (${list})
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.image_file_id = f.id)
    AND NOT EXISTS (SELECT 1 FROM feed_items i WHERE i.file_id = f.id)
    AND NOT EXISTS (SELECT 1 FROM venues v WHERE v.image_file_id = f.id)
    AND NOT EXISTS (SELECT 1 FROM events e WHERE e.thumbnail_file_id = f.id)`);
}

/**
 * Erases a person (GDPR Art. 17), for their own request and for an admin's deletion alike: the
 * account and everything that hangs on it (profile, photo, favourites, posts, comments, likes,
 * chat messages, push subscriptions, cart, social logins, calendar feed, lobby card, blocks both
 * ways, their reports and the reports of their messages) goes; their
 * orders stay for the books, detached and without name or address; tickets they hold stay valid
 * but belong to nobody (like a guest purchase: the QR code they have still admits, the claim code
 * on their PDF attaches it to a new account). False when there is no such person.
 */
export async function deletePerson(db: Database, userId: number): Promise<boolean> {
  return db.transaction((tx) => erasePerson(tx, userId));
}

/** `deletePerson` inside a transaction the caller holds (an admin's deletion writes its audit row). */
export async function erasePerson(tx: Executor, userId: number): Promise<boolean> {
  const [person] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`,
  );
  if (!person) return false;
  // Every access token ends now, on every node, even before the row is gone.
  await tx.execute(sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${userId}`);
  const fileIds = await findOwnFileIds(tx, userId);
  await tx.execute(sql`UPDATE tickets SET owner_user_id = NULL, owner_name = '', changed_at = now()
    WHERE owner_user_id = ${userId}
      OR (owner_user_id IS NULL AND order_uid IN (SELECT uid FROM orders WHERE user_id = ${userId}))`);
  await tx.execute(sql`UPDATE orders SET user_id = NULL, updated_at = now(),
    consumer = consumer || jsonb_build_object(
      'firstName', ${DELETED_BUYER.firstName}::text,
      'lastName', ${DELETED_BUYER.lastName}::text,
      'email', ${DELETED_BUYER.email}::text,
      'gender', 0,
      'date_of_birth', '',
      'address', jsonb_build_object(
        'street', '', 'city', '', 'postalCode', '', 'address', NULL,
        'country', coalesce(consumer #>> '{address,country}', '')))
    WHERE user_id = ${userId}`);
  // The rest hangs on the user row (ON DELETE CASCADE, or SET NULL where a record outlives them).
  await tx.execute(sql`DELETE FROM users WHERE id = ${userId}`);
  await deleteUnusedFiles(tx, fileIds);
  return true;
}
