import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { requestPersistentStorage } from './persistent-storage';
import { resetDb } from './testing/reset-db';

beforeEach(resetDb);
afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

describe('requestPersistentStorage', () => {
  it('asks the browser once and remembers the answer', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { estimate: () => Promise.resolve({}), persist },
    });
    await expect(requestPersistentStorage()).resolves.toBe(true);
    await expect(requestPersistentStorage()).resolves.toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await db.settings.get('persistRequested')).toEqual({
      key: 'persistRequested',
      value: true,
    });
  });

  it('answers null and stores nothing where the API is missing', async () => {
    await expect(requestPersistentStorage()).resolves.toBeNull();
    expect(await db.settings.count()).toBe(0);
  });
});
