import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, loadRemainingNamespaces, NAMESPACES, STARTUP_NAMESPACES } from './i18n';

describe('loadRemainingNamespaces', () => {
  it('loads every namespace the start left out, in the language in use', async () => {
    await initI18n();
    const left = NAMESPACES.filter((namespace) => !STARTUP_NAMESPACES.includes(namespace));
    expect(left.length).toBeGreaterThan(5);
    expect(left.some((namespace) => i18next.hasLoadedNamespace(namespace))).toBe(false);

    await loadRemainingNamespaces();

    for (const namespace of NAMESPACES) expect(i18next.hasLoadedNamespace(namespace)).toBe(true);
    expect(i18next.t('shop:title', { lng: 'de' })).toBe('Tickets');
  });
});
