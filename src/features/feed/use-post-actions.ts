import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedItem } from '@/api/contract/feed';
import { deletePost } from '@/api/feed';
import { queueLike } from '@/offline/outbox/queue-like';
import { requestOutboxSync } from '@/offline/outbox/request-outbox-sync';
import { toggleLike } from './feed-rules';
import { changePosts, FEED_KEY } from './use-posts';

export interface PostActions {
  like: (item: FeedItem, liked: boolean) => void;
  /** Shows the server's newer copy of a post (after a comment) everywhere it is cached. */
  replace: (item: FeedItem) => void;
  remove: (item: FeedItem) => void;
}

/** Likes go through the outbox so they work offline (spec §4); a deletion needs the server. */
export const usePostActions = (userId: number, onDeleted?: () => void): PostActions => {
  const queryClient = useQueryClient();
  const replace = (next: FeedItem) =>
    changePosts(queryClient, (item) => (item.id === next.id ? next : item));
  const remove = useMutation({
    mutationFn: (item: FeedItem) => deletePost(item.id),
    onSuccess: (_, deleted) => {
      changePosts(queryClient, (item) => (item.id === deleted.id ? null : item));
      onDeleted?.();
      return queryClient.invalidateQueries({ queryKey: FEED_KEY });
    },
  });
  return {
    replace,
    // Offline too: the like is shown at once and waits in the outbox.
    like: (item, liked) => {
      replace(toggleLike(item, userId, liked));
      queueLike(item.id, liked)
        .then(() => requestOutboxSync())
        .catch(() => replace(item));
    },
    remove: remove.mutate,
  };
};
