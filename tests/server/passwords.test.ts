import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/security/passwords';

describe('passwords', () => {
  it('are hashed with argon2id at 64 MiB, 3 passes, 4 lanes, salted', async () => {
    const first = await hashPassword('Secret1!x');
    const second = await hashPassword('Secret1!x');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Secret1!x');
  });

  it('verify only the right password', async () => {
    const hash = await hashPassword('Secret1!x');
    expect(await verifyPassword(hash, 'Secret1!x')).toBe(true);
    expect(await verifyPassword(hash, 'secret1!x')).toBe(false);
  });

  it('never match without a hash or with a broken hash', async () => {
    expect(await verifyPassword(null, 'dummy-password-for-equal-timing')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Secret1!x')).toBe(false);
  });
});
