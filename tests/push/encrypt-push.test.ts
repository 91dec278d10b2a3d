import { describe, expect, it } from 'vitest';
import { encryptPush } from '../../server/modules/push/encrypt';
import { decryptAes128gcm, testDevice } from '../helpers/test-push-service';

describe('encryptPush (RFC 8291 aes128gcm)', () => {
  it('is decrypted by the device it was made for, with a fresh key and salt every time', () => {
    const { receiver, keys } = testDevice();
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
    const { keys } = testDevice();
    const other = testDevice();
    expect(() => decryptAes128gcm(encryptPush('secret', keys), other.receiver)).toThrow();
    expect(() => encryptPush('x', { p256dh: 'AAAA', auth: keys.auth })).toThrow('malformed');
  });
});
