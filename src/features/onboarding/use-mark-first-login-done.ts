import { useEffect } from 'react';
import { markFirstLoginDone } from '@/api/people';
import { updateSession } from '@/api/session';

/** Spec §2: opening the wizard marks the first login as done (later logins go to / again). */
export const useMarkFirstLoginDone = (userId: number): void => {
  useEffect(() => {
    markFirstLoginDone(userId).then(
      () => updateSession({ firstLogin: false }),
      (error: unknown) => console.error('Marking the first login failed', error),
    );
  }, [userId]);
};
