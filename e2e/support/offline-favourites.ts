import type { Locator, Page } from 'playwright-core';
import { apiFetch } from './api';
import { visible } from './screens';

// locales/de/event.json favourite.add / favourite.remove: the heart's name tells its state.
export const ADD_LABEL = 'Zu meinem Zeitplan hinzufügen';
export const REMOVE_LABEL = 'Aus meinem Zeitplan entfernen';

/** A row of the program list (an <article> carrying its event id). */
export const APP_ROW = '#root article[data-event-id]';

/** The program's list item of one event. */
export const programItem = (page: Page, eventId: number): Locator =>
  page.locator(`#root article[data-event-id="${eventId}"]`);

export const heartOf = (page: Page, eventId: number): Locator =>
  programItem(page, eventId).getByRole('button', {
    name: new RegExp(`^(${ADD_LABEL}|${REMOVE_LABEL})$`),
  });

/** The member's favourites as the server has them (GET /api/event/favourites/my). */
export async function serverFavourites(token: string): Promise<number[]> {
  const res = await apiFetch('event/favourites/my', { token });
  if (!res.ok) throw new Error(`GET favourites/my: ${res.status} ${await res.text()}`);
  const ids = (await res.json()) as number[];
  return [...ids].sort((a, b) => a - b);
}

export const sortedIds = (ids: Iterable<number>): number[] => [...ids].sort((a, b) => a - b);

/** Opens the program and waits until its event list is rendered (from IndexedDB). */
export async function openProgram(page: Page): Promise<void> {
  await page.goto('/events');
  await visible(page.locator(APP_ROW), 30_000);
}

/** Ids of the events the (virtualised) program list renders right now, top to bottom. */
export async function renderedEventIds(page: Page): Promise<number[]> {
  const labels = await page
    .locator(APP_ROW)
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-event-id') ?? ''));
  return labels.map(Number);
}

/** Whether the event's heart shows it as saved. */
export async function heartSaved(page: Page, eventId: number): Promise<boolean> {
  const heart = await visible(heartOf(page, eventId));
  return (await heart.getAttribute('aria-label')) === REMOVE_LABEL;
}

/**
 * Clicks the event's heart in the program, expecting it to go to `saved`, and waits until the
 * heart shows the new state (it reads Dexie, so this is the optimistic local change).
 */
export async function clickHeart(page: Page, eventId: number, saved: boolean): Promise<void> {
  const before = await heartSaved(page, eventId);
  if (before === saved) {
    throw new Error(`Event ${eventId} already shows saved=${String(saved)} before the click`);
  }
  await heartOf(page, eventId).click();
  await visible(
    programItem(page, eventId).getByRole('button', {
      name: saved ? REMOVE_LABEL : ADD_LABEL,
      exact: true,
    }),
  );
}
