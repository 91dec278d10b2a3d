import { afterAll, beforeAll, expect, it } from 'vitest';
import { feedItem, feedPage } from '../../src/api/contract/feed';
import { favouriteIds } from '../../src/api/contract/program';
import {
  SYNC_BATCH_MAX_ITEMS,
  syncBatchResponse,
  type IntentItem,
  type SyncItem,
  type SyncItemResult,
} from '../../src/api/contract/sync';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { PNG_BYTES, type ProgramFixture, seedProgram } from './program-fixture';

const IMAGE = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

forEachDatabase('outbox batch replay', (use) => {
  let t: TestApp;
  let p: ProgramFixture;
  let rows = 0;

  beforeAll(async () => {
    t = await createTestApp(use());
    p = await seedProgram(use().db, t.app);
  });
  afterAll(() => t.close());

  /** A fresh outbox row id, as the client's crypto.randomUUID() would be. */
  const rowId = () => `row-${(rows += 1)}`;
  const item = (kind: IntentItem['kind'], target: number, id = rowId()): SyncItem => ({
    id,
    kind,
    target,
  });
  const batch = (items: SyncItem[], token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sync/batch',
      headers: apiHeaders(token),
      payload: { items },
    });
  const results = async (items: SyncItem[], token: string): Promise<SyncItemResult[]> => {
    const res = await batch(items, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return syncBatchResponse.parse(res.json()).results;
  };
  const saved = async (token: string) =>
    favouriteIds.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/event/favourites/my',
          headers: apiHeaders(token),
        })
      ).json(),
    );
  const newPost = async (token: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feed/create',
      headers: apiHeaders(token),
      payload: { text: 'Batch me', file: IMAGE },
    });
    expect(res.statusCode, res.body).toBe(200);
    return feedItem.parse(res.json()).id;
  };
  const likesOf = async (postId: number, token: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/feed/my/0',
      headers: apiHeaders(token),
    });
    return feedPage.parse(res.json()).content.find((post) => post.id === postId)?.likes;
  };

  it('applies each item and answers one result per item in request order', async () => {
    const { token } = p.people.member;
    const { lateNight, keynote, afterMidnight, draft } = p.events;
    const items = [
      item('favourite.add', keynote),
      item('favourite.add', draft),
      item('favourite.add', 999_999),
      item('favourite.remove', afterMidnight),
      item('favourite.add', lateNight),
    ];
    expect(await results(items, token)).toEqual([
      { id: items[0]?.id, status: 200, message: null },
      { id: items[1]?.id, status: 404, message: 'Event not found' },
      { id: items[2]?.id, status: 404, message: 'Event not found' },
      { id: items[3]?.id, status: 200, message: null },
      { id: items[4]?.id, status: 200, message: null },
    ]);
    expect(await saved(token)).toEqual([lateNight, keynote].sort((a, b) => a - b));
    await results([item('favourite.remove', lateNight), item('favourite.remove', keynote)], token);
    expect(await saved(token)).toEqual([]);
  });

  it('applies a replayed row once: a newer change made meanwhile stays', async () => {
    const { token } = p.people.editor;
    const { lateNight } = p.events;
    const add = item('favourite.add', lateNight);
    await results([add], token);
    // Removed on another device, then the add's answer was lost and the row is sent again.
    await results([item('favourite.remove', lateNight)], token);
    expect(await results([add], token)).toEqual([{ id: add.id, status: 200, message: null }]);
    expect(await saved(token)).toEqual([]);
  });

  it('acknowledges an older offline change without letting it override a newer one', async () => {
    const { token } = p.people.ellen;
    const { keynote, lastYear } = p.events;
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const made = (kind: IntentItem['kind'], target: number, madeAt: string): IntentItem => ({
      id: rowId(),
      kind,
      target,
      madeAt,
    });
    // The laptop saves at once; the phone's removal, tapped offline before, arrives later.
    await results([made('favourite.add', keynote, minutesAgo(1))], token);
    const stale = made('favourite.remove', keynote, minutesAgo(10));
    expect(await results([stale], token)).toEqual([{ id: stale.id, status: 200, message: null }]);
    expect(await saved(token)).toEqual([keynote]);
    // A removal is a decision too: an older add does not bring the event back.
    await results([made('favourite.remove', keynote, minutesAgo(0.5))], token);
    await results([made('favourite.add', keynote, minutesAgo(5))], token);
    expect(await saved(token)).toEqual([]);
    // A clock ahead counts as the server's now, so the next honest change still applies.
    await results(
      [made('favourite.add', lastYear, new Date(Date.now() + 3_600_000).toISOString())],
      token,
    );
    await results(
      [made('favourite.remove', lastYear, new Date(Date.now() + 1_000).toISOString())],
      token,
    );
    expect(await saved(token)).toEqual([]);
  });

  it('records no key for a refused item, so it is refused again and never applied later', async () => {
    const { token } = p.people.creator;
    const refused = item('favourite.add', p.events.draft);
    for (let i = 0; i < 2; i += 1) {
      expect(await results([refused], token)).toEqual([
        { id: refused.id, status: 404, message: 'Event not found' },
      ]);
    }
    expect(await saved(token)).toEqual([]);
  });

  it("acts on the caller's own favourites only; keys of different people never clash", async () => {
    const admin = p.people.admin;
    const member = p.people.member;
    const { afterMidnight } = p.events;
    await results([item('favourite.add', afterMidnight, 'shared-key')], admin.token);
    await results([item('favourite.remove', afterMidnight)], member.token);
    expect(await saved(admin.token)).toEqual([afterMidnight]);
    await results([item('favourite.add', afterMidnight, 'shared-key')], member.token);
    expect(await saved(member.token)).toEqual([afterMidnight]);
  });

  it('likes and dislikes posts per item, with the same replay rule as the single call', async () => {
    const postId = await newPost(p.people.admin.token);
    const fan = p.people.ellen;
    const like = item('like', postId);
    expect(await results([like, item('like', 999_999)], fan.token)).toEqual([
      { id: like.id, status: 200, message: null },
      { id: expect.any(String) as string, status: 404, message: 'Post not found' },
    ]);
    expect(await likesOf(postId, fan.token)).toEqual([fan.id]);
    await results([item('dislike', postId)], fan.token);
    await results([like], fan.token);
    expect(await likesOf(postId, fan.token)).toEqual([]);
  });

  it('mixes favourites and likes in one call', async () => {
    const postId = await newPost(p.people.admin.token);
    const fan = p.people.speaker;
    const items = [item('like', postId), item('favourite.add', p.events.keynote)];
    expect((await results(items, fan.token)).map((result) => result.status)).toEqual([200, 200]);
    expect(await likesOf(postId, fan.token)).toEqual([fan.id]);
    expect(await saved(fan.token)).toEqual([p.events.keynote]);
  });

  it('refuses a malformed batch as a whole with 400 and a message, and guests with 401', async () => {
    const { token } = p.people.member;
    const { keynote } = p.events;
    const before = await saved(token);
    const tooMany = Array.from({ length: SYNC_BATCH_MAX_ITEMS + 1 }, (_, i) =>
      item('favourite.add', i + 1),
    );
    for (const items of [
      [],
      tooMany,
      [item('favourite.add', keynote), item('favourite.remove', keynote)],
      [item('favourite.add', keynote, 'same'), item('like', 1, 'same')],
      [{ id: 'x', kind: 'favourite.toggle', target: keynote }],
    ]) {
      const res = await batch(items as SyncItem[], token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String) as string });
    }
    expect(await saved(token)).toEqual(before);
    expect((await batch([item('favourite.add', keynote)], '')).statusCode).toBe(401);
  });
});
