import { IMAGE_LIMIT_MESSAGES, MAX_IMAGE_PIXELS } from '../../../src/api/contract/files';
import { HttpError } from '../../plugins/http-error';

/**
 * The size an image's header claims, read without decoding anything. A few hundred kilobytes of
 * PNG can claim 20000×20000 pixels, which every browser showing the feed would then allocate
 * (1.5 GB for one picture): the claim is what counts, not the file size.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Buffer, from: number, to: number) => bytes.toString('latin1', from, to);

function pngSize(bytes: Buffer): ImageSize | null {
  // Signature (8), then IHDR: length (4), "IHDR" (4), width (4), height (4).
  if (bytes.length < 24 || ascii(bytes, 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const isJpegFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Buffer): ImageSize | null {
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (isJpegFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan or end before any frame header
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return null;
}

/** The largest size any WebP chunk claims: the canvas (VP8X), frames (ANMF), bitstreams. */
function webpSize(bytes: Buffer): ImageSize | null {
  let largest: ImageSize | null = null;
  const consider = (size: ImageSize) => {
    if (!largest || size.width * size.height > largest.width * largest.height) largest = size;
  };
  const end = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  for (let offset = 12; offset + 8 <= end;) {
    const type = ascii(bytes, offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const data = offset + 8;
    if ((type === 'VP8X' || type === 'ANMF') && data + 12 <= end) {
      const at = type === 'VP8X' ? data + 4 : data + 6;
      consider({ width: 1 + bytes.readUIntLE(at, 3), height: 1 + bytes.readUIntLE(at + 3, 3) });
    } else if (type === 'VP8L' && data + 5 <= end) {
      const bits = bytes.readUInt32LE(data + 1);
      consider({ width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) });
    } else if (type === 'VP8 ' && data + 10 <= end) {
      consider({
        width: bytes.readUInt16LE(data + 6) & 0x3fff,
        height: bytes.readUInt16LE(data + 8) & 0x3fff,
      });
    }
    offset = data + size + (size % 2);
  }
  return largest;
}

function bmpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 26) return null;
  const core = bytes.readUInt32LE(14) === 12;
  return core
    ? { width: bytes.readUInt16LE(18), height: bytes.readUInt16LE(20) }
    : { width: Math.abs(bytes.readInt32LE(18)), height: Math.abs(bytes.readInt32LE(22)) };
}

/** What the header of a PNG, JPEG, WebP, BMP or GIF says; null for anything else. */
export function readImageSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 10) return null;
  if (bytes.readUInt32BE(0) === 0x89504e47) return pngSize(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return webpSize(bytes);
  if (ascii(bytes, 0, 2) === 'BM') return bmpSize(bytes);
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) {
    return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  }
  return null;
}

/** 422 when the image's header claims more than MAX_IMAGE_PIXELS; call before anything else. */
export function refuseTooManyPixels(bytes: Buffer): void {
  const size = readImageSize(bytes);
  if (size && size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new HttpError(422, IMAGE_LIMIT_MESSAGES.imageTooManyPixels);
  }
}
