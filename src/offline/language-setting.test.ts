import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { readLanguage, storeLanguage } from './language-setting';

describe('language setting for the worker', () => {
  beforeEach(async () => {
    await db.settings.clear();
  });

  it('is German until the page stored a choice', async () => {
    expect(await readLanguage()).toBe('de');
    await storeLanguage('en');
    expect(await readLanguage()).toBe('en');
  });

  it('ignores a stored value that is no language we ship', async () => {
    await db.settings.put({ key: 'language', value: 'fr' });
    expect(await readLanguage()).toBe('de');
  });
});
