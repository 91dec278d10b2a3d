import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/api/contract/auth';
import { loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { addFavourite, publishedEvents } from './support/program-data';
import { visible } from './support/screens';

// Issue #43: guests on /shop (item 10) and festival time on a phone abroad (item 4).
const LANGUAGES = [
  { language: 'de', note: 'Alle Zeiten sind Festivalzeit (Berlin).', login: 'Anmelden' },
  { language: 'en', note: 'All times are festival time (Berlin).', login: 'Log in' },
] as const;

let browser: Browser;
let member: SessionUser;
let eventId: number;
let eventTitle: string;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await loginViaApi('user@festival.test', 'Festival2025!');
  const [event] = await publishedEvents();
  if (!event) throw new Error('the seed has no published event');
  eventId = event.id;
  eventTitle = event.title;
  await addFavourite(member.accessToken, eventId);
});

afterAll(async () => {
  await browser?.close();
});

const phone = async (language: string, timezoneId = 'Europe/Berlin'): Promise<Page> => {
  const page = await newMobilePage(browser, { timezoneId });
  await page.addInitScript((lang) => localStorage.setItem('festival.language', lang), language);
  return page;
};

describe('guests on the shop', () => {
  it.each(LANGUAGES)('get the guest navigation, not the member bar ($language)', async (l) => {
    const page = await phone(l.language);
    await page.goto('/shop');
    const bar = page.getByRole('navigation', { name: /^(schnellnavigation|quick navigation)$/i });
    await visible(bar.getByRole('link', { name: l.login }));
    expect(await bar.getByRole('link').allTextContents()).toEqual(
      l.language === 'de'
        ? ['Programm', 'Tickets', 'Gespeichert', 'Anmelden']
        : ['Program', 'Tickets', 'Saved', 'Log in'],
    );
    expect(await page.getByRole('link', { name: /^(feed|lobby|chats)/i }).count()).toBe(0);
    await visible(page.getByRole('heading', { name: 'Festival Pass' }));
    await screenshot(page, `guest-shop-${l.language}`);
    await bar.getByRole('link', { name: l.login }).click();
    await page.waitForURL(/\/login/);
    await page.context().close();
  });
});

describe('festival time on a phone abroad', () => {
  it.each(LANGUAGES)('program, event and My Timetable say it once ($language)', async (l) => {
    const page = await phone(l.language, 'America/New_York');
    await page.goto('/u/events');
    await visible(page.getByTestId('festival-time-note'));
    expect(await page.getByText(l.note).count()).toBe(1);
    await screenshot(page, `festival-time-program-${l.language}`);

    await page.goto(`/u/event/${eventId}`);
    await visible(page.getByTestId('festival-time-note'));
    expect(await page.getByText(l.note).count()).toBe(1);
    await screenshot(page, `festival-time-event-${l.language}`);
    await page.context().close();

    const memberPage = await phone(l.language, 'America/New_York');
    await storeSession(memberPage, member);
    await memberPage.goto('/favourites');
    await visible(memberPage.getByText(eventTitle).first());
    await visible(memberPage.getByTestId('festival-time-note'));
    expect(await memberPage.getByText(l.note).count()).toBe(1);
    await screenshot(memberPage, `festival-time-timetable-${l.language}`);
    await memberPage.context().close();
  });

  it('says nothing on a phone in Berlin', async () => {
    const page = await phone('de');
    await page.goto('/u/events');
    await visible(page.getByRole('heading', { name: 'Programm' }));
    expect(await page.getByTestId('festival-time-note').count()).toBe(0);
    await page.context().close();
  });
});
