import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REDIRECT_AFTER_UPLOAD_MS } from '@/api/contract/files';
import { shownName, type UserProfile } from '@/api/contract/people';
import { uploadImage } from '@/api/people';
import { PhotoPicker } from './photo-picker';

interface ProfilePhotoEditorProps {
  user: UserProfile;
  /** Re-reads the profile after the upload. */
  onChanged: () => Promise<void>;
}

/** Spec §4: after a profile photo upload the app goes to /lobby after 4000 ms. */
export const ProfilePhotoEditor = ({ user, onChanged }: ProfilePhotoEditorProps) => {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [leavingAt, setLeavingAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (leavingAt === null) return;
    const redirect = window.setTimeout(
      () => void navigate({ to: '/lobby' }),
      Math.max(0, leavingAt - Date.now()),
    );
    const tick = window.setInterval(() => setNow(Date.now()), 250);
    return () => {
      window.clearTimeout(redirect);
      window.clearInterval(tick);
    };
  }, [leavingAt, navigate]);

  const upload = async (file: File) => {
    await uploadImage(file, true);
    await onChanged();
  };

  const seconds = leavingAt === null ? 0 : Math.max(0, Math.ceil((leavingAt - now) / 1000));

  return (
    <Stack gap="md">
      <PhotoPicker
        current={user.image}
        name={shownName(user, '')}
        upload={upload}
        onUploaded={() => {
          setNow(Date.now());
          setLeavingAt(Date.now() + REDIRECT_AFTER_UPLOAD_MS);
        }}
      />
      {leavingAt !== null && (
        <Alert color="teal" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('photo.saved', { seconds })}</Text>
            <Button size="xs" variant="white" onClick={() => setLeavingAt(null)}>
              {t('photo.stay')}
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
};
