import argon2 from 'argon2';

/** argon2id above OWASP's minimum (19 MiB, t=2, p=1): 64 MiB, 3 passes, 4 lanes. */
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 4,
} as const;

let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/**
 * True when `password` matches `hash`. Without a hash (unknown user, account without password) it
 * still verifies against a dummy hash so the answer takes about as long and reveals nothing.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('dummy-password-for-equal-timing');
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Builds the dummy hash ahead of the first failed login so that one is not faster either. */
export async function warmUpPasswords(): Promise<void> {
  await verifyPassword(null, '');
}
