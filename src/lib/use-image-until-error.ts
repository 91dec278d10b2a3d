import { useState } from 'react';

/**
 * `src` until it fails to load, then null until another one comes: offline, an image never seen
 * online is not in the cache, and the screen shows something else rather than a broken image.
 */
export const useImageUntilError = (src: string | null | undefined) => {
  const [failed, setFailed] = useState<string>();
  const shown = src && src !== failed ? src : null;
  return { src: shown, onError: () => setFailed(shown ?? undefined) };
};
