/**
 * The entry credential a ticket's QR code carries: ticket id, edition and credential version,
 * signed by the server (Ed25519). A gate checks the signature with the public key, offline; the
 * credential admits, it never moves a ticket. A new version (hand-over, claim) revokes the old.
 *
 * Layout of the signed message: format (1 byte), ticket uid (16 bytes), year (uint16), version
 * (uint16); the QR holds message and 64-byte signature in RFC 4648 base32, which QR codes store
 * in their compact alphanumeric mode.
 */
export const CREDENTIAL_FORMAT = 1;
export const CREDENTIAL_MESSAGE_BYTES = 21;
export const CREDENTIAL_SIGNATURE_BYTES = 64;
const CREDENTIAL_BYTES = CREDENTIAL_MESSAGE_BYTES + CREDENTIAL_SIGNATURE_BYTES;
export const MAX_CREDENTIAL_VERSION = 0xffff;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export interface CredentialClaims {
  ticketUid: string;
  year: number;
  version: number;
}

export interface DecodedCredential extends CredentialClaims {
  message: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
}

export const toBase32 = (bytes: Uint8Array): string => {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
};

export const fromBase32 = (text: string): Uint8Array<ArrayBuffer> | null => {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    const value = BASE32.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return new Uint8Array(bytes);
};

const uuidBytes = (uid: string): number[] | null => {
  const hex = uid.replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) return null;
  return Array.from({ length: 16 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
};

const uuidOf = (bytes: Uint8Array): string => {
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The bytes the server signs; throws on a uid that is not a UUID or numbers out of range. */
export const credentialMessage = (claims: CredentialClaims): Uint8Array<ArrayBuffer> => {
  const uid = uuidBytes(claims.ticketUid);
  if (!uid) throw new Error('A ticket uid must be a UUID');
  if (claims.version < 1 || claims.version > MAX_CREDENTIAL_VERSION) {
    throw new Error('Credential version out of range');
  }
  const message = new Uint8Array(CREDENTIAL_MESSAGE_BYTES);
  const view = new DataView(message.buffer);
  message[0] = CREDENTIAL_FORMAT;
  message.set(uid, 1);
  view.setUint16(17, claims.year);
  view.setUint16(19, claims.version);
  return message;
};

export const encodeCredential = (message: Uint8Array, signature: Uint8Array): string => {
  const bytes = new Uint8Array(CREDENTIAL_BYTES);
  bytes.set(message, 0);
  bytes.set(signature, CREDENTIAL_MESSAGE_BYTES);
  return toBase32(bytes);
};

/** What a scanned text claims to be, before its signature is checked; null when it is no credential. */
export const decodeCredential = (text: string): DecodedCredential | null => {
  const trimmed = text.trim().toUpperCase();
  if (trimmed.length !== Math.ceil((CREDENTIAL_BYTES * 8) / 5)) return null;
  const bytes = fromBase32(trimmed);
  if (bytes?.length !== CREDENTIAL_BYTES || bytes[0] !== CREDENTIAL_FORMAT) return null;
  const message = bytes.slice(0, CREDENTIAL_MESSAGE_BYTES);
  const view = new DataView(message.buffer);
  return {
    ticketUid: uuidOf(message.subarray(1, 17)),
    year: view.getUint16(17),
    version: view.getUint16(19),
    message,
    signature: bytes.slice(CREDENTIAL_MESSAGE_BYTES),
  };
};
