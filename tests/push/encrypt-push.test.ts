import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPush } from '../../server/modules/push/encrypt';
import { decryptAes128gcm } from '../helpers/test-push-service';

function device() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    receiver: { ecdh, publicKey, auth },
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
  };
}

describe('encryptPush (RFC 8291 aes128gcm)', () => {
  it('is decrypted by the device it was made for, with a fresh key and salt every time', () => {
    const { receiver, keys } = device();
    const text = JSON.stringify({ title: 'Änderung', body: 'Moved to 21:00 🎶' });
    const first = encryptPush(text, keys);
    const second = encryptPush(text, keys);
    expect(decryptAes128gcm(first, receiver)).toBe(text);
    expect(decryptAes128gcm(second, receiver)).toBe(text);
    expect(first.subarray(0, 16).equals(second.subarray(0, 16))).toBe(false);
    expect(first.subarray(21, 86).equals(second.subarray(21, 86))).toBe(false);
    expect(first.readUInt32BE(16)).toBe(4096);
  });

  it('cannot be read by another device, and refuses malformed keys', () => {
    const { keys } = device();
    const other = device();
    expect(() => decryptAes128gcm(encryptPush('secret', keys), other.receiver)).toThrow();
    expect(() => encryptPush('x', { p256dh: 'AAAA', auth: keys.auth })).toThrow('malformed');
  });
});
