import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@/api/contract/people';
import { updateProfile } from '@/api/people';
import { toExternalUrl } from '@/api/contract/web-link';

interface PersonalInfoFormProps {
  user: UserProfile;
  onSaved: (user: UserProfile) => Promise<void>;
  /** Set in the wizard: the form is submitted by its Next button, so it has no own button. */
  formId?: string;
  onDone?: () => void;
}

/** Onboarding page 2 and the profile's 'About' part: website and bio. */
export const PersonalInfoForm = ({ user, onSaved, formId, onDone }: PersonalInfoFormProps) => {
  const { t } = useTranslation('profile');
  const [website, setWebsite] = useState(user.socials.website ?? '');
  const [bio, setBio] = useState(user.bio ?? '');
  const [saving, setSaving] = useState(false);
  const websiteInvalid = website.trim() !== '' && toExternalUrl(website) === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (websiteInvalid) return;
    setSaving(true);
    try {
      await onSaved(
        await updateProfile({
          bio: bio.trim() || null,
          socials: { website: website.trim() || null },
        }),
      );
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
        <TextInput
          label={t('fields.website')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={website}
          onChange={(event) => setWebsite(event.currentTarget.value)}
          error={websiteInvalid ? t('fields.invalidUrl') : undefined}
        />
        <Textarea
          label={t('fields.bio')}
          autosize
          minRows={3}
          maxLength={2000}
          value={bio}
          onChange={(event) => setBio(event.currentTarget.value)}
        />
        {!formId && (
          <Button type="submit" loading={saving} style={{ alignSelf: 'flex-end' }}>
            {t('save')}
          </Button>
        )}
      </Stack>
    </form>
  );
};
