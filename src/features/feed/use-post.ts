import { useQuery, useQueryClient } from '@tanstack/react-query';
import { describeFailure } from '@/api/client';
import type { FeedItem } from '@/api/contract/feed';
import { getPost } from '@/api/feed';
import { FEED_KEY, findLoadedPost, withPendingLikes } from './use-posts';

/** Under the feed's key, so it is kept on disk and a like or comment changes it with the lists. */
export const postKey = (postId: number) => [...FEED_KEY, 'post', postId] as const;

export type PostLoad =
  | { state: 'loading' }
  | { state: 'ready'; item: FeedItem }
  /** The server says there is no such post (deleted, or never was). */
  | { state: 'missing' }
  /** Not reached, and no loaded page of the feed holds the post. */
  | { state: 'unavailable' };

const unreached = (error: unknown) => {
  const { status } = describeFailure(error);
  return status === null || status >= 500;
};

/** One post loaded on purpose (a notification's target); offline, the copy a feed page holds. */
export const usePost = (postId: number, userId: number): PostLoad => {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: postKey(postId),
    queryFn: async () => {
      try {
        const [item] = await withPendingLikes([await getPost(postId)], userId);
        if (item) return item;
      } catch (error) {
        const loaded = unreached(error) ? findLoadedPost(queryClient, postId) : undefined;
        if (loaded) return loaded;
        throw error;
      }
      throw new Error('Post answer without the post');
    },
    retry: (count, error) => unreached(error) && count < 1,
  });
  if (query.error && !unreached(query.error)) return { state: 'missing' };
  if (query.data) return { state: 'ready', item: query.data };
  if (query.isError) return { state: 'unavailable' };
  return { state: 'loading' };
};
