import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginViaApi, storeSession } from './support/api';
import { launchBrowser, launchPersistent, newMobilePage, screenshot } from './support/browser';
import { waitForController } from './support/offline-worker';
import { visible } from './support/screens';

const PASSWORD = 'Festival2025!';
const stamp = Date.now().toString(36).slice(-5);
const TITLE = `Gewitter ${stamp}`;
const TEXT = 'Ab 18 Uhr schließen die Freiluftbühnen. Bitte geht in die Hallen.';

let browser: Browser;
let member: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  // The member's phone: a real profile, so the service worker and the persisted cache stay.
  member = await launchPersistent();
});
afterAll(async () => {
  await member?.close();
  await browser?.close();
});

async function staffPage(language: 'de' | 'en'): Promise<Page> {
  const page = await newMobilePage(browser);
  await page.addInitScript((lang) => localStorage.setItem('festival.language', lang), language);
  await storeSession(page, await loginViaApi('promoter@festival.test', PASSWORD));
  return page;
}

const setLanguage = async (page: Page, language: 'de' | 'en') => {
  await page.evaluate((lang) => localStorage.setItem('festival.language', lang), language);
  await page.reload();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
};

describe('announcements', () => {
  it('staff send an urgent announcement; a member sees the banner and the festival post, offline too', async () => {
    const english = await staffPage('en');
    await english.goto('/management');
    await (await visible(english.getByRole('link', { name: 'Send announcement' }))).click();
    await visible(english.getByRole('heading', { name: 'Send an announcement' }));
    await english.getByRole('textbox', { name: 'Title' }).fill('Storm warning');
    await english.getByText("A venue's guests", { exact: true }).click();
    await visible(english.getByText('Everyone who saved an event at this venue'));
    await screenshot(english, 'announcement-compose-en', true);
    await english.close();

    const staff = await staffPage('de');
    await staff.goto('/management/announce');
    await visible(staff.getByRole('heading', { name: 'Ankündigung senden' }));
    const send = staff.getByRole('button', { name: 'Ankündigung senden' });
    expect(await send.isDisabled()).toBe(true);
    await staff.getByRole('textbox', { name: 'Titel' }).fill(TITLE);
    await staff.getByRole('textbox', { name: 'Text' }).fill(TEXT);
    await staff.getByText('Dringend', { exact: true }).click();
    await screenshot(staff, 'announcement-compose-de', true);
    await send.click();
    await visible(staff.getByTestId('announcement-sent'));
    const link = await staff
      .getByTestId('announcement-sent')
      .getByRole('link')
      .getAttribute('href');
    const postId = Number(/post-(\d+)/.exec(link ?? '')?.[1]);
    expect(postId).toBeGreaterThan(0);
    await staff.close();

    const page = await member.newPage();
    await storeSession(page, await loginViaApi('user@festival.test', PASSWORD));
    await page.goto('/feed');
    await waitForController(page);
    const banner = await visible(page.getByTestId('announcement-banner'), 30_000);
    expect(await banner.getAttribute('data-level')).toBe('urgent');
    expect(await banner.innerText()).toContain(`Dringend: ${TITLE}`);
    expect(await banner.innerText()).toContain(TEXT);
    const post = await visible(page.locator(`#post-${postId}`), 30_000);
    expect(await post.getAttribute('data-announcement')).toBe('urgent');
    // textContent: the badge is upper-cased by CSS only.
    const postText = (await post.textContent()) ?? '';
    for (const part of ['Festival', 'Dringend', TITLE, TEXT]) expect(postText).toContain(part);
    expect(await post.locator('a[href^="/user/"]').count()).toBe(0);
    await screenshot(page, 'announcement-banner-de');
    await post.scrollIntoViewIfNeeded();
    await screenshot(page, 'announcement-post-de');

    await setLanguage(page, 'en');
    await visible(page.getByTestId('announcement-banner').getByText(`Urgent: ${TITLE}`), 30_000);
    await screenshot(page, 'announcement-banner-en');
    const englishPost = await visible(page.locator(`#post-${postId}`), 30_000);
    await visible(englishPost.getByText('Urgent', { exact: true }));
    await englishPost.scrollIntoViewIfNeeded();
    await screenshot(page, 'announcement-post-en');
    await setLanguage(page, 'de');

    // Offline after it was loaded: the feed and the banner come from the persisted cache.
    await member.setOffline(true);
    try {
      await page.reload();
      await visible(
        page.getByTestId('announcement-banner').getByText(`Dringend: ${TITLE}`),
        30_000,
      );
      await visible(page.locator(`#post-${postId}`), 30_000);
      await screenshot(page, 'announcement-offline-de');

      await page.getByRole('button', { name: 'Ankündigung ausblenden' }).click();
      await expect.poll(() => page.getByTestId('announcement-banner').count()).toBe(0);
    } finally {
      await member.setOffline(false);
    }
    // Closed stays closed; the post stays in the feed.
    await page.reload();
    await visible(page.locator(`#post-${postId}`), 30_000);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('announcement-banner').count()).toBe(0);
    await page.close();
  }, 240_000);
});
