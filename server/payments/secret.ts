import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { secrets } from '../db/schema/users';

/** A random secret generated on first use and kept in `secrets`, so every node shares it. */
export async function loadSecret(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(secrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing({ target: secrets.name });
  const [row] = await db
    .select({ value: secrets.value })
    .from(secrets)
    .where(eq(secrets.name, name));
  if (!row) throw new Error(`The secret ${name} could not be stored`);
  return Buffer.from(row.value, 'base64');
}

/** HMAC-SHA256 signatures (hex, or base64url for links) over a text, checked in constant time. */
export function createSigner(secret: Buffer) {
  const sign = (text: string, encoding: 'hex' | 'base64url' = 'hex') =>
    createHmac('sha256', secret).update(text).digest(encoding);
  return {
    sign,
    verify(text: string, signature: string | undefined, encoding: 'hex' | 'base64url' = 'hex') {
      if (!signature) return false;
      const expected = Buffer.from(sign(text, encoding));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type Signer = ReturnType<typeof createSigner>;
