import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX } from '@/api/contract/auth';
import type { UserProfile } from '@/api/contract/people';
import { updateProfile } from '@/api/people';

interface NamesFormProps {
  user: UserProfile;
  onSaved: (user: UserProfile) => Promise<void>;
}

/** First name, last name and nickname (spec §5: names required, nickname at most 20). */
export const NamesForm = ({ user, onSaved }: NamesFormProps) => {
  const { t } = useTranslation('profile');
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [name, setName] = useState(user.name ?? '');
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  const required = (value: string) => (touched && !value.trim() ? t('fields.required') : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!firstName.trim() || !lastName.trim() || !name.trim()) return;
    setSaving(true);
    try {
      await onSaved(await updateProfile({ firstName, lastName, name }));
    } catch {
      // The client already showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('fields.firstName')}
          withAsterisk
          value={firstName}
          onChange={(event) => setFirstName(event.currentTarget.value)}
          error={required(firstName)}
        />
        <TextInput
          label={t('fields.lastName')}
          withAsterisk
          value={lastName}
          onChange={(event) => setLastName(event.currentTarget.value)}
          error={required(lastName)}
        />
        <TextInput
          label={t('fields.nickname')}
          withAsterisk
          maxLength={NICKNAME_MAX}
          description={`${name.length}/${NICKNAME_MAX}`}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={required(name)}
        />
        <Button type="submit" loading={saving} style={{ alignSelf: 'flex-end' }}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
};
