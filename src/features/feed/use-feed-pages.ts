import { useCallback, useEffect, useRef, useState } from 'react';
import type { FeedItem, FeedPage } from '@/api/contract/feed';
import { db } from '@/offline/db';
import { onOutboxRejected } from '@/offline/outbox/outbox-events';
import { appendPage, toggleLike } from './feed-rules';

export interface FeedPages {
  items: FeedItem[];
  /** The server said the last page was loaded (spec §4: load until the end flag). */
  ended: boolean;
  loading: boolean;
  failed: boolean;
  loadMore: () => void;
  replace: (item: FeedItem) => void;
  remove: (id: number) => void;
  prepend: (item: FeedItem) => void;
}

/** Likes still waiting in the outbox win over the server's (older) answer. */
const withPendingLikes = async (items: FeedItem[], userId: number): Promise<FeedItem[]> => {
  const pending = await db.outbox.where('userId').equals(userId).toArray();
  return items.map((item) => {
    const row = pending
      .filter((r) => r.target === item.id && (r.kind === 'like' || r.kind === 'dislike'))
      .at(-1);
    return row ? toggleLike(item, userId, row.kind === 'like') : item;
  });
};

/** Network-first pages of a feed; a failed page can be retried by scrolling again. */
export const useFeedPages = (
  fetchPage: (page: number) => Promise<FeedPage>,
  userId: number,
): FeedPages => {
  const [items, setItems] = useState<FeedItem[]>([]);
  const [ended, setEnded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const next = useRef(0);
  const busy = useRef(false);

  const loadMore = useCallback(() => {
    if (busy.current || ended) return;
    busy.current = true;
    setLoading(true);
    fetchPage(next.current)
      .then(async (page) => {
        const content = await withPendingLikes(page.content, userId);
        next.current = page.number + 1;
        setItems((current) => appendPage(current, content));
        setEnded(page.last);
        setFailed(false);
      })
      .catch(() => setFailed(true))
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  }, [ended, fetchPage, userId]);

  // A like the server refused for good is reverted here (the outbox already dropped it).
  useEffect(
    () =>
      onOutboxRejected((rejection) => {
        if (rejection.kind !== 'like' && rejection.kind !== 'dislike') return;
        setItems((current) =>
          current.map((item) =>
            item.id === rejection.target
              ? toggleLike(item, userId, rejection.kind !== 'like')
              : item,
          ),
        );
      }),
    [userId],
  );

  return {
    items,
    ended,
    loading,
    failed,
    loadMore,
    replace: (item) => setItems((current) => current.map((c) => (c.id === item.id ? item : c))),
    remove: (id) => setItems((current) => current.filter((c) => c.id !== id)),
    prepend: (item) => setItems((current) => [item, ...current.filter((c) => c.id !== item.id)]),
  };
};
