import { Button, Group, Stack } from '@mantine/core';
import { useRef } from 'react';
import { FixedCropper, ImageRestriction, type FixedCropperRef } from 'react-advanced-cropper';
import 'react-advanced-cropper/dist/style.css';
import { useTranslation } from 'react-i18next';
import { ADMIN_PHOTO_QUALITY, ADMIN_PHOTO_SIZE, ADMIN_STENCIL_SIZE } from './admin-photo-rules';

interface AdminCropperProps {
  src: string;
  onCancel: () => void;
  onCropped: (dataUrl: string) => void;
}

/** The admin crop (spec §5): fixed 280×280 stencil, 300 px JPEG at quality 0.1 as base64. */
export const AdminCropper = ({ src, onCancel, onCropped }: AdminCropperProps) => {
  const { t } = useTranslation('management');
  const cropper = useRef<FixedCropperRef>(null);
  const crop = () => {
    const canvas = cropper.current?.getCanvas({
      width: ADMIN_PHOTO_SIZE,
      height: ADMIN_PHOTO_SIZE,
    });
    if (canvas) onCropped(canvas.toDataURL('image/jpeg', ADMIN_PHOTO_QUALITY));
  };
  return (
    <Stack gap="md">
      <div style={{ height: 340, background: '#111' }} data-testid="admin-cropper">
        <FixedCropper
          ref={cropper}
          src={src}
          stencilSize={{ width: ADMIN_STENCIL_SIZE, height: ADMIN_STENCIL_SIZE }}
          stencilProps={{ handlers: false, lines: false, movable: false, resizable: false }}
          imageRestriction={ImageRestriction.stencil}
        />
      </div>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={crop}>{t('photo.use')}</Button>
      </Group>
    </Stack>
  );
};
