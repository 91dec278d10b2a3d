import { afterEach, describe, expect, it, vi } from 'vitest';

const HINT_KEY = 'festival.has-database';

const freshModule = async () => {
  vi.resetModules();
  return import('./database-hint');
};

afterEach(() => localStorage.removeItem(HINT_KEY));

describe('hadDatabaseAtStart', () => {
  it('keeps the hint as the page found it, not the one its own first sync sets', async () => {
    const hint = await freshModule();
    expect(hint.hadDatabaseAtStart()).toBe(false);
    hint.rememberDatabase();
    expect(hint.hasDatabaseHint()).toBe(true);
    expect(hint.hadDatabaseAtStart()).toBe(false);
  });

  it('is true for a browser that had the database before', async () => {
    localStorage.setItem(HINT_KEY, '1');
    const hint = await freshModule();
    expect(hint.hadDatabaseAtStart()).toBe(true);
  });
});
