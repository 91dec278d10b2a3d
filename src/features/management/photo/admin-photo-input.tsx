import {
  Avatar,
  Button,
  Center,
  FileButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
} from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES } from './admin-photo-rules';

// The cropper is only needed when staff pick a photo: its own chunk.
const AdminCropper = lazy(() =>
  import('./admin-cropper').then((module) => ({ default: module.AdminCropper })),
);

interface AdminPhotoInputProps {
  label: string;
  /** The current image URL or a new base64 data URL; null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/** Picks a file, crops it with the admin settings and hands back base64 (spec §5). */
export const AdminPhotoInput = ({ label, value, onChange }: AdminPhotoInputProps) => {
  const { t } = useTranslation('management');
  const [src, setSrc] = useState<string | null>(null);

  const pick = (file: File | null) => {
    if (file) setSrc(URL.createObjectURL(file));
  };
  const close = () => {
    if (src) URL.revokeObjectURL(src);
    setSrc(null);
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="sm">
        <Avatar src={value} size={64} radius="md" alt="" />
        <FileButton onChange={pick} accept={ACCEPTED_IMAGE_TYPES.join(',')}>
          {(props) => (
            <Button variant="light" size="xs" {...props}>
              {t('photo.choose')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
            {t('photo.remove')}
          </Button>
        )}
      </Group>
      <Modal opened={src !== null} onClose={close} title={t('photo.crop')} centered>
        <Suspense
          fallback={
            <Center h={200}>
              <Loader />
            </Center>
          }
        >
          {src && (
            <AdminCropper
              src={src}
              onCancel={close}
              onCropped={(dataUrl) => {
                onChange(dataUrl);
                close();
              }}
            />
          )}
        </Suspense>
      </Modal>
    </Stack>
  );
};
