import type { CompressReply, CompressRequest } from './compress-messages';

export type CompressSettings = Omit<CompressRequest, 'file'>;

/** On this thread: where no worker can start (old browsers, tests without workers). */
const compressHere = async (file: File, settings: CompressSettings): Promise<Blob> => {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    initialQuality: settings.quality,
    maxWidthOrHeight: settings.maxWidthOrHeight,
    fileType: 'image/jpeg',
    useWebWorker: false,
  });
};

/**
 * Compresses an image to JPEG off the main thread, in a same-origin module worker the strict CSP
 * allows; one worker per image, ended when it answered. A worker that cannot start falls back to
 * this thread; an image the worker cannot read is an error.
 */
export const compressImage = (file: File, settings: CompressSettings): Promise<Blob> => {
  if (typeof Worker === 'undefined') return compressHere(file, settings);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./image-compression.worker.ts', import.meta.url), {
      type: 'module',
      name: 'image-compression',
    });
  } catch (error) {
    console.warn('Could not start the image compression worker', error);
    return compressHere(file, settings);
  }
  return new Promise<Blob>((resolve, reject) => {
    worker.addEventListener('message', ({ data }: MessageEvent<CompressReply>) => {
      worker.terminate();
      if (data.ok) resolve(data.blob);
      else reject(new Error(data.error));
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      console.warn('The image compression worker failed; compressing on the page');
      compressHere(file, settings).then(resolve, reject);
    });
    const request: CompressRequest = { file, ...settings };
    worker.postMessage(request);
  });
};
