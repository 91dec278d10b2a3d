import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema/files';

export interface StoredFile {
  mime: string;
  sha256: string;
  bytes: Uint8Array;
}

export async function findFile(db: Executor, id: number): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ mime: files.mime, sha256: files.sha256, bytes: files.bytes })
    .from(files)
    .where(eq(files.id, id));
  return row;
}
