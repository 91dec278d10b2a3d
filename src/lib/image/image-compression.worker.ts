// browser-image-compression in a module worker of ours: the library's own worker is a blob: URL,
// which the page's CSP (worker-src 'self') refuses, and its fallback blocks the main thread.
// Inside a worker the library draws on an OffscreenCanvas.
import imageCompression from 'browser-image-compression';
import type { CompressRequest, CompressReply } from './compress-messages';

const reply = (message: CompressReply): void => postMessage(message);

addEventListener('message', (event: MessageEvent<CompressRequest>) => {
  const { file, quality, maxWidthOrHeight } = event.data;
  imageCompression(file, {
    initialQuality: quality,
    maxWidthOrHeight,
    fileType: 'image/jpeg',
    useWebWorker: false,
  }).then(
    (blob) => reply({ ok: true, blob }),
    (error: unknown) => reply({ ok: false, error: String(error) }),
  );
});
