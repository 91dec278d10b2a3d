import { subscribe } from 'valtio/vanilla';
import { sessionState } from '@/api/session';
import { requestOutboxSync } from '@/offline/outbox/request-outbox-sync';
import { mirrorSession } from '@/offline/session';

/**
 * Keeps the Dexie session mirror (read by the outbox and the worker) equal to the logged-in user,
 * and replays the outbox whenever a login or new token arrives (a 401 kept it waiting).
 */
export const connectSessionMirror = (): (() => void) => {
  let mirroredToken: string | null | undefined;
  const mirror = async (): Promise<void> => {
    const user = sessionState.user;
    const token = user?.accessToken ?? null;
    if (token === mirroredToken) return;
    mirroredToken = token;
    await mirrorSession(user ? { userId: user.id, accessToken: user.accessToken } : null);
    if (user) await requestOutboxSync();
  };
  const run = (): void => {
    mirror().catch((error: unknown) => console.error('Session mirror failed', error));
  };
  run();
  return subscribe(sessionState, run);
};
