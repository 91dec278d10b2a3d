import type { Executor } from '../../db/client';
import { storeSignupImage } from '../auth/signup-image';

const FILE_URL = /^\/api\/file\/(\d+)$/;

/**
 * The file id an image field asks for: undefined keeps the current one, null/'' removes it,
 * '/api/file/{id}' keeps that upload, anything else is a new base64 image (admin uploads, spec §5).
 */
export async function imageFileId(
  db: Executor,
  value: string | null | undefined,
): Promise<number | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const existing = FILE_URL.exec(value.trim());
  if (existing) return Number(existing[1]);
  return storeSignupImage(db, value);
}
