/**
 * argon2 with the smallest cost, for tests that hash hundreds of passwords to test something
 * else (fuzzing, races): `vi.mock('argon2', cheapArgon2)`. Hashes stay real argon2id hashes.
 */
import type * as Argon2Module from 'argon2';
import { vi } from 'vitest';

export async function cheapArgon2(): Promise<typeof Argon2Module> {
  const actual = await vi.importActual<typeof Argon2Module>('argon2');
  const hash = ((password: string, options?: Record<string, unknown>) =>
    actual.hash(password, {
      ...options,
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    })) as typeof actual.hash;
  const argon2 = { ...actual, hash };
  return { ...argon2, default: argon2 };
}
