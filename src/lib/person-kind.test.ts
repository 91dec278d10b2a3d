import { describe, expect, it } from 'vitest';
import { initialsOf, personKind, roleAtCompany } from './person-kind';

describe('personKind', () => {
  it('styles artists, speakers (also Speaker & Artist) and everyone else apart', () => {
    expect(personKind('Artist')).toBe('artist');
    expect(personKind('Speaker')).toBe('speaker');
    expect(personKind('Speaker & Artist')).toBe('speaker');
    expect(personKind(null)).toBe('other');
    expect(personKind(undefined)).toBe('other');
  });

  it('takes at most two initials', () => {
    expect(initialsOf('lea maria sommer')).toBe('LM');
    expect(initialsOf('  ')).toBe('');
  });
});

describe('roleAtCompany', () => {
  it('joins role and company with @ and falls back to either part', () => {
    expect(roleAtCompany('Booker', 'Kater Blau')).toBe('Booker@Kater Blau');
    expect(roleAtCompany(' Booker ', null)).toBe('Booker');
    expect(roleAtCompany('', 'Kater Blau')).toBe('Kater Blau');
    expect(roleAtCompany(null, '  ')).toBeNull();
  });
});
