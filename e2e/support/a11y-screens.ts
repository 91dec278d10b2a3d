import type { Page } from 'playwright-core';
import { apiFetch, loginViaApi } from './api';
import { publishedEvents } from './program-data';

/** Who looks at a screen: nobody logged in, a member, or an admin (staff). */
export type A11yRole = 'guest' | 'member' | 'staff';

/** Ids the screens' paths need, read once from the seeded server. */
export interface A11yIds {
  eventId: number;
  /** The festival year of the seeded program (its changelog). */
  year: number;
  otherUserId: number;
  tagId: number;
  postId: number | null;
  /** The member's shared-plan link (`/u/plan/{token}`), made for the check. */
  planToken: string;
}

export interface A11yScreen {
  /** Printed in the list of screens covered; unique. */
  name: string;
  role: A11yRole;
  path: (ids: A11yIds) => string;
  /** Brings the screen into the state to check, e.g. opens a dialog; default: nothing. */
  setup?: (page: Page) => Promise<void>;
}

export const ACCOUNTS: Record<Exclude<A11yRole, 'guest'>, { email: string; password: string }> = {
  member: { email: 'user@festival.test', password: 'Festival2025!' },
  staff: { email: 'admin@festival.test', password: 'Festival2025!' },
};

const click =
  (name: RegExp, role: 'button' | 'tab' = 'button') =>
  async (page: Page) => {
    await page.getByRole(role, { name }).filter({ visible: true }).first().click();
    await page.getByRole('dialog').first().waitFor({ state: 'visible' });
  };

const openMenu = click(/^(menü öffnen|open menu)$/i);
const openCart = click(/^(warenkorb öffnen|open cart)/i);

/**
 * Every screen of the app with the state it is checked in: one line each. New screens add a
 * line here and are checked by e2e/accessibility.e2e.ts in German and English, on a phone and a
 * desktop, in the light and the dark scheme.
 */
export const A11Y_SCREENS: A11yScreen[] = [
  // Guests
  { name: 'login', role: 'guest', path: () => '/login' },
  { name: 'register', role: 'guest', path: () => '/register' },
  { name: 'password reset request', role: 'guest', path: () => '/u/reset/password/request' },
  { name: 'public program', role: 'guest', path: () => '/u/events' },
  { name: 'public event', role: 'guest', path: (ids) => `/u/event/${ids.eventId}` },
  { name: 'public shop', role: 'guest', path: () => '/u/shop' },
  { name: 'imprint', role: 'guest', path: () => '/u/imprint' },
  { name: 'privacy policy', role: 'guest', path: () => '/u/privacy' },
  { name: 'accessibility statement', role: 'guest', path: () => '/u/accessibility' },
  { name: 'guest shop', role: 'guest', path: () => '/shop' },
  { name: 'guest shop, cart open', role: 'guest', path: () => '/shop', setup: openCart },
  { name: 'guest timetable', role: 'guest', path: () => '/favourites' },
  { name: 'guest menu open', role: 'guest', path: () => '/shop', setup: openMenu },
  { name: 'program changes', role: 'guest', path: (ids) => `/u/changes/${ids.year}` },
  { name: 'shared plan', role: 'guest', path: (ids) => `/u/plan/${ids.planToken}` },
  // Members
  { name: 'home', role: 'member', path: () => '/' },
  { name: 'home, menu open', role: 'member', path: () => '/', setup: openMenu },
  { name: 'program', role: 'member', path: () => '/events' },
  { name: 'event', role: 'member', path: (ids) => `/event/${ids.eventId}` },
  { name: 'event artists', role: 'member', path: (ids) => `/event/${ids.eventId}/artists` },
  { name: 'my timetable', role: 'member', path: () => '/favourites' },
  { name: 'lobby', role: 'member', path: () => '/lobby' },
  { name: 'lobby by tag', role: 'member', path: (ids) => `/lobby/${ids.tagId}` },
  { name: 'profile of another member', role: 'member', path: (ids) => `/user/${ids.otherUserId}` },
  { name: 'feed', role: 'member', path: () => '/feed' },
  { name: 'feed: new post', role: 'member', path: () => '/feed/create' },
  {
    name: 'feed post',
    role: 'member',
    path: (ids) => (ids.postId === null ? '/feed' : `/feed/post/${ids.postId}`),
  },
  { name: 'chats', role: 'member', path: () => '/chat' },
  { name: 'chat', role: 'member', path: (ids) => `/chat/open/${ids.otherUserId}` },
  { name: 'tickets', role: 'member', path: () => '/tickets' },
  { name: 'redeem a ticket', role: 'member', path: () => '/ticket/redeem' },
  { name: 'own profile', role: 'member', path: () => '/profile' },
  { name: 'for you', role: 'member', path: () => '/you' },
  { name: 'shop', role: 'member', path: () => '/shop' },
  { name: 'shop, cart open', role: 'member', path: () => '/shop', setup: openCart },
  { name: 'checkout', role: 'member', path: () => '/checkout' },
  { name: 'onboarding', role: 'member', path: () => '/start' },
  { name: 'friends', role: 'member', path: () => '/friends' },
  { name: 'site map', role: 'member', path: () => '/map' },
  { name: 'management: artists', role: 'staff', path: () => '/management?tab=artists' },
  { name: 'management: events', role: 'staff', path: () => '/management?tab=events' },
  { name: 'management: venues', role: 'staff', path: () => '/management?tab=venues' },
  { name: 'management: users', role: 'staff', path: () => '/management?tab=users' },
  { name: 'new event', role: 'staff', path: () => '/create/event' },
  { name: 'announcement', role: 'staff', path: () => '/management/announce' },
  { name: 'audit log', role: 'staff', path: () => '/management/audit' },
  { name: 'orders', role: 'staff', path: () => '/management/orders' },
  { name: 'reports', role: 'staff', path: () => '/management/reports' },
  { name: 'artist list', role: 'staff', path: () => '/artist/list' },
  { name: 'gate', role: 'staff', path: () => '/gate' },
  { name: 'gate check-ins', role: 'staff', path: () => '/gate/checkins' },
  { name: 'site map editor', role: 'staff', path: () => '/management/site-map' },
  { name: 'schedule import', role: 'staff', path: () => '/management/schedule-import' },
];

/** The seeded ids the paths above need. */
export async function readIds(): Promise<A11yIds> {
  const [event] = await publishedEvents();
  if (!event) throw new Error('The seed has no published event');
  const { accessToken: token } = await loginViaApi(ACCOUNTS.member.email, ACCOUNTS.member.password);
  const lobby = (await (
    await apiFetch('user/get/lobby/page/0', { method: 'POST', token, json: {} })
  ).json()) as { content: { id: number; tags: { id: number }[] }[] };
  const other = lobby.content.find((card) => card.tags.length > 0) ?? lobby.content[0];
  if (!other) throw new Error('The seed has no other member in the lobby');
  const feed = (await (await apiFetch('feed/my/0', { token })).json()) as {
    content: { id: number }[];
  };
  const share = (await (await apiFetch('plan/share', { method: 'POST', token })).json()) as {
    token: string;
  };
  return {
    planToken: share.token,
    eventId: event.id,
    year: event.year,
    otherUserId: other.id,
    tagId: other.tags[0]?.id ?? 1,
    postId: feed.content[0]?.id ?? null,
  };
}
