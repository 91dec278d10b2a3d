import { describe, expect, it } from 'vitest';
import type { LobbyCard } from '@/api/contract/lobby';
import {
  countKind,
  defaultSortOf,
  lobbyRequest,
  ownCardVisible,
  parseTagFilter,
  sortOptionsOf,
} from './lobby-rules';

const own: LobbyCard = {
  id: 1,
  fullName: 'Lea Sommer',
  name: 'lea',
  image: null,
  labelRole: null,
  role: 'Booker',
  companyName: 'Kater Blau',
  tags: [{ id: 4, name: 'Techno' }],
  score: 0,
  bigDisplay: false,
  me: true,
};

describe('lobby sort choices', () => {
  it('offers Recommended, A to Z, Z to A; the old lobby only A-Z and Z-A with A-Z first', () => {
    expect(sortOptionsOf('lobby')).toEqual(['recommended', 'az', 'za']);
    expect(defaultSortOf('lobby')).toBe('recommended');
    expect(sortOptionsOf('old')).toEqual(['az', 'za']);
    expect(defaultSortOf('old')).toBe('az');
  });

  it('sends the search as typed and the sort as the contract names it', () => {
    expect(lobbyRequest('za', ' Kater ', 4)).toEqual({
      filter: { search: 'Kater', id: 4 },
      sort: { sortBy: 'name', order: 'desc' },
    });
    expect(lobbyRequest('recommended', '  ', null).filter).toEqual({ search: null, id: null });
  });
});

describe('lobby count text', () => {
  it('says recommended only for the unfiltered recommendation', () => {
    expect(countKind('recommended', '', null)).toBe('recommended');
    expect(countKind('recommended', 'Lea', null)).toBe('found');
    expect(countKind('recommended', '', 3)).toBe('found');
    expect(countKind('az', '', null)).toBe('found');
  });
});

describe('own card and the search', () => {
  it('matches a case-sensitive part of full name, display name, company or role', () => {
    expect(ownCardVisible(own, '', null)).toBe(true);
    expect(ownCardVisible(own, 'Somm', null)).toBe(true);
    expect(ownCardVisible(own, 'somm', null)).toBe(false);
    expect(ownCardVisible(own, 'Kater', null)).toBe(true);
    expect(ownCardVisible(own, 'Book', null)).toBe(true);
    expect(ownCardVisible(own, 'lea', null)).toBe(true);
    expect(ownCardVisible(own, 'Promoter', null)).toBe(false);
  });

  it('hides the own card when a tag is chosen that the user does not have', () => {
    expect(ownCardVisible(own, '', 4)).toBe(true);
    expect(ownCardVisible(own, '', 5)).toBe(false);
  });
});

describe('lobby filter path', () => {
  it('reads a tag id and ignores anything else', () => {
    expect(parseTagFilter('12')).toBe(12);
    expect(parseTagFilter(undefined)).toBeNull();
    expect(parseTagFilter('0')).toBeNull();
    expect(parseTagFilter('abc')).toBeNull();
  });
});
