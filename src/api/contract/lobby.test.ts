import { describe, expect, it } from 'vitest';
import { isBigDisplay, lobbyNameKey, lobbyScore, matchesLobbySearch } from './lobby';

const nobody = { tagIds: [], companyIds: [], roles: [] };

describe('lobbyScore', () => {
  it('gives 2 per shared tag, 4 per shared company and 1 per shared role', () => {
    const me = { tagIds: [1, 2, 3], companyIds: [10, 11], roles: ['DJ', 'Producer'] };
    const other = { tagIds: [2, 3, 4], companyIds: [11], roles: ['Producer', 'Booker'] };
    expect(lobbyScore(me, other)).toBe(2 * 2 + 4 * 1 + 1 * 1);
  });

  it('is 0 when nothing is shared and symmetric otherwise', () => {
    const a = { tagIds: [1], companyIds: [5], roles: ['DJ'] };
    const b = { tagIds: [1, 7], companyIds: [5, 6], roles: ['dj '] };
    expect(lobbyScore(a, nobody)).toBe(0);
    expect(lobbyScore(a, b)).toBe(lobbyScore(b, a));
    expect(lobbyScore(a, b)).toBe(7);
  });

  it('counts a company or role held twice once, and blank roles never match', () => {
    const me = { tagIds: [], companyIds: [5, 5], roles: ['DJ', 'dj', ''] };
    const other = { tagIds: [], companyIds: [5], roles: ['DJ', ' ', ''] };
    expect(lobbyScore(me, other)).toBe(4 + 1);
  });
});

describe('matchesLobbySearch', () => {
  const lea = {
    fullName: 'Lea Sommer',
    name: 'leaso',
    companies: ['Bassline Records'],
    roles: ['Booker'],
  };

  it('finds a case-sensitive part of full name, display name, company or role', () => {
    expect(matchesLobbySearch(lea, 'Lea S')).toBe(true);
    expect(matchesLobbySearch(lea, 'aso')).toBe(true);
    expect(matchesLobbySearch(lea, 'line Rec')).toBe(true);
    expect(matchesLobbySearch(lea, 'ooke')).toBe(true);
  });

  it('is case-sensitive', () => {
    expect(matchesLobbySearch(lea, 'lea s')).toBe(false);
    expect(matchesLobbySearch(lea, 'BOOKER')).toBe(false);
  });

  it('matches everyone for an empty search and nobody for a foreign word', () => {
    expect(matchesLobbySearch(lea, '')).toBe(true);
    expect(matchesLobbySearch(lea, '   ')).toBe(true);
    expect(matchesLobbySearch(lea, null)).toBe(true);
    expect(matchesLobbySearch(lea, 'Techno')).toBe(false);
  });
});

describe('isBigDisplay', () => {
  it('marks about 10 % of users, always the same ones', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => i + 1);
    const big = ids.filter(isBigDisplay).length;
    expect(big / ids.length).toBeGreaterThan(0.08);
    expect(big / ids.length).toBeLessThan(0.12);
    expect(ids.filter(isBigDisplay)).toEqual(ids.filter(isBigDisplay));
  });

  it('does not mark neighbouring ids in a fixed stride', () => {
    const first100 = Array.from({ length: 100 }, (_, i) => i + 1).filter(isBigDisplay);
    const gaps = new Set(first100.slice(1).map((id, i) => id - (first100[i] ?? 0)));
    expect(gaps.size).toBeGreaterThan(1);
  });
});

describe('lobbyNameKey folds accents (DIN 5007-1)', () => {
  const key = (fullName: string) => lobbyNameKey({ fullName, name: null });

  it('reads umlauts as their base letter and ß as ss', () => {
    expect(key('Özlem Müller')).toBe('ozlem muller');
    expect(key('Jürgen Weiß')).toBe('jurgen weiss');
    expect(key('ÉLODIE Ñúñez')).toBe('elodie nunez');
  });

  it('puts Özdemir among the O names, not after Zoe', () => {
    const names = ['Zoe', 'Paul', 'Özdemir', 'Otto', 'Anna'];
    expect(names.sort((a, b) => (key(a) < key(b) ? -1 : 1))).toEqual([
      'Anna',
      'Otto',
      'Özdemir',
      'Paul',
      'Zoe',
    ]);
  });
});

describe('lobbyNameKey', () => {
  it('uses the full name, else the display name, lower-cased', () => {
    expect(lobbyNameKey({ fullName: 'Lea Sommer', name: 'zz' })).toBe('lea sommer');
    expect(lobbyNameKey({ fullName: null, name: 'DJ Koze' })).toBe('dj koze');
    expect(lobbyNameKey({ fullName: ' ', name: null })).toBe('');
  });
});
