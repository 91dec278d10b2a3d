import type { ProgramSyncResult } from './sync-program';

/** What the page posts to the program's sync worker: one sync, answered under the same id. */
export interface ProgramSyncRequest {
  id: number;
}

export type ProgramSyncReply =
  { id: number; result: ProgramSyncResult } | { id: number; error: string };
