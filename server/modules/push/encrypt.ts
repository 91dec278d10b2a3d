import { createCipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

/** RFC 8188 record size written into the header; a push (≤ 3 KB) is always one record. */
const RECORD_SIZE = 4096;

const info = (text: string) => Buffer.from(`${text}\0`, 'latin1');
const hkdf = (key: Buffer, salt: Buffer, label: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', key, salt, label, length));

/**
 * Encrypts a push for one device, RFC 8291 (`aes128gcm`, as web-push's encrypt does, with the
 * native HKDF): a new ECDH key pair and salt per message, one record ending in the 0x02
 * delimiter, the header carrying salt, record size and our public key.
 */
export function encryptPush(plaintext: string, keys: { p256dh: string; auth: string }): Buffer {
  const devicePublicKey = Buffer.from(keys.p256dh, 'base64url');
  const authSecret = Buffer.from(keys.auth, 'base64url');
  if (devicePublicKey.length !== 65 || authSecret.length < 16) {
    throw new Error('The subscription keys are malformed');
  }
  const ecdh = createECDH('prime256v1');
  const serverPublicKey = ecdh.generateKeys();
  const ikm = hkdf(
    ecdh.computeSecret(devicePublicKey),
    authSecret,
    Buffer.concat([info('WebPush: info'), devicePublicKey, serverPublicKey]),
    32,
  );
  const salt = randomBytes(16);
  const cipher = createCipheriv(
    'aes-128-gcm',
    hkdf(ikm, salt, info('Content-Encoding: aes128gcm'), 16),
    hkdf(ikm, salt, info('Content-Encoding: nonce'), 12),
  );
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(serverPublicKey.length, 20);
  return Buffer.concat([
    header,
    serverPublicKey,
    cipher.update(Buffer.concat([Buffer.from(plaintext, 'utf8'), Buffer.of(2)])),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
}
