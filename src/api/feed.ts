import { api } from './client';
import {
  feedItem,
  feedPage,
  type CreatePostRequest,
  type FeedItem,
  type FeedPage,
} from './contract/feed';

/** GET /api/feed/my/{page}: 'My Feed', newest first. */
export const getFeedPage = async (page: number): Promise<FeedPage> =>
  feedPage.parse(await api.get(`feed/my/${page}`).json());

/** GET /api/feed/user/{userId}/{page}: one member's posts (profile). */
export const getUserPosts = async (userId: number, page: number): Promise<FeedPage> =>
  feedPage.parse(await api.get(`feed/user/${userId}/${page}`).json());

/** GET /api/feed/post/{id}: one post, wherever it sits in the feed (a notification's target). */
export const getPost = async (id: number): Promise<FeedItem> =>
  feedItem.parse(await api.get(`feed/post/${id}`).json());

export const createPost = async (request: CreatePostRequest): Promise<FeedItem> =>
  feedItem.parse(await api.post('feed/create', { json: request, timeout: 60_000 }).json());

export const addComment = async (id: number, text: string): Promise<FeedItem> =>
  feedItem.parse(await api.post('feed/comment/add', { json: { id, text } }).json());

export const deleteComment = async (feedId: number, commentId: number): Promise<FeedItem> =>
  feedItem.parse(await api.post('feed/comment/delete', { json: { commentId, feedId } }).json());

export const deletePost = async (id: number): Promise<void> => {
  await api.get(`feed/delete/${id}`);
};
