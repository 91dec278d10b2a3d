import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleXml } from '../bench/lib/schedule-xml.mjs';
import { apiFetch, loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { visible } from './support/screens';

const PASSWORD = 'Festival2025!';
const series = Number(Date.now().toString().slice(-7));
const acronym = `e2e${series}`;

let browser: Browser;
let schedule: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await loginViaApi('admin@festival.test', PASSWORD);
  const res = await apiFetch('management/options', { token: admin.accessToken });
  const { defaultYear } = (await res.json()) as { defaultYear: number };
  // Six sessions in the festival's own edition, so the program shows them.
  schedule = scheduleXml({
    events: 6,
    days: 1,
    rooms: 2,
    acronym,
    series,
    firstDay: `${defaultYear}-08-14`,
  });
});
afterAll(async () => {
  await browser?.close();
});

async function staffPage(language: 'de' | 'en'): Promise<Page> {
  const page = await newMobilePage(browser);
  await page.addInitScript((lang) => localStorage.setItem('festival.language', lang), language);
  await storeSession(page, await loginViaApi('promoter@festival.test', PASSWORD));
  return page;
}

const upload = (page: Page, name: string, content: string) =>
  page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: name.endsWith('.xml') ? 'application/xml' : 'application/json',
    buffer: Buffer.from(content),
  });

describe('schedule import', () => {
  it('staff upload a schedule.xml, see the difference, apply it, and the program shows the events', async () => {
    const page = await staffPage('de');
    await page.goto('/management');
    await (await visible(page.getByRole('link', { name: 'Programm importieren' }))).click();
    await visible(page.getByRole('heading', { name: 'Programm importieren' }));
    await upload(page, 'schedule.xml', schedule);
    await visible(page.getByText('6 neu', { exact: true }), 30_000);
    await visible(page.getByRole('heading', { name: 'Neue Veranstaltungen (6)' }));
    await visible(page.getByText('Neue Orte (2): Hall 1, Hall 2'));
    await screenshot(page, 'schedule-import-difference-de', true);
    await page.getByRole('button', { name: 'Import übernehmen' }).click();
    await visible(page.getByText('Import gespeichert: 6 neu, 0 geändert, 0 entfallen.'), 30_000);

    await page.goto('/events');
    const search = await visible(
      page.getByRole('searchbox', { name: 'Events durchsuchen' }),
      30_000,
    );
    await search.fill('Session 4: sound');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Session 4: sound & systems' }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await page.close();
  });

  it('a bad file names its line, and a newer version shows the moved event field by field (English)', async () => {
    const page = await staffPage('en');
    await page.goto('/management/schedule-import');
    await visible(page.getByRole('heading', { name: 'Import schedule' }));
    await upload(page, 'broken.xml', schedule.replace('</conference>', ''));
    const alert = await visible(page.getByTestId('import-error'), 30_000);
    expect(await alert.innerText()).toMatch(/Line \d+, column \d+: the XML is broken/);
    await screenshot(page, 'schedule-import-error-en');

    const moved = schedule.replace(/T(\d\d):(\d\d):00\+02:00<\/date>/, 'T23:15:00+02:00</date>');
    await upload(page, 'schedule.xml', moved);
    await visible(page.getByText('1 changed', { exact: true }), 30_000);
    await visible(page.getByText(/^Start: .+ → .+23:15$/));
    await screenshot(page, 'schedule-import-difference-en', true);
    await page.getByRole('button', { name: 'Apply import' }).click();
    await visible(page.getByText('Import saved: 0 new, 1 changed, 0 withdrawn.'), 30_000);
    await page.close();
  });
});
