import { afterAll, beforeAll, expect, it } from 'vitest';
import { feedItem, feedPage } from '../../src/api/contract/feed';
import type { PushPayload } from '../../src/api/contract/push';
import { pushSubscriptions } from '../../server/db/schema/people';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { startTestPushService, type TestPushService } from '../helpers/test-push-service';
import { forEachDatabase } from '../helpers/test-db';
import { PNG_BYTES } from '../server/program-fixture';

const IMAGE = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

forEachDatabase('feed', (use) => {
  let t: TestApp;
  let push: TestPushService;
  let author: CreatedUser;
  let fan: CreatedUser;
  let admin: CreatedUser;

  beforeAll(async () => {
    push = await startTestPushService();
    t = await createTestApp(use());
    author = await createUser(use().db, {}, t.app);
    fan = await createUser(use().db, {}, t.app);
    admin = await createUser(use().db, { roles: ['ROLE_ADMIN'] }, t.app);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const get = (url: string, token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...apiHeaders(token), ...headers } });
  const post = (url: string, body: object, token: string) =>
    t.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload: body });
  const create = async (text: string, token = author.token) => {
    const res = await post('/api/feed/create', { text, file: IMAGE }, token);
    expect(res.statusCode).toBe(200);
    return feedItem.parse(res.json());
  };
  const likesOf = async (id: number) => {
    const page = feedPage.parse((await get('/api/feed/my/0', fan.token)).json());
    return page.content.find((item) => item.id === id)?.likes;
  };

  it('creates a post with its image, caption required and at most 255 characters', async () => {
    const item = await create('First night at the lake');
    expect(item).toMatchObject({ text: 'First night at the lake', likes: [], comments: [] });
    expect(item.autor.id).toBe(author.id);
    const image = await t.app.inject({ url: item.file ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
    for (const text of ['', ' ', 'x'.repeat(256)]) {
      expect((await post('/api/feed/create', { text, file: IMAGE }, author.token)).statusCode).toBe(
        400,
      );
    }
    const notImage = Buffer.from('hello').toString('base64');
    expect(
      (await post('/api/feed/create', { text: 'x', file: notImage }, author.token)).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/feed/my/0', headers: apiHeaders() })).statusCode).toBe(
      401,
    );
  });

  it('pages newest first, 10 a page, with the end flag, and per member', async () => {
    for (let i = 0; i < 11; i += 1) await create(`Post ${i}`, i % 2 ? fan.token : author.token);
    const first = feedPage.parse((await get('/api/feed/my/0', fan.token)).json());
    expect(first).toMatchObject({ totalElements: 12, totalPages: 2, number: 0, size: 10 });
    expect(first).toMatchObject({ first: true, last: false });
    expect(first.content[0]?.text).toBe('Post 10');
    const second = feedPage.parse((await get('/api/feed/my/1', fan.token)).json());
    expect(second.content.map((item) => item.text)).toEqual(['Post 0', 'First night at the lake']);
    expect(second.last).toBe(true);
    const fans = feedPage.parse((await get(`/api/feed/user/${fan.id}/0`, author.token)).json());
    expect(fans.totalElements).toBe(5);
    expect(fans.content.every((item) => item.autor.id === fan.id)).toBe(true);
  });

  it('likes toggle the user id idempotently; a replayed outbox row changes nothing', async () => {
    const item = await create('Like me');
    for (let i = 0; i < 3; i += 1) {
      expect((await get(`/api/feed/like/${item.id}`, fan.token)).statusCode).toBe(200);
    }
    expect(await likesOf(item.id)).toEqual([fan.id]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get(`/api/feed/like/${item.id}`, admin.token)),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(await likesOf(item.id)).toEqual([fan.id, admin.id]);

    const row = { 'idempotency-key': 'outbox-row-1' };
    const disliked = await get(`/api/feed/dislike/${item.id}`, fan.token, row);
    expect(feedItem.parse(disliked.json()).likes).toEqual([admin.id]);
    // Liked meanwhile on another device, then the old dislike row is replayed: no effect.
    await get(`/api/feed/like/${item.id}`, fan.token, { 'idempotency-key': 'outbox-row-2' });
    await get(`/api/feed/dislike/${item.id}`, fan.token, row);
    expect(await likesOf(item.id)).toEqual([admin.id, fan.id]);
    expect((await get('/api/feed/like/999999', fan.token)).statusCode).toBe(404);
  });

  it("tells the author about a like once and about each comment, never about one's own", async () => {
    const subscription = push.subscribe();
    await post('/api/push/subscribe', subscription, author.token);
    const item = await create('Notify me');
    await get(`/api/feed/like/${item.id}`, author.token);
    await get(`/api/feed/like/${item.id}`, fan.token);
    await get(`/api/feed/dislike/${item.id}`, fan.token);
    await get(`/api/feed/like/${item.id}`, fan.token);
    await post('/api/feed/comment/add', { id: item.id, text: 'Great set!' }, fan.token);
    await push.waitFor((p) => p.text.includes('Great set!'));
    await t.app.jobs.runDue();
    const texts = push.received.map((p) => JSON.parse(p.text) as PushPayload);
    const pushes = texts.filter((p) => p.tag === `post-${item.id}`);
    expect(pushes.map((p) => p.body)).toEqual([
      expect.stringMatching(/^Test User \d+ likes your post$/),
      expect.stringContaining('Great set!'),
    ]);
    // The like is worded by the worker in the reader's language; a comment is the fan's words.
    expect(pushes.map((p) => p.text)).toEqual([
      { key: 'postLiked', params: { name: expect.stringMatching(/^Test User \d+$/) as string } },
      undefined,
    ]);
    await use().db.delete(pushSubscriptions);
  });

  it('opens one post on purpose, however old, for members only; a missing post is 404', async () => {
    const old = await create('An older post');
    for (let i = 0; i < 11; i += 1) await create(`Newer ${i}`);
    await get(`/api/feed/like/${old.id}`, fan.token);
    await post('/api/feed/comment/add', { id: old.id, text: 'Still here' }, fan.token);
    const firstPage = feedPage.parse((await get('/api/feed/my/0', fan.token)).json());
    expect(firstPage.content.map((item) => item.id)).not.toContain(old.id);

    const res = await get(`/api/feed/post/${old.id}`, fan.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const shown = feedItem.parse(res.json());
    expect(shown).toMatchObject({ id: old.id, text: 'An older post', likes: [fan.id] });
    expect(shown.comments.map((comment) => comment.text)).toEqual(['Still here']);

    const anonymous = await t.app.inject({
      url: `/api/feed/post/${old.id}`,
      headers: apiHeaders(),
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await get('/api/feed/post/999999', fan.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Post not found' });
    expect((await get('/api/feed/post/abc', fan.token)).statusCode).toBe(400);
    await get(`/api/feed/delete/${old.id}`, author.token);
    expect((await get(`/api/feed/post/${old.id}`, fan.token)).statusCode).toBe(404);
  });

  it('a like or comment notification opens the post page', async () => {
    const subscription = push.subscribe();
    await post('/api/push/subscribe', subscription, author.token);
    const item = await create('Open me from the notification');
    await get(`/api/feed/like/${item.id}`, fan.token);
    const payload = await push.waitFor((p) => p.text.includes(`post-${item.id}`));
    expect((JSON.parse(payload.text) as PushPayload).url).toBe(`/feed/post/${item.id}`);
    await use().db.delete(pushSubscriptions);
  });

  it('adds and deletes comments: author of the comment, of the post, or an admin', async () => {
    const item = await create('Comment on me');
    const other = await createUser(use().db, {}, t.app);
    expect(
      (await post('/api/feed/comment/add', { id: item.id, text: ' ' }, fan.token)).statusCode,
    ).toBe(400);
    const added = feedItem.parse(
      (await post('/api/feed/comment/add', { id: item.id, text: 'Nice' }, fan.token)).json(),
    );
    const [comment] = added.comments;
    expect(comment).toMatchObject({ text: 'Nice', autor: { id: fan.id } });
    const del = (token: string) =>
      post('/api/feed/comment/delete', { commentId: comment?.id ?? 0, feedId: item.id }, token);
    expect((await del(other.token)).statusCode).toBe(403);
    const afterDelete = feedItem.parse((await del(author.token)).json());
    expect(afterDelete.comments).toEqual([]);
    expect((await del(admin.token)).statusCode).toBe(404);
  });

  it('deletes a post by its author or an admin only', async () => {
    const mine = await create('Delete me');
    const theirs = await create('Admin deletes me');
    expect((await get(`/api/feed/delete/${mine.id}`, fan.token)).statusCode).toBe(403);
    expect((await get(`/api/feed/delete/${mine.id}`, author.token)).statusCode).toBe(200);
    expect((await get(`/api/feed/delete/${theirs.id}`, admin.token)).statusCode).toBe(200);
    expect((await get(`/api/feed/delete/${mine.id}`, author.token)).statusCode).toBe(404);
    expect((await t.app.inject({ url: mine.file ?? '' })).statusCode).toBe(404);
  });
});
