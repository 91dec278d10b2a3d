import { z } from 'zod';
import { page } from './common';

/** Spec §5 Feed post. */
export const CAPTION_MAX = 255;
export const COMMENT_MAX = 1000;
/** Compressed client-side to 0.6/720; the server still caps the stored bytes. */
export const POST_IMAGE_MAX_BYTES = 1_000_000;

export const FEED_MESSAGES = {
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  notYourPost: 'Only the author or an admin can delete this post',
  notYourComment: 'Only the author can delete this comment',
} as const;

export const feedAuthor = z.object({
  id: z.number().int(),
  name: z.string(),
  profilePic: z.string().nullable(),
});

/** The author of the festival's posts: no member (ids start at 1). */
export const FESTIVAL_AUTHOR = { id: 0, name: 'Festival', profilePic: null };

export const feedComment = z.object({
  id: z.number().int(),
  text: z.string(),
  autor: feedAuthor,
  creationDate: z.string(),
});
export type FeedComment = z.infer<typeof feedComment>;

/** Marks the festival's own post: a staff announcement (issue #37). */
export const feedAnnouncement = z.object({
  title: z.string(),
  level: z.enum(['normal', 'urgent']),
});

/**
 * Feed item (spec §3); `file` is the image's URL (served by GET /api/file/{id}). An announcement
 * is the festival's post: its `autor` is FESTIVAL_AUTHOR and the app names the festival itself.
 */
export const feedItem = z.object({
  id: z.number().int(),
  text: z.string(),
  file: z.string().nullable(),
  likes: z.array(z.number().int()),
  tags: z.array(z.string()),
  comments: z.array(feedComment),
  autor: feedAuthor,
  creationDate: z.string(),
  announcement: feedAnnouncement.nullish(),
});
export type FeedItem = z.infer<typeof feedItem>;

export const feedPage = page(feedItem);
export type FeedPage = z.infer<typeof feedPage>;

export const createPostRequest = z.object({
  text: z.string().trim().min(1, 'Caption is required').max(CAPTION_MAX),
  /** base64 (bare or a data: URL) of a png, jpeg or bmp. */
  file: z
    .string()
    .min(1)
    .max(Math.ceil((POST_IMAGE_MAX_BYTES * 4) / 3) + 100),
  tags: z.array(z.string().trim().min(1).max(50)).max(10).default([]),
});
export type CreatePostRequest = z.input<typeof createPostRequest>;

export const addCommentRequest = z.object({
  id: z.number().int().positive(),
  text: z.string().trim().min(1).max(COMMENT_MAX),
});
export const deleteCommentRequest = z.object({
  commentId: z.number().int().positive(),
  feedId: z.number().int().positive(),
});

export const pageParam = z.object({ page: z.coerce.number().int().min(0).max(100_000) });
export const userPageParams = z.object({
  a: z.coerce.number().int().positive(),
  b: z.coerce.number().int().min(0).max(100_000),
});
