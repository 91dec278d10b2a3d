import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../src/lib/language';
import { apiFetch, loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { appUrl } from './support/context';
import { publishedEvents } from './support/program-data';
import { visible } from './support/screens';

// Texts from locales/{de,en}/schedule.json.
const TEXTS = {
  de: {
    giggity: 'In Giggity öffnen',
    xml: 'schedule.xml (Fahrplan-Apps)',
    changelog: 'Programmänderungen',
    member: 'Programm in anderen Apps und Änderungen',
    title: 'Programmänderungen 2019',
    moved: 'Verlegt',
    new: 'Neu',
  },
  en: {
    giggity: 'Open in Giggity',
    xml: 'schedule.xml (schedule apps)',
    changelog: 'Program changes',
    member: 'Program in other apps and changes',
    title: 'Program changes 2019',
    moved: 'Moved',
    new: 'New',
  },
} as const;
type Language = keyof typeof TEXTS;

// An edition of its own, so the festival year's program and its other tests stay as they are.
const PAST_YEAR = 2019;
const TITLE = 'Changelog Night';

let browser: Browser;
let year: number;
let versions: number[] = [];

async function phone(language: Language): Promise<Page> {
  const page = await newMobilePage(browser);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    LANGUAGE_STORAGE_KEY,
    language,
  ] as const);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  year = (await publishedEvents())[0]?.year ?? 0;
  // Staff publish an event of 2019 and then move it: two versions of that edition.
  const { accessToken } = await loginViaApi('admin@festival.test', 'Festival2025!');
  const event = {
    title: TITLE,
    dateTime: `${PAST_YEAR}-08-16T22:00`,
    conference: false,
    genres: [],
    year: PAST_YEAR,
  };
  const created = await apiFetch('event/create', {
    method: 'POST',
    token: accessToken,
    json: event,
  });
  expect(created.status).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const moved = await apiFetch('event/update', {
    method: 'POST',
    token: accessToken,
    json: { ...event, id, dateTime: `${PAST_YEAR}-08-17T01:30` },
  });
  expect(moved.status).toBe(200);
  const log = (await (await apiFetch(`schedule/${PAST_YEAR}/changelog`)).json()) as {
    releases: { version: number }[];
  };
  versions = log.releases.map((release) => release.version);
});

afterAll(async () => {
  await browser?.close();
});

describe('the program for other apps (issue #40)', () => {
  it.each(['de', 'en'] as const)(
    'the public program links to Giggity, schedule.xml/json and the changelog (%s)',
    async (language) => {
      const text = TEXTS[language];
      const page = await phone(language);
      await page.goto('/u/events');
      const links = await visible(page.getByTestId('schedule-links'));
      const giggity = await visible(links.getByRole('link', { name: text.giggity }));
      const xmlUrl = appUrl(`/api/schedule/${year}/${language}/schedule.xml`);
      expect(await giggity.getAttribute('href')).toBe(
        `https://ggt.gaa.st/#url=${encodeURIComponent(xmlUrl)}`,
      );
      const xmlHref = await links.getByRole('link', { name: text.xml }).getAttribute('href');
      expect(xmlHref).toBe(xmlUrl);
      // The link works without the app: a schedule app gets the file.
      const res = await fetch(xmlHref ?? '');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/vnd.c3voc.schedule+xml');
      expect(await links.getByRole('link', { name: text.changelog }).getAttribute('href')).toBe(
        `/u/changes/${year}?iframe=true`,
      );
      await screenshot(page, `schedule-links-${language}`);
      await page.close();
    },
  );

  it.each(['de', 'en'] as const)(
    'the member program links to the public page with the feeds and changes (%s)',
    async (language) => {
      const page = await phone(language);
      await storeSession(page, await loginViaApi('user@festival.test', 'Festival2025!'));
      await page.goto('/events');
      const link = await visible(page.getByRole('link', { name: TEXTS[language].member }));
      expect(await link.getAttribute('href')).toBe(`/u/changes/${year}`);
      await screenshot(page, `schedule-member-link-${language}`);
      await link.click();
      await visible(page.getByRole('link', { name: TEXTS[language].giggity }));
      await page.close();
    },
  );

  it.each(['de', 'en'] as const)(
    'the changelog lists the versions newest first: moved above new (%s)',
    async (language) => {
      const text = TEXTS[language];
      const page = await phone(language);
      await page.goto(`/u/changes/${PAST_YEAR}?iframe=true`);
      await visible(page.getByRole('heading', { level: 1, name: text.title }));
      const sections = page.locator('section[id^="v"]');
      await visible(sections.first());
      expect(await sections.evaluateAll((all) => all.map((s) => s.id))).toEqual(
        versions.map((v) => `v${v}`),
      );
      await visible(sections.first().getByText(text.moved, { exact: true }));
      await visible(sections.last().getByText(text.new, { exact: true }));
      await visible(sections.first().getByText(TITLE));
      // Embeddable: no member header on the /u page.
      expect(await page.getByRole('banner').count()).toBe(0);
      await screenshot(page, `schedule-changelog-${language}`);
      await page.close();
    },
  );
});
