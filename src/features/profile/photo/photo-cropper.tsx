import { Button, Group, Stack } from '@mantine/core';
import { useRef } from 'react';
import { Cropper, type CropperRef } from 'react-advanced-cropper';
import 'react-advanced-cropper/dist/style.css';
import { useTranslation } from 'react-i18next';
import { PHOTO_WIDTH } from './photo-rules';
import classes from './photo.module.css';

export interface PhotoCropperProps {
  src: string;
  busy: boolean;
  onCancel: () => void;
  onCropped: (square: Blob) => void;
}

/** Square (1:1) crop of a picked file (spec §5); loaded lazily with the image dialog. */
export const PhotoCropper = ({ src, busy, onCancel, onCropped }: PhotoCropperProps) => {
  const { t } = useTranslation('profile');
  const cropper = useRef<CropperRef>(null);

  const crop = () => {
    const canvas = cropper.current?.getCanvas({ maxWidth: PHOTO_WIDTH, maxHeight: PHOTO_WIDTH });
    canvas?.toBlob((blob) => {
      if (blob) onCropped(blob);
    }, 'image/png');
  };

  return (
    <Stack gap="md">
      <div className={classes.cropper} data-testid="photo-cropper">
        <Cropper
          ref={cropper}
          src={src}
          stencilProps={{ aspectRatio: 1 }}
          // Reading EXIF would fetch the blob: URL, which the CSP's connect-src refuses; browsers
          // already draw photos upright (image-orientation: from-image).
          checkOrientation={false}
        />
      </div>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('photo.cancel')}
        </Button>
        <Button onClick={crop} loading={busy}>
          {t('photo.upload')}
        </Button>
      </Group>
    </Stack>
  );
};
