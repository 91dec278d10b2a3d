import {
  IMAGE_MAX_WIDTH,
  IMAGE_QUALITY,
  MAX_IMAGE_BYTES,
  PICKABLE_IMAGE_TYPES,
} from '@/api/contract/files';

export const PHOTO_QUALITY = IMAGE_QUALITY;
export const PHOTO_WIDTH = IMAGE_MAX_WIDTH;

/** For the file input's `accept`: png, jpeg, bmp plus their usual extensions (spec §5). */
export const PHOTO_ACCEPT = [...PICKABLE_IMAGE_TYPES, '.png', '.jpg', '.jpeg', '.bmp'].join(',');

export const isAcceptedPhotoType = (type: string): boolean =>
  (PICKABLE_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());

export type SizeCheck = { ok: true } | { ok: false; size: number };

/** Spec §5: a compressed photo above 1,000,000 bytes is refused; `size` goes into the message. */
export const checkPhotoSize = (size: number): SizeCheck =>
  size > MAX_IMAGE_BYTES ? { ok: false, size } : { ok: true };

/** The size as the §5 message shows it: megabytes with two decimals ('1.25' for 1,250,000 bytes). */
export const megabytes = (bytes: number): string => (bytes / MAX_IMAGE_BYTES).toFixed(2);
