import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import checkout from '../../../locales/en/checkout.json';
import { ConsumerFields } from './consumer-fields';
import { consumerProblems, EMPTY_CONSUMER, type ConsumerField } from './consumer-rules';

const renderFields = async (
  values: typeof EMPTY_CONSUMER,
  touched: Partial<Record<ConsumerField, boolean>>,
) => {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['checkout'],
    defaultNS: 'checkout',
    resources: { en: { checkout } },
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <ConsumerFields
          values={values}
          problems={consumerProblems(values)}
          touched={touched}
          onChange={() => undefined}
          onBlur={() => undefined}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
};

const allTouched = Object.fromEntries(
  Object.keys(EMPTY_CONSUMER).map((field) => [field, true]),
) as Record<ConsumerField, boolean>;

describe('consumer form messages (spec §5)', () => {
  it('shows nothing before a field was left', async () => {
    await renderFields(EMPTY_CONSUMER, {});
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(screen.queryByText('E-mail is required')).toBeNull();
  });

  it("shows the spec's messages for the fields the user left", async () => {
    await renderFields(EMPTY_CONSUMER, allTouched);
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Gender is required')).toBeTruthy();
    expect(screen.getByText('Date of birth is required')).toBeTruthy();
    expect(screen.getByText('You must accept the terms')).toBeTruthy();
  });

  it('shows the length, e-mail and date messages', async () => {
    await renderFields(
      {
        ...EMPTY_CONSUMER,
        firstName: 'A',
        lastName: 'x'.repeat(50),
        email: 'ada@example',
        dateOfBirth: '2999-01-01',
      },
      allTouched,
    );
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Name must be less than 50 characters')).toBeTruthy();
    expect(screen.getByText('E-mail must be valid')).toBeTruthy();
    expect(screen.getByText('Date of birth must not be in the future')).toBeTruthy();
  });
});
