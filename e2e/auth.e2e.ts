import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { linkFromMail, newMember } from './support/users';
import {
  confirmPasswordField,
  emailField,
  expectLandedAfterLogin,
  login,
  onPath,
  openSideMenu,
  passwordField,
  switchLanguage,
  visible,
} from './support/screens';

const DEMO_USER = 'user@festival.test';
const DEMO_PASSWORD = 'Festival2025!';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const storedSession = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);

describe('auth', () => {
  it('a new member registers, confirms the mailed link, logs in, is greeted and logs out', async () => {
    const page = await newMobilePage(browser);
    const member = newMember('Greta');

    await page.goto('/register');
    await visible(page.getByRole('textbox', { name: 'Vorname' }));
    await screenshot(page, 'auth-register', true);
    await page.getByRole('textbox', { name: 'Vorname' }).fill(member.firstName);
    await page.getByRole('textbox', { name: 'Nachname' }).fill(member.lastName);
    await page.getByRole('textbox', { name: 'Spitzname' }).fill(member.name);
    await emailField(page).fill(member.email);
    await passwordField(page).fill(member.password);
    await confirmPasswordField(page).fill(member.password);
    await page.getByRole('checkbox', { name: /nutzungsbedingungen/i }).check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    await onPath(page, '/successful-registration');
    await visible(page.getByText(`Bestätigungslink an ${member.email}`));
    await screenshot(page, 'auth-successful-registration');

    const confirmLink = await linkFromMail(member.email, '/confirm-account');
    expect(confirmLink.origin).toBe(new URL(page.url()).origin);
    await page.goto(confirmLink.href);
    await onPath(page, '/login');
    await screenshot(page, 'auth-confirmed-login');

    await login(page, member.email, member.password);
    await expectLandedAfterLogin(page);
    await screenshot(page, 'auth-first-login');
    await page.goto('/');
    await visible(page.getByRole('heading', { name: `Hallo ${member.firstName}!` }));
    await screenshot(page, 'auth-home-greeting');
    expect(await storedSession(page)).toContain(member.email);

    await openSideMenu(page);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await onPath(page, '/login');
    expect(await storedSession(page)).toBeNull();
    await page.goto('/');
    await onPath(page, '/login');
  });

  it('a wrong password is refused in German, and in English after switching the language', async () => {
    const page = await newMobilePage(browser);
    await login(page, DEMO_USER, 'Falsch-2025!');
    await visible(
      page.getByText('Du hast die falsche E-Mail oder das falsche Passwort eingegeben'),
    );
    await screenshot(page, 'auth-wrong-password-de');
    expect(await storedSession(page)).toBeNull();

    await switchLanguage(page, 'en');
    await emailField(page).fill(DEMO_USER);
    await passwordField(page).fill('Wrong-2025!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await visible(page.getByText('You entered the wrong email or password'));
    await screenshot(page, 'auth-wrong-password-en');
    expect(page.url()).toMatch(/\/login/);
  });

  it.each([
    ['a token that is no JWT', 'not-a-token'],
    [
      'an expired, badly signed JWT',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjoxNjAwMDAwMDAwfQ.c2lnbmF0dXJl',
    ],
  ])('a stored session with %s lands on /login at the first call', async (_, accessToken) => {
    const page = await newMobilePage(browser);
    const session = await loginViaApi(DEMO_USER, DEMO_PASSWORD);
    // A valid refresh token would renew the session; this one is refused as well.
    await storeSession(page, { ...session, accessToken, refreshToken: 'ended.session' });

    await page.goto('/');
    await onPath(page, '/login');
    await visible(emailField(page));
    expect(await storedSession(page)).toBeNull();
  });

  it('the demo member logs in with the form, is greeted at home and logs out with the menu', async () => {
    const page = await newMobilePage(browser);
    await login(page, DEMO_USER, DEMO_PASSWORD);
    await onPath(page, '/');
    await visible(page.getByRole('heading', { name: 'Hallo Lea!' }));
    await screenshot(page, 'auth-demo-home');
    expect(await storedSession(page)).toContain(DEMO_USER);

    await openSideMenu(page);
    await screenshot(page, 'member-side-menu');
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await onPath(page, '/login');
    expect(await storedSession(page)).toBeNull();
  });
});
