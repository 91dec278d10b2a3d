import {
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, berlinToday } from '@/api/contract/checkout';
import type { ConsumerDraft, ConsumerField } from './consumer-rules';
import { countryOptions } from './countries';

interface ConsumerFieldsProps {
  values: ConsumerDraft;
  problems: Partial<Record<ConsumerField, string>>;
  touched: Partial<Record<ConsumerField, boolean>>;
  onChange: <K extends ConsumerField>(field: K, value: ConsumerDraft[K]) => void;
  onBlur: (field: ConsumerField) => void;
}

/** Spec §5 consumer form: names, e-mail, gender, date of birth, address with country, terms. */
export const ConsumerFields = ({
  values,
  problems,
  touched,
  onChange,
  onBlur,
}: ConsumerFieldsProps) => {
  const { t, i18n } = useTranslation('checkout');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const error = (field: ConsumerField) => {
    const key = touched[field] ? problems[field] : undefined;
    return key ? t(key) : undefined;
  };
  const text = (field: Exclude<ConsumerField, 'terms' | 'gender' | 'country'>) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange(field, event.currentTarget.value),
    onBlur: () => onBlur(field),
    error: error(field),
    withAsterisk: true,
  });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t('fields.firstName')} autoComplete="given-name" {...text('firstName')} />
        <TextInput label={t('fields.lastName')} autoComplete="family-name" {...text('lastName')} />
      </SimpleGrid>
      <TextInput
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...text('email')}
      />
      <Radio.Group
        label={t('fields.gender')}
        withAsterisk
        value={values.gender}
        onChange={(value) => {
          onChange('gender', value);
          onBlur('gender');
        }}
        error={error('gender')}
      >
        {/* Leaving the radios without a choice counts as leaving the field (issue #43). */}
        <Group
          gap="lg"
          mt={6}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) onBlur('gender');
          }}
        >
          {GENDERS.map((code) => (
            <Radio key={code} value={String(code)} label={t(`fields.genders.${code}`)} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput
        label={t('fields.dateOfBirth')}
        type="date"
        max={berlinToday()}
        autoComplete="bday"
        {...text('dateOfBirth')}
      />
      <Title order={3} fz="md" mt="xs">
        {t('fields.addressTitle')}
      </Title>
      <TextInput label={t('fields.street')} autoComplete="street-address" {...text('street')} />
      <SimpleGrid cols={{ base: 2 }} spacing="sm">
        <TextInput
          label={t('fields.postalCode')}
          autoComplete="postal-code"
          {...text('postalCode')}
        />
        <TextInput label={t('fields.city')} autoComplete="address-level2" {...text('city')} />
      </SimpleGrid>
      <NativeSelect
        label={t('fields.country')}
        withAsterisk
        autoComplete="country"
        value={values.country}
        onChange={(event) => onChange('country', event.currentTarget.value)}
        onBlur={() => onBlur('country')}
        error={error('country')}
        data={[{ value: '', label: t('fields.countryPlaceholder') }, ...countries]}
      />
      <Checkbox
        label={t('fields.terms')}
        checked={values.terms}
        onChange={(event) => {
          onChange('terms', event.currentTarget.checked);
          onBlur('terms');
        }}
        onBlur={() => onBlur('terms')}
        error={error('terms')}
      />
    </Stack>
  );
};
