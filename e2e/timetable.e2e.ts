import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/api/contract/auth';
import type { EventDto } from '../src/api/contract/program';
import { loginViaApi, storeSession } from './support/api';
import { launchBrowser, launchPersistent, newMobilePage, screenshot } from './support/browser';
import {
  clickHeart,
  openProgram,
  programItem,
  renderedEventIds,
} from './support/offline-favourites';
import { outboxRows, pollUntil, storedFavouriteIds, syncMetaOf } from './support/offline-store';
import { waitForController } from './support/offline-worker';
import {
  addFavourite,
  berlinClock,
  clockIn,
  eventApartFrom,
  overlappingPair,
  publishedEvents,
} from './support/program-data';
import { visible } from './support/screens';
import { newMember, registerViaApi } from './support/users';

// locales/de/timetable.json and pwa.json
const LAST_UPDATED = /^Offline – zuletzt aktualisiert /;
const conflictText = (other: EventDto) => `Überschneidet sich mit ${other.title}`;

let browser: Browser;
/** A member with a, b and c saved; `emptySession` has nothing saved. */
let session: SessionUser;
let emptySession: SessionUser;
let a: EventDto;
let b: EventDto;
let c: EventDto;

const entry = (page: Page, event: EventDto): Locator =>
  page.getByTestId(`timetable-entry-${event.id}`);
const viewControl = (page: Page, name: 'Liste' | 'Raster') =>
  page.getByRole('radiogroup', { name: 'Ansicht' }).getByText(name, { exact: true });
const range = (event: EventDto) => `${berlinClock(event.dateTime)} – ${berlinClock(event.end!)}`;

async function memberPage(options = {}, as = session): Promise<Page> {
  const page = await newMobilePage(browser, options);
  await storeSession(page, as);
  return page;
}

/** A new member, logged in, with `saved` as favourites on the server. */
async function memberWith(name: string, saved: EventDto[]): Promise<SessionUser> {
  const member = newMember(name);
  await registerViaApi(member);
  const user = await loginViaApi(member.email, member.password);
  for (const event of saved) await addFavourite(user.accessToken, event.id);
  return user;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const events = await publishedEvents();
  // Two conference sessions at the same time in different rooms, and one apart from both.
  [a, b] = overlappingPair(events.filter((event) => event.conference));
  c = eventApartFrom(
    events.filter((event) => event.conference),
    [a, b],
  );
  emptySession = await memberWith('Tom', []);
  session = await memberWith('Tina', [a, b, c]);
});

afterAll(async () => {
  await browser?.close();
});

describe('My Timetable', () => {
  it('greets guests and an empty timetable with the spec texts', async () => {
    const guest = await newMobilePage(browser);
    await guest.goto('/favourites');
    await visible(
      guest.getByText(
        'Melde dich an, um Favoriten zu speichern und deinen persönlichen Zeitplan zu erstellen',
      ),
    );
    await visible(
      guest
        .getByRole('link', { name: 'Anmelden' })
        .or(guest.getByRole('button', { name: 'Anmelden' })),
    );
    await guest.context().close();

    const page = await memberPage({}, emptySession);
    await page.goto('/favourites');
    await visible(page.getByText('Sieht leer aus'));
    await visible(page.getByRole('link', { name: 'Zum Programm' }));
    await screenshot(page, 'timetable-empty');
    await page.context().close();
  });

  it('lists favourites, marks overlapping ones as conflicts in list and grid', async () => {
    const page = await memberPage();
    await page.goto('/favourites');
    await visible(entry(page, a), 30_000);
    await visible(entry(page, c));
    // List: the overlapping two say with what they overlap; the third says nothing.
    expect(await entry(page, a).getAttribute('data-conflict')).toBe('true');
    expect(await entry(page, b).getAttribute('data-conflict')).toBe('true');
    expect(await entry(page, c).getAttribute('data-conflict')).toBeNull();
    await visible(entry(page, a).getByText(conflictText(b)));
    await visible(entry(page, b).getByText(conflictText(a)));
    await visible(entry(page, a).getByText(range(a)));
    await screenshot(page, 'timetable-list', true);

    await viewControl(page, 'Raster').click();
    const grid = page.locator('a[data-conflict]');
    await visible(grid);
    const blockOf = (event: EventDto) =>
      page.locator(`a[href="/event/${event.id}"]`).filter({ hasText: event.title });
    // The grid shows one day; choose the day of the overlapping pair when several exist.
    const dayPicker = page.getByRole('radiogroup', { name: 'Festivaltag' });
    if ((await blockOf(a).count()) === 0 && (await dayPicker.count()) > 0) {
      const [, month, day] = berlinDayOf(a).split('-');
      await dayPicker.getByText(`${day}.${month}.`).click();
    }
    await visible(blockOf(a));
    expect(await blockOf(a).getAttribute('data-conflict')).toBe('true');
    expect(await blockOf(b).getAttribute('data-conflict')).toBe('true');
    // 50 px per hour (spec §2/§9): the block's height follows the duration.
    const box = await blockOf(a).boundingBox();
    const hours = (Date.parse(a.end!) - Date.parse(a.dateTime)) / 3_600_000;
    expect(Math.abs((box?.height ?? 0) - hours * 50)).toBeLessThanOrEqual(4);
    await screenshot(page, 'timetable-grid', true);

    // The choice is remembered.
    await page.reload();
    await visible(blockOf(a));
    await viewControl(page, 'Liste').click();
    await visible(entry(page, a));
    await page.context().close();
  });

  it('downloads one event as an .ics file in Europe/Berlin time', async () => {
    const page = await memberPage();
    await page.goto('/favourites');
    await visible(entry(page, a), 30_000);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      entry(page, a)
        .getByRole('button', { name: `${a.title} in meinen Kalender übernehmen (.ics)` })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile(await download.path(), 'utf8');
    const wall = (iso: string) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Berlin',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .format(new Date(iso))
        .replace(/[-: ]/g, '')
        .replace(/^(\d{8})/, '$1T');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('TZID:Europe/Berlin');
    expect(ics).toContain(`SUMMARY:${a.title}`);
    expect(ics).toContain(`DTSTART;TZID=Europe/Berlin:${wall(a.dateTime)}`);
    expect(ics).toContain(`DTEND;TZID=Europe/Berlin:${wall(a.end!)}`);
    await page.context().close();
  });

  it('shows Berlin times on a phone set to America/New_York', async () => {
    const page = await memberPage({ timezoneId: 'America/New_York' });
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    expect(clockIn(a.dateTime, 'America/New_York')).not.toBe(berlinClock(a.dateTime));
    await page.goto('/favourites');
    await visible(entry(page, a).getByText(range(a)), 30_000);
    await viewControl(page, 'Raster').click();
    await visible(page.locator(`a[href="/event/${a.id}"]`).getByText(range(a)));
    await screenshot(page, 'timetable-grid-new-york', true);

    await page.goto(`/event/${a.id}`);
    await visible(page.getByText(range(a)));
    await openProgram(page);
    await page.getByRole('searchbox', { name: 'Events durchsuchen' }).fill(a.title);
    await visible(programItem(page, a.id).getByText(berlinClock(a.dateTime), { exact: true }));
    await screenshot(page, 'program-new-york');
    await page.context().close();
  });
});

describe('offline after one online visit', () => {
  let context: BrowserContext;
  // A member of its own: the heart tapped offline below must not reach Tina's timetable.
  let offlineSession: SessionUser;

  beforeAll(async () => {
    offlineSession = await memberWith('Toni', [a, b, c]);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('program, event page and timetable load from the worker and IndexedDB', async () => {
    context = await launchPersistent();
    const page = await context.newPage();
    await storeSession(page, offlineSession);
    await page.goto('/favourites');
    await waitForController(page);
    await pollUntil(
      () => syncMetaOf(page, 'events'),
      (meta) => meta?.lastUpdated != null,
      30_000,
      'program in IndexedDB',
    );
    await pollUntil(
      () => storedFavouriteIds(page),
      (ids) => [a, b, c].every((event) => ids.includes(event.id)),
      30_000,
      'favourites in IndexedDB',
    );

    await context.setOffline(true);
    await page.reload();
    await visible(entry(page, a), 30_000);
    await visible(page.getByRole('status').filter({ hasText: LAST_UPDATED }));
    await visible(entry(page, a).getByText(conflictText(b)));
    await screenshot(page, 'offline-timetable', true);

    await openProgram(page);
    await visible(page.getByRole('tab', { name: 'Orte' }));
    // A change made offline waits in the outbox; the top bar says so in full, even on a phone.
    const [first] = (await renderedEventIds(page)).filter(
      (id) => ![a, b, c].some((event) => event.id === id),
    );
    if (first === undefined) throw new Error('No unsaved event rendered');
    await clickHeart(page, first, true);
    const badge = await visible(
      page.getByTestId('sync-indicator').getByText('Offline · 1 Änderung wartet'),
    );
    const inner = await badge.evaluate((el) => {
      const label = el.closest('.mantine-Badge-root') ?? el;
      return { scroll: label.scrollWidth, client: label.clientWidth };
    });
    expect(inner.scroll).toBeLessThanOrEqual(inner.client + 1);
    await screenshot(page, 'offline-program');

    await page.goto(`/event/${a.id}`);
    await visible(page.getByRole('heading', { level: 1, name: a.title }));
    await visible(page.getByText(range(a)));
    await screenshot(page, 'offline-event', true);
    await context.setOffline(false);
    await pollUntil(
      () => outboxRows(page),
      (rows) => rows.length === 0,
      20_000,
      'outbox drained after reconnect',
    );
  });
});

function berlinDayOf(event: EventDto): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(
    new Date(event.dateTime),
  );
}
