import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import deCommon from '../../locales/de/common.json';
import enCommon from '../../locales/en/common.json';
import { FestivalTimeNote } from './festival-time-note';

const renderIn = async (language: 'de' | 'en', timeZone: string) => {
  const options = new Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...options,
    timeZone,
  });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    ns: ['common'],
    defaultNS: 'common',
    resources: { de: { common: deCommon }, en: { common: enCommon } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <FestivalTimeNote />
      </MantineProvider>
    </I18nextProvider>,
  );
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('festival time note', () => {
  it.each([
    ['de', 'Alle Zeiten sind Festivalzeit (Berlin).'],
    ['en', 'All times are festival time (Berlin).'],
  ] as const)(
    'says the times are Berlin time on a device in New York (%s)',
    async (language, text) => {
      await renderIn(language, 'America/New_York');
      expect(screen.getByTestId('festival-time-note').textContent).toBe(text);
    },
  );

  it('says nothing on a device in Berlin', async () => {
    await renderIn('de', 'Europe/Berlin');
    expect(screen.queryByTestId('festival-time-note')).toBeNull();
  });
});
