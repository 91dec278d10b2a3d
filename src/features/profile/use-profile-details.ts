import { useEffect, useState } from 'react';
import type { ProfileDetails } from '@/api/contract/people';
import { describeFailure } from '@/api/client';
import { getProfileDetails, getPublicProfileDetails } from '@/api/people';

export type ProfileLoad =
  | { state: 'loading' }
  | { state: 'ready'; details: ProfileDetails }
  | { state: 'failed' }
  /** No such profile, or (public mode) one that is not public. */
  | { state: 'missing' };

/** Someone's profile, from the member call or (anonymous mode) the public one. */
export const useProfileDetails = (userId: number, mode: 'member' | 'public'): ProfileLoad => {
  const [load, setLoad] = useState<ProfileLoad>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    const fetchDetails = mode === 'public' ? getPublicProfileDetails : getProfileDetails;
    fetchDetails(userId).then(
      (details) => current && setLoad({ state: 'ready', details }),
      // Spec §8: a failed profile load is only logged; loading ends.
      (error: unknown) => {
        const missing = describeFailure(error).status === 404;
        if (!missing) console.error('Profile load failed', error);
        if (current) setLoad({ state: missing ? 'missing' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [userId, mode]);
  return load;
};
