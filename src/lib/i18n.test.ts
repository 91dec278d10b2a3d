import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, loadTexts, setLanguage } from './i18n';

describe('initI18n', () => {
  it('loads every namespace of the language in use before the first render', async () => {
    await initI18n();
    expect(i18next.t('shop:title', { lng: 'de' })).toBe('Tickets');
    expect(i18next.hasLoadedNamespace('timetable')).toBe(true);
    expect(i18next.hasLoadedNamespace('mail')).toBe(false);
    expect(i18next.hasLoadedNamespace('gate')).toBe(false);
    expect(document.documentElement.lang).toBe('de');
  });

  it('switches language with its texts and remembers the choice', async () => {
    await initI18n();
    expect(i18next.t('common:language.label')).toBe('Sprache');
    await setLanguage('en');
    expect(i18next.t('common:language.label')).toBe('Language');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('festival.language')).toBe('en');
  });

  it('loads the texts of a rarely opened page when its route asks, in both languages', async () => {
    await initI18n();
    await setLanguage('de');
    await loadTexts('legal');
    expect(i18next.t('legal:operator.email')).toBe('E-Mail');
    await setLanguage('en');
    expect(i18next.t('legal:operator.phone')).toBe('Phone');
  });
});
