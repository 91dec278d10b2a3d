/** What the page asks the image-compression worker (image-compression.worker.ts). */
export interface CompressRequest {
  file: File;
  quality: number;
  maxWidthOrHeight: number;
}

export type CompressReply = { ok: true; blob: Blob } | { ok: false; error: string };
