import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto, VenueDto } from '../src/api/contract/program';
import { siteMapDto } from '../src/api/contract/site-map';
import { LANGUAGE_STORAGE_KEY } from '../src/lib/language';
import { apiFetch, loginViaApi, storeSession } from './support/api';
import { axeFindings } from './support/axe';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { pollUntil, syncMetaOf } from './support/offline-store';
import { waitForController } from './support/offline-worker';
import { publishedEvents } from './support/program-data';
import { visible } from './support/screens';

const PASSWORD = 'Festival2025!';
const PLAN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500">
  <rect width="400" height="500" fill="#e9f5e1"/>
  <path d="M20 250 H380 M200 20 V480" stroke="#c9b48a" stroke-width="18" fill="none"/>
  <rect x="30" y="30" width="340" height="440" fill="none" stroke="#7a9a5b" stroke-width="4"/>
</svg>`;
/** Where the three stages go, as fractions of the plan (one per quarter, so no labels overlap). */
const SPOTS = [
  [0.27, 0.16],
  [0.73, 0.45],
  [0.3, 0.78],
] as const;

let browser: Browser;
let stages: VenueDto[];
let program: EventDto[];
/** The fixed clock of the attendee's phone: inside a set at the first stage. */
let clock: Date;

const endOf = (event: EventDto) =>
  Date.parse(event.end ?? event.dateTime) + (event.end ? 0 : 3 * 3_600_000);

/** Now and next at a venue at `at`, worked out here from the program (not by the app's rules). */
function expected(venue: VenueDto, at: number) {
  const here = program
    .filter((event) => event.venue?.id === venue.id)
    .sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime));
  const now = here.filter((event) => Date.parse(event.dateTime) <= at && endOf(event) > at).at(-1);
  const next = here.find((event) => Date.parse(event.dateTime) > at);
  return { now: now?.title ?? null, next: next?.title ?? null };
}

beforeAll(async () => {
  browser = await launchBrowser();
  program = await publishedEvents();
  const venues = (await (await apiFetch('venue/all')).json()) as VenueDto[];
  const count = (venue: VenueDto) => program.filter((e) => e.venue?.id === venue.id).length;
  stages = venues
    .filter((venue) => venue.latitude !== null)
    .sort((a, b) => count(b) - count(a))
    .slice(0, 3);
  expect(stages).toHaveLength(3);
  const set = program.find((event) => event.venue?.id === stages[0]?.id && event.end !== null);
  if (!set) throw new Error('no timed set at the first stage');
  clock = new Date((Date.parse(set.dateTime) + endOf(set)) / 2);
});
afterAll(async () => {
  await browser.close();
});

async function placeStages(page: Page): Promise<void> {
  await page.goto('/management/site-map');
  await visible(page.getByRole('heading', { name: 'Lageplan bearbeiten' }));
  await page.locator('input[type=file]').setInputFiles({
    name: 'gelaende.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(PLAN_SVG),
  });
  const plan = await visible(page.getByTestId('plan-editor'));
  const box = await plan.boundingBox();
  if (!box) throw new Error('the plan has no box');
  const picker = page.getByLabel('Zu setzen');
  for (const [index, venue] of stages.entries()) {
    await picker.selectOption(`venue-${venue.id}`);
    const [x, y] = SPOTS[index] ?? [0.5, 0.5];
    await plan.click({ position: { x: box.width * x, y: box.height * y } });
  }
  // The facility is placed by keyboard: the arrow keys move the cross (from the last tap, the
  // third stage at 30 %, 78 %) by 5 % with Shift and 1 % without; Enter places.
  await picker.selectOption('toilets');
  await page.getByLabel('Name', { exact: true }).fill('Klos am Tor');
  await plan.focus();
  for (let step = 0; step < 11; step += 1) await page.keyboard.press('Shift+ArrowRight');
  for (let step = 0; step < 2; step += 1) await page.keyboard.press('Shift+ArrowDown');
  for (let step = 0; step < 2; step += 1) await page.keyboard.press('ArrowDown');
  await visible(page.getByText('Kreuz bei 85 % von links, 90 % von oben', { exact: false }));
  await screenshot(page, 'site-map-editor-keyboard-de');
  await page.keyboard.press('Enter');
  await visible(page.getByRole('button', { name: 'Toiletten: Klos am Tor entfernen' }));
  // The first two stages geo-reference the plan.
  const references = page.getByRole('checkbox', { name: 'Bezugspunkt' });
  await references.nth(0).check();
  await references.nth(1).check();
  await screenshot(page, 'site-map-editor-de', true);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await visible(page.getByText('Lageplan gespeichert'));
}

/** English from the next load on, as the app's language switch stores it (locale texts are precached). */
async function toEnglish(page: Page): Promise<void> {
  await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}

/** Each stage's marker on the plan, then the list: the same now and next, word for word. */
async function expectStagesShown(
  page: Page,
  words: { now: string; next: string; none: string; over: string },
) {
  const at = clock.getTime();
  const lines: Record<string, string[]> = {};
  for (const venue of stages) {
    const marker = await visible(page.getByTestId(`map-stage-${venue.id}`));
    const { now, next } = expected(venue, at);
    const text = await marker.innerText();
    expect(text).toContain(venue.name);
    expect(text).toContain(`${words.now}: ${now ?? words.none}`);
    expect(text).toContain(next ? next : words.over);
    lines[venue.id] = text
      .split('\n')
      .slice(1)
      .filter((line) => /^(Jetzt|Now|Danach|Next):/.test(line));
  }
  expect(expected(stages[0]!, at).now).not.toBeNull();
  await page.getByRole('tab', { name: words.now === 'Jetzt' ? 'Liste' : 'List' }).click();
  for (const venue of stages) {
    const item = await visible(page.getByTestId(`list-stage-${venue.id}`));
    const listLines = (await item.innerText())
      .split('\n')
      .filter((line) => /^(Jetzt|Now|Danach|Next):/.test(line));
    expect(listLines).toEqual(lines[venue.id]);
    await visible(item.getByRole('heading', { name: venue.name }));
  }
}

describe('site map', () => {
  it('staff place three stages; the attendee map opened offline shows now and next, also as a list', async () => {
    const admin = await newMobilePage(browser);
    await storeSession(admin, await loginViaApi('admin@festival.test', PASSWORD));
    await placeStages(admin);
    const stored = siteMapDto.parse(await (await apiFetch('site-map')).json());
    expect(stored.points.filter((p) => p.kind === 'stage').map((p) => p.venueId)).toEqual(
      stages.map((venue) => venue.id),
    );
    await toEnglish(admin);
    await visible(admin.getByRole('heading', { name: 'Edit site map' }));
    await screenshot(admin, 'site-map-editor-en', true);
    expect(await axeFindings(admin)).toEqual([]);
    await admin.context().close();

    // The attendee stands at the third stage, with a fixed clock.
    const third = stages[2]!;
    const page = await newMobilePage(browser, {
      geolocation: { latitude: third.latitude!, longitude: third.longitude! },
      permissions: ['geolocation'],
    });
    await page.clock.setFixedTime(clock);
    await storeSession(page, await loginViaApi('user@festival.test', PASSWORD));
    await page.goto('/map');
    await waitForController(page);
    await pollUntil(
      () => syncMetaOf(page, 'siteMap'),
      (meta) => meta?.lastUpdated != null,
      30_000,
      'site map in IndexedDB',
    );

    await page.context().setOffline(true);
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Lageplan' }));
    await visible(page.getByTestId('site-plan').locator('img'));
    await visible(page.getByTestId('position-note').filter({ hasText: third.name }));
    await expectStagesShown(page, {
      now: 'Jetzt',
      next: 'Danach',
      none: 'Gerade nichts',
      over: 'Nichts mehr geplant',
    });
    await screenshot(page, 'site-map-list-de', true);
    // The placed plan and its list, checked as e2e/accessibility.e2e.ts checks every screen.
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Karte' }).click();
    await screenshot(page, 'site-map-de');
    expect(await axeFindings(page)).toEqual([]);

    await toEnglish(page);
    await visible(page.getByRole('heading', { name: 'Site map' }));
    await screenshot(page, 'site-map-en');
    await expectStagesShown(page, {
      now: 'Now',
      next: 'Next',
      none: 'Nothing on',
      over: 'Nothing more planned',
    });
    await screenshot(page, 'site-map-list-en', true);

    // A stage opens its program (back online, the program list itself is not the subject).
    await page.context().setOffline(false);
    await page.getByRole('tab', { name: 'Map' }).click();
    await page.getByTestId(`map-stage-${stages[0]!.id}`).click();
    await visible(page.getByText(`Venue: ${stages[0]!.name}`));
    await page.context().close();
  });
});
