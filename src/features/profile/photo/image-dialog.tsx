import { Center, Loader, Modal } from '@mantine/core';
import { Suspense, lazy, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const PhotoCropper = lazy(() =>
  import('./photo-cropper').then((module) => ({ default: module.PhotoCropper })),
);

interface ImageDialogProps {
  /** The picked file; the dialog is open while one is set (spec §4: opens on file pick). */
  file: File | null;
  busy: boolean;
  onCancel: () => void;
  onCropped: (square: Blob) => void;
}

/** Spec §4 image dialog: opens on file pick, closes on cancel or upload. */
export const ImageDialog = ({ file, busy, onCancel, onCropped }: ImageDialogProps) => {
  const { t } = useTranslation('profile');
  const src = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );

  return (
    <Modal
      opened={file !== null}
      onClose={onCancel}
      title={t('photo.cropTitle')}
      size="lg"
      centered
    >
      <Suspense
        fallback={
          <Center h={200}>
            <Loader />
          </Center>
        }
      >
        {src && <PhotoCropper src={src} busy={busy} onCancel={onCancel} onCropped={onCropped} />}
      </Suspense>
    </Modal>
  );
};
