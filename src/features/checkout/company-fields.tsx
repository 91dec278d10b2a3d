import { Checkbox, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { type CompanyField, companyProblems, companyState, setCompanyField } from './company-store';
import { countryOptions } from './countries';

/** Optional "buying as a company": company name, VAT ID and an invoice address of its own. */
export const CompanyFields = () => {
  const { t, i18n } = useTranslation('invoices');
  const draft = useSnapshot(companyState);
  const [touched, setTouched] = useState<Partial<Record<CompanyField, boolean>>>({});
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const problems = companyProblems(draft);
  const text = (field: CompanyField) => ({
    value: draft[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      setCompanyField(field, event.currentTarget.value),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    error: touched[field] && problems[field] ? t(problems[field]) : undefined,
  });
  return (
    <Stack gap="sm" data-testid="company-fields">
      <Checkbox
        label={t('company.buying')}
        checked={draft.buying}
        onChange={(event) => setCompanyField('buying', event.currentTarget.checked)}
      />
      {draft.buying && (
        <>
          <Title order={3} fz="md" mt="xs">
            {t('company.title')}
          </Title>
          <TextInput
            label={t('company.name')}
            withAsterisk
            autoComplete="organization"
            {...text('name')}
          />
          <TextInput
            label={t('company.vatId')}
            description={t('company.vatIdHint')}
            autoCapitalize="characters"
            {...text('vatId')}
          />
          <Checkbox
            label={t('company.otherAddress')}
            checked={draft.otherAddress}
            onChange={(event) => setCompanyField('otherAddress', event.currentTarget.checked)}
          />
          {draft.otherAddress && (
            <>
              <Title order={4} fz="sm">
                {t('company.addressTitle')}
              </Title>
              <TextInput
                label={t('company.street')}
                withAsterisk
                autoComplete="billing street-address"
                {...text('street')}
              />
              <SimpleGrid cols={{ base: 2 }} spacing="sm">
                <TextInput
                  label={t('company.postalCode')}
                  withAsterisk
                  autoComplete="billing postal-code"
                  {...text('postalCode')}
                />
                <TextInput
                  label={t('company.city')}
                  withAsterisk
                  autoComplete="billing address-level2"
                  {...text('city')}
                />
              </SimpleGrid>
              <NativeSelect
                label={t('company.country')}
                withAsterisk
                autoComplete="billing country"
                {...text('country')}
                data={[{ value: '', label: t('company.countryPlaceholder') }, ...countries]}
              />
            </>
          )}
        </>
      )}
    </Stack>
  );
};
