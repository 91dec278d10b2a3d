/**
 * Files and multipart bodies for the upload route and the base64 image fields: broken and lying
 * images, polyglots, oversized files, and multipart framing that does not add up.
 */
import fc from 'fast-check';
import { MAX_IMAGE_BYTES, UPLOAD_FIELD } from '../../src/api/contract/files';
import { PNG_BYTES } from '../server/program-fixture';

const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  bmp: [0x42, 0x4d],
  webp: [0x52, 0x49, 0x46, 0x46, 0xff, 0xff, 0xff, 0x7f, 0x57, 0x45, 0x42, 0x50],
  gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
} as const;

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

/** A PNG whose header claims a chunk of 4 GiB. */
const PNG_HUGE_CHUNK = Buffer.concat([
  Buffer.from(SIGNATURES.png),
  Buffer.from([0xff, 0xff, 0xff, 0xff]),
  Buffer.from('IHDR'),
  Buffer.alloc(17),
]);

const flipBytes = (base: Buffer) =>
  fc
    .array(fc.tuple(fc.nat({ max: base.length - 1 }), fc.integer({ min: 0, max: 255 })), {
      minLength: 1,
      maxLength: 6,
    })
    .map((flips) => {
      const copy = Buffer.from(base);
      for (const [at, byte] of flips) copy[at] = byte;
      return copy;
    });

export const hostileImage: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom(...Object.values(SIGNATURES)), fc.uint8Array({ maxLength: 256 }))
      .map(([signature, rest]) => Buffer.concat([Buffer.from(signature), Buffer.from(rest)])),
  },
  { weight: 3, arbitrary: flipBytes(PNG_BYTES) },
  {
    weight: 1,
    arbitrary: fc
      .nat({ max: PNG_BYTES.length - 1 })
      .map((length) => Buffer.from(PNG_BYTES.subarray(0, length))),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      PNG_BYTES,
      Buffer.concat([PNG_BYTES, SVG]),
      SVG,
      PNG_HUGE_CHUNK,
      Buffer.concat([Buffer.from(SIGNATURES.png), Buffer.alloc(MAX_IMAGE_BYTES)]),
    ),
  },
);

/** An image as the base64 fields (signup photo, feed image) take it, sometimes not quite. */
export const hostileImageText: fc.Arbitrary<string> = fc
  .tuple(hostileImage, fc.constantFrom('data:image/png;base64,', '', 'data:text/html;base64,'))
  .map(([bytes, prefix]) => `${prefix}${bytes.toString('base64')}`);

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

function encodeParts(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export interface MultipartBody {
  contentType: string;
  payload: Buffer;
}

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

const filenames = fc.constantFrom(
  'photo.png',
  '../../../etc/passwd',
  'x.svg',
  '',
  '😀.png',
  'a"b.png',
  'x'.repeat(5000),
);

/** A multipart body for the upload route: lying images, wrong fields, broken framing. */
export const hostileMultipart: fc.Arbitrary<MultipartBody> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        hostileImage,
        filenames,
        fc.constantFrom('image/png', 'image/svg+xml', 'text/html', ''),
      )
      .map(([data, filename, type]) => ({
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        payload: encodeParts([{ name: UPLOAD_FIELD, filename, type, data }], BOUNDARY),
      })),
  },
  {
    weight: 1,
    arbitrary: hostileImage.map((data) => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: encodeParts(
        [
          { name: 'other', data: Buffer.from('x') },
          { name: UPLOAD_FIELD, data },
        ],
        BOUNDARY,
      ),
    })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=other',
          `multipart/form-data; boundary=${'b'.repeat(500)}`,
          'multipart/mixed; boundary=x',
        ),
        fc.uint8Array({ maxLength: 300 }),
      )
      .map(([contentType, bytes]) => ({
        contentType,
        payload: Buffer.concat([
          encodeParts([{ name: UPLOAD_FIELD, filename: 'p.png', data: PNG_BYTES }], BOUNDARY),
          Buffer.from(bytes),
        ]),
      })),
  },
  {
    weight: 1,
    arbitrary: fc.nat({ max: 400 }).map((cut) => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: encodeParts(
        [{ name: UPLOAD_FIELD, filename: 'p.png', data: PNG_BYTES }],
        BOUNDARY,
      ).subarray(0, cut),
    })),
  },
);

/** Bigger than the upload route's body limit (twice the image cap plus room for framing). */
export const oversizedMultipart: MultipartBody = {
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  payload: encodeParts(
    [{ name: UPLOAD_FIELD, filename: 'big.png', data: Buffer.alloc(3 * MAX_IMAGE_BYTES, 0x89) }],
    BOUNDARY,
  ),
};
