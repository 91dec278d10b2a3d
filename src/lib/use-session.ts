import { useSnapshot } from 'valtio';
import { sessionState } from '@/api/session';

/** The logged-in user (a read-only snapshot) or null; re-renders on login and logout. */
export const useSession = () => useSnapshot(sessionState).user;
