import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProfessionDto, ProfileDetails, UserProfile } from '../../src/api/contract/people';
import type { CompanyDto, TagDto } from '../../src/api/contract/reference';
import { userEditors } from '../../server/db/schema/people';
import { genres } from '../../server/db/schema/reference';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

forEachDatabase('profiles, onboarding and reference data', (use) => {
  let t: TestApp;
  let lea: CreatedUser;
  let tom: CreatedUser;
  let admin: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp(use());
    lea = await createUser(t.app.db, {}, t.app);
    tom = await createUser(t.app.db, {}, t.app);
    admin = await createUser(t.app.db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }, t.app);
    await t.app.db.insert(genres).values([{ name: 'Techno' }, { name: 'House' }]);
  }, 120_000);
  afterAll(() => t.close());

  const call = async <T>(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: apiHeaders(token),
      payload: payload as never,
    });
    return { status: res.statusCode, body: res.json<T>() };
  };

  it('shows the own profile with e-mail, first login and an automatic blank profession', async () => {
    const { status, body } = await call<ProfileDetails>(
      'GET',
      `/api/user/${lea.id}/details/page/0`,
      lea.token,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: lea.id, email: lea.email, firstLogin: true, own: true });
    expect(body.professions).toHaveLength(1);
    expect(body.professions[0]?.role).toBe('');
    expect(body.sameCompanyUsers.users).toEqual([]);
  });

  it("hides another member's e-mail and first login, except from admins", async () => {
    const asTom = await call<UserProfile>('GET', `/api/user/get/${lea.id}`, tom.token);
    expect(asTom.status).toBe(200);
    expect(asTom.body).toMatchObject({ email: null, firstLogin: null, own: false });
    const asAdmin = await call<UserProfile>('GET', `/api/user/get?id=${lea.id}`, admin.token);
    expect(asAdmin.body.email).toBe(lea.email);
  });

  it('serves the anonymous profile without a login, and the member one only with it', async () => {
    expect((await call('GET', `/api/u/user/${lea.id}`, '')).status).toBe(404);
    await call('POST', '/api/user/privacy', lea.token, { profilePublic: true });
    const anonymous = await call<ProfileDetails>('GET', `/api/u/user/${lea.id}`, '');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ id: lea.id, email: null, own: false });
    expect((await call('GET', `/api/user/public/${lea.id}`, '')).status).toBe(200);
    expect((await call('GET', `/api/user/${lea.id}/details/page/0`, '')).status).toBe(401);
    expect((await call('GET', '/api/u/user/999999', '')).status).toBe(404);
  });

  it('updates the own profile: names, bio, socials, tags (new and existing) and genres', async () => {
    const existing = await call<TagDto>('POST', '/api/tags/save', lea.token, {
      id: null,
      name: 'Techno',
    });
    expect(existing.status).toBe(200);
    const [techno, house] = (await call<{ id: number }[]>('GET', '/api/genre/all', lea.token)).body;
    const res = await call<UserProfile>('POST', '/api/user/update', lea.token, {
      firstName: 'Lea',
      lastName: 'Sommer',
      bio: 'Booker from Berlin',
      socials: { website: 'https://lea.example', instagram: 'leasommer' },
      tags: [{ id: existing.body.id }, { name: 'Networking' }, existing.body.id],
      genreIds: [techno?.id, house?.id],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      fullName: 'Lea Sommer',
      bio: 'Booker from Berlin',
      socials: { website: 'https://lea.example', instagram: 'leasommer', twitter: null },
    });
    expect(res.body.tags.map((tag) => tag.name)).toEqual(['Networking', 'Techno']);
    expect(res.body.genre.map((genre) => genre.name)).toEqual(['House', 'Techno']);
  });

  it('refuses blocked tag words with the spec message', async () => {
    const save = await call('POST', '/api/tags/save', lea.token, { id: null, name: 'Arschloch' });
    expect(save).toMatchObject({
      status: 400,
      body: { message: 'Dieses Wort ist nicht erlaubt!' },
    });
    const update = await call('POST', '/api/user/update', lea.token, {
      tags: [{ name: 'fuck off' }],
    });
    expect(update.status).toBe(400);
    expect((update.body as { message: string }).message).toContain(
      'Dieses Wort ist nicht erlaubt!',
    );
  });

  it('stores web links only: javascript:, data: and vbscript: links are refused', async () => {
    for (const link of ['javascript:alert(1)', 'javascript:1', 'data:text/html,x', 'vbscript:x']) {
      const update = await call<{ message: string }>('POST', '/api/user/update', lea.token, {
        socials: { website: link },
      });
      expect(update.status).toBe(400);
      expect(update.body.message).toContain('Links must be web addresses (http or https)');
      const site = await call('POST', '/api/user/update', lea.token, { website: link });
      expect(site.status).toBe(400);
    }
    const stored = await call('GET', `/api/user/${lea.id}/details/page/0`, lea.token);
    expect(JSON.stringify(stored.body)).not.toMatch(/javascript:|data:text|vbscript:/);
  });

  it("refuses to change someone else's profile unless admin or editor", async () => {
    const denied = await call('POST', '/api/user/update', tom.token, {
      userId: lea.id,
      bio: 'hacked',
    });
    expect(denied).toMatchObject({
      status: 403,
      body: { message: 'You may only change your own profile.' },
    });
    const byAdmin = await call<UserProfile>('POST', '/api/user/update', admin.token, {
      userId: lea.id,
      bio: 'Checked by staff',
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.bio).toBe('Checked by staff');
    await t.app.db.insert(userEditors).values({ userId: lea.id, editorId: tom.id });
    const byEditor = await call('POST', '/api/user/update', tom.token, {
      userId: lea.id,
      bio: 'Edited',
    });
    expect(byEditor.status).toBe(200);
  });

  it('refuses a nickname that is taken', async () => {
    const res = await call('POST', '/api/user/update', tom.token, { name: lea.name.toUpperCase() });
    expect(res).toMatchObject({ status: 404, body: { message: 'Name already exists' } });
  });

  it('marks the first login as done, only for oneself', async () => {
    expect(await call('GET', `/api/user/firstLogin?id=${tom.id}`, lea.token)).toMatchObject({
      status: 403,
    });
    const done = await call('GET', `/api/user/firstLogin?id=${lea.id}`, lea.token);
    expect(done).toEqual({ status: 200, body: { firstLogin: false } });
    const me = await call<{ firstLogin: boolean }>('GET', '/api/auth/me', lea.token);
    expect(me.body.firstLogin).toBe(false);
  });

  it('adds, changes and removes professions but keeps at least one', async () => {
    const company = await call<CompanyDto>('POST', '/api/company/add', lea.token, {
      id: null,
      name: 'Bassline Records',
    });
    const again = await call<CompanyDto>('POST', '/api/company/add', tom.token, {
      id: null,
      name: 'bassline records',
    });
    expect(again.body.id).toBe(company.body.id);
    const added = await call<ProfessionDto>('POST', '/api/user/profession/update/new', lea.token, {
      profession: { role: 'Booker', companyId: company.body.id },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ role: 'Booker', company: { name: 'Bassline Records' } });
    const profile = await call<UserProfile>('GET', `/api/user/get/${lea.id}`, lea.token);
    expect(profile.body).toMatchObject({ role: 'Booker', companyName: 'Bassline Records' });

    const foreign = await call('POST', '/api/user/profession/update', tom.token, {
      profession: { id: added.body.id, role: 'Thief' },
    });
    expect(foreign.status).toBe(404);

    const blank = profile.body.professions.find((p) => p.role === '');
    expect(blank).toBeDefined();
    const removed = await call('POST', '/api/user/profession/remove', lea.token, { id: blank?.id });
    expect(removed).toEqual({ status: 200, body: { ok: true } });
    const last = await call('POST', '/api/user/profession/remove', lea.token, {
      id: added.body.id,
    });
    expect(last).toMatchObject({
      status: 400,
      body: { message: 'You need at least 1 profession.' },
    });
  });

  it("lists 'People working with' and 'Other {role}'", async () => {
    await call('POST', '/api/user/privacy', tom.token, { inLobby: true });
    const [company] = (
      await call<CompanyDto[]>('GET', '/api/company/find/all?search=bassline', tom.token)
    ).body;
    await call('POST', '/api/user/profession/update/new', tom.token, {
      profession: { role: 'booker ', companyId: company?.id },
    });
    const details = await call<ProfileDetails>(
      'GET',
      `/api/user/${lea.id}/details/page/0`,
      admin.token,
    );
    expect(details.body.sameCompanyUsers.users.map((u) => u.id)).toEqual([tom.id]);
    expect(details.body.sameRoleUsers.users.map((u) => u.id)).toEqual([tom.id]);
  });

  it('lets only admins rename tags', async () => {
    const tag = await call<TagDto>('POST', '/api/tags/save', lea.token, {
      id: null,
      name: 'Ambient',
    });
    expect(
      (await call('POST', '/api/tags/save', lea.token, { id: tag.body.id, name: 'Drone' })).status,
    ).toBe(403);
    const renamed = await call<TagDto>('POST', '/api/tags/save', admin.token, {
      id: tag.body.id,
      name: 'Drone',
    });
    expect(renamed.body).toEqual({ id: tag.body.id, name: 'Drone' });
    const all = await call<TagDto[]>('GET', '/api/tags/get/all', lea.token);
    expect(all.body.map((t) => t.name)).toContain('Drone');
    expect((await call('GET', '/api/tags/get/all', '')).status).toBe(401);
  });

  it('answers tags, professions and people by ids, and refuses unknown or too many genres', async () => {
    const all = await call<TagDto[]>('GET', '/api/tags/get/all', lea.token);
    const ids = all.body.slice(0, 2).map((tag) => tag.id);
    const custom = await call<TagDto[]>('POST', '/api/tags/get/custom', lea.token, { ids });
    expect(custom.body.map((tag) => tag.id).sort()).toEqual([...ids].sort());
    const tiles = await call<{ id: number; fullName: string }[]>(
      'POST',
      '/api/user/getAllByIds',
      tom.token,
      { ids: [lea.id, admin.id] },
    );
    expect(tiles.body.map((tile) => tile.id).sort()).toEqual([lea.id, admin.id].sort());
    expect(tiles.body.find((tile) => tile.id === lea.id)?.fullName).toBe('Lea Sommer');
    const own = await call<UserProfile>('GET', `/api/user/get/${lea.id}`, lea.token);
    const professionIds = own.body.professions.map((p) => p.id);
    const professions = await call<ProfessionDto[]>(
      'POST',
      '/api/user/professions/get',
      tom.token,
      {
        ids: professionIds,
      },
    );
    expect(professions.body.map((p) => p.id)).toEqual(professionIds);
    const unknown = await call('POST', '/api/user/genres/update', lea.token, { ids: [999_999] });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Unknown genre' } });
    const tooMany = await call('POST', '/api/user/genres/update', lea.token, {
      ids: Array.from({ length: 11 }, (_, i) => i + 1),
    });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { message: 'You can choose at most 10 genres.' },
    });
    const cleared = await call<UserProfile>('POST', '/api/user/genres/update', lea.token, {
      ids: [],
    });
    expect(cleared.body.genre).toEqual([]);
  });

  it('refuses bad input with a message', async () => {
    const longNick = await call<{ message: string }>('POST', '/api/user/update', lea.token, {
      name: 'x'.repeat(21),
    });
    expect(longNick.status).toBe(400);
    expect(longNick.body.message).toMatch(/^name: /);
    expect((await call('GET', '/api/user/get/abc', lea.token)).status).toBe(400);
    const noCompany = await call('POST', '/api/user/profession/update/new', lea.token, {
      profession: { role: 'DJ', companyId: 999_999 },
    });
    expect(noCompany).toMatchObject({ status: 400, body: { message: 'Unknown company' } });
  });

  it.each([
    ['GET', '/api/user/1/details/page/0'],
    ['GET', '/api/user/get/1'],
    ['GET', '/api/user/get?id=1'],
    ['POST', '/api/user/getAllByIds'],
    ['POST', '/api/user/update'],
    ['POST', '/api/user/genres/update'],
    ['GET', '/api/user/firstLogin?id=1'],
    ['POST', '/api/user/professions/get'],
    ['GET', '/api/user/profession/add'],
    ['POST', '/api/user/profession/update/new'],
    ['POST', '/api/user/profession/update'],
    ['POST', '/api/user/profession/remove'],
    ['POST', '/api/tags/get/custom'],
    ['POST', '/api/tags/save'],
    ['GET', '/api/genre/all'],
    ['GET', '/api/company/find/all'],
    ['GET', '/api/company/find/from/1'],
    ['POST', '/api/company/add'],
    ['GET', '/api/user/get/lobby/own'],
    ['GET', '/api/user/get/lobby'],
    ['GET', '/api/user/recommendations'],
  ] as const)('%s %s needs a login', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: apiHeaders(),
      payload: method === 'POST' ? {} : undefined,
    });
    expect(res.statusCode).toBe(401);
  });
});
