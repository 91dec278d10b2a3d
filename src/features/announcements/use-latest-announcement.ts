import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getLatestAnnouncement } from '@/api/announcements';
import type { Announcement } from '@/api/contract/announcements';
import { ANNOUNCEMENT_PUSHED } from '@/api/contract/push';
import { readDismissed, storeDismissed } from './dismissed-announcement';

/** Persisted with the feed (app/query-client.ts), so the banner shows offline too. */
export const ANNOUNCEMENT_KEY = ['announcement', 'latest'] as const;

const isPushedMessage = (data: unknown) =>
  typeof data === 'object' && data !== null && 'type' in data && data.type === ANNOUNCEMENT_PUSHED;

/**
 * The newest announcement for the member that they have not closed. Fetched when a screen
 * mounts, on focus and reconnect (the query's defaults), and at once when the service worker
 * shows an announcement's push.
 */
export const useLatestAnnouncement = (userId: number) => {
  const queryClient = useQueryClient();
  const latest = useQuery({ queryKey: ANNOUNCEMENT_KEY, queryFn: getLatestAnnouncement });
  const [dismissed, setDismissed] = useState(() => readDismissed(userId));

  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const onMessage = (event: MessageEvent) => {
      if (isPushedMessage(event.data)) {
        void queryClient.invalidateQueries({ queryKey: ANNOUNCEMENT_KEY });
      }
    };
    container?.addEventListener('message', onMessage);
    return () => container?.removeEventListener('message', onMessage);
  }, [queryClient]);

  const announcement: Announcement | null = latest.data ?? null;
  const dismiss = (postId: number) => {
    storeDismissed(userId, postId);
    setDismissed(postId);
  };
  return {
    announcement: announcement && announcement.postId !== dismissed ? announcement : null,
    dismiss,
  };
};
