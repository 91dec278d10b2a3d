import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { HTTPError } from 'ky';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import type { FeedItem, FeedPage } from '@/api/contract/feed';
import { getPost } from '@/api/feed';
import { resetDb } from '@/offline/testing/reset-db';
import { usePost } from './use-post';
import { changePosts, FEED_KEY } from './use-posts';

vi.mock('@/api/feed', () => ({ getPost: vi.fn() }));

const item = (id: number, likes: number[] = []): FeedItem => ({
  id,
  text: `Post ${id}`,
  file: null,
  likes,
  tags: [],
  comments: [],
  autor: { id: 1, name: 'A', profilePic: null },
  creationDate: '2025-08-15T10:00:00.000Z',
});

const feedWith = (items: FeedItem[]) => ({
  pages: [
    {
      content: items,
      totalElements: items.length,
      totalPages: 1,
      number: 0,
      size: 10,
      first: true,
      last: true,
    } satisfies FeedPage,
  ],
  pageParams: [0],
});

const notFound = () =>
  new ApiError(
    new HTTPError(new Response(null, { status: 404 }), new Request('http://x/'), {} as never),
    { message: 'Post not found', code: 'feed.postNotFound' },
  );

const setUp = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
};

afterEach(async () => {
  vi.mocked(getPost).mockReset();
  await resetDb();
});

describe('usePost', () => {
  it('loads the post from the server, even when no feed page holds it', async () => {
    vi.mocked(getPost).mockResolvedValue(item(7, [3]));
    const { wrapper } = setUp();
    const { result } = renderHook(() => usePost(7, 9), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ state: 'ready', item: item(7, [3]) }));
    expect(getPost).toHaveBeenCalledWith(7);
  });

  it('offline shows the copy a loaded feed page holds', async () => {
    vi.mocked(getPost).mockRejectedValue(new TypeError('Failed to fetch'));
    const { client, wrapper } = setUp();
    client.setQueryData([...FEED_KEY, 'my'], feedWith([item(8), item(7)]));
    const { result } = renderHook(() => usePost(7, 9), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ state: 'ready', item: item(7) }));
  });

  it('offline says the post is unavailable when no loaded page holds it', async () => {
    vi.mocked(getPost).mockRejectedValue(new TypeError('Failed to fetch'));
    const { client, wrapper } = setUp();
    client.setQueryData([...FEED_KEY, 'my'], feedWith([item(8)]));
    const { result } = renderHook(() => usePost(7, 9), { wrapper });
    // Asked once more after a second before it gives up.
    await waitFor(() => expect(result.current).toEqual({ state: 'unavailable' }), {
      timeout: 3000,
    });
    expect(getPost).toHaveBeenCalledTimes(2);
  });

  it('says a deleted post is missing, not offline, even with a copy in the feed', async () => {
    vi.mocked(getPost).mockRejectedValue(notFound());
    const { client, wrapper } = setUp();
    client.setQueryData([...FEED_KEY, 'my'], feedWith([item(7)]));
    const { result } = renderHook(() => usePost(7, 9), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ state: 'missing' }));
  });

  it('a like changes the post on its page and in the feed lists alike', async () => {
    vi.mocked(getPost).mockResolvedValue(item(7));
    const { client, wrapper } = setUp();
    client.setQueryData([...FEED_KEY, 'my'], feedWith([item(7)]));
    const { result } = renderHook(() => usePost(7, 9), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    changePosts(client, (post) => (post.id === 7 ? item(7, [9]) : post));
    await waitFor(() => expect(result.current).toEqual({ state: 'ready', item: item(7, [9]) }));
    const feed = client.getQueryData<ReturnType<typeof feedWith>>([...FEED_KEY, 'my']);
    expect(feed?.pages[0]?.content[0]?.likes).toEqual([9]);
  });
});
