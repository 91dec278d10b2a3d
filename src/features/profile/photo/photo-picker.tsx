import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '@/api/client';
import { initialsOf } from '@/lib/person-kind';
import { ImageDialog } from './image-dialog';
import { PHOTO_ACCEPT, isAcceptedPhotoType, megabytes } from './photo-rules';
import { preparePhoto } from './prepare-photo';
import { isReadableImage } from './readable-image';
import { WebcamCapture } from './webcam-capture';
import classes from './photo.module.css';

export type UploadPhoto = (file: File) => Promise<void>;

interface PhotoPickerProps {
  /** The current photo URL, if any. */
  current: string | null;
  name: string;
  /** Uploads and stores the prepared photo as the profile photo. */
  upload: UploadPhoto;
  onUploaded?: () => void;
}

type Problem =
  | { kind: 'tooLarge'; size: number }
  | { kind: 'compression' }
  | { kind: 'type' }
  | { kind: 'server'; message: string }
  | { kind: 'noResponse' };

/** Profile photo by webcam or file (png, jpeg, bmp), square, compressed, at most 1 MB (spec §2, §5). */
export const PhotoPicker = ({ current, name, upload, onUploaded }: PhotoPickerProps) => {
  const { t } = useTranslation('profile');
  const [webcam, setWebcam] = useState(false);
  const [picked, setPicked] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [fileKey, setFileKey] = useState(0);

  const save = async (square: Blob) => {
    setBusy(true);
    setProblem(null);
    try {
      const prepared = await preparePhoto(square);
      if (!prepared.ok) {
        setProblem(
          prepared.reason === 'tooLarge'
            ? { kind: 'tooLarge', size: prepared.size }
            : { kind: 'compression' },
        );
        return;
      }
      try {
        await upload(prepared.file);
      } catch (error) {
        const { status, message } = describeFailure(error);
        setProblem(
          status === null ? { kind: 'noResponse' } : { kind: 'server', message: message ?? '' },
        );
        return;
      }
      setWebcam(false);
      onUploaded?.();
    } finally {
      // The dialog closes on upload, and on a refusal so its text is not hidden behind it.
      setPicked(null);
      setBusy(false);
    }
  };

  const pick = async (file: File | null) => {
    setFileKey((n) => n + 1);
    if (!file) return;
    setProblem(null);
    if (!isAcceptedPhotoType(file.type)) {
      setProblem({ kind: 'type' });
      return;
    }
    // Spec §8's compression text, as the feed says for a picture it cannot read.
    if (!(await isReadableImage(file))) {
      setProblem({ kind: 'compression' });
      return;
    }
    setWebcam(false);
    setPicked(file);
  };

  const problemText = (): string => {
    if (!problem) return '';
    switch (problem.kind) {
      case 'tooLarge':
        return t('photo.tooLarge', { size: megabytes(problem.size) });
      case 'compression':
        return t('photo.compressionFailed');
      case 'type':
        return t('photo.wrongType');
      case 'noResponse':
        return t('photo.noResponse');
      case 'server':
        return problem.message || t('photo.noResponse');
    }
  };

  return (
    <Stack align="center" gap="md">
      {current ? (
        <img src={current} alt={t('photo.currentAlt')} className={classes.current} />
      ) : (
        <Text fz={40} fw={800} c="dimmed" aria-hidden="true">
          {initialsOf(name)}
        </Text>
      )}
      {problem && (
        <Alert color="red" role="alert" w="100%">
          {problemText()}
        </Alert>
      )}
      {webcam && <WebcamCapture onAccept={(blob) => void save(blob)} busy={busy} />}
      <Group justify="center">
        {!webcam && (
          <Button variant="light" onClick={() => setWebcam(true)}>
            {t('photo.useWebcam')}
          </Button>
        )}
        <FileButton key={fileKey} onChange={(file) => void pick(file)} accept={PHOTO_ACCEPT}>
          {(props) => (
            <Button variant="light" {...props}>
              {t('photo.chooseFile')}
            </Button>
          )}
        </FileButton>
      </Group>
      <ImageDialog
        file={picked}
        busy={busy}
        onCancel={() => setPicked(null)}
        onCropped={(square) => void save(square)}
      />
    </Stack>
  );
};
