import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@/api/contract/people';
import { updateProfile } from '@/api/people';
import { toExternalUrl } from '@/api/contract/web-link';
import { SOCIAL_KEYS, type SocialKey } from './social-buttons';

interface SocialsFormProps {
  user: UserProfile;
  onSaved: (user: UserProfile) => Promise<void>;
  formId?: string;
  onDone?: () => void;
}

type Values = Record<SocialKey, string>;

/** Onboarding page 5 and the profile's socials: one link per network, all optional. */
export const SocialsForm = ({ user, onSaved, formId, onDone }: SocialsFormProps) => {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState<Values>(
    () => Object.fromEntries(SOCIAL_KEYS.map((key) => [key, user.socials[key] ?? ''])) as Values,
  );
  const [saving, setSaving] = useState(false);
  const invalid = (key: SocialKey) =>
    values[key].trim() !== '' && toExternalUrl(values[key]) === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (SOCIAL_KEYS.some(invalid)) return;
    setSaving(true);
    try {
      const socials = Object.fromEntries(
        SOCIAL_KEYS.map((key) => [key, values[key].trim() || null]),
      );
      await onSaved(await updateProfile({ socials }));
      onDone?.();
    } catch {
      // The client already showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {SOCIAL_KEYS.map((key) => (
          <TextInput
            key={key}
            label={t(`socials.${key}`)}
            inputMode="url"
            value={values[key]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [key]: value }));
            }}
            error={invalid(key) ? t('fields.invalidUrl') : undefined}
          />
        ))}
        {!formId && (
          <Button type="submit" loading={saving} style={{ alignSelf: 'flex-end' }}>
            {t('save')}
          </Button>
        )}
      </Stack>
    </form>
  );
};
