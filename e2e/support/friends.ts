import type { Page } from 'playwright-core';
import type { SessionUser } from '../../src/api/contract/auth';
import { friendsPlansDto, type FriendsPlansDto } from '../../src/api/contract/friends';
import { eventDto } from '../../src/api/contract/program';
import { apiFetch, loginViaApi } from './api';
import { readStore } from './offline-store';
import { addFavourite } from './program-data';
import { newMember, registerViaApi } from './users';

/** The seeded admin (server/seed): only admins add events (spec §6). */
const ADMIN = { email: 'admin@festival.test', password: 'Festival2025!' };

/** A published festival event the test owns, created and published through the API. */
export async function createPublishedEvent(
  title: string,
  dateTime: string,
  end: string,
): Promise<number> {
  const { accessToken: token } = await loginViaApi(ADMIN.email, ADMIN.password);
  const res = await apiFetch('event/create', {
    method: 'POST',
    token,
    json: { title, dateTime, end, conference: false, genres: [] },
  });
  if (!res.ok) throw new Error(`event/create: ${res.status} ${await res.text()}`);
  const { id } = eventDto.parse(await res.json());
  const published = await apiFetch(`event/state/change/${id}/PUBLISHED`, { token });
  if (!published.ok) throw new Error(`publishing ${id}: ${published.status}`);
  return id;
}

/** A new member with `saved` as favourites and `musts` marked must-see through the outbox call. */
export async function memberWithPlan(
  firstName: string,
  saved: readonly number[],
  musts: readonly number[] = [],
): Promise<SessionUser> {
  const member = newMember(firstName);
  await registerViaApi(member);
  const user = await loginViaApi(member.email, member.password);
  for (const id of saved) await addFavourite(user.accessToken, id);
  if (musts.length > 0) {
    const items = musts.map((target) => ({
      id: `${firstName}-must-${target}`,
      kind: 'priority.must',
      target,
    }));
    const res = await apiFetch('sync/batch', {
      method: 'POST',
      token: user.accessToken,
      json: { items },
    });
    if (!res.ok) throw new Error(`sync/batch: ${res.status} ${await res.text()}`);
  }
  return user;
}

export async function friendsPlansOf(token: string): Promise<FriendsPlansDto> {
  const res = await apiFetch('friends/plans', { token });
  if (!res.ok) throw new Error(`friends/plans: ${res.status}`);
  return friendsPlansDto.parse(await res.json());
}

export interface StoredFriendPlan {
  userId: number;
  friendId: number;
  eventId: number;
  priority: string;
}

export const storedFriendPlans = (page: Page) => readStore<StoredFriendPlan>(page, 'friendPlans');

/** Switches the app's language for the next load (what the language menu stores). */
export async function useLanguage(page: Page, language: 'de' | 'en'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('festival.language', value), language);
}
