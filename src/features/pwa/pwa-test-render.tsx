import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../../locales/en/pwa.json';

/** Renders a pwa component with Mantine and the English 'pwa' texts, for component tests. */
export const renderWithPwaTexts = async (ui: ReactElement) => {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['pwa'],
    defaultNS: 'pwa',
    resources: { en: { pwa: en } },
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{ui}</MantineProvider>
    </I18nextProvider>,
  );
};
