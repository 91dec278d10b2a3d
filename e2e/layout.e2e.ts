import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { emailField, loginButton, onPath, switchLanguage, visible } from './support/screens';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('layout and language', () => {
  it('speaks German by default and English after switching, also after a reload', async () => {
    const page = await newMobilePage(browser, { locale: 'en-US' });
    await page.goto('/login');
    await visible(page.getByRole('button', { name: 'Anmelden' }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await screenshot(page, 'layout-login-de');

    await switchLanguage(page, 'en');
    await visible(page.getByRole('button', { name: 'Log in' }));
    await screenshot(page, 'layout-login-en');

    await page.reload();
    await visible(loginButton(page));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('the member layout has a header with navigation, /u pages have neither header nor footer', async () => {
    const page = await newMobilePage(browser);
    await storeSession(page, await loginViaApi('user@festival.test', 'Festival2025!'));
    await page.goto('/');
    await visible(page.getByRole('banner'));
    await visible(page.getByRole('navigation', { name: /navigation$/i }));
    await screenshot(page, 'layout-member-home');

    await page.goto('/u/reset/password/request');
    await visible(emailField(page));
    await screenshot(page, 'layout-reset-request');
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);
  });

  it.each(['/', '/logout'])('%s sends a visitor who is not logged in to /login', async (path) => {
    const page = await newMobilePage(browser);
    await page.goto(path);
    await onPath(page, '/login');
    await visible(emailField(page));
  });
});
