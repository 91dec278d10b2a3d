import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  credentialMessage,
  decodeCredential,
  encodeCredential,
  fromBase32,
  toBase32,
} from './ticket-credential';

const uuid = fc.uuid();

describe('ticket entry credentials', () => {
  it('base32 round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(fromBase32(toBase32(bytes))).toEqual(bytes);
      }),
    );
  });

  it('decode what was encoded: uid, year, version, message and signature', () => {
    fc.assert(
      fc.property(
        uuid,
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 65535 }),
        fc.uint8Array({ minLength: 64, maxLength: 64 }),
        (ticketUid, year, version, signature) => {
          const message = credentialMessage({ ticketUid, year, version });
          const text = encodeCredential(message, signature);
          expect(text).toMatch(/^[A-Z2-7]{136}$/);
          const decoded = decodeCredential(text);
          expect(decoded).toMatchObject({ ticketUid, year, version });
          expect(decoded?.message).toEqual(message);
          expect(decoded?.signature).toEqual(signature);
        },
      ),
    );
  });

  it('refuse what is no credential', () => {
    expect(decodeCredential('ABCDEFGHJKLM')).toBeNull();
    expect(decodeCredential('https://festival.example/ticket/accept/1?t=x')).toBeNull();
    const message = credentialMessage({
      ticketUid: '00000000-0000-4000-8000-000000000001',
      year: 2025,
      version: 1,
    });
    const text = encodeCredential(message, new Uint8Array(64));
    expect(decodeCredential(`${text.slice(0, -1)}1`)).toBeNull();
    expect(decodeCredential(`B${text.slice(1)}`)).toBeNull();
  });

  it('refuse a uid that is no UUID or a version out of range', () => {
    expect(() => credentialMessage({ ticketUid: 'x', year: 2025, version: 1 })).toThrow();
    expect(() =>
      credentialMessage({
        ticketUid: '00000000-0000-4000-8000-000000000001',
        year: 2025,
        version: 0,
      }),
    ).toThrow();
  });
});
