import { useEffect } from 'react';
import { useSession } from '@/lib/use-session';
import { resyncPush } from './push-subscription';

/** Re-syncs the push subscription with the server once per login and app start. */
export const PushResync = () => {
  const userId = useSession()?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    resyncPush().catch(() => undefined);
  }, [userId]);
  return null;
};
