import { crc32 } from 'node:zlib';
import type { UploadImageType } from '../../../src/api/contract/files';

/**
 * Image uploads are judged by their bytes, never by name or declared type: the signature picks
 * the format, the container is walked chunk by chunk, and everything that is not needed to draw
 * the picture is dropped — EXIF (camera, GPS position, time), XMP, text and comment chunks,
 * thumbnails — together with any bytes after the image's end marker (polyglot payloads).
 * No pixel data is decoded or re-encoded, so the image looks exactly as uploaded.
 */
export interface CleanImage {
  mime: UploadImageType;
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

/** Not one of the accepted image types (by signature). */
export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
}

/** The signature is right but the structure is broken. */
export class DamagedImageError extends Error {
  override name = 'DamagedImageError';
}

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const BMP_SIGNATURE = [0x42, 0x4d];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** The accepted type of these bytes by their signature, or null. */
export function detectImageType(bytes: Buffer): UploadImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  if (startsWith(bytes, BMP_SIGNATURE) && bytes.length >= 26) return 'image/bmp';
  return null;
}

/** Checks the type by content and returns the image without metadata. */
export function cleanImage(bytes: Buffer): CleanImage {
  const mime = detectImageType(bytes);
  switch (mime) {
    case 'image/png':
      return { mime, ...cleanPng(bytes) };
    case 'image/jpeg':
      return { mime, ...cleanJpeg(bytes) };
    case 'image/webp':
      return { mime, ...cleanWebp(bytes) };
    case 'image/bmp':
      return { mime, ...cleanBmp(bytes) };
    default:
      throw new NotAnImageError('not an image');
  }
}

type Cleaned = Omit<CleanImage, 'mime'>;

function damaged(reason: string): never {
  throw new DamagedImageError(reason);
}

// Ancillary PNG chunks that only describe how to draw the pixels; everything else goes
// (tEXt, zTXt, iTXt, eXIf, tIME, and APNG frames, which leaves the still default image).
const PNG_KEEP = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'bKGD',
  'pHYs',
]);

function cleanPng(bytes: Buffer): Cleaned {
  const parts: Buffer[] = [bytes.subarray(0, 8)];
  let offset = 8;
  let width: number | null = null;
  let height: number | null = null;
  let sawData = false;
  for (let index = 0; ; index += 1) {
    if (offset + 12 > bytes.length) damaged('png: truncated chunk');
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) damaged('png: bad chunk');
    const crc = bytes.readUInt32BE(end - 4);
    if (crc32(bytes.subarray(offset + 4, end - 4)) !== crc) damaged('png: bad checksum');
    if (index === 0) {
      if (type !== 'IHDR' || length !== 13) damaged('png: IHDR must come first');
      width = bytes.readUInt32BE(offset + 8);
      height = bytes.readUInt32BE(offset + 12);
    }
    const critical = type.charCodeAt(0) < 0x61;
    if (critical && !PNG_KEEP.has(type)) damaged(`png: unknown critical chunk ${type}`);
    if (PNG_KEEP.has(type)) parts.push(bytes.subarray(offset, end));
    if (type === 'IDAT') sawData = true;
    offset = end;
    // Whatever follows IEND is not part of the image.
    if (type === 'IEND') break;
  }
  if (!sawData) damaged('png: no image data');
  return { bytes: Buffer.concat(parts), width, height };
}

const JPEG_ICC = Buffer.from('ICC_PROFILE\0', 'latin1');
const JPEG_ADOBE = Buffer.from('Adobe', 'latin1');

/** APPn segments worth keeping: JFIF (APP0), the colour profile (APP2) and Adobe's (APP14). */
function keepJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === 0xe0) return true;
  if (marker === 0xe2) return payload.subarray(0, JPEG_ICC.length).equals(JPEG_ICC);
  if (marker === 0xee) return payload.subarray(0, JPEG_ADOBE.length).equals(JPEG_ADOBE);
  if (marker >= 0xe1 && marker <= 0xef) return false; // EXIF, XMP, Photoshop IRB, …
  return marker !== 0xfe; // COM
}

const isSof = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function cleanJpeg(bytes: Buffer): Cleaned {
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  let width: number | null = null;
  let height: number | null = null;
  for (;;) {
    if (offset + 2 > bytes.length) damaged('jpeg: no end marker');
    if (bytes[offset] !== 0xff) damaged('jpeg: expected a marker');
    // Any number of 0xFF fill bytes may come before a marker.
    while (bytes[offset + 1] === 0xff) offset += 1;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xd9) {
      parts.push(bytes.subarray(offset, offset + 2));
      break; // EOI: trailing bytes are dropped.
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(bytes.subarray(offset, offset + 2)); // standalone markers carry no length
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) damaged('jpeg: truncated segment');
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) damaged('jpeg: bad segment length');
    const payload = bytes.subarray(offset + 4, end);
    if (isSof(marker)) {
      if (payload.length < 5) damaged('jpeg: bad frame header');
      height = payload.readUInt16BE(1);
      width = payload.readUInt16BE(3);
    }
    if (keepJpegSegment(marker, payload)) parts.push(bytes.subarray(offset, end));
    offset = end;
    if (marker === 0xda) {
      // Entropy-coded scan data runs to the next marker other than a stuffed 0x00 or a restart.
      let scanEnd = offset;
      while (scanEnd + 1 < bytes.length) {
        const next = bytes[scanEnd + 1] ?? 0;
        if (bytes[scanEnd] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        scanEnd += 1;
      }
      if (scanEnd + 1 >= bytes.length) damaged('jpeg: no end marker');
      parts.push(bytes.subarray(offset, scanEnd));
      offset = scanEnd;
    }
  }
  if (width === null) damaged('jpeg: no frame header');
  return { bytes: Buffer.concat(parts), width, height };
}

// WebP chunks that draw the picture; EXIF and XMP (and unknown chunks) are dropped.
const WEBP_KEEP = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

function cleanWebp(bytes: Buffer): Cleaned {
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length || riffEnd < 12) damaged('webp: bad RIFF size');
  const chunks: Buffer[] = [];
  let offset = 12;
  let width: number | null = null;
  let height: number | null = null;
  while (offset < riffEnd) {
    if (offset + 8 > riffEnd) damaged('webp: truncated chunk');
    const type = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    if (end > riffEnd) damaged('webp: bad chunk size');
    if (WEBP_KEEP.has(type)) {
      const chunk = Buffer.from(bytes.subarray(offset, end));
      const data = chunk.subarray(8);
      if (type === 'VP8X' && data.length >= 10) {
        data[0] = (data[0] ?? 0) & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
        width ??= 1 + data.readUIntLE(4, 3);
        height ??= 1 + data.readUIntLE(7, 3);
      } else if (type === 'VP8L' && data.length >= 5 && data[0] === 0x2f) {
        const bits = data.readUInt32LE(1);
        width ??= 1 + (bits & 0x3fff);
        height ??= 1 + ((bits >> 14) & 0x3fff);
      } else if (type === 'VP8 ' && data.length >= 10) {
        width ??= data.readUInt16LE(6) & 0x3fff;
        height ??= data.readUInt16LE(8) & 0x3fff;
      }
      chunks.push(chunk);
    }
    offset = end;
  }
  if (!chunks.some((c) => /^VP8[ L]|^ANMF/.test(c.toString('latin1', 0, 4)))) {
    damaged('webp: no image data');
  }
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  bytes.copy(header, 0, 0, 12);
  header.writeUInt32LE(4 + body.length, 4);
  return { bytes: Buffer.concat([header, body]), width, height };
}

// BITMAPCOREHEADER, INFO, V2, V3, V4, V5: BMP carries no text metadata, only pixels (and an
// optional colour profile), so cleaning means cutting it to its declared size.
const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 108, 124]);

function cleanBmp(bytes: Buffer): Cleaned {
  const declared = bytes.readUInt32LE(2);
  const dataOffset = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  if (!BMP_HEADER_SIZES.has(headerSize)) damaged('bmp: unknown header');
  const size = declared === 0 ? bytes.length : declared;
  if (size > bytes.length || dataOffset >= size || dataOffset < 14 + headerSize) {
    damaged('bmp: bad sizes');
  }
  const core = headerSize === 12;
  const width = core ? bytes.readUInt16LE(18) : bytes.readInt32LE(18);
  const height = core ? bytes.readUInt16LE(20) : Math.abs(bytes.readInt32LE(22));
  if (width <= 0 || height <= 0) damaged('bmp: bad dimensions');
  return { bytes: Buffer.from(bytes.subarray(0, size)), width, height };
}
