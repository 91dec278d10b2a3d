import { type GateVerdict } from '@/api/contract/gate';
import { decodeCredential } from '@/api/contract/ticket-credential';
import { isTicketCode, normaliseTicketCode } from '@/api/contract/tickets';
import { db, type GateCheckinRow, type GateScanRow, type GateTicketRow } from '../db';
import { verifySignature } from './verify-signature';

export interface GateContext {
  /** The edition this gate admits. */
  year: number;
  publicKey: string;
}

export interface GateDecision {
  verdict: GateVerdict;
  /** What the server gets: the credential read, or the entry code typed. */
  input: { credential: string } | { entryCode: string };
  ticketUid: string | null;
  version: number | null;
  holder: string | null;
  productName: string | null;
  /** The credential's edition, when it is another one than the gate's. */
  ticketYear: number | null;
  /** For 'used' and 'reentry': the ticket's first admission. */
  firstAdmission: { gate: string; scannedAt: string } | null;
}

const decision = (
  verdict: GateVerdict,
  input: GateDecision['input'],
  extra: Partial<GateDecision> = {},
): GateDecision => ({
  verdict,
  input,
  ticketUid: null,
  version: null,
  holder: null,
  productName: null,
  ticketYear: null,
  firstAdmission: null,
  ...extra,
});

/** The earliest admission: the server's check-in, or one of this device's own. */
const earliest = (checkin: GateCheckinRow | undefined, own: readonly GateScanRow[]) => {
  const admissions: Pick<GateScanRow, 'gate' | 'scannedAt'>[] = own.filter(
    (scan) => scan.verdict === 'admitted' || scan.verdict === 'reentry',
  );
  if (checkin) admissions.push(checkin);
  admissions.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
  const [first] = admissions;
  return first ? { gate: first.gate, scannedAt: first.scannedAt } : null;
};

/** The first admission this gate knows of: the server's check-in, or one of this device's own. */
const firstAdmissionOf = async (ticketUid: string) => {
  const [checkin, own] = await Promise.all([
    db.gateCheckins.get(ticketUid),
    db.gateScans.where('ticketUid').equals(ticketUid).toArray(),
  ]);
  return earliest(checkin, own);
};

/** A genuine ticket of this edition: revoked, used, re-entry, or admitted. */
const decideTicket = async (
  input: GateDecision['input'],
  ticketUid: string,
  version: number,
  listed: GateTicketRow | undefined,
  firstAdmission: GateDecision['firstAdmission'],
): Promise<GateDecision> => {
  const product = listed?.productUid ? await db.gateProducts.get(listed.productUid) : undefined;
  const known = {
    ticketUid,
    version,
    holder: listed?.holder ?? null,
    productName: product?.name ?? null,
  };
  // An older version than the list's was handed over or claimed: its QR code no longer admits.
  if (listed && (listed.revoked || version < listed.version)) {
    return decision('revoked', input, known);
  }
  if (firstAdmission) {
    return decision(product?.allowsReentry ? 'reentry' : 'used', input, {
      ...known,
      firstAdmission,
    });
  }
  // A ticket sold after the last list sync is not in it yet; its signature vouches for it.
  return decision('admitted', input, known);
};

/**
 * What a gate shows for a scanned or typed text, decided on the device without a network: the
 * credential's signature, its edition, the list's version and revocations, and admissions so far.
 */
export const decideScan = async (text: string, context: GateContext): Promise<GateDecision> => {
  const credential = decodeCredential(text);
  if (credential) {
    const input = { credential: text.trim().toUpperCase() };
    // The signature, the list's row and the admissions so far are checked at once.
    const [genuine, listed, firstAdmission] = await Promise.all([
      verifySignature(context.publicKey, credential.message, credential.signature),
      db.gateTickets.get(credential.ticketUid),
      firstAdmissionOf(credential.ticketUid),
    ]);
    if (!genuine) return decision('forged', input);
    if (credential.year !== context.year) {
      return decision('wrong-edition', input, { ticketYear: credential.year });
    }
    return decideTicket(input, credential.ticketUid, credential.version, listed, firstAdmission);
  }
  const entryCode = normaliseTicketCode(text);
  const input = { entryCode };
  if (!isTicketCode(entryCode)) return decision('forged', input);
  const listed = await db.gateTickets.where('entryCode').equals(entryCode).first();
  if (!listed) return decision('forged', input);
  return decideTicket(
    input,
    listed.uid,
    listed.version,
    listed,
    await firstAdmissionOf(listed.uid),
  );
};
