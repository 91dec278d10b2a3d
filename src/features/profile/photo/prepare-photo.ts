import { compressImage } from '@/lib/image/compress-image';
import { PHOTO_QUALITY, PHOTO_WIDTH, checkPhotoSize } from './photo-rules';

export type CompressPhoto = (file: File) => Promise<Blob>;

export type PreparedPhoto =
  | { ok: true; file: File }
  | { ok: false; reason: 'compression' }
  | { ok: false; reason: 'tooLarge'; size: number };

/** browser-image-compression in our worker, loaded only when a photo is actually saved. */
export const compressPhoto: CompressPhoto = (file) =>
  compressImage(file, { quality: PHOTO_QUALITY, maxWidthOrHeight: PHOTO_WIDTH });

/**
 * Compresses the cropped square (quality 0.6, width 720) and enforces the 1,000,000-byte cap
 * (spec §5): a failure or an oversize result is reported, never uploaded.
 */
export const preparePhoto = async (
  cropped: Blob,
  compress: CompressPhoto = compressPhoto,
): Promise<PreparedPhoto> => {
  let result: Blob;
  try {
    result = await compress(
      new File([cropped], 'photo.jpg', { type: cropped.type || 'image/jpeg' }),
    );
  } catch {
    return { ok: false, reason: 'compression' };
  }
  const size = checkPhotoSize(result.size);
  if (!size.ok) return { ok: false, reason: 'tooLarge', size: size.size };
  return {
    ok: true,
    file: new File([result], 'profile.jpg', { type: result.type || 'image/jpeg' }),
  };
};
