import { createHash, createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import {
  type CredentialClaims,
  credentialMessage,
  decodeCredential,
  encodeCredential,
} from '../../../src/api/contract/ticket-credential';
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '../../../src/api/contract/tickets';
import type { Database } from '../../db/client';
import { loadSecret } from '../../payments/secret';

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410).
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface IssuedCredential {
  /** What the QR code holds. */
  credential: string;
  /** 12 characters a gate types when the QR cannot be read; changes with every version. */
  entryCode: string;
}

/** The 12-character entry code of a signature: 60 bits of its SHA-256 in the ticket code alphabet. */
const entryCodeOf = (signature: Uint8Array): string => {
  const digest = createHash('sha256').update(signature).digest();
  let bits = digest.readBigUInt64BE(0);
  let code = '';
  for (let i = 0; i < TICKET_CODE_LENGTH; i += 1) {
    code += TICKET_CODE_ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return code;
};

/**
 * The ticket signing key (Ed25519): a seed generated on first start and kept in `secrets`, so
 * every node signs alike. Signatures are deterministic, so a credential can be re-made any time.
 */
export async function loadTicketCredentials(db: Database) {
  const seed = await loadSecret(db, 'ticket-signing-seed');
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = createPublicKey(privateKey);
  const rawPublicKey = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);

  return {
    /** The raw public key, base64: what scanners verify with. */
    publicKey: rawPublicKey.toString('base64'),

    issue(claims: CredentialClaims): IssuedCredential {
      const message = credentialMessage(claims);
      const signature = sign(null, message, privateKey);
      return {
        credential: encodeCredential(message, signature),
        entryCode: entryCodeOf(signature),
      };
    },

    /** The claims of a genuine credential, or null for anything forged or malformed. */
    verify(text: string): CredentialClaims | null {
      const decoded = decodeCredential(text);
      if (!decoded || !verify(null, decoded.message, publicKey, decoded.signature)) return null;
      return { ticketUid: decoded.ticketUid, year: decoded.year, version: decoded.version };
    },
  };
}
export type TicketCredentials = Awaited<ReturnType<typeof loadTicketCredentials>>;
