import { api } from './client';
import { activeSessions, loggedOut, SESSION_PATHS, type ActiveSession } from './contract/sessions';

/** The logged-in user's sessions (devices), the one asking marked `current`. */
export const getSessions = async (): Promise<ActiveSession[]> =>
  activeSessions.parse(await api.get(SESSION_PATHS.list).json());

/** Logs one device out; it stops working at its next call. */
export const endSession = async (id: string): Promise<void> => {
  loggedOut.parse(await api.delete(SESSION_PATHS.one(id)).json());
};

/** Logs every other device out; this one stays. Answers how many ended. */
export const endOtherSessions = async (): Promise<number> =>
  loggedOut.parse(await api.post(SESSION_PATHS.logout, { json: { scope: 'others' } }).json()).ended;
