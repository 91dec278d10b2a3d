import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/client';
import { secrets } from '../../db/schema/users';

const VAPID_SECRET_NAME = 'vapid-keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when configured; otherwise a pair generated on first start and
 * kept in `secrets` (like the JWT key), so subscriptions survive restarts and every node signs alike.
 */
export async function loadVapidKeys(db: Database, configured?: VapidKeys): Promise<VapidKeys> {
  if (configured) return configured;
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(secrets)
    .values({ name: VAPID_SECRET_NAME, value: JSON.stringify(generated) })
    .onConflictDoNothing({ target: secrets.name });
  const [row] = await db
    .select({ value: secrets.value })
    .from(secrets)
    .where(eq(secrets.name, VAPID_SECRET_NAME));
  if (!row) throw new Error('The VAPID keys could not be stored');
  return JSON.parse(row.value) as VapidKeys;
}
