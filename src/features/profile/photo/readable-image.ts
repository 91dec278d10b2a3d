/**
 * Whether the browser can draw the file as a picture: a file named .png that is none would leave
 * the crop dialog empty. Without createImageBitmap (old browsers) the cropper has to find out.
 */
export const isReadableImage = async (file: Blob): Promise<boolean> => {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
};
