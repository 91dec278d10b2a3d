/**
 * Reads a QR code from a picture (a screenshot or a photo chosen in the file picker), with the
 * same @zxing/library the camera scanner uses, loaded only now. Answers null when none is found.
 */
export const decodeQrImage = async (file: Blob): Promise<string | null> => {
  const bitmap = await createImageBitmap(file);
  // Large photos are scaled down: a QR code needs no more than about 1,000 pixels across.
  const scale = Math.min(1, 1200 / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const { data } = context.getImageData(0, 0, width, height);
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminance.length; i++) {
    luminance[i] = (data[i * 4]! * 299 + data[i * 4 + 1]! * 587 + data[i * 4 + 2]! * 114) / 1000;
  }
  const { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } =
    await import('@zxing/library');
  const hints = new Map([[DecodeHintType.TRY_HARDER, true]]);
  try {
    const source = new RGBLuminanceSource(luminance, width, height);
    return new QRCodeReader()
      .decode(new BinaryBitmap(new HybridBinarizer(source)), hints)
      .getText();
  } catch {
    return null;
  }
};
