import { z } from 'zod';

/** Image uploads (spec §5 Profile photo, §7 POST file/upload, §8 file upload, §9 Images). */

/** Spec §5/§9: an image may be at most 1,000,000 bytes (after cropping and compression). */
export const MAX_IMAGE_BYTES = 1_000_000;
/** Spec §5/§9: compression settings of profile photos and feed images. */
export const IMAGE_QUALITY = 0.6;
export const IMAGE_MAX_WIDTH = 720;
/** Spec §9: the webcam preview is 220x220 px. */
export const WEBCAM_PREVIEW_PX = 220;
/** Spec §4/§9: after a profile upload the app goes to /lobby after 4000 ms. */
export const REDIRECT_AFTER_UPLOAD_MS = 4000;

/** Types a user may pick (spec §5: png, jpeg, bmp). The server also takes webp from the compressor. */
export const PICKABLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/bmp'] as const;
export const UPLOAD_IMAGE_TYPES = [...PICKABLE_IMAGE_TYPES, 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** The multipart field name of POST /api/file/upload (spec §7). */
export const UPLOAD_FIELD = 'file';

/** Spec §5: size shown in MB with two decimals, e.g. 'Datei zu groß 1.25 /1MB. …'. */
export function imageTooLargeMessage(bytes: number): string {
  const megabytes = (bytes / MAX_IMAGE_BYTES).toFixed(2);
  return `Datei zu groß ${megabytes} /1MB. Versuchen Sie das Bild zu verkleinern`;
}

/** The §5 message when `bytes` is over the cap, else null (do not upload then). */
export function imageSizeError(bytes: number): string | null {
  return bytes > MAX_IMAGE_BYTES ? imageTooLargeMessage(bytes) : null;
}

/** Pixels an image may have (width × height), read from its header before anything decodes it. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Translated by name (errors:codes.*). */
export const IMAGE_LIMIT_MESSAGES = {
  imageTooManyPixels: 'The image has too many pixels: at most 40 megapixels.',
} as const;

export const FILE_MESSAGES = {
  /** Spec §8. */
  compressionFailed: 'Fehler beim Komprimieren Ihrer Datei. Bitte verwenden Sie ein anderes Bild',
  serverNotResponding: 'Server not responding',
  notAnImage: 'Only PNG, JPEG, BMP or WebP images can be uploaded.',
  damagedImage: 'The image file is damaged.',
  missingFile: 'file: Required',
  notMultipart: 'Send the image as multipart/form-data in the field "file".',
} as const;

/** Answer of POST /api/file/upload. */
export const uploadedFile = z.object({
  id: z.number().int(),
  /** Where the image is served: /api/file/{id}. */
  url: z.string(),
  mime: z.enum(UPLOAD_IMAGE_TYPES),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** Query of POST /api/file/upload: `profile=true` also makes it the caller's profile photo. */
export const uploadQuery = z.object({
  profile: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
