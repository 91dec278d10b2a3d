import { describe, expect, it } from 'vitest';
import { NAMESPACES, namespaceOf } from '../i18n';
import STARTUP_NAMESPACES from '../startup-namespaces.json';
import de from './de';
import en from './en';

const sorted = (list: readonly string[]) => [...list].sort();

describe('startup texts', () => {
  it('hold exactly the startup namespaces, in both languages', () => {
    for (const texts of [de, en]) {
      expect(sorted(Object.keys(texts).map((path) => namespaceOf(path) ?? path))).toEqual(
        sorted(STARTUP_NAMESPACES),
      );
    }
  });

  it('leave every browser namespace loadable exactly once', () => {
    const shipped = Object.keys(import.meta.glob('../../../locales/de/*.json'))
      .map((path) => namespaceOf(path) ?? path)
      .filter((namespace) => !['mail', 'order-mail'].includes(namespace));
    expect(NAMESPACES).toEqual(sorted(shipped));
  });
});
