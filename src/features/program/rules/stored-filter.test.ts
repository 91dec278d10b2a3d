import { describe, expect, it } from 'vitest';
import { emptyFilter } from './program-filter';
import { loadFilter, PROGRAM_FILTER_STORAGE_KEY, saveFilter } from './stored-filter';

const fakeStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
};

describe('stored program filter', () => {
  it('restores a saved filter', () => {
    const storage = fakeStorage();
    const filter = {
      ...emptyFilter(),
      selectedGenres: [{ id: 3, name: 'Techno' }],
      selectedTypes: ['festival' as const],
      character: 'B',
    };
    expect(saveFilter(storage, filter)).toBe(true);
    expect(storage.values.has(PROGRAM_FILTER_STORAGE_KEY)).toBe(true);
    expect(loadFilter(storage)).toEqual(filter);
  });

  it('uses the key festival.programFilter', () => {
    expect(PROGRAM_FILTER_STORAGE_KEY).toBe('festival.programFilter');
  });

  it('starts empty without a saved filter', () => {
    expect(loadFilter(fakeStorage())).toEqual(emptyFilter());
  });

  it('drops a saved filter whose list field is not an array', () => {
    const broken = JSON.stringify({ ...emptyFilter(), selectedDates: '2025-08-15' });
    expect(loadFilter(fakeStorage({ [PROGRAM_FILTER_STORAGE_KEY]: broken }))).toEqual(
      emptyFilter(),
    );
  });

  it('drops unreadable JSON', () => {
    expect(loadFilter(fakeStorage({ [PROGRAM_FILTER_STORAGE_KEY]: '{not json' }))).toEqual(
      emptyFilter(),
    );
  });

  it('survives a storage the browser blocks', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(loadFilter(blocked)).toEqual(emptyFilter());
    expect(saveFilter(blocked, emptyFilter())).toBe(false);
  });

  it('works with the real localStorage', () => {
    const filter = { ...emptyFilter(), selectedDays: ['friday'] };
    saveFilter(window.localStorage, filter);
    expect(loadFilter(window.localStorage)).toEqual(filter);
    window.localStorage.removeItem(PROGRAM_FILTER_STORAGE_KEY);
  });
});
