import { knownBerlinOffsets, primeBerlinOffsets, type KnownBerlinOffsets } from './berlin-time';

export const BERLIN_OFFSETS_STORAGE_KEY = 'festival.berlin-offsets';
// A browser update may bring new time zone rules: offsets are kept for one browser build, and
// looked up afresh at least monthly.
const MAX_AGE_MS = 30 * 24 * 3_600_000;

interface StoredOffsets extends KnownBerlinOffsets {
  browser: string;
  savedAt: number;
}

let keptSince: number | undefined;

const isStoredOffsets = (value: unknown): value is StoredOffsets => {
  if (typeof value !== 'object' || value === null) return false;
  const { browser, savedAt, days, hours } = value as Record<string, unknown>;
  return (
    typeof browser === 'string' &&
    typeof savedAt === 'number' &&
    Array.isArray(days) &&
    days.every((entry) => Array.isArray(entry) && entry.length === 2) &&
    Array.isArray(hours) &&
    hours.every((entry) => Array.isArray(entry) && entry.length === 2)
  );
};

/** Primes the program's Berlin offsets with those this browser looked up on an earlier start. */
export const restoreBerlinOffsets = (now = Date.now()): void => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(BERLIN_OFFSETS_STORAGE_KEY) ?? 'null');
    if (!isStoredOffsets(stored)) return;
    if (stored.browser !== navigator.userAgent || now - stored.savedAt > MAX_AGE_MS) return;
    if (stored.savedAt > now) return;
    primeBerlinOffsets(stored);
    keptSince = stored.savedAt;
  } catch {
    // Unreadable or refused storage: the offsets are looked up as on a first start.
  }
};

/** Keeps the offsets looked up so far for the next start. */
export const keepBerlinOffsets = (now = Date.now()): void => {
  const known = knownBerlinOffsets();
  if (known.days.length === 0 && known.hours.length === 0) return;
  keptSince ??= now;
  const stored: StoredOffsets = { browser: navigator.userAgent, savedAt: keptSince, ...known };
  try {
    localStorage.setItem(BERLIN_OFFSETS_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Private mode may refuse storage; the next start looks the offsets up again.
  }
};
