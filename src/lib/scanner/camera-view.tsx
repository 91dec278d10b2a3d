import { Box } from '@mantine/core';
import type { RefObject } from 'react';

/** The camera's picture while a scanner reads from it (useScanner's video), hidden when idle. */
export const CameraView = ({
  videoRef,
  hidden,
  aspectRatio,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  hidden: boolean;
  aspectRatio: '1 / 1' | '4 / 3';
}) => (
  <Box bg="black" style={{ borderRadius: 12, overflow: 'hidden', aspectRatio }} hidden={hidden}>
    <video
      ref={videoRef}
      muted
      playsInline
      style={{ width: '100%', height: '100%', objectFit: 'cover' }}
    />
  </Box>
);
