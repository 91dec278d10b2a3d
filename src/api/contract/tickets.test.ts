import { describe, expect, it } from 'vitest';
import {
  generateTicketCode,
  isTicketCode,
  normaliseTicketCode,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
  formatTicketCode,
} from './tickets';

describe('ticket codes (spec §5, §9)', () => {
  it('use 12 characters from an alphabet without ambiguous ones', () => {
    expect(TICKET_CODE_LENGTH).toBe(12);
    for (const ambiguous of ['I', 'O', '0', '1', 'l', 'o']) {
      expect(TICKET_CODE_ALPHABET).not.toContain(ambiguous);
    }
    expect(new Set(TICKET_CODE_ALPHABET).size).toBe(TICKET_CODE_ALPHABET.length);
    expect(TICKET_CODE_ALPHABET).toHaveLength(32);
  });

  it('generated codes are valid and use the whole alphabet', () => {
    let i = 0;
    const code = generateTicketCode((n) => i++ % n);
    expect(code).toBe('ABCDEFGHJKLM');
    const seen = new Set<string>();
    for (let k = 0; k < 200; k += 1) {
      const random = generateTicketCode((n) => Math.floor(Math.random() * n));
      expect(isTicketCode(random)).toBe(true);
      for (const c of random) seen.add(c);
    }
    expect(seen.size).toBe(32);
  });

  it('manual entry is upper-cased, loses spaces and dashes and is cut to 12', () => {
    expect(normaliseTicketCode('abcd-efgh-jkmn')).toBe('ABCDEFGHJKMN');
    expect(normaliseTicketCode(' ABCDEFGHJKMNPQRS ')).toBe('ABCDEFGHJKMN');
    expect(normaliseTicketCode('abc')).toBe('ABC');
  });

  it('refuses codes of another length or with ambiguous characters', () => {
    expect(isTicketCode('ABCDEFGHJKMN')).toBe(true);
    expect(isTicketCode('ABCDEFGHJKM')).toBe(false);
    expect(isTicketCode('ABCDEFGHJKMNP')).toBe(false);
    expect(isTicketCode('ABCDEFGHJKM0')).toBe(false);
    expect(isTicketCode('ABCDEFGHJKMI')).toBe(false);
    expect(isTicketCode('abcdefghjkmn')).toBe(false);
  });

  it('are shown in groups of four', () => {
    expect(formatTicketCode('ABCDEFGHJKMN')).toBe('ABCD EFGH JKMN');
  });
});
