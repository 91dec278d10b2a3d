import { normalizeText } from './search-text';

export const ALPHABET = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
  '#',
] as const;
/** A to Z, and '#' for names starting with a digit or symbol. */
export type AlphabetLetter = (typeof ALPHABET)[number];

/** Letter a name is filed under: first character without accents ("Élodie" → E), else '#'. */
export const startingLetter = (name: string): AlphabetLetter => {
  const first = normalizeText(name.trim()).charAt(0);
  return /^[a-z]$/.test(first) ? (first.toUpperCase() as AlphabetLetter) : '#';
};

/** Alphabet filter of the artist and venue lists (spec §2 Program); no letter keeps everything. */
export const filterByStartingLetter = <T>(
  items: readonly T[],
  letter: AlphabetLetter | null,
  getName: (item: T) => string,
): T[] =>
  letter === null ? [...items] : items.filter((item) => startingLetter(getName(item)) === letter);
