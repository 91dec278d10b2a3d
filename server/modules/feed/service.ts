import { DEFAULT_PAGE_SIZE, type Role } from '../../../src/api/contract/common';
import type { PushText } from '../../../src/api/contract/push';
import {
  type CreatePostRequest,
  FEED_MESSAGES,
  type FeedItem,
  type FeedPage,
} from '../../../src/api/contract/feed';
import type { Bus } from '../../bus/bus';
import type { Database, Executor } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { HttpError } from '../../plugins/http-error';
import { storeSignupImage } from '../auth/signup-image';
import { withCategory } from '../push/preferences';
import { queuePush } from '../push/push-jobs';
import { isBlockedBetween } from '../safety/block-sql';
import * as queries from './queries';

export interface FeedCaller {
  id: number;
  roles: Role[];
}

const postNotFound = () => new HttpError(404, FEED_MESSAGES.postNotFound);
const isAdmin = (caller: FeedCaller) => caller.roles.includes('ROLE_ADMIN');
const PREVIEW = 120;

export function createFeedService(db: Database, bus: Bus) {
  const item = async (executor: Executor, id: number): Promise<FeedItem> => {
    const post = await queries.findPost(executor, id);
    if (!post) throw postNotFound();
    const [result] = await queries.toFeedItems(executor, [post]);
    if (!result) throw postNotFound();
    return result;
  };

  const page = async (number: number, authorId?: number): Promise<FeedPage> => {
    const size = DEFAULT_PAGE_SIZE;
    const { posts, total } = await queries.findPostPage(db, number, size, authorId);
    const totalPages = Math.ceil(total / size);
    return {
      content: await queries.toFeedItems(db, posts),
      totalElements: total,
      totalPages,
      number,
      size,
      first: number === 0,
      last: number >= totalPages - 1,
    };
  };

  /** Tells a post's author about someone else's like or comment (once per key). */
  const notifyAuthor = async (
    postId: number,
    actorId: number,
    key: string,
    body: (actorName: string) => string,
    text?: (actorName: string) => PushText,
  ) => {
    const post = await queries.findPost(db, postId);
    // The festival's own posts (announcements) have no author to tell.
    if (!post || post.authorId === null || post.authorId === actorId) return;
    if (await isBlockedBetween(db, post.authorId, actorId)) return;
    const [actor] = (await queries.toFeedItems(db, [{ ...post, authorId: actorId }])).map(
      (entry) => entry.autor.name,
    );
    await queuePush(db, bus, await withCategory(db, [post.authorId], 'postActivity'), {
      key,
      payload: {
        kind: 'post',
        title: post.text.slice(0, 60),
        body: body(actor ?? 'Someone').slice(0, PREVIEW * 2),
        ...(actor && text ? { text: text(actor) } : {}),
        tag: `post-${postId}`,
        url: `/feed/post/${postId}`,
      },
      topic: `post-${postId}`,
      urgency: 'normal',
      ttlSeconds: 24 * 60 * 60,
    });
  };

  const toggleLike = async (
    caller: FeedCaller,
    postId: number,
    like: boolean,
    idempotencyKey: string | undefined,
  ): Promise<FeedItem> => {
    let added = false;
    try {
      await db.transaction(async (tx) => {
        if (!(await queries.findPost(tx, postId))) throw postNotFound();
        // A replayed outbox row changes nothing: the server already applied it once.
        if (idempotencyKey && !(await queries.claimIdempotencyKey(tx, caller.id, idempotencyKey))) {
          return;
        }
        if (like) added = await queries.insertLike(tx, postId, caller.id);
        else await queries.deleteLike(tx, postId, caller.id);
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw postNotFound();
      throw error;
    }
    if (added) {
      await notifyAuthor(
        postId,
        caller.id,
        `like:${postId}:${caller.id}`,
        (name) => `${name} likes your post`,
        (name) => ({ key: 'postLiked', params: { name } }),
      );
    }
    return item(db, postId);
  };

  return {
    /** 'My Feed': everyone's posts, newest first (spec §7 GET feed/my/{page}). */
    feedPage: (number: number) => page(number),
    /** A member's own posts for their profile (GET feed/user/{a}/{b}). */
    userPage: (userId: number, number: number) => page(number, userId),
    /** One post with its likes and comments; every member may read it, as in the feed. */
    post: (postId: number) => item(db, postId),

    async create(caller: FeedCaller, request: CreatePostRequest & { tags: string[] }) {
      const id = await db.transaction(async (tx) => {
        const fileId = await storeSignupImage(tx, request.file);
        const post = await queries.insertPost(tx, {
          text: request.text,
          fileId,
          authorId: caller.id,
          tags: request.tags,
        });
        return post.id;
      });
      return item(db, id);
    },

    like: (caller: FeedCaller, postId: number, key?: string) =>
      toggleLike(caller, postId, true, key),
    dislike: (caller: FeedCaller, postId: number, key?: string) =>
      toggleLike(caller, postId, false, key),

    async addComment(caller: FeedCaller, postId: number, text: string): Promise<FeedItem> {
      let commentId: number;
      try {
        commentId = await queries.insertComment(db, { feedId: postId, authorId: caller.id, text });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw postNotFound();
        throw error;
      }
      await notifyAuthor(postId, caller.id, `comment:${commentId}`, (name) => `${name}: ${text}`);
      return item(db, postId);
    },

    /** The comment's author, the post's author or an admin (spec §6). */
    async deleteComment(caller: FeedCaller, postId: number, commentId: number): Promise<FeedItem> {
      const [post, comment] = await Promise.all([
        queries.findPost(db, postId),
        queries.findComment(db, commentId),
      ]);
      if (!post) throw postNotFound();
      if (!comment || comment.feedId !== postId) {
        throw new HttpError(404, FEED_MESSAGES.commentNotFound);
      }
      const allowed =
        comment.authorId === caller.id || post.authorId === caller.id || isAdmin(caller);
      if (!allowed) throw new HttpError(403, FEED_MESSAGES.notYourComment);
      await queries.deleteComment(db, commentId);
      return item(db, postId);
    },

    /** The author or an admin (spec §6). */
    async deletePost(caller: FeedCaller, postId: number): Promise<void> {
      const post = await queries.findPost(db, postId);
      if (!post) throw postNotFound();
      if (post.authorId !== caller.id && !isAdmin(caller)) {
        throw new HttpError(403, FEED_MESSAGES.notYourPost);
      }
      await db.transaction((tx) => queries.deletePost(tx, post));
    },
  };
}
