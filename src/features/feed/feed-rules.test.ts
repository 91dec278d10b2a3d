import { describe, expect, it } from 'vitest';
import type { FeedItem } from '@/api/contract/feed';
import {
  appendPage,
  canDeleteComment,
  canDeletePost,
  isIgnoredComment,
  toggleLike,
} from './feed-rules';

const item = (id: number, likes: number[] = [], author = 1): FeedItem => ({
  id,
  text: `Post ${id}`,
  file: null,
  likes,
  tags: [],
  comments: [],
  autor: { id: author, name: 'A', profilePic: null },
  creationDate: '2025-08-15T10:00:00.000Z',
});

describe('feed rules', () => {
  it('toggles the own id in the likes, never twice', () => {
    expect(toggleLike(item(1, [5]), 7, true).likes).toEqual([5, 7]);
    expect(toggleLike(item(1, [5, 7]), 7, true).likes).toEqual([5, 7]);
    expect(toggleLike(item(1, [5, 7]), 7, false).likes).toEqual([5]);
  });

  it('ignores an empty comment and a single space only', () => {
    expect(isIgnoredComment('')).toBe(true);
    expect(isIgnoredComment(' ')).toBe(true);
    expect(isIgnoredComment('  ok')).toBe(false);
  });

  it('appends pages without repeating a post', () => {
    expect(appendPage([item(3), item(2)], [item(2), item(1)]).map((p) => p.id)).toEqual([3, 2, 1]);
  });

  it('lets the author or an admin delete a post, and the post author delete comments', () => {
    expect(canDeletePost(item(1, [], 4), 4, false)).toBe(true);
    expect(canDeletePost(item(1, [], 4), 5, false)).toBe(false);
    expect(canDeletePost(item(1, [], 4), 5, true)).toBe(true);
    expect(canDeleteComment(item(1, [], 4), 9, 4, false)).toBe(true);
    expect(canDeleteComment(item(1, [], 4), 9, 9, false)).toBe(true);
    expect(canDeleteComment(item(1, [], 4), 9, 5, false)).toBe(false);
  });
});
