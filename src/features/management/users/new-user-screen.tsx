import {
  Button,
  Container,
  Group,
  MultiSelect,
  Select,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN } from '@/api/contract/auth';
import { ROLES, type Role } from '@/api/contract/common';
import { MAX_GENRES } from '@/api/contract/management';
import { LABEL_ROLES } from '@/api/contract/program';
import { createUser } from '@/api/management';
import { notifySuccess } from '@/lib/notify';
import { AdminPhotoInput } from '../photo/admin-photo-input';
import { useManagementOptions } from '../management-queries';
import { emptySocials, SocialFields, socialsValid } from './social-fields';

/** /user/create/{role} (spec §2, §3 New-user payload); admins only. */
export const NewUserScreen = ({ role }: { role: Role }) => {
  const { t } = useTranslation('management');
  const navigate = useNavigate();
  const options = useManagementOptions().data;
  const [fields, setFields] = useState({
    firstName: '',
    lastName: '',
    name: '',
    bio: '',
    company: '',
    email: '',
  });
  const [label, setLabel] = useState<string | null>(role === 'ROLE_ARTIST' ? 'Artist' : null);
  const [genres, setGenres] = useState<string[]>([]);
  const [photo, setPhoto] = useState<string | null>(null);
  const [socials, setSocials] = useState(emptySocials());
  const [busy, setBusy] = useState(false);
  const emailValid = EMAIL_PATTERN.test(fields.email.trim());
  const text = (key: keyof typeof fields) => ({
    label: t(`users.fields.${key}`),
    value: fields[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setFields({ ...fields, [key]: event.currentTarget.value }),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!emailValid || !socialsValid(socials)) return;
    setBusy(true);
    const { website, ...links } = socials;
    createUser(role, {
      ...fields,
      role: label,
      email: fields.email.trim(),
      profilePic: photo,
      website: website || null,
      socials: Object.fromEntries(
        Object.entries(links).map(([key, value]) => [key, value || null]),
      ),
      genre: genres.map(Number),
    })
      .then(() => {
        notifySuccess(t('users.created'));
        void navigate({ to: '/management', search: { tab: 'users' } });
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Container size="sm" px="md" py="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={1} fz="h2">
            {t('users.add')}
          </Title>
          <Select
            label={t('users.fields.type')}
            data={ROLES.filter((r) => r !== 'ROLE_TICKET_25')}
            value={role}
            allowDeselect={false}
            onChange={(next) =>
              next && void navigate({ to: '/user/create/$role', params: { role: next } })
            }
          />
          <TextInput
            {...text('email')}
            required
            type="email"
            error={fields.email && !emailValid ? t('users.invalidEmail') : undefined}
          />
          <Group grow>
            <TextInput {...text('firstName')} />
            <TextInput {...text('lastName')} />
          </Group>
          <TextInput {...text('name')} />
          <Select
            label={t('users.fields.label')}
            data={[...LABEL_ROLES]}
            value={label}
            clearable
            onChange={setLabel}
          />
          <TextInput {...text('company')} />
          <Textarea {...text('bio')} autosize minRows={2} />
          <MultiSelect
            label={t('form.genres')}
            data={options?.genres.map((g) => ({ value: String(g.id), label: g.name })) ?? []}
            value={genres}
            maxValues={MAX_GENRES}
            searchable
            onChange={setGenres}
          />
          <AdminPhotoInput label={t('users.fields.photo')} value={photo} onChange={setPhoto} />
          <SocialFields values={socials} onChange={setSocials} />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => void navigate({ to: '/management', search: { tab: 'users' } })}
            >
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!emailValid}>
              {t('users.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
};
