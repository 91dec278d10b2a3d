import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFetch } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { linkFromMail, newMember, registerViaApi } from './support/users';
import {
  confirmPasswordField,
  emailField,
  expectLandedAfterLogin,
  login,
  onPath,
  passwordField,
  visible,
} from './support/screens';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const signinStatus = async (email: string, password: string) =>
  (await apiFetch('auth/signin', { method: 'POST', json: { email, password } })).status;

describe('password reset', () => {
  it('a member asks for a reset link, sets a new password from the mail and logs in with it', async () => {
    const member = newMember('Paul');
    await registerViaApi(member);
    const newPassword = 'Winter2026#';
    const page = await newMobilePage(browser);

    await page.goto('/login');
    await (await visible(page.getByRole('link', { name: 'Passwort vergessen?' }))).click();
    await onPath(page, '/u/reset/password/request');
    // The URL changes before the lazy route's screen replaces the login form and its e-mail field.
    await visible(page.getByRole('heading', { name: 'Passwort vergessen' }));
    await (await visible(emailField(page))).fill(member.email);
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await visible(page.getByRole('status').filter({ hasText: /Link zum Zurücksetzen/ }));
    await screenshot(page, 'reset-requested');

    const link = await linkFromMail(member.email, '/u/reset/password/u/');
    expect(link.pathname).toMatch(/^\/u\/reset\/password\/u\/\d+\/t\/[^/]+$/);
    await page.goto(link.href);
    await (await visible(passwordField(page))).fill(newPassword);
    await confirmPasswordField(page).fill(newPassword);
    await screenshot(page, 'reset-new-password');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await onPath(page, '/login');

    expect(await signinStatus(member.email, member.password)).toBeGreaterThanOrEqual(400);
    await login(page, member.email, newPassword);
    await screenshot(page, 'reset-logged-in');
    await expectLandedAfterLogin(page);
  });
});
