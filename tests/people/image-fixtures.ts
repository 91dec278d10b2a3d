import { crc32, deflateSync } from 'node:zlib';

/** Small real images with metadata, built byte by byte for the upload tests. */

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A width×height RGB PNG; `text` adds tEXt/eXIf chunks, `trailer` bytes after IEND. */
export function makePng(
  width: number,
  height: number,
  options: { text?: string; trailer?: Buffer; padTo?: number } = {},
) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: width * 3 }, (_, x) => (x * 7 + y * 13) % 256)]),
  );
  const idat = pngChunk('IDAT', deflateSync(Buffer.concat(rows)));
  const meta = options.text
    ? [
        pngChunk('tEXt', Buffer.from(`Comment\0${options.text}`, 'latin1')),
        pngChunk('eXIf', Buffer.from(`MM\0*${options.text}`, 'latin1')),
      ]
    : [];
  // A private ancillary chunk to reach a wanted size (still a valid PNG).
  const parts = [PNG_SIGNATURE, pngChunk('IHDR', ihdr), ...meta, idat];
  const size = parts.reduce((sum, part) => sum + part.length, 0) + 12;
  if (options.padTo && options.padTo > size + 12) {
    parts.push(pngChunk('prVt', Buffer.alloc(options.padTo - size - 12, 1)));
  }
  parts.push(pngChunk('IEND', Buffer.alloc(0)));
  if (options.trailer) parts.push(options.trailer);
  return { bytes: Buffer.concat(parts), idat };
}

/** A 16x16 baseline JPEG (encoded once with jpeg-js, quality 60): SOI, APP0 JFIF, tables, scan. */
export const JPEG_16 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk8BDg4OExETJhUVJk81LTVPT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT//AABEIABAAEAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOYtdO6fLXqzrkYXEmva6d0+WuKpXPpMLiTXtdO6fLXHUrn55hcSbFrp3T5a451z6XC4k//Z',
  'base64',
);

function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** JPEG_16 with an EXIF (APP1) segment, an XMP segment and a comment after SOI, plus a trailer. */
export function jpegWithMetadata(secret: string): Buffer {
  return Buffer.concat([
    JPEG_16.subarray(0, 2),
    jpegSegment(0xe1, Buffer.from(`Exif\0\0MM\0*GPS ${secret}`, 'latin1')),
    jpegSegment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x>${secret}</x>`, 'latin1')),
    jpegSegment(0xfe, Buffer.from(`comment ${secret}`, 'latin1')),
    JPEG_16.subarray(2),
    Buffer.from(`<script>${secret}</script>`, 'latin1'),
  ]);
}

/** A 1x1 lossless WebP (VP8L) with an EXIF chunk appended. */
export function webpWithExif(secret: string): Buffer {
  const vp8l = Buffer.from('VlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
  const exifData = Buffer.from(`MM\0*${secret}`, 'latin1');
  const exif = Buffer.alloc(8 + exifData.length + (exifData.length % 2));
  exif.write('EXIF', 0, 'latin1');
  exif.writeUInt32LE(exifData.length, 4);
  exifData.copy(exif, 8);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), vp8l, exif]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

/** A 2x2 24-bit BMP followed by junk bytes. */
export function bmpWithTrailer(trailer: Buffer): Buffer {
  const rowSize = 8; // 2 px * 3 bytes, padded to 4
  const pixels = Buffer.alloc(rowSize * 2, 0x7f);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels, trailer]);
}
