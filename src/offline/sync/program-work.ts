import type { EventDto } from '@/api/contract/program';
import type { HttpDeps } from '../http';
import { fetchFromAnswers, type EarlyAnswer } from './early-program-fetch';
import type { ProgramWorkerReply, ProgramWorkerRequest } from './program-sync-protocol';
import type { ProgramSyncResult } from './sync-program';

/**
 * The program work that runs in the sync worker, or in the page where there is none. Each loads
 * its code when first used: validating the events needs the schemas, not Dexie.
 */

/** The events of a downloaded body, or null when it is not JSON or breaks the contract. */
export const validateEvents = async (body: ArrayBuffer): Promise<EventDto[] | null> => {
  const { eventList } = await import('@/api/contract/program');
  try {
    const parsed = eventList.safeParse(JSON.parse(new TextDecoder().decode(body)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The program sync, taking the early answers first; `deps` as syncProgram's. */
export const syncWithAnswers = async (
  answers: readonly EarlyAnswer[],
  deps: HttpDeps = {},
): Promise<ProgramSyncResult> => {
  const { syncProgram } = await import('./sync-program');
  return syncProgram({ ...deps, fetch: fetchFromAnswers(answers, deps.fetch) });
};

/** The worker's answer to one request (program-sync.worker.ts). */
export const handleProgramRequest = async (
  request: ProgramWorkerRequest,
): Promise<ProgramWorkerReply> => {
  try {
    if (request.kind === 'validate-events') {
      return { id: request.id, kind: 'events', events: await validateEvents(request.body) };
    }
    return { id: request.id, kind: 'synced', outcomes: await syncWithAnswers(request.answers) };
  } catch (error) {
    return { id: request.id, kind: 'error', message: String(error) };
  }
};
