/** Lower-case ASCII form of a name for e-mail addresses and handles ("Jürgen Böhm" → "juergen-boehm"). */
export const slugify = (text: string, separator = '-') =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');

export const NICKNAME_MAX = 20;

/**
 * Hands out unique values (case-insensitive), adding 2, 3, … to a taken candidate. Nicknames and
 * e-mails are unique in the users table, so every generated account goes through one of these.
 */
export const createUniqueRegistry = (maxLength = Number.POSITIVE_INFINITY) => {
  const taken = new Set<string>();
  const next = new Map<string, number>();
  const fits = (value: string) => value.length <= maxLength && !taken.has(value.toLowerCase());
  return {
    has: (value: string) => taken.has(value.toLowerCase()),
    /** Claims `candidate` or, if taken, `shape(n)` for the first free n ≥ 2. */
    claim(candidate: string, shape: (n: number) => string = (n) => `${candidate}${n}`): string {
      let value = candidate;
      let n = next.get(candidate.toLowerCase()) ?? 2;
      while (!fits(value)) {
        value = shape(n);
        n += 1;
      }
      next.set(candidate.toLowerCase(), n);
      taken.add(value.toLowerCase());
      return value;
    },
  };
};

export type UniqueRegistry = ReturnType<typeof createUniqueRegistry>;

/** A unique nickname from a base that may need shortening to make room for a number. */
export const claimNickname = (names: UniqueRegistry, base: string) => {
  const trimmed = base.slice(0, NICKNAME_MAX);
  return names.claim(trimmed, (n) => `${trimmed.slice(0, NICKNAME_MAX - String(n).length)}${n}`);
};
