import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBCAM_PREVIEW_PX } from '@/api/contract/files';
import { squareFrame } from './square-frame';
import classes from './photo.module.css';

type WebcamState =
  | { step: 'starting' }
  | { step: 'live' }
  | { step: 'captured'; blob: Blob; url: string }
  | { step: 'unavailable' };

interface WebcamCaptureProps {
  /** The captured square after 'Looking good!'. */
  onAccept: (photo: Blob) => void;
  busy?: boolean;
}

const openCamera = (): Promise<MediaStream> => {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) return Promise.reject(new Error('no camera API'));
  return devices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
};

/** Spec §2/§4 webcam: live view, captured image, then Retake or 'Looking good!'. */
export const WebcamCapture = ({ onAccept, busy = false }: WebcamCaptureProps) => {
  const { t } = useTranslation('profile');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<WebcamState>({ step: 'starting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stopped = false;
    openCamera().then(
      (opened) => {
        if (stopped) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream.current = opened;
        setState({ step: 'live' });
      },
      () => {
        if (!stopped) setState({ step: 'unavailable' });
      },
    );
    return () => {
      stopped = true;
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
    };
  }, [attempt]);

  useEffect(() => {
    if (state.step === 'live' && video.current && stream.current) {
      video.current.srcObject = stream.current;
      void video.current.play().catch(() => undefined);
    }
  }, [state.step]);

  useEffect(
    () => () => {
      if (state.step === 'captured') URL.revokeObjectURL(state.url);
    },
    [state],
  );

  const capture = async () => {
    if (!video.current) return;
    const blob = await squareFrame(video.current);
    if (!blob) return;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState({ step: 'captured', blob, url: URL.createObjectURL(blob) });
  };

  const retake = () => {
    setState({ step: 'starting' });
    setAttempt((n) => n + 1);
  };

  if (state.step === 'unavailable') {
    return (
      <Text role="status" c="dimmed" ta="center" py="md">
        {t('photo.noVideo')}
      </Text>
    );
  }

  return (
    <Stack align="center" gap="sm">
      {state.step === 'captured' ? (
        <img
          src={state.url}
          alt={t('photo.capturedAlt')}
          width={WEBCAM_PREVIEW_PX}
          height={WEBCAM_PREVIEW_PX}
          className={classes.preview}
        />
      ) : (
        <div
          className={classes.live}
          style={{ width: WEBCAM_PREVIEW_PX, height: WEBCAM_PREVIEW_PX }}
        >
          {state.step === 'starting' && <Loader aria-label={t('photo.cameraStarting')} />}
          <video
            ref={video}
            className={classes.preview}
            width={WEBCAM_PREVIEW_PX}
            height={WEBCAM_PREVIEW_PX}
            autoPlay
            playsInline
            muted
            aria-label={t('photo.liveView')}
            hidden={state.step !== 'live'}
          />
        </div>
      )}
      {state.step === 'captured' ? (
        <Group justify="center">
          <Button variant="default" onClick={retake} disabled={busy}>
            {t('photo.retake')}
          </Button>
          <Button onClick={() => onAccept(state.blob)} loading={busy}>
            {t('photo.lookingGood')}
          </Button>
        </Group>
      ) : (
        <Button onClick={() => void capture()} disabled={state.step !== 'live'}>
          {t('photo.capture')}
        </Button>
      )}
    </Stack>
  );
};
