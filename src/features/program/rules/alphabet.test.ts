import { describe, expect, it } from 'vitest';
import { ALPHABET, filterByStartingLetter, startingLetter } from './alphabet';

describe('startingLetter', () => {
  it('files names by their first letter, case and accents ignored', () => {
    expect(startingLetter('moderat')).toBe('M');
    expect(startingLetter('Élodie')).toBe('E');
    expect(startingLetter('  Ådne')).toBe('A');
    expect(startingLetter('The Prodigy')).toBe('T');
  });

  it('files digits, symbols and empty names under #', () => {
    expect(startingLetter('2manydjs')).toBe('#');
    expect(startingLetter('!!!')).toBe('#');
    expect(startingLetter('')).toBe('#');
  });

  it('offers A to Z and #', () => {
    expect(ALPHABET).toHaveLength(27);
    expect(ALPHABET[0]).toBe('A');
    expect(ALPHABET[26]).toBe('#');
  });
});

describe('filterByStartingLetter', () => {
  const venues = [{ name: 'Berghain' }, { name: 'about blank' }, { name: '://about' }];

  it('keeps the items whose name starts with the letter', () => {
    expect(filterByStartingLetter(venues, 'A', (v) => v.name)).toEqual([{ name: 'about blank' }]);
    expect(filterByStartingLetter(venues, '#', (v) => v.name)).toEqual([{ name: '://about' }]);
    expect(filterByStartingLetter(venues, 'Z', (v) => v.name)).toEqual([]);
  });

  it('keeps everything without a letter', () => {
    expect(filterByStartingLetter(venues, null, (v) => v.name)).toEqual(venues);
  });
});
