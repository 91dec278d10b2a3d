import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { onPath, visible } from './support/screens';

const PASSWORD = 'Festival2025!';
const stamp = Date.now().toString(36).slice(-5);
const VENUE = `E2E Protokoll-Halle ${stamp}`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function pageAs(email: string, language: 'de' | 'en' = 'de'): Promise<Page> {
  const page = await newMobilePage(browser);
  if (language === 'en') {
    await page.addInitScript(() => localStorage.setItem('festival.language', 'en'));
  }
  await storeSession(page, await loginViaApi(email, PASSWORD));
  return page;
}

describe('staff powers (issue #42)', () => {
  it('a promoter is not offered /create/event, and is told why when opening it', async () => {
    const page = await pageAs('promoter@festival.test');
    await page.goto('/management?tab=events');
    await visible(page.getByRole('list', { name: 'Events' }).getByRole('listitem').first());
    expect(await page.getByRole('link', { name: 'Neues Event anlegen' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Protokoll' }).count()).toBe(0);

    await page.goto('/create/event');
    const notice = await visible(page.getByTestId('not-offered'));
    expect(await notice.innerText()).toContain('Neue Events legen nur Admins an.');
    expect(await page.getByRole('textbox', { name: /titel/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Speichern' }).count()).toBe(0);
    await screenshot(page, 'staff-promoter-create-event');

    await page.getByRole('link', { name: 'Zurück zur Verwaltung' }).click();
    await onPath(page, '/management');

    // The audit log is the admins': the route sends a promoter away, the API refuses.
    await page.goto('/management/audit');
    await onPath(page, '/');
    const promoter = await loginViaApi('promoter@festival.test', PASSWORD);
    expect((await apiFetch('audit/page/0', { token: promoter.accessToken })).status).toBe(403);
  });

  it('an admin reads the audit log in German and in English, by kind', async () => {
    const admin = await loginViaApi('admin@festival.test', PASSWORD);
    const created = await apiFetch('venue/update', {
      method: 'POST',
      token: admin.accessToken,
      json: { name: VENUE },
    });
    expect(created.status).toBe(200);
    const promoter = await loginViaApi('promoter@festival.test', PASSWORD);
    const sent = await apiFetch('push/send', {
      method: 'POST',
      token: admin.accessToken,
      json: {
        user: promoter.id,
        notificationRequest: { title: 'Einlass', text: 'Tor B öffnet um 18 Uhr' },
      },
    });
    expect(sent.status).toBe(200);

    const page = await pageAs('admin@festival.test');
    await page.goto('/management');
    await (await visible(page.getByRole('link', { name: 'Protokoll' }))).click();
    await onPath(page, '/management/audit');
    await visible(page.getByRole('heading', { name: 'Protokoll' }));
    const entries = page.getByRole('list', { name: 'Protokoll' }).getByTestId('audit-entry');
    const announcement = entries.filter({ hasText: 'Mitteilung verschickt' }).first();
    await visible(announcement);
    expect(await announcement.innerText()).toContain('Einlass: Tor B öffnet um 18 Uhr');
    expect(await announcement.innerText()).toContain(`An Konto #${promoter.id}`);
    await visible(entries.filter({ hasText: VENUE }).filter({ hasText: 'Venue angelegt' }));
    await screenshot(page, 'audit-log-de');

    await page.getByRole('combobox', { name: 'Anzeigen' }).click();
    await page.getByRole('option', { name: 'Venue', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'venue');
    await expect
      .poll(async () => (await entries.filter({ hasText: 'Mitteilung' }).count()) === 0)
      .toBe(true);
    await visible(entries.filter({ hasText: VENUE }));

    const english = await pageAs('admin@festival.test', 'en');
    await english.goto('/management/audit');
    await visible(english.getByRole('heading', { name: 'Audit log' }));
    const inEnglish = english.getByRole('list', { name: 'Audit log' }).getByTestId('audit-entry');
    await visible(inEnglish.filter({ hasText: 'Announcement sent' }).first());
    await visible(inEnglish.filter({ hasText: VENUE }).filter({ hasText: 'Venue created' }));
    await screenshot(english, 'audit-log-en');
  });
});
