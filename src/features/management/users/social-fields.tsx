import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isValidUrl } from '@/api/contract/management';

export const SOCIAL_KEYS = [
  'website',
  'spotify',
  'soundcloud',
  'instagram',
  'youtube',
  'linkedIn',
  'twitter',
] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];
export type SocialValues = Record<SocialKey, string>;

export const emptySocials = (): SocialValues => ({
  website: '',
  spotify: '',
  soundcloud: '',
  instagram: '',
  youtube: '',
  linkedIn: '',
  twitter: '',
});

export const socialsValid = (values: SocialValues) =>
  SOCIAL_KEYS.every((key) => isValidUrl(values[key]));

/** The social links of a user (spec §3 socials), each an optional URL. */
export const SocialFields = ({
  values,
  onChange,
}: {
  values: SocialValues;
  onChange: (values: SocialValues) => void;
}) => {
  const { t } = useTranslation('management');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      {SOCIAL_KEYS.map((key) => (
        <TextInput
          key={key}
          label={t(`users.socials.${key}`)}
          value={values[key]}
          inputMode="url"
          error={isValidUrl(values[key]) ? undefined : t('form.invalidUrl')}
          onChange={(event) => onChange({ ...values, [key]: event.currentTarget.value })}
        />
      ))}
    </SimpleGrid>
  );
};
