import type { EventDto } from '@/api/contract/program';
import type { EarlyAnswer } from './early-program-fetch';
import type { ProgramSyncResult } from './sync-program';

/** What the page asks the program's sync worker (program-sync.worker.ts). */
export type ProgramWorkerRequest =
  | { id: number; kind: 'validate-events'; body: ArrayBuffer }
  | { id: number; kind: 'sync'; answers: EarlyAnswer[] };

/** The worker's answer to the request with the same id. */
export type ProgramWorkerReply =
  | { id: number; kind: 'events'; events: EventDto[] | null }
  | { id: number; kind: 'synced'; outcomes: ProgramSyncResult }
  | { id: number; kind: 'error'; message: string };
