import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../src/api/contract/notification-settings';
import { LANGUAGE_STORAGE_KEY } from '../src/lib/language';
import { apiFetch, loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { waitForController } from './support/offline-worker';
import { readStore } from './support/offline-store';
import { visible } from './support/screens';
import { newMember, registerViaApi } from './support/users';

// Texts from locales/{de,en}/push.json (settings.*).
const TEXTS = {
  de: {
    title: 'Benachrichtigungen',
    chats: 'Chat-Nachrichten',
    announcements: 'Ankündigungen des Festivals',
    thirty: '30 Min.',
    fifteen: '15 Min.',
    offline: /Du bist offline/,
  },
  en: {
    title: 'Notifications',
    chats: 'Chat messages',
    announcements: 'Announcements from the festival',
    thirty: '30 min',
    fifteen: '15 min',
    offline: /You are offline/,
  },
} as const;
type Language = keyof typeof TEXTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function phone(language: Language): Promise<Page> {
  const page = await newMobilePage(browser);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    LANGUAGE_STORAGE_KEY,
    language,
  ] as const);
  return page;
}

/** Scrolls the section's heading to just under the fixed top bar. */
async function showSection(page: Page, heading: Locator): Promise<void> {
  await heading.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -80);
  });
}

const settingsOf = async (token: string) =>
  (await (await apiFetch('user/notification-settings', { token })).json()) as NotificationSettings;

describe('notification settings', () => {
  for (const language of ['de', 'en'] as const) {
    const text = TEXTS[language];

    it(`a member turns chats and announcements off and picks a 30 minute reminder; a reload and going offline keep them (${language})`, async () => {
      const member = newMember(language === 'de' ? 'Nora' : 'Noah');
      await registerViaApi(member);
      const session = await loginViaApi(member.email, member.password);
      const page = await phone(language);
      await storeSession(page, session);

      await page.goto('/profile');
      await waitForController(page);
      const heading = page.getByRole('heading', { level: 2, name: text.title });
      await visible(heading);
      const chats = page.getByRole('switch', { name: text.chats });
      const announcements = page.getByRole('switch', { name: text.announcements });
      await visible(chats);
      expect(await chats.isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: text.fifteen }).isChecked()).toBe(true);

      await chats.click();
      await expect.poll(() => chats.isChecked()).toBe(false);
      await expect.poll(() => announcements.isEnabled()).toBe(true);
      await announcements.click();
      await expect.poll(() => announcements.isChecked()).toBe(false);
      await expect
        .poll(() => page.getByRole('radio', { name: text.thirty }).isEnabled())
        .toBe(true);
      // Checked once the server stored it (the radios show the stored settings).
      await page.getByRole('radio', { name: text.thirty }).click();
      await expect
        .poll(() => page.getByRole('radio', { name: text.thirty }).isChecked())
        .toBe(true);
      await expect
        .poll(() => settingsOf(session.accessToken))
        .toEqual({
          chats: false,
          postActivity: true,
          announcements: false,
          programChanges: true,
          reminderMinutes: 30,
        });

      await page.reload();
      await visible(heading);
      await expect.poll(() => chats.isChecked()).toBe(false);
      // A stored copy may show first; the server's answer follows.
      await expect
        .poll(() => page.getByRole('radio', { name: text.thirty }).isChecked())
        .toBe(true);
      expect(await announcements.isChecked()).toBe(false);
      await showSection(page, heading);
      await screenshot(page, `notification-settings-${language}`);

      // Offline the last answer shows, but nothing can be changed until the connection is back.
      // The query cache is written to IndexedDB a moment after an answer: wait for that copy.
      await expect
        .poll(
          async () =>
            (await readStore<{ key: string; value: unknown }>(page, 'settings'))
              .filter((row) => row.key === 'query-cache')
              .map((row) => String(row.value))
              .some(
                (cache) =>
                  cache.includes('"notifications","settings"') &&
                  cache.includes('"reminderMinutes":30'),
              ),
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.context().setOffline(true);
      await page.reload();
      await visible(page.getByText(text.offline)).catch(async (error: unknown) => {
        await screenshot(page, `notification-settings-offline-failed-${language}`, true);
        throw error;
      });
      expect(await chats.isChecked()).toBe(false);
      expect(await chats.isDisabled()).toBe(true);
      expect(await page.getByRole('radio', { name: text.thirty }).isChecked()).toBe(true);
      await showSection(page, heading);
      await screenshot(page, `notification-settings-offline-${language}`);
      await page.context().setOffline(false);
      await page.context().close();
    }, 120_000);
  }
});
