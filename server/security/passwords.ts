import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { Semaphore } from './semaphore';

/** argon2id above OWASP's minimum (19 MiB, t=2, p=1): 64 MiB, 3 passes, 4 lanes. */
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 4,
} as const;

/**
 * Hashes and verifications running at once, one per core (at most 4): a burst of logins queues
 * instead of taking 64 MiB and all cores each.
 */
export const PASSWORD_WORK_LIMIT = Math.min(4, Math.max(1, availableParallelism()));
export const passwordWork = new Semaphore(PASSWORD_WORK_LIMIT);

let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => argon2.hash(password, HASH_OPTIONS));
}

const verifyHash = (hash: string, password: string) =>
  passwordWork.run(() => argon2.verify(hash, password));

/**
 * True when `password` matches `hash`. Without a hash (unknown user, account without password) it
 * still verifies against a dummy hash so the answer takes about as long and reveals nothing.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('dummy-password-for-equal-timing');
    await verifyHash(await dummyHash, password);
    return false;
  }
  try {
    return await verifyHash(hash, password);
  } catch {
    return false;
  }
}

/** Builds the dummy hash ahead of the first failed login so that one is not faster either. */
export async function warmUpPasswords(): Promise<void> {
  await verifyPassword(null, '');
}
