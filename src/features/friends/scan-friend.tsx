import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCamera } from '@/lib/icons';
import { CameraFailureText } from '@/lib/scanner/camera-failure-text';
import { CameraView } from '@/lib/scanner/camera-view';
import { useScanner } from '@/lib/scanner/use-scanner';
import { friendCodeIn } from './link-code';

/**
 * Reads a friend's QR code: with the camera, or from a picture (a screenshot they sent). Hands
 * the friend code on; anything else says it is no friend code.
 */
export const ScanFriend = ({ onCode }: { onCode: (code: string) => void }) => {
  const { t } = useTranslation('friends');
  const [problem, setProblem] = useState<string | null>(null);
  const take = (text: string | null) => {
    const code = text === null ? null : friendCodeIn(text);
    setProblem(code ? null : t('scan.noCode'));
    if (code) onCode(code);
  };
  // The camera reports a code many times a second: each code is handed on once.
  const [scanned, setScanned] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);
  const { videoRef, state, failure, start, stop } = useScanner((text) => {
    const code = friendCodeIn(text);
    if (code) setScanned(code);
  });
  useEffect(() => {
    if (!scanned || handled.current === scanned) return;
    handled.current = scanned;
    stop();
    onCodeRef.current(scanned);
  }, [scanned, stop]);
  const readPicture = async (file: File | null) => {
    if (!file) return;
    const { decodeQrImage } = await import('@/lib/scanner/decode-image');
    take(await decodeQrImage(file).catch(() => null));
  };
  return (
    <Stack gap="sm">
      <CameraView videoRef={videoRef} hidden={state === 'idle'} aspectRatio="1 / 1" />
      {failure && <CameraFailureText failure={failure} />}
      <Group gap="sm">
        {state === 'idle' ? (
          <Button
            variant="light"
            leftSection={<IconCamera size={18} />}
            onClick={() => void start()}
          >
            {t('scan.camera')}
          </Button>
        ) : (
          <Button variant="default" onClick={stop}>
            {t('scan.stop')}
          </Button>
        )}
        <FileButton onChange={(file) => void readPicture(file)} accept="image/*">
          {(props) => (
            <Button variant="light" {...props} data-testid="scan-picture">
              {t('scan.picture')}
            </Button>
          )}
        </FileButton>
      </Group>
      {problem && (
        <Text c="red" fz="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
};
