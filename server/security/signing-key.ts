import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { secrets } from '../db/schema/users';

const SIGNING_KEY_NAME = 'jwt-signing-key';

/**
 * The access-token key: generated on first start and kept in `secrets`, so it survives restarts and
 * every node shares it. Insert-if-absent then read makes concurrent first starts agree on one key.
 */
export async function loadSigningKey(db: Database): Promise<Uint8Array> {
  await db
    .insert(secrets)
    .values({ name: SIGNING_KEY_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing({ target: secrets.name });
  const [row] = await db
    .select({ value: secrets.value })
    .from(secrets)
    .where(eq(secrets.name, SIGNING_KEY_NAME));
  if (!row) throw new Error('The signing key could not be stored');
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}
