import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyPage } from '../../src/api/contract/lobby';
import type { ProfileDetails } from '../../src/api/contract/people';
import type { DataExport, PrivacyChoices } from '../../src/api/contract/privacy';
import { queryRows } from '../../server/db/client';
import { files } from '../../server/db/schema/files';
import { orderItems, orders, tickets } from '../../server/db/schema/orders';
import { professions, pushSubscriptions } from '../../server/db/schema/people';
import { eventArtists, events, favourites } from '../../server/db/schema/program';
import { companies } from '../../server/db/schema/reference';
import { chatMessages, comments, feedItems, feedLikes } from '../../server/db/schema/social';
import { users } from '../../server/db/schema/users';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  TEST_PASSWORD,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

forEachDatabase('privacy: public profiles, lobby choice, export and deletion', (use) => {
  let t: TestApp;
  let admin: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp(use());
    admin = await createUser(t.app.db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }, t.app);
  }, 120_000);
  afterAll(() => t.close());

  const call = async <T>(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: apiHeaders(token),
      payload: payload as never,
    });
    return { status: res.statusCode, body: res.json<T>(), headers: res.headers };
  };
  const choose = (who: CreatedUser, choices: Partial<PrivacyChoices>) =>
    call<PrivacyChoices>('POST', '/api/user/privacy', who.token, choices);
  const member = () => createUser(t.app.db, {}, t.app);

  let eventCount = 0;
  const addEvent = async (state: 'PUBLISHED' | 'DRAFT' = 'PUBLISHED') => {
    eventCount += 1;
    const [row] = await t.app.db
      .insert(events)
      .values({ title: `Privacy night ${eventCount}`, dateTime: new Date(), year: 2026, state })
      .returning({ id: events.id });
    if (!row) throw new Error('no event');
    return row.id;
  };

  const addFile = async (uploadedBy: number | null) => {
    const [row] = await t.app.db
      .insert(files)
      .values({
        mime: 'image/png',
        bytes: new Uint8Array([1, 2, 3]),
        size: 3,
        sha256: 'x',
        uploadedBy,
      })
      .returning({ id: files.id });
    if (!row) throw new Error('no file');
    return row.id;
  };

  describe('public profiles', () => {
    it("answers a member's profile that is not public exactly like a missing id", async () => {
      const lea = await member();
      const hidden = await call('GET', `/api/u/user/${lea.id}`, '');
      const missing = await call('GET', '/api/u/user/999999', '');
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual(missing.body);
      expect((await call('GET', `/api/user/public/${lea.id}`, '')).status).toBe(404);

      expect((await choose(lea, { profilePublic: true })).body).toMatchObject({
        profilePublic: true,
        inLobby: false,
        publicAsArtist: false,
      });
      const shown = await call<ProfileDetails>('GET', `/api/u/user/${lea.id}`, '');
      expect(shown.status).toBe(200);
      expect(shown.body).toMatchObject({ id: lea.id, email: null });

      await choose(lea, { profilePublic: false });
      expect((await call('GET', `/api/u/user/${lea.id}`, '')).status).toBe(404);
    });

    it('never carries staff roles or the e-mail to anyone but the owner and admins', async () => {
      const boss = await createUser(t.app.db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }, t.app);
      await choose(boss, { profilePublic: true });
      const anonymous = await call<ProfileDetails>('GET', `/api/u/user/${boss.id}`, '');
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.roles).toEqual([]);
      expect(anonymous.body.email).toBeNull();
      expect(JSON.stringify(anonymous.body)).not.toContain(boss.email);
      expect(JSON.stringify(anonymous.body)).not.toContain('ROLE_ADMIN');

      const other = await member();
      const asMember = await call<ProfileDetails>(
        'GET',
        `/api/user/${boss.id}/details/page/0`,
        other.token,
      );
      expect(asMember.body.roles).toEqual([]);
      const own = await call<ProfileDetails>('GET', `/api/user/get/${boss.id}`, boss.token);
      expect(own.body.roles).toContain('ROLE_ADMIN');
    });

    it('keeps artists and speakers of published events public without a choice', async () => {
      const artist = await createUser(t.app.db, { roles: ['ROLE_USER', 'ROLE_ARTIST'] }, t.app);
      const asArtist = await call<ProfileDetails>('GET', `/api/u/user/${artist.id}`, '');
      expect(asArtist.status).toBe(200);
      expect(asArtist.body.roles).toEqual(['ROLE_ARTIST']);
      expect((await call<PrivacyChoices>('GET', '/api/user/privacy', artist.token)).body).toEqual({
        profilePublic: false,
        inLobby: false,
        publicAsArtist: true,
      });

      const speaker = await member();
      const draft = await addEvent('DRAFT');
      await t.app.db.insert(eventArtists).values({ eventId: draft, userId: speaker.id });
      expect((await call('GET', `/api/u/user/${speaker.id}`, '')).status).toBe(404);
      const published = await addEvent();
      await t.app.db.insert(eventArtists).values({ eventId: published, userId: speaker.id });
      expect((await call('GET', `/api/u/user/${speaker.id}`, '')).status).toBe(200);
    });

    it('lists in related people only those who chose to be seen', async () => {
      const [company] = await t.app.db
        .insert(companies)
        .values({ name: 'Privacy Collective' })
        .returning({ id: companies.id });
      const [lea, tom, ida] = [await member(), await member(), await member()];
      for (const person of [lea, tom, ida]) {
        await t.app.db
          .insert(professions)
          .values({ userId: person.id, role: 'Booker', companyId: company?.id ?? null });
      }
      await choose(lea, { profilePublic: true });
      await choose(tom, { inLobby: true });
      await choose(ida, { profilePublic: true });
      const asMember = await call<ProfileDetails>(
        'GET',
        `/api/user/${lea.id}/details/page/0`,
        admin.token,
      );
      expect(asMember.body.sameCompanyUsers.users.map((u) => u.id).sort()).toEqual(
        [tom.id, ida.id].sort(),
      );
      const anonymous = await call<ProfileDetails>('GET', `/api/u/user/${lea.id}`, '');
      expect(anonymous.body.sameCompanyUsers.users.map((u) => u.id)).toEqual([ida.id]);
      expect(anonymous.body.sameRoleUsers.users.map((u) => u.id)).toEqual([ida.id]);
    });
  });

  describe('the lobby', () => {
    it('shows only members who chose it, and always the own card', async () => {
      const viewer = await member();
      const shy = await member();
      const page = async () =>
        (
          await call<LobbyPage>('POST', '/api/user/get/lobby/page/0', viewer.token, {
            filter: { search: shy.name },
            size: 10,
          })
        ).body;
      expect((await page()).content.map((c) => c.id)).toEqual([]);
      expect((await page()).own.id).toBe(viewer.id);
      await choose(shy, { inLobby: true });
      expect((await page()).content.map((c) => c.id)).toEqual([shy.id]);
    });

    it('refuses unknown choices and needs a login', async () => {
      const lea = await member();
      expect((await call('POST', '/api/user/privacy', lea.token, { roles: ['x'] })).status).toBe(
        400,
      );
      expect((await call('POST', '/api/user/privacy', lea.token, { inLobby: 'yes' })).status).toBe(
        400,
      );
      expect((await call('GET', '/api/user/privacy', '')).status).toBe(401);
      expect((await call('GET', '/api/user/export', '')).status).toBe(401);
    });
  });

  /** A person with something in every table the export and the deletion cover. */
  async function personWithData(label: string) {
    const person = await member();
    const other = await member();
    const db = t.app.db;
    const photo = await addFile(person.id);
    await db
      .update(users)
      .set({ imageFileId: photo, bio: `${label} bio` })
      .where(eq(users.id, person.id));
    const eventId = await addEvent();
    await db.insert(favourites).values({ userId: person.id, eventId });
    const postImage = await addFile(person.id);
    const [post] = await db
      .insert(feedItems)
      .values({ text: `${label} post`, authorId: person.id, fileId: postImage })
      .returning({ id: feedItems.id });
    const [otherPost] = await db
      .insert(feedItems)
      .values({ text: `${label} other post`, authorId: other.id })
      .returning({ id: feedItems.id });
    if (!post || !otherPost) throw new Error('no post');
    await db.insert(comments).values([
      { feedId: otherPost.id, authorId: person.id, text: `${label} comment` },
      { feedId: post.id, authorId: other.id, text: `${label} other comment` },
    ]);
    await db.insert(feedLikes).values([
      { feedId: otherPost.id, userId: person.id },
      { feedId: post.id, userId: other.id },
    ]);
    await db.insert(chatMessages).values([
      {
        clientId: `${label}-1`,
        senderId: person.id,
        recipientId: other.id,
        content: `${label} hi`,
      },
      {
        clientId: `${label}-2`,
        senderId: other.id,
        recipientId: person.id,
        content: `${label} re`,
      },
    ]);
    await db.insert(pushSubscriptions).values({
      userId: person.id,
      endpoint: `https://push.example.org/${label}`,
      p256dh: 'key',
      auth: 'auth',
    });
    const orderUid = `order-${label}-${person.id}`;
    await db.insert(orders).values({
      uid: orderUid,
      userId: person.id,
      status: 'completed',
      consumer: {
        firstName: 'Privacy',
        lastName: `Buyer ${label}`,
        email: person.email,
        gender: 1,
        date_of_birth: '1990-01-01',
        address: { street: 'Hafenstraße 1', city: 'Hamburg', postalCode: '20457', country: 'DE' },
        ip: null,
      },
      totalCents: 4900,
      grandTotalCents: 4900,
    });
    await db.insert(orderItems).values({
      orderUid,
      name: 'Festival pass',
      quantity: 1,
      unitPriceCents: 4900,
      totalCents: 4900,
    });
    const ticketUid = `ticket-${label}-${person.id}`;
    await db.insert(tickets).values({
      uid: ticketUid,
      orderUid,
      ownerUserId: person.id,
      ownerName: `Privacy Buyer ${label}`,
      year: 2026,
      priceCents: 4900,
      code: `${person.id}`.padStart(12, 'K').slice(-12),
    });
    const eventPicture = await addFile(person.id);
    await db.update(events).set({ thumbnailFileId: eventPicture }).where(eq(events.id, eventId));
    return {
      person,
      other,
      photo,
      postImage,
      eventPicture,
      eventId,
      postId: post.id,
      otherPostId: otherPost.id,
      orderUid,
      ticketUid,
    };
  }

  describe('data export', () => {
    it("holds the caller's data and nobody else's", async () => {
      const data = await personWithData('export');
      const res = await call<DataExport>('GET', '/api/user/export', data.person.token);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain('attachment');
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.body;
      expect(body.profile).toMatchObject({
        id: data.person.id,
        email: data.person.email,
        bio: 'export bio',
        image: `/api/file/${data.photo}`,
      });
      expect(body.favourites.map((f) => f.eventId)).toEqual([data.eventId]);
      expect(body.posts.map((p) => p.text)).toEqual(['export post']);
      expect(body.comments.map((c) => c.text)).toEqual(['export comment']);
      expect(body.likes.map((l) => l.postId)).toEqual([data.otherPostId]);
      expect(body.chatMessagesSent.map((m) => m.content)).toEqual(['export hi']);
      expect(body.pushSubscriptions.map((s) => s.endpoint)).toEqual([
        'https://push.example.org/export',
      ]);
      expect(body.orders.map((o) => o.uid)).toEqual([data.orderUid]);
      expect(body.orders[0]?.items).toEqual([
        { name: 'Festival pass', quantity: 1, unitPriceCents: 4900, totalCents: 4900 },
      ]);
      expect(body.tickets.map((ticket) => ticket.uid)).toEqual([data.ticketUid]);

      const text = JSON.stringify(body);
      expect(text).not.toContain(data.other.email);
      expect(text).not.toContain('export other');
      expect(text).not.toContain('export re');
      expect(text).not.toMatch(/password|token_?hash|\$argon2/i);

      const others = await call<DataExport>('GET', '/api/user/export', data.other.token);
      expect(others.body.profile.id).toBe(data.other.id);
      expect(others.body.chatMessagesSent.map((m) => m.content)).toEqual(['export re']);
      expect(JSON.stringify(others.body)).not.toContain(data.person.email);
    });
  });

  describe('account deletion', () => {
    const count = async (query: ReturnType<typeof sql>) =>
      (await queryRows<{ n: number }>(t.app.db, query))[0]?.n ?? -1;

    it('refuses a wrong password and changes nothing', async () => {
      const data = await personWithData('wrong');
      const res = await call('POST', '/api/user/delete', data.person.token, { password: 'nope' });
      expect(res).toMatchObject({ status: 403, body: { message: 'The password is not correct.' } });
      expect(
        await count(sql`SELECT count(*)::int AS n FROM users WHERE id = ${data.person.id}`),
      ).toBe(1);
      expect((await call('GET', '/api/user/privacy', data.person.token)).status).toBe(200);
    });

    it("removes the person's data, keeps their orders anonymised and ends their sessions", async () => {
      const data = await personWithData('gone');
      const { person, other } = data;
      const res = await call('POST', '/api/user/delete', person.token, { password: TEST_PASSWORD });
      expect(res).toMatchObject({ status: 200, body: { ok: true } });

      const id = person.id;
      const left = await queryRows<Record<string, number>>(
        t.app.db,
        sql`SELECT
          (SELECT count(*)::int FROM users WHERE id = ${id}) AS users,
          (SELECT count(*)::int FROM favourites WHERE user_id = ${id}) AS favourites,
          (SELECT count(*)::int FROM feed_items WHERE author_id = ${id}) AS posts,
          (SELECT count(*)::int FROM comments WHERE author_id = ${id}) AS comments,
          (SELECT count(*)::int FROM feed_likes WHERE user_id = ${id}) AS likes,
          (SELECT count(*)::int FROM chat_messages
            WHERE sender_id = ${id} OR recipient_id = ${id}) AS messages,
          (SELECT count(*)::int FROM push_subscriptions WHERE user_id = ${id}) AS subscriptions,
          (SELECT count(*)::int FROM files WHERE id IN (${data.photo}, ${data.postImage})) AS files,
          (SELECT count(*)::int FROM files WHERE id = ${data.eventPicture}) AS event_picture,
          (SELECT count(*)::int FROM feed_items WHERE id = ${data.otherPostId}) AS other_post`,
      );
      expect(left[0]).toEqual({
        users: 0,
        favourites: 0,
        posts: 0,
        comments: 0,
        likes: 0,
        messages: 0,
        subscriptions: 0,
        files: 0,
        event_picture: 1,
        other_post: 1,
      });

      const [order] = await t.app.db.select().from(orders).where(eq(orders.uid, data.orderUid));
      expect(order?.userId).toBeNull();
      expect(order?.grandTotalCents).toBe(4900);
      expect(order?.consumer).toMatchObject({
        firstName: 'Deleted',
        lastName: 'account',
        email: 'deleted-account@example.invalid',
        date_of_birth: '',
        address: { street: '', city: '', postalCode: '', country: 'DE' },
      });
      expect(JSON.stringify(order)).not.toContain(person.email);
      expect(JSON.stringify(order)).not.toContain('Hafenstraße');
      expect(
        await count(
          sql`SELECT count(*)::int AS n FROM order_items WHERE order_uid = ${data.orderUid}`,
        ),
      ).toBe(1);
      const [ticket] = await t.app.db.select().from(tickets).where(eq(tickets.uid, data.ticketUid));
      expect(ticket).toMatchObject({ ownerUserId: null, ownerName: '', credentialVersion: 1 });

      // Every token of the deleted person is refused; the other person goes on as before.
      expect((await call('GET', '/api/user/privacy', person.token)).status).toBe(401);
      expect((await call('GET', '/api/auth/me', person.token)).status).toBe(401);
      expect((await call('GET', '/api/user/privacy', other.token)).status).toBe(200);
      expect((await call('GET', `/api/u/user/${id}`, '')).status).toBe(404);
    });

    it('lets an admin delete a member the same way', async () => {
      const data = await personWithData('admin');
      const res = await call('GET', `/api/user/delete/${data.person.id}`, admin.token);
      expect(res.status).toBe(200);
      const [order] = await t.app.db.select().from(orders).where(eq(orders.uid, data.orderUid));
      expect(order).toMatchObject({ userId: null, consumer: { lastName: 'account' } });
      expect(await count(sql`SELECT count(*)::int AS n FROM files WHERE id = ${data.photo}`)).toBe(
        0,
      );
    });

    it('asks an account without a password (social login) to set one first', async () => {
      const social = await member();
      await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, social.id));
      const res = await call('POST', '/api/user/delete', social.token, { password: 'anything' });
      expect(res.status).toBe(403);
      expect((res.body as { message: string }).message).toContain('no password yet');
      expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE id = ${social.id}`)).toBe(
        1,
      );
    });

    it('keeps the last admin', async () => {
      await t.app.db.execute(
        sql`DELETE FROM user_roles WHERE role = 'ROLE_ADMIN' AND user_id <> ${admin.id}`,
      );
      const res = await call('POST', '/api/user/delete', admin.token, { password: TEST_PASSWORD });
      expect(res).toMatchObject({
        status: 409,
        body: { message: 'The last admin cannot delete their account.' },
      });
      expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE id = ${admin.id}`)).toBe(1);
    });
  });
});
