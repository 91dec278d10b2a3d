import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEVICE_HEADER } from '../src/api/contract/sign-in-limits';
import { apiFetch } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { linkFromMail, newMember, registerViaApi } from './support/users';
import {
  confirmPasswordField,
  emailField,
  expectLandedAfterLogin,
  login,
  loginButton,
  onPath,
  passwordField,
  switchLanguage,
  visible,
} from './support/screens';

const WRONG = 'Falsch-2025!';
/** Server side: five wrong passwords per account and device go at once (SIGNIN_PACING). */
const FREE_ATTEMPTS = 5;
/** And 20 a day per account from devices it never signed in from (AUTH_LIMITS.signinAccount). */
const ACCOUNT_CEILING = 20;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Sends the login form and waits for its answer (the button stops loading). */
const submit = async (page: Page, email: string, password: string) => {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await loginButton(page).click();
  await page.waitForFunction(() => !document.querySelector('button[type=submit][data-loading]'));
};

describe('login limits', () => {
  it('wrong passwords make this device wait, in German and English; then the right one gets in', async () => {
    const member = newMember('Wanda');
    await registerViaApi(member);
    const page = await newMobilePage(browser);
    await page.goto('/login');
    await visible(emailField(page));
    await switchLanguage(page, 'en');
    for (let i = 0; i < FREE_ATTEMPTS; i += 1) {
      await submit(page, member.email, WRONG);
      await visible(page.getByText('You entered the wrong email or password'));
    }
    await submit(page, member.email, WRONG);
    await visible(page.getByText(/^Too many wrong passwords from this device\. You can try again/));
    await screenshot(page, 'login-paused-en');
    await visible(page.getByText('You can try again now.'), 15_000);

    // After the wait one more try; the next one waits twice as long.
    await switchLanguage(page, 'de');
    await submit(page, member.email, WRONG);
    await visible(
      page.getByText('Du hast die falsche E-Mail oder das falsche Passwort eingegeben'),
    );
    await submit(page, member.email, WRONG);
    await visible(page.getByText(/^Zu viele falsche Passwörter von diesem Gerät/));
    await screenshot(page, 'login-paused-de');
    await visible(page.getByText('Du kannst es jetzt erneut versuchen.'), 15_000);

    await submit(page, member.email, member.password);
    await expectLandedAfterLogin(page);
  });

  it('over the account’s ceiling a new device gets the mailed link, and is in after using it', async () => {
    const member = newMember('Mara');
    await registerViaApi(member);
    // Wrong passwords from ever new devices, as an attacker would send them.
    for (let i = 0; i < ACCOUNT_CEILING; i += 1) {
      await apiFetch('auth/signin', {
        method: 'POST',
        json: { email: member.email, password: WRONG },
        headers: { [DEVICE_HEADER]: randomUUID() },
      });
    }

    const page = await newMobilePage(browser);
    await login(page, member.email, member.password);
    await visible(page.getByText('Schau in dein E-Mail-Postfach'));
    await screenshot(page, 'login-by-mail-de');
    await switchLanguage(page, 'en');
    await visible(page.getByText('Check your e-mail'));
    await screenshot(page, 'login-by-mail-en');

    const newPassword = 'Winter2026#';
    const link = await linkFromMail(member.email, '/u/reset/password/u/');
    await page.goto(link.href);
    await (await visible(passwordField(page))).fill(newPassword);
    await confirmPasswordField(page).fill(newPassword);
    await page.getByRole('button', { name: /^(Passwort speichern|Save password)$/ }).click();
    await onPath(page, '/login');
    await submit(page, member.email, newPassword);
    await expectLandedAfterLogin(page);
  });
});
