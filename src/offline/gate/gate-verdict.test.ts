import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { credentialMessage, encodeCredential } from '@/api/contract/ticket-credential';
import { db } from '../db';
import { mirrorSession } from '../session';
import { resetDb } from '../testing/reset-db';
import { decideScan, type GateContext } from './gate-verdict';
import { queueGateScan } from './queue-scan';

const UID = '6f1c2a6e-9d7b-4c1a-8a52-0d6c1e2b3a40';
const OTHER = '0b7c3c1e-2f4d-4b7a-9e11-5a6b7c8d9e0f';
let keys: CryptoKeyPair;
let context: GateContext;

const sign = async (ticketUid: string, year: number, version: number, key = keys.privateKey) => {
  const message = credentialMessage({ ticketUid, year, version });
  const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', key, message));
  return encodeCredential(message, signature);
};

beforeAll(async () => {
  keys = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
  context = { year: 2025, publicKey: btoa(String.fromCharCode(...raw)) };
});

beforeEach(async () => {
  await resetDb();
  await mirrorSession({ userId: 3, accessToken: 't' });
  await db.gateProducts.bulkPut([
    { uid: 'day', name: 'Day Ticket', allowsReentry: false },
    { uid: 'pass', name: 'Festival Pass', allowsReentry: true },
  ]);
  await db.gateTickets.put({
    uid: UID,
    version: 2,
    entryCode: 'ABCDEFGHJKLM',
    holder: 'Łukasz Dvořák',
    productUid: 'day',
    revoked: false,
  });
});

describe('the gate decides offline', () => {
  it('admits a genuine credential of this edition, with holder and ticket type', async () => {
    const decision = await decideScan(await sign(UID, 2025, 2), context);
    expect(decision).toMatchObject({
      verdict: 'admitted',
      ticketUid: UID,
      holder: 'Łukasz Dvořák',
      productName: 'Day Ticket',
    });
  });

  it('refuses a forged signature, another key, another edition and an old version', async () => {
    const genuine = await sign(UID, 2025, 2);
    const tampered = `${genuine.slice(0, 60)}${genuine[60] === 'A' ? 'B' : 'A'}${genuine.slice(61)}`;
    expect((await decideScan(tampered, context)).verdict).toBe('forged');
    const stranger = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
    expect((await decideScan(await sign(UID, 2025, 2, stranger.privateKey), context)).verdict).toBe(
      'forged',
    );
    expect(await decideScan(await sign(UID, 2024, 2), context)).toMatchObject({
      verdict: 'wrong-edition',
      ticketYear: 2024,
    });
    expect((await decideScan(await sign(UID, 2025, 1), context)).verdict).toBe('revoked');
    expect((await decideScan('hello', context)).verdict).toBe('forged');
  });

  it('admits a genuine ticket the list does not hold yet (sold after the last sync)', async () => {
    expect(await decideScan(await sign(OTHER, 2025, 1), context)).toMatchObject({
      verdict: 'admitted',
      ticketUid: OTHER,
      holder: null,
    });
  });

  it('takes a typed entry code, and refuses a code it does not know', async () => {
    expect((await decideScan('abcd-efgh-jklm', context)).verdict).toBe('admitted');
    expect((await decideScan('ZZZZZZZZZZZZ', context)).verdict).toBe('forged');
  });

  it('refuses a repeat after its own admission, with when and where; a pass re-enters', async () => {
    const credential = await sign(UID, 2025, 2);
    const first = await decideScan(credential, context);
    const row = await queueGateScan(first, 'Nord', 2025, {
      now: () => Date.parse('2025-08-14T20:00:00Z'),
    });
    expect(await db.outbox.get(row.id)).toMatchObject({
      kind: 'gate.scan',
      userId: 3,
      scan: { credential, gate: 'Nord', verdict: 'admitted', year: 2025 },
    });
    expect(await decideScan(credential, context)).toMatchObject({
      verdict: 'used',
      firstAdmission: { gate: 'Nord', scannedAt: '2025-08-14T20:00:00.000Z' },
    });
    await db.gateTickets.update(UID, { productUid: 'pass' });
    expect((await decideScan(credential, context)).verdict).toBe('reentry');
  });

  it('refuses a ticket another gate checked in, as the list says', async () => {
    await db.gateCheckins.put({
      ticketUid: UID,
      scanId: 's1',
      scannedAt: '2025-08-14T19:00:00.000Z',
      gate: 'Süd',
    });
    expect(await decideScan(await sign(UID, 2025, 2), context)).toMatchObject({
      verdict: 'used',
      firstAdmission: { gate: 'Süd' },
    });
  });
});
