import {
  ActionIcon,
  Button,
  Group,
  Modal,
  MultiSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN } from '@/api/contract/auth';
import { MAX_ADMIN_TAGS, MAX_GENRES, type AdminUser } from '@/api/contract/management';
import { updateUser } from '@/api/management';
import { IconPlus, IconTrash } from '@/lib/icons';
import { notifySuccess } from '@/lib/notify';
import { AdminPhotoInput } from '../photo/admin-photo-input';
import { useManagementOptions } from '../management-queries';
import { SocialFields, socialsValid, type SocialValues } from './social-fields';

interface Profession {
  role: string;
  companyName: string;
}

/** Edit User (spec §3 Admin user-edit payload): tags ≤ 10, genres ≤ 10, professions. */
export const EditUserDialog = ({
  user,
  onClose,
  onSaved,
}: {
  user: AdminUser;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation('management');
  const options = useManagementOptions().data;
  const [fields, setFields] = useState({
    username: user.name ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    bio: user.bio ?? '',
  });
  const [photo, setPhoto] = useState<string | null>(user.profilePicture);
  const [tags, setTags] = useState(user.tags.map((tag) => String(tag.id)));
  const [genres, setGenres] = useState(user.genres.map((genre) => String(genre.id)));
  const [professions, setProfessions] = useState<Profession[]>(
    user.professions.map((p) => ({ role: p.role, companyName: p.companyName ?? '' })),
  );
  const [socials, setSocials] = useState<SocialValues>(
    Object.fromEntries(
      Object.entries(user.socials).map(([key, value]) => [key, value ?? '']),
    ) as SocialValues,
  );
  const [busy, setBusy] = useState(false);
  const valid = EMAIL_PATTERN.test(fields.email.trim()) && socialsValid(socials);
  const text = (key: keyof typeof fields) => ({
    label: t(`users.fields.${key}`),
    value: fields[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setFields({ ...fields, [key]: event.currentTarget.value }),
  });
  const setProfession = (index: number, patch: Partial<Profession>) =>
    setProfessions((list) => list.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  const save = () => {
    setBusy(true);
    updateUser({
      userId: user.id,
      ...fields,
      email: fields.email.trim(),
      profilePicture: photo,
      tags: tags.map(Number),
      genre: genres.map(Number),
      professions: professions
        .filter((p) => p.role.trim())
        .map((p) => ({ role: p.role, companyName: p.companyName || null })),
      socials: Object.fromEntries(
        Object.entries(socials).map(([key, value]) => [key, value || null]),
      ),
    })
      .then(() => {
        notifySuccess(t('users.saved', { name: user.fullName || user.email }));
        onSaved();
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Modal opened onClose={onClose} title={t('users.edit')} size="lg" centered>
      <Stack gap="sm">
        <TextInput {...text('email')} required />
        <TextInput {...text('username')} />
        <Group grow>
          <TextInput {...text('firstName')} />
          <TextInput {...text('lastName')} />
        </Group>
        <Textarea {...text('bio')} autosize minRows={2} />
        <AdminPhotoInput label={t('users.fields.photo')} value={photo} onChange={setPhoto} />
        <MultiSelect
          label={t('users.tags')}
          description={t('users.tagsMax', { max: MAX_ADMIN_TAGS })}
          data={options?.tags.map((tag) => ({ value: String(tag.id), label: tag.name })) ?? []}
          value={tags}
          maxValues={MAX_ADMIN_TAGS}
          searchable
          onChange={setTags}
        />
        <MultiSelect
          label={t('form.genres')}
          data={options?.genres.map((g) => ({ value: String(g.id), label: g.name })) ?? []}
          value={genres}
          maxValues={MAX_GENRES}
          searchable
          onChange={setGenres}
        />
        <Text size="sm" fw={500}>
          {t('users.professions')}
        </Text>
        {professions.map((profession, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t('users.professionRole')}
              value={profession.role}
              onChange={(e) => setProfession(index, { role: e.currentTarget.value })}
              style={{ flex: 1 }}
            />
            <TextInput
              label={t('users.fields.company')}
              value={profession.companyName}
              onChange={(e) => setProfession(index, { companyName: e.currentTarget.value })}
              style={{ flex: 1 }}
            />
            <ActionIcon
              color="red"
              variant="subtle"
              size="lg"
              aria-label={t('users.removeProfession')}
              onClick={() => setProfessions((list) => list.filter((_, i) => i !== index))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => setProfessions((list) => [...list, { role: '', companyName: '' }])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('users.addProfession')}
        </Button>
        <SocialFields values={socials} onChange={setSocials} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={save} loading={busy} disabled={!valid}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
