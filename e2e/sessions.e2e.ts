import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUser, type SessionUser } from '../src/api/contract/auth';
import { apiFetch, storeSession } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { waitForController } from './support/offline-worker';
import { onPath, openSideMenu, switchLanguage, visible } from './support/screens';
import { newMember, registerViaApi } from './support/users';

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const LAPTOP_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A login from a device with this User-Agent, as the app would store it. */
const loginFrom = async (email: string, password: string, agent: string) => {
  const res = await apiFetch('auth/signin', {
    method: 'POST',
    json: { email, password },
    headers: { 'user-agent': agent },
  });
  if (!res.ok) throw new Error(`signin failed: ${res.status} ${await res.text()}`);
  return sessionUser.parse(await res.json());
};

const meStatus = async (session: SessionUser) =>
  (await apiFetch('auth/me', { token: session.accessToken })).status;

/** A device with its own browser context, already logged in. */
const deviceWith = async (session: SessionUser, agent: string): Promise<Page> => {
  const page = await newMobilePage(browser, { userAgent: agent });
  await storeSession(page, session);
  return page;
};

/** The session the app keeps in local storage, or null. */
const storedSession = async (page: Page): Promise<SessionUser | null> => {
  const raw = await page.evaluate(() => localStorage.getItem('festival.session'));
  return raw ? sessionUser.parse(JSON.parse(raw)) : null;
};

const sessionsSection = (page: Page) =>
  page.getByRole('region', { name: /^(angemeldete geräte|logged-in devices)$/i });

/** Scrolls the list of devices up to the bottom bar, so all of it shows. */
const showSessions = async (page: Page) => {
  const section = await visible(sessionsSection(page));
  await section.evaluate((element) => {
    element.scrollIntoView({ block: 'end', behavior: 'instant' });
    window.scrollBy({ top: 100, behavior: 'instant' });
  });
  return section;
};

describe('logged-in devices on the profile', () => {
  it('the phone lists both devices and logs the laptop out; then everywhere else, in English', async () => {
    const member = newMember('Lena');
    await registerViaApi(member);
    const laptopSession = await loginFrom(member.email, member.password, LAPTOP_AGENT);
    const phoneSession = await loginFrom(member.email, member.password, PHONE_AGENT);
    const laptop = await deviceWith(laptopSession, LAPTOP_AGENT);
    const phone = await deviceWith(phoneSession, PHONE_AGENT);

    await laptop.goto('/profile');
    await visible(sessionsSection(laptop));

    await phone.goto('/profile');
    const section = await showSessions(phone);
    const rows = section.getByTestId('session');
    await expect.poll(() => rows.count()).toBe(2);
    const thisDevice = rows.filter({ hasText: 'Dieses Gerät' });
    await visible(thisDevice.getByText('Chrome auf Android'));
    const laptopRow = rows.filter({ hasText: 'Firefox auf macOS' });
    await visible(laptopRow.getByText(/^Zuletzt aktiv: /));
    await showSessions(phone);
    await screenshot(phone, 'sessions-de');

    await section.getByRole('button', { name: 'Firefox auf macOS abmelden' }).click();
    await visible(phone.getByText('Firefox auf macOS ist jetzt abgemeldet.'));
    await expect.poll(() => rows.count()).toBe(1);
    await visible(section.getByText('Du bist auf keinem anderen Gerät angemeldet.'));
    await showSessions(phone);
    await screenshot(phone, 'sessions-de-other-logged-out');

    // The laptop's tokens no longer work: its next call fails, its refresh is refused, it is out.
    expect(await meStatus(laptopSession)).toBe(401);
    await laptop.goto('/tickets');
    await onPath(laptop, '/login');
    expect(await laptop.evaluate(() => localStorage.getItem('festival.session'))).toBeNull();

    // In English, with a second laptop login to log out "everywhere else".
    const again = await loginFrom(member.email, member.password, LAPTOP_AGENT);
    await openSideMenu(phone);
    await switchLanguage(phone, 'en');
    await phone.keyboard.press('Escape');
    await phone.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
    await phone.reload();
    const english = await showSessions(phone);
    await expect.poll(() => english.getByTestId('session').count()).toBe(2);
    await visible(english.getByText('Chrome on Android'));
    await visible(english.getByText('This device'));
    await visible(english.getByText('Firefox on macOS'));
    await showSessions(phone);
    await screenshot(phone, 'sessions-en');

    await english.getByRole('button', { name: 'Log out everywhere else' }).click();
    await visible(phone.getByText('Logged out on 1 other device.'));
    await visible(english.getByText('You are not logged in on any other device.'));
    await showSessions(phone);
    await screenshot(phone, 'sessions-en-everywhere-else');
    expect(await meStatus(again)).toBe(401);
    expect(await meStatus(phoneSession)).toBe(200);

    // This device's own "log out" ends its session on the server too.
    await english.getByRole('button', { name: 'Log out Chrome on Android' }).click();
    await onPath(phone, '/login');
    expect(await meStatus(phoneSession)).toBe(401);
  });

  it('a token that ran out is renewed at start; offline the session stays and renews when back', async () => {
    const member = newMember('Jonas');
    await registerViaApi(member);
    const session = await loginFrom(member.email, member.password, PHONE_AGENT);
    const ranOut = {
      ...session,
      accessToken: 'ran-out',
      accessTokenExpiresAt: Date.now() - 60_000,
    };
    const page = await deviceWith(ranOut, PHONE_AGENT);

    await page.goto('/profile');
    await visible(sessionsSection(page).getByTestId('session'));
    const renewed = await storedSession(page);
    expect(renewed?.refreshToken).not.toBe(session.refreshToken);
    expect(renewed && (await meStatus(renewed))).toBe(200);
    await waitForController(page);

    // Offline with a token that ran out: the app keeps its session and shows its stored screens.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('festival.session') ?? '{}') as object;
      const ended = { ...stored, accessTokenExpiresAt: Date.now() - 1000 };
      localStorage.setItem('festival.session', JSON.stringify(ended));
    });
    await page.context().setOffline(true);
    await page.goto('/events');
    await visible(page.getByRole('heading', { level: 1 }));
    expect(new URL(page.url()).pathname).toBe('/events');
    expect((await storedSession(page))?.refreshToken).toBe(renewed?.refreshToken);
    await screenshot(page, 'sessions-offline-kept');

    // Back online the token is renewed without a login.
    await page.context().setOffline(false);
    await expect
      .poll(async () => (await storedSession(page))?.refreshToken)
      .not.toBe(renewed?.refreshToken);
    const back = await storedSession(page);
    expect(back && (await meStatus(back))).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/events');
  });
});
