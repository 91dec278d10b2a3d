import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  friendCodeDto,
  friendsPlansDto,
  planShareDto,
  publicPlanDto,
} from '../../src/api/contract/friends';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { type ProgramFixture, seedProgram } from './program-fixture';

forEachDatabase('friends and shared plans', (use) => {
  let t: TestApp;
  let p: ProgramFixture;
  let anna: CreatedUser;
  let ben: CreatedUser;
  let cleo: CreatedUser;
  let rows = 0;

  beforeAll(async () => {
    t = await createTestApp(use());
    p = await seedProgram(use().db, t.app);
    anna = await createUser(use().db, {}, t.app);
    ben = await createUser(use().db, {}, t.app);
    cleo = await createUser(use().db, {}, t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: apiHeaders(token), ...(payload ? { payload } : {}) });
  const save = (token: string, eventId: number) =>
    call('GET', `/api/event/favourites/add/${eventId}`, token);
  const mark = (token: string, kind: string, target: number, madeAt?: string) =>
    call('POST', '/api/sync/batch', token, {
      items: [{ id: `mark-${(rows += 1)}`, kind, target, ...(madeAt ? { madeAt } : {}) }],
    });
  const plansOf = async (token: string) =>
    friendsPlansDto.parse((await call('GET', '/api/friends/plans', token)).json());
  const connect = async (from: CreatedUser, to: CreatedUser) => {
    const { code } = friendCodeDto.parse((await call('GET', '/api/friends/code', to.token)).json());
    return call('POST', '/api/friends/connect', from.token, { code });
  };

  it('shares a plan read-only without login until the link is revoked', async () => {
    await save(anna.token, p.events.lateNight);
    await save(anna.token, p.events.afterMidnight);
    expect((await mark(anna.token, 'priority.must', p.events.lateNight)).statusCode).toBe(200);
    const first = planShareDto.parse((await call('POST', '/api/plan/share', anna.token)).json());
    const again = planShareDto.parse((await call('POST', '/api/plan/share', anna.token)).json());
    expect(again.token).toBe(first.token);
    const url = `/api/plan/public/${first.token}`;
    const plan = publicPlanDto.parse((await call('GET', url)).json());
    expect(plan.events.map((event) => [event.id, event.priority])).toEqual([
      [p.events.lateNight, 'must'],
      [p.events.afterMidnight, 'none'],
    ]);
    // Someone else cannot revoke it: the link is "not found" to them.
    const foreign = await call('DELETE', `/api/plan/share/${first.token}`, ben.token);
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/plan/share/${first.token}`, anna.token)).statusCode).toBe(
      200,
    );
    const gone = await call('GET', url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'friends.planNotFound' });
    const mine = planShareDto.parse((await call('GET', '/api/plan/share', anna.token)).json());
    expect(mine.token).toBeNull();
  });

  it('shows plans to accepted friends only, and ending the friendship stops them', async () => {
    await save(ben.token, p.events.afterMidnight);
    expect((await plansOf(ben.token)).friends).toEqual([]);
    const connected = await connect(ben, anna);
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({ friend: { id: anna.id } });
    // Connecting again, or from the other side, keeps one friendship.
    expect((await connect(anna, ben)).statusCode).toBe(200);
    const ofAnna = await plansOf(anna.token);
    expect(ofAnna.friends).toEqual([
      { id: ben.id, name: 'Test', plan: [{ eventId: p.events.afterMidnight, priority: 'none' }] },
    ]);
    expect((await plansOf(cleo.token)).friends).toEqual([]);
    // Cleo cannot end a friendship she is not part of.
    expect((await call('DELETE', `/api/friends/${ben.id}`, cleo.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/friends/${anna.id}`, ben.token)).statusCode).toBe(200);
    expect((await plansOf(anna.token)).friends).toEqual([]);
    expect((await plansOf(ben.token)).friends).toEqual([]);
  });

  it('refuses an unknown or own friend code, and a renewed code ends the old link', async () => {
    const unknown = await call('POST', '/api/friends/connect', cleo.token, {
      code: 'AAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'friends.codeNotFound' });
    const own = await connect(cleo, cleo);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'friends.ownCode' });
    const old = friendCodeDto.parse((await call('GET', '/api/friends/code', cleo.token)).json());
    const renewed = friendCodeDto.parse(
      (await call('POST', '/api/friends/code', cleo.token, {})).json(),
    );
    expect(renewed.code).not.toBe(old.code);
    const stale = await call('POST', '/api/friends/connect', ben.token, { code: old.code });
    expect(stale.statusCode).toBe(404);
  });

  it('keeps the newest mark: an older mark arriving later does not win, a replay is harmless', async () => {
    const { keynote } = p.events;
    await save(cleo.token, keynote);
    await mark(cleo.token, 'priority.maybe', keynote, new Date().toISOString());
    await mark(cleo.token, 'priority.must', keynote, new Date(Date.now() - 60_000).toISOString());
    expect((await plansOf(cleo.token)).priorities).toEqual([
      { eventId: keynote, priority: 'maybe' },
    ]);
    await mark(cleo.token, 'priority.none', keynote);
    expect((await plansOf(cleo.token)).priorities).toEqual([
      { eventId: keynote, priority: 'none' },
    ]);
  });

  it('needs a login for everything but the public page', async () => {
    for (const url of ['/api/friends/plans', '/api/friends/code', '/api/plan/share']) {
      expect((await call('GET', url)).statusCode).toBe(401);
    }
  });
});
