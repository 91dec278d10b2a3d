import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  FILE_MESSAGES,
  imageTooLargeMessage,
  MAX_IMAGE_BYTES,
  UPLOAD_FIELD,
  type UploadedFile,
} from '../../../src/api/contract/files';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import { HttpError } from '../../plugins/http-error';
import { fileUrl } from '../auth/session-user';
import { cleanImage, DamagedImageError, NotAnImageError } from './image-content';
import { refuseTooManyPixels } from './image-size';

/**
 * The `file` field of a multipart/form-data body. Parsing is left to the runtime's own
 * WHATWG `Request.formData()` (undici in Node), not hand-written: no multipart package is installed.
 */
export async function readUploadField(body: Buffer, contentType: string | undefined) {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(415, FILE_MESSAGES.notMultipart);
  }
  let form: FormData;
  try {
    form = await new Request('http://upload.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new HttpError(400, FILE_MESSAGES.notMultipart);
  }
  const file = form.get(UPLOAD_FIELD);
  if (!(file instanceof Blob)) throw new HttpError(400, FILE_MESSAGES.missingFile);
  return Buffer.from(await file.arrayBuffer());
}

/** Checks, cleans and stores an image upload of `userId`; optionally makes it their photo. */
export async function storeUpload(
  db: Executor,
  raw: Buffer,
  userId: number,
  asProfilePhoto: boolean,
): Promise<UploadedFile> {
  if (raw.length > MAX_IMAGE_BYTES) throw new HttpError(413, imageTooLargeMessage(raw.length));
  refuseTooManyPixels(raw);
  let image;
  try {
    image = cleanImage(raw);
  } catch (error) {
    if (error instanceof NotAnImageError) throw new HttpError(415, FILE_MESSAGES.notAnImage);
    if (error instanceof DamagedImageError) throw new HttpError(400, FILE_MESSAGES.damagedImage);
    throw error;
  }
  const { bytes, mime, width, height } = image;
  const [row] = await db
    .insert(files)
    .values({
      mime,
      bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      size: bytes.length,
      width,
      height,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      uploadedBy: userId,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('The upload was not stored');
  if (asProfilePhoto) {
    await db.update(users).set({ imageFileId: row.id }).where(eq(users.id, userId));
  }
  return { id: row.id, url: fileUrl(row.id), mime, size: bytes.length, width, height };
}
