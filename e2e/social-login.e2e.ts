import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUser } from '../src/api/contract/auth';
import { DEV_PUBLIC_CLIENT_ID, startDevOidcProvider } from '../server/dev/oidc-provider';
import { SESSION_STORAGE_KEY } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { DIST_DIR } from './support/paths';
import { startServer, type RunningServer } from './support/server';
import { waitForMail } from './support/mail';
import { freePort } from './support/server-probe';
import { emailField, expectLandedAfterLogin, onPath, visible } from './support/screens';

// A server of its own, configured for the local OpenID provider (the shared one has none).
let browser: Browser;
let server: RunningServer;
let provider: Awaited<ReturnType<typeof startDevOidcProvider>>;
let runDir: string;

beforeAll(async () => {
  runDir = await mkdtemp(join(tmpdir(), 'festival-e2e-oidc-'));
  const providerPort = await freePort();
  server = await startServer(runDir, {
    logName: 'server-social-login.log',
    env: {
      WEB_DIST_DIR: DIST_DIR,
      SEED_USERS: '20',
      OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
      OIDC_CLIENT_ID: DEV_PUBLIC_CLIENT_ID,
    },
  });
  provider = await startDevOidcProvider({
    port: providerPort,
    redirectUris: [`${server.baseUrl}/auth/cognito`],
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await provider?.stop();
  await server?.stop();
  await rm(runDir, { recursive: true, force: true });
});

const socialButton = (page: Page) =>
  page.getByRole('button', {
    name: /^(mit social login anmelden|log in with your social account)$/i,
  });

/** From the app's login page through the provider's own sign-in form, back to the app. */
async function loginAtProvider(page: Page, login: string, name: string): Promise<void> {
  await page.goto('/login');
  await (await visible(socialButton(page))).click();
  await page.waitForURL((url) => url.origin === provider.issuer);
  await (await visible(page.locator('input[name="login"]'))).fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await screenshot(page, `social-login-${name}-provider`);
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

const storedSession = async (page: Page) => {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  return sessionUser.parse(JSON.parse(raw ?? 'null'));
};

const newPage = () => newMobilePage(browser, { baseURL: server.baseUrl });

/** After a social login the app has left the return page for the screen it navigated to. */
async function landed(page: Page): Promise<void> {
  await expectLandedAfterLogin(page);
  await page.getByRole('heading', { name: 'Social Login' }).waitFor({ state: 'detached' });
}

describe('social login', () => {
  it('logs a new person in through the provider and lands in the app (onboarding first)', async () => {
    const page = await newPage();
    await page.goto('/login');
    await visible(socialButton(page));
    await screenshot(page, 'social-login-button');

    await loginAtProvider(page, 'sam@social.test', 'new');
    await landed(page);
    await screenshot(page, 'social-login-landed');
    const session = await storedSession(page);
    expect(session.email).toBe('sam@social.test');
    expect(session.firstName).toBe('Sam');
    expect(session.roles).toContain('ROLE_USER');
    // A first login lands on the onboarding wizard, which marks the first login done at once.
    expect(new URL(page.url()).pathname).toBe('/welcome');
    await expect
      .poll(async () => (await storedSession(page)).firstLogin, { timeout: 10_000 })
      .toBe(false);
    // The provider's state and verifier are gone once used.
    expect(await page.evaluate(() => sessionStorage.getItem('festival.socialLogin'))).toBeNull();
    await page.context().close();
  });

  it('asks for an e-mail when the provider has none, confirms it by mail, then logs in with it', async () => {
    const page = await newPage();
    await loginAtProvider(page, 'noemail-e2e', 'no-email');
    await onPath(page, '/auth/cognito');
    await visible(page.getByText('Bitte gib deine E-Mail-Adresse an'));
    await screenshot(page, 'social-login-email-prompt');
    await (await visible(emailField(page))).fill('noemail-e2e@example.test');
    await page.getByRole('button', { name: 'Weiter' }).click();
    // A typed address logs in to nothing until its owner confirms it.
    await visible(page.getByText(/Wir haben dir eine E-Mail geschickt/));
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
    await screenshot(page, 'social-login-confirm-first');
    const mail = await waitForMail(runDir, 'noemail-e2e@example.test', (m) =>
      m.links.some((link) => link.includes('/confirm-account')),
    );
    const confirm = mail.links.find((link) => link.includes('/confirm-account')) ?? '';
    await page.goto(new URL(confirm).pathname + new URL(confirm).search);
    await visible(page.getByRole('heading', { level: 1 }));
    // The provider still knows this browser from the first sign-in: the button comes straight back.
    await page.goto('/login');
    await (await visible(socialButton(page))).click();
    await landed(page);
    expect((await storedSession(page)).email).toBe('noemail-e2e@example.test');
    await page.context().close();
  });

  it("refuses an e-mail that belongs to a password account: 'already in use'", async () => {
    const page = await newPage();
    await loginAtProvider(page, 'user@festival.test', 'in-use');
    await onPath(page, '/auth/cognito');
    const alert = await visible(page.getByRole('alert'));
    expect(await alert.textContent()).toBe('Diese E-Mail-Adresse wird bereits verwendet.');
    await screenshot(page, 'social-login-email-in-use');
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
    await page.getByRole('link', { name: 'Zurück zur Anmeldung' }).click();
    await onPath(page, '/login');
    await page.context().close();
  });

  it('keeps the e-mail field after a typed address is already in use, so another one can be typed', async () => {
    for (const language of ['de', 'en'] as const) {
      const page = await newPage();
      await page
        .context()
        .addInitScript((lang) => localStorage.setItem('festival.language', lang), language);
      await loginAtProvider(page, `noemail-taken-${language}`, `taken-${language}`);
      await onPath(page, '/auth/cognito');
      const field = await visible(emailField(page));
      await field.fill('user@festival.test');
      await page.getByRole('button', { name: language === 'de' ? 'Weiter' : 'Continue' }).click();
      const inUse =
        language === 'de'
          ? 'Diese E-Mail-Adresse wird bereits verwendet.'
          : 'The Email is already in use.';
      await visible(page.getByText(inUse));
      // Still the form, with the typed address to correct: no restart at the provider.
      expect(await field.isVisible()).toBe(true);
      expect(await field.inputValue()).toBe('user@festival.test');
      await screenshot(page, `social-login-typed-email-in-use-${language}`);
      await field.fill(`noemail-taken-${language}@example.test`);
      expect(await page.getByText(inUse).count()).toBe(0);
      await page.getByRole('button', { name: language === 'de' ? 'Weiter' : 'Continue' }).click();
      await visible(
        page.getByText(language === 'de' ? /Wir haben dir eine E-Mail geschickt/ : /We sent you/),
      );
      await page.context().close();
    }
  });

  it('refuses a return from the provider that this tab did not start', async () => {
    const page = await newPage();
    // The refusal needs no network, so it renders at once: its texts must already be there, and
    // the raw key must never be painted, not even for a frame.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('failures.failed')) {
          (window as { sawKey?: boolean }).sawKey = true;
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/auth/cognito?code=stolen-code&state=forged-state');
    const failed = 'Die Anmeldung mit Cognito ist fehlgeschlagen.';
    const alert = await visible(page.getByRole('alert').filter({ hasText: failed }));
    expect(await alert.textContent()).toBe(failed);
    expect(await page.evaluate(() => (window as { sawKey?: boolean }).sawKey ?? false)).toBe(false);
    await screenshot(page, 'social-login-failed');
    await page.context().close();
  });

  it('hides the button on a server without a provider', async () => {
    const page = await newMobilePage(browser);
    const config = page.waitForResponse((res) => res.url().endsWith('/api/auth/social/config'));
    await page.goto('/login');
    await visible(page.getByRole('button', { name: /^(anmelden|log in)$/i }));
    // The app shows the button only for an answer with enabled: true; this one says false.
    expect(await (await config).json()).toEqual({ enabled: false });
    expect(await socialButton(page).count()).toBe(0);
    await page.context().close();
  });
});
