import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraPrecondition, describeCameraError, type CameraFailure } from './camera-error';

interface ScannerControls {
  reset: () => void;
}

export type ScannerState = 'idle' | 'starting' | 'scanning';

/**
 * Reads QR codes and barcodes from the camera with @zxing/library, loaded only when the camera
 * starts. Reports each decoded text once; camera problems come back as spec §8 failures.
 */
export const useScanner = (onText: (text: string) => void) => {
  const videoRef = useRef<HTMLVideoElement>(null);
  const controls = useRef<ScannerControls | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const onTextRef = useRef(onText);
  const [state, setState] = useState<ScannerState>('idle');
  const [failure, setFailure] = useState<CameraFailure | null>(null);

  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  const stop = useCallback(() => {
    controls.current?.reset();
    controls.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState('idle');
  }, []);

  const start = useCallback(async () => {
    setFailure(null);
    const precondition = cameraPrecondition({
      isSecureContext: window.isSecureContext,
      hasGetUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function',
    });
    if (precondition) {
      setFailure({ name: precondition, known: precondition, ownMessage: '' });
      return;
    }
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      stream.current = media;
      const { BrowserMultiFormatReader } = await import('@zxing/library');
      const reader = new BrowserMultiFormatReader();
      controls.current = reader;
      const video = videoRef.current;
      if (!video) throw new Error('No video element');
      setState('scanning');
      await reader.decodeFromStream(media, video, (result) => {
        if (result) onTextRef.current(result.getText());
      });
    } catch (error) {
      stop();
      setFailure(describeCameraError(error));
    }
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { videoRef, state, failure, start, stop };
};
