import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto } from '../src/api/contract/program';
import { loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { APP_ROW, openProgram, programItem, renderedEventIds } from './support/offline-favourites';
import { syncMetaOf } from './support/offline-store';
import { publishedEvents } from './support/program-data';
import { onPath, visible } from './support/screens';

// locales/de/program.json
const FILTER_STORAGE_KEY = 'festival.programFilter';
const EMPTY_TEXT = 'Nichts passt zu deiner Suche :(';

let browser: Browser;
let events: EventDto[];

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const countLine = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ Events?( |$)/ });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Events durchsuchen' });
const filterButton = (page: Page) => page.getByRole('button', { name: /^Filter öffnen/ });

async function countShown(page: Page): Promise<number> {
  const text = (await visible(countLine(page))).textContent();
  return Number(/^(\d+)/.exec((await text) ?? '')?.[1] ?? NaN);
}

async function memberPage(): Promise<Page> {
  const page = await newMobilePage(browser);
  await storeSession(page, await loginViaApi('user@festival.test', 'Festival2025!'));
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  events = await publishedEvents();
});

afterAll(async () => {
  await browser?.close();
});

describe('program', () => {
  it('shows the tabs Events, Artists/Speaker and Venues, each with its content', async () => {
    const page = await memberPage();
    await openProgram(page);
    await visible(page.getByRole('heading', { level: 1, name: 'Programm' }));
    // A festival with a conference: the middle tab names both (spec §2).
    expect(await tab(page, /^Events$/).getAttribute('aria-selected')).toBe('true');
    await visible(tab(page, /^Artists & Speaker$/));
    expect(await countShown(page)).toBe(events.length);
    // Day headings 'day.month weekday'.
    await visible(page.getByRole('heading', { name: /^\d{1,2}\.\d{1,2}\.? \p{L}+/u }));
    await screenshot(page, 'program-events');

    await tab(page, /^Artists & Speaker$/).click();
    await page.waitForURL(/tab=artists/);
    const artists = page.getByRole('list', { name: 'Artists und Speaker' }).getByRole('listitem');
    await visible(artists);
    expect(await artists.count()).toBeGreaterThan(0);
    await screenshot(page, 'program-artists');

    await tab(page, /^Orte$/).click();
    await page.waitForURL(/tab=venues/);
    const venues = page.getByRole('list', { name: 'Orte' }).getByRole('listitem');
    await visible(venues);
    const venueNames = new Set(events.flatMap((event) => (event.venue ? [event.venue.name] : [])));
    expect(await venues.count()).toBeGreaterThanOrEqual(venueNames.size);
    await screenshot(page, 'program-venues');

    // The tab is in the URL, so a reload keeps it.
    await page.reload();
    await visible(page.getByRole('list', { name: 'Orte' }));
    expect(await tab(page, /^Orte$/).getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });

  it('searches titles, artists and venues, and says so when nothing matches', async () => {
    const page = await memberPage();
    await openProgram(page);
    const target = events.find(
      (event) =>
        event.title.length > 8 &&
        events.filter((other) => other.title.includes(event.title)).length === 1,
    );
    if (!target) throw new Error('No event with a distinctive title');
    await searchBox(page).fill(target.title);
    await visible(page.getByRole('status').filter({ hasText: /^1 Event gefunden$/ }));
    expect(await renderedEventIds(page)).toEqual([target.id]);

    const venue = target.venue?.name;
    if (venue) {
      await searchBox(page).fill(venue);
      const expected = events.filter(
        (event) =>
          event.venue?.name.toLowerCase().includes(venue.toLowerCase()) ||
          event.title.toLowerCase().includes(venue.toLowerCase()) ||
          event.artists.some((a) => a.name.toLowerCase().includes(venue.toLowerCase())),
      ).length;
      await visible(page.getByRole('status').filter({ hasText: `${expected} Event` }));
      await visible(programItem(page, (await renderedEventIds(page))[0] ?? -1));
    }

    await searchBox(page).fill('zzqx-nothing-like-this');
    await visible(page.getByText(EMPTY_TEXT));
    await screenshot(page, 'program-search-empty');
    await page.getByRole('button', { name: 'Suche und Filter zurücksetzen' }).click();
    await visible(page.getByRole('status').filter({ hasText: `${events.length} Events` }));
    expect(await searchBox(page).inputValue()).toBe('');
    await page.context().close();
  });

  it('filters in a dialog, keeps the filter across a reload and drops an invalid stored one', async () => {
    const page = await memberPage();
    await openProgram(page);
    const conference = events.filter((event) => event.conference).length;
    expect(conference).toBeGreaterThan(0);
    expect(conference).toBeLessThan(events.length);

    await filterButton(page).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Programm filtern' }));
    await dialog.getByText('Konferenz', { exact: true }).click();
    const show = dialog.getByRole('button', { name: `${conference} Events anzeigen` });
    await visible(show);
    await screenshot(page, 'program-filter-dialog');
    await show.click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByRole('status').filter({ hasText: `${conference} Events gefunden` }));
    await visible(page.getByRole('button', { name: 'Filter öffnen (1 ausgewählt)' }));
    const stored: unknown = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), FILTER_STORAGE_KEY)) ?? 'null',
    );
    expect(stored).toMatchObject({ selectedTypes: ['conference'] });
    await screenshot(page, 'program-filtered');

    // Restored after a reload (spec §4) …
    await page.reload();
    await visible(page.getByRole('status').filter({ hasText: `${conference} Events gefunden` }));
    await visible(page.getByRole('button', { name: 'Filter öffnen (1 ausgewählt)' }));

    // … the A–Z letter is part of it …
    const letter = events
      .filter((event) => event.conference)
      .map((event) => event.title.trim()[0]?.toUpperCase() ?? '')
      .find((first) => /^[A-Z]$/.test(first));
    if (letter) {
      await page
        .getByRole('group', { name: 'Nach Anfangsbuchstabe filtern' })
        .getByRole('button', { name: letter, exact: true })
        .click();
      const expected = events.filter(
        (event) => event.conference && event.title.trim().toUpperCase().startsWith(letter),
      ).length;
      await visible(page.getByRole('status').filter({ hasText: `${expected} Event` }));
      await page.reload();
      await visible(page.getByRole('status').filter({ hasText: `${expected} Event` }));
      await visible(
        page
          .getByRole('group', { name: 'Nach Anfangsbuchstabe filtern' })
          .getByRole('button', { name: letter, exact: true, pressed: true }),
      );
    }

    // … but only when every list field is an array; otherwise the program starts unfiltered.
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({
            selectedDates: 'today',
            selectedGenres: [],
            selectedDays: [],
            selectedTypes: ['conference'],
            selectedConferenceTypes: [],
            selectedConferenceTopics: [],
            character: null,
          }),
        ),
      FILTER_STORAGE_KEY,
    );
    await page.reload();
    await visible(page.getByRole('status').filter({ hasText: `${events.length} Events` }));
    await visible(page.getByRole('button', { name: 'Filter öffnen', exact: true }));
    await page.context().close();
  });

  it("a guest's first visit lists the program its first sync stored", async () => {
    const page = await newMobilePage(browser);
    await page.goto('/u/events');
    await visible(page.locator(APP_ROW), 30_000);
    // The route's loader waited for the first sync: the screen shows what the database holds.
    expect((await syncMetaOf(page, 'events'))?.etag ?? null).not.toBeNull();
    expect(await countShown(page)).toBe(events.length);
    await visible(tab(page, /^Artists & Speaker$/));
    await page.context().close();
  });

  it('the public program /u/events links to the embeddable event page', async () => {
    const page = await newMobilePage(browser);
    await page.goto('/u/events');
    await visible(page.locator(APP_ROW), 30_000);
    await expect(page.getByRole('banner').count()).resolves.toBe(0);
    const first = (await renderedEventIds(page))[0];
    if (first === undefined) throw new Error('No event rendered on /u/events');
    await programItem(page, first).getByRole('link').first().click();
    await onPath(page, `/u/event/${first}`);
    expect(new URL(page.url()).searchParams.get('iframe')).toBe('true');
    await visible(page.getByRole('heading', { level: 1 }));
    await page.context().close();
  });
});
