import type { FeedItem } from '@/api/contract/feed';

/** Spec §9: the feed loads the next page at most once per second while scrolling. */
export const FEED_SCROLL_DEBOUNCE_MS = 1000;

/** Spec §5: a comment that is empty or a single space is ignored. */
export const isIgnoredComment = (text: string): boolean => text === '' || text === ' ';

/** Spec §4: a like toggles the user's id in the post's likes. */
export const toggleLike = (item: FeedItem, userId: number, like: boolean): FeedItem => {
  const others = item.likes.filter((id) => id !== userId);
  return { ...item, likes: like ? [...others, userId] : others };
};

/** Appends a page, dropping posts already shown (a new post shifts the pages by one). */
export const appendPage = (items: FeedItem[], page: FeedItem[]): FeedItem[] => {
  const seen = new Set(items.map((item) => item.id));
  return [...items, ...page.filter((item) => !seen.has(item.id))];
};

/** Who may delete a post (spec §6: its author or an admin). */
export const canDeletePost = (item: FeedItem, userId: number, isAdmin: boolean): boolean =>
  isAdmin || item.autor.id === userId;

/** Who may delete a comment: its author, the post's author or an admin. */
export const canDeleteComment = (
  item: FeedItem,
  commentAuthorId: number,
  userId: number,
  isAdmin: boolean,
): boolean => isAdmin || commentAuthorId === userId || item.autor.id === userId;
