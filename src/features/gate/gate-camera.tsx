import { Button, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCamera } from '@/lib/icons';
import { CameraFailureText } from '@/lib/scanner/camera-failure-text';
import { CameraView } from '@/lib/scanner/camera-view';
import { useScanner } from '@/lib/scanner/use-scanner';

/**
 * The same code read again within this time is the same phone still held up to the camera, not
 * a second entry: it is checked once.
 */
const SAME_CODE_MS = 30_000;

/** The gate's camera: every code read is checked once, a repeat of the same code only later. */
export const GateCamera = ({ onCode }: { onCode: (text: string) => void }) => {
  const { t } = useTranslation('gate');
  const last = useRef<{ text: string; at: number } | null>(null);
  const { videoRef, state, failure, start, stop } = useScanner((text) => {
    const now = Date.now();
    if (last.current?.text === text && now - last.current.at < SAME_CODE_MS) return;
    last.current = { text, at: now };
    onCode(text);
  });

  useEffect(() => {
    void start();
  }, [start]);

  return (
    <Stack gap="xs">
      <CameraView videoRef={videoRef} hidden={state === 'idle'} aspectRatio="4 / 3" />
      {failure && <CameraFailureText failure={failure} />}
      {state === 'idle' ? (
        <Button variant="light" leftSection={<IconCamera size={18} />} onClick={() => void start()}>
          {t('camera.start')}
        </Button>
      ) : (
        <Button variant="default" onClick={stop}>
          {t('camera.stop')}
        </Button>
      )}
    </Stack>
  );
};
