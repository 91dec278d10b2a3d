/** Spec §5 admin photo crop: a 280×280 stencil; the result is 300 px, quality 0.1, base64. */
export const ADMIN_STENCIL_SIZE = 280;
export const ADMIN_PHOTO_SIZE = 300;
export const ADMIN_PHOTO_QUALITY = 0.1;
/** Spec §9: accepted image types. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/bmp'];
