import {
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FeedItem, FeedPage } from '@/api/contract/feed';
import { getFeedPage, getUserPosts } from '@/api/feed';
import { db } from '@/offline/db';
import { onOutboxRejected } from '@/offline/outbox/outbox-events';
import { appendPage, toggleLike } from './feed-rules';

/** Every list of posts: 'My Feed' is `['feed', 'my']`, a member's posts `['feed', authorId]`. */
export const FEED_KEY = ['feed'] as const;

type Pages = InfiniteData<FeedPage, number>;

/** Changes a post in every cached list of posts and on its own page; `null` removes it from lists. */
export const changePosts = (
  queryClient: QueryClient,
  change: (item: FeedItem) => FeedItem | null,
): void => {
  queryClient.setQueriesData<Pages | FeedItem>({ queryKey: FEED_KEY }, (data) => {
    if (!data) return data;
    // A post's own page keeps showing it until the server says it is gone.
    if (!('pages' in data)) return change(data) ?? data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        content: page.content.flatMap((item) => change(item) ?? []),
      })),
    };
  });
};

/** The post as a list of posts already loaded holds it (restored from disk when offline). */
export const findLoadedPost = (queryClient: QueryClient, postId: number): FeedItem | undefined => {
  for (const [, data] of queryClient.getQueriesData<Pages | FeedItem>({ queryKey: FEED_KEY })) {
    if (!data || !('pages' in data)) continue;
    for (const page of data.pages) {
      const found = page.content.find((item) => item.id === postId);
      if (found) return found;
    }
  }
  return undefined;
};

/** Puts a new post at the top of 'My Feed' at once, before its pages are fetched again. */
export const prependPost = (queryClient: QueryClient, item: FeedItem): void => {
  queryClient.setQueryData<Pages>([...FEED_KEY, 'my'], (data) => {
    const [first, ...rest] = data?.pages ?? [];
    return data && first
      ? { ...data, pages: [{ ...first, content: [item, ...first.content] }, ...rest] }
      : data;
  });
};

/** Likes still waiting in the outbox win over the server's (older) answer. */
export const withPendingLikes = async (items: FeedItem[], userId: number): Promise<FeedItem[]> => {
  const pending = await db.outbox.where('userId').equals(userId).toArray();
  return items.map((item) => {
    const row = pending
      .filter((r) => r.target === item.id && (r.kind === 'like' || r.kind === 'dislike'))
      .at(-1);
    return row ? toggleLike(item, userId, row.kind === 'like') : item;
  });
};

export interface Posts {
  items: FeedItem[];
  /** The server said the last page was loaded (spec §4: load until the end flag). */
  ended: boolean;
  loading: boolean;
  failed: boolean;
  loadMore: () => void;
}

/** 'My Feed' (authorId null) or one member's posts, page by page; a failed page is retried by scrolling. */
export const usePosts = (authorId: number | null, userId: number): Posts => {
  const queryClient = useQueryClient();
  const posts = useInfiniteQuery({
    queryKey: [...FEED_KEY, authorId ?? 'my'],
    queryFn: async ({ pageParam }) => {
      const page = await (authorId === null
        ? getFeedPage(pageParam)
        : getUserPosts(authorId, pageParam));
      return { ...page, content: await withPendingLikes(page.content, userId) };
    },
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
  });

  // A like the server refused for good is reverted here (the outbox already dropped it).
  useEffect(
    () =>
      onOutboxRejected((rejection) => {
        if (rejection.kind !== 'like' && rejection.kind !== 'dislike') return;
        changePosts(queryClient, (item) =>
          item.id === rejection.target ? toggleLike(item, userId, rejection.kind !== 'like') : item,
        );
      }),
    [queryClient, userId],
  );

  const { data, isFetching, hasNextPage } = posts;
  return {
    // A new post shifts the pages by one: a post is shown once.
    items:
      data?.pages.reduce<FeedItem[]>((items, page) => appendPage(items, page.content), []) ?? [],
    ended: data !== undefined && !hasNextPage,
    loading: posts.isFetchingNextPage || (isFetching && !data),
    failed: posts.isError,
    loadMore: () => {
      if (isFetching) return;
      if (!data && posts.isError) void posts.refetch();
      else if (hasNextPage) void posts.fetchNextPage();
    },
  };
};
