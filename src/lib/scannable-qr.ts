import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import QRCode, {
  type BitMatrix,
  type QRCodeErrorCorrectionLevel,
  type QRCodeMaskPattern,
} from 'qrcode';

const MASK_PATTERNS: readonly QRCodeMaskPattern[] = [0, 1, 2, 3, 4, 5, 6, 7];

/**
 * Pixels per module a scanner sees: small and large, whole and fractional (a phone screen at
 * device pixel ratio 2 or 3, a printed page in a camera), where edges fall between pixels. Denser
 * from 4 to 12 px, where a check costs little (it grows with the square of the size): twelve
 * sizes let masks through that ZXing misread at a fifth of all sizes (docs/decisions.md).
 */
export const CHECKED_MODULE_SIZES = [
  2.5, 3.1, 3.8, 4.25, 4.6, 4.75, 5.25, 5.7, 6.25, 6.75, 7, 7.75, 8.25, 8.6, 8.75, 9.5, 10.25, 10.6,
  11.25, 11.75, 13, 16, 19.6, 24,
] as const;

const QUIET_ZONE = 4;
/** Where the code starts inside its first pixel, so module edges do not line up with pixels. */
const SUBPIXEL_OFFSET = 0.37;

/** For each pixel along one axis: the modules it overlaps and by how much (0–1). */
const coverage = (count: number, moduleSize: number, pixels: number) =>
  Array.from({ length: pixels }, (_, pixel) => {
    const parts: { index: number; share: number }[] = [];
    const first = Math.floor((pixel - SUBPIXEL_OFFSET) / moduleSize) - QUIET_ZONE;
    const last = Math.floor((pixel + 1 - SUBPIXEL_OFFSET) / moduleSize) - QUIET_ZONE;
    for (let index = Math.max(first, 0); index <= Math.min(last, count - 1); index++) {
      const start = SUBPIXEL_OFFSET + (index + QUIET_ZONE) * moduleSize;
      const share = Math.min(pixel + 1, start + moduleSize) - Math.max(pixel, start);
      if (share > 0) parts.push({ index, share });
    }
    return parts;
  });

/** The code drawn black on white with anti-aliased edges, as luminance (0 black, 255 white). */
export const rasterise = (modules: BitMatrix, moduleSize: number) => {
  const count = modules.size;
  const width = Math.ceil((count + 2 * QUIET_ZONE) * moduleSize + SUBPIXEL_OFFSET);
  const axis = coverage(count, moduleSize, width);
  const luminance = new Uint8ClampedArray(width * width);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      let dark = 0;
      for (const row of axis[y]!) {
        for (const column of axis[x]!) {
          if (modules.get(row.index, column.index)) dark += row.share * column.share;
        }
      }
      luminance[y * width + x] = Math.round(255 * (1 - dark));
    }
  }
  return { luminance, width };
};

export const zxingReadsAt = (modules: BitMatrix, moduleSize: number, payload: string): boolean => {
  const { luminance, width } = rasterise(modules, moduleSize);
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminance, width, width)),
  );
  try {
    return new QRCodeReader().decode(bitmap).getText() === payload;
  } catch {
    return false;
  }
};

/**
 * A camera scanner decodes frames of at most this many pixels across (720p): a code is never
 * seen larger, so sizes that would make it so are not checked. All sizes fit a version-1 code
 * (29 modules with its quiet zone); a signed entry credential (version 6, 49) is checked up to
 * 14.7 px, which also keeps its check affordable (it grows with the square of the size).
 */
export const CAMERA_FRAME_PX = 720;

/** The checked sizes at which the whole code still fits a camera frame. */
export const moduleSizesFor = (modules: BitMatrix) =>
  CHECKED_MODULE_SIZES.filter((size) => (modules.size + 2 * QUIET_ZONE) * size <= CAMERA_FRAME_PX);

/** Whether ZXing reads `payload` back at every checked size that fits a camera frame. */
export const zxingReadsEverywhere = (modules: BitMatrix, payload: string) =>
  moduleSizesFor(modules).every((size) => zxingReadsAt(modules, size, payload));

/**
 * The mask pattern to draw `payload` with. The standard's choice (fewest penalty points) is kept
 * when a camera scanner built on ZXing reads it at every checked size; for a few percent of short
 * codes its data forms a false finder pattern that ZXing locks on to, so another mask is taken
 * (all eight encode the same content; the standard lets the encoder pick any).
 */
export const scannableMaskPattern = (
  payload: string,
  errorCorrectionLevel: QRCodeErrorCorrectionLevel,
): QRCodeMaskPattern => {
  const standard = QRCode.create(payload, { errorCorrectionLevel });
  const standardMask = standard.maskPattern ?? 0;
  if (zxingReadsEverywhere(standard.modules, payload)) return standardMask;
  const other = MASK_PATTERNS.find(
    (maskPattern) =>
      maskPattern !== standardMask &&
      zxingReadsEverywhere(
        QRCode.create(payload, { errorCorrectionLevel, maskPattern }).modules,
        payload,
      ),
  );
  return other ?? standardMask;
};
