import { compressImage } from '@/lib/image/compress-image';

/** Spec §5/§9: post images are compressed at quality 0.6 and width 720, sent as base64. */
export const POST_IMAGE_QUALITY = 0.6;
export const POST_IMAGE_WIDTH = 720;
export const POST_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/bmp'];

export class CompressionError extends Error {
  override name = 'CompressionError';
}

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('not a data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });

/** Compresses with browser-image-compression in our worker (loaded only when a post is written). */
export const compressPostImage = async (
  file: File,
): Promise<{ dataUrl: string; bytes: number }> => {
  try {
    const compressed = await compressImage(file, {
      quality: POST_IMAGE_QUALITY,
      maxWidthOrHeight: POST_IMAGE_WIDTH,
    });
    return { dataUrl: await readAsDataUrl(compressed), bytes: compressed.size };
  } catch (error) {
    throw new CompressionError(error instanceof Error ? error.message : String(error));
  }
};
