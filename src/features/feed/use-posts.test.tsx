import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedItem, FeedPage } from '@/api/contract/feed';
import { getFeedPage } from '@/api/feed';
import { db } from '@/offline/db';
import { resetDb } from '@/offline/testing/reset-db';
import { usePosts } from './use-posts';

vi.mock('@/api/feed', () => ({ getFeedPage: vi.fn(), getUserPosts: vi.fn() }));

const item = (id: number): FeedItem => ({
  id,
  text: `Post ${id}`,
  file: null,
  likes: [],
  tags: [],
  comments: [],
  autor: { id: 1, name: 'A', profilePic: null },
  creationDate: '2025-08-15T10:00:00.000Z',
});

const pageOf = (number: number, content: FeedItem[], last: boolean): FeedPage => ({
  content,
  totalElements: 3,
  totalPages: 2,
  number,
  size: 2,
  first: number === 0,
  last,
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

afterEach(async () => {
  vi.mocked(getFeedPage).mockReset();
  await resetDb();
});

describe('usePosts', () => {
  it('loads pages to the end flag, shows a post once and a queued like over the older answer', async () => {
    await db.outbox.put({
      id: 'like-2',
      kind: 'like',
      target: 2,
      userId: 9,
      created: 1,
      attempts: 0,
      nextAttemptAt: 0,
    });
    vi.mocked(getFeedPage).mockImplementation((number) =>
      Promise.resolve(
        number === 0 ? pageOf(0, [item(3), item(2)], false) : pageOf(1, [item(2), item(1)], true),
      ),
    );
    const { result } = renderHook(() => usePosts(null, 9), { wrapper });
    await waitFor(() => expect(result.current.items.map((post) => post.id)).toEqual([3, 2]));
    expect(result.current.items[1]?.likes).toEqual([9]);
    expect(result.current.ended).toBe(false);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.ended).toBe(true));
    expect(result.current.items.map((post) => post.id)).toEqual([3, 2, 1]);
  });

  it('says a first page failed and asks for it again on the next scroll', async () => {
    vi.mocked(getFeedPage)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(pageOf(0, [item(1)], true));
    const { result } = renderHook(() => usePosts(null, 9), { wrapper });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.items).toEqual([]);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((post) => post.id)).toEqual([1]));
    expect(result.current.failed).toBe(false);
    expect(result.current.ended).toBe(true);
  });
});
