import { db, SESSION_KEY, type SessionRow } from './db';

export interface MirroredSession {
  userId: number;
  accessToken: string;
}

/** Called by the auth code on login, token refresh and logout so the worker sees the same session. */
export const mirrorSession = async (session: MirroredSession | null): Promise<void> => {
  if (!session) {
    await db.session.delete(SESSION_KEY);
    return;
  }
  await db.session.put({ id: SESSION_KEY, ...session });
};

export const readSession = (): Promise<SessionRow | undefined> => db.session.get(SESSION_KEY);
