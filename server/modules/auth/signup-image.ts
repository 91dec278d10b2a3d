import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema/files';
import { HttpError } from '../../plugins/http-error';
import { refuseTooManyPixels } from '../files/image-size';

/** Spec §5: profile photos are png, jpeg or bmp of at most 1,000,000 bytes. */
export const MAX_IMAGE_BYTES = 1_000_000;

const SIGNATURES: { mime: string; bytes: number[] }[] = [
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/bmp', bytes: [0x42, 0x4d] },
];

/** Stores a base64 image (bare or as a data: URL) sent with the signup; returns the file id. */
export async function storeSignupImage(db: Executor, image: string): Promise<number> {
  const base64 = image.replace(/^data:[\w/+.-]+;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw invalidImage('must be base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw invalidImage('must be at most 1 MB');
  const mime = SIGNATURES.find((s) => s.bytes.every((byte, i) => bytes[i] === byte))?.mime;
  if (!mime) throw invalidImage('must be a PNG, JPEG or BMP image');
  refuseTooManyPixels(bytes);
  const [row] = await db
    .insert(files)
    .values({
      mime,
      bytes: new Uint8Array(bytes),
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    })
    .returning({ id: files.id });
  if (!row) throw new Error('The image was not stored');
  return row.id;
}

function invalidImage(reason: string): HttpError {
  return new HttpError(400, `image: ${reason}`);
}
