import type { Locator, Page } from 'playwright-core';

/**
 * What a person sees and uses on the auth screens, found by role and accessible name in both
 * languages. Specs go through these so a renamed label is fixed in one place.
 */

/** Waits until the locator is visible; fails with the locator in the message. */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

/** Waits until the app is on `path` (pathname only, query ignored). */
export async function onPath(page: Page, path: string | RegExp, timeout = 15_000): Promise<void> {
  await page.waitForURL(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
    { timeout },
  );
}

export const emailField = (page: Page) => page.getByRole('textbox', { name: /^e-?mail$/i });
/** "Passwort" on login, "Neues Passwort" on reset; not the show-password toggle. */
export const passwordField = (page: Page) =>
  page.getByRole('textbox', { name: /^(neues |new )?(passwort|password)$/i });
export const confirmPasswordField = (page: Page) =>
  page.getByRole('textbox', { name: /^(passwort bestätigen|confirm password)$/i });
export const loginButton = (page: Page) =>
  page.getByRole('button', { name: /^(anmelden|log in)$/i });

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await (await visible(emailField(page))).fill(email);
  await passwordField(page).fill(password);
  await loginButton(page).click();
}

/**
 * After a login the app shows home, or the onboarding wizard on a first login: a real screen
 * either way, never the not-found page.
 */
export async function expectLandedAfterLogin(page: Page): Promise<void> {
  await onPath(page, /^\/(welcome)?$/);
  await visible(page.getByRole('heading', { level: 1 }));
  const notFound = page.getByRole('heading', { name: /^(seite nicht gefunden|page not found)$/i });
  if ((await notFound.count()) > 0) {
    throw new Error(
      `After login the app shows "page not found" at ${new URL(page.url()).pathname}`,
    );
  }
}

/** Opens the member layout's side menu (burger button in the top bar). */
export async function openSideMenu(page: Page): Promise<void> {
  await (await visible(page.getByRole('button', { name: /^(menü öffnen|open menu)$/i }))).click();
  await visible(page.getByRole('dialog', { name: /^(menü|menu)$/i }));
}

/** Switches the language with the app's own Deutsch / English control. */
export async function switchLanguage(page: Page, language: 'de' | 'en'): Promise<void> {
  const group = page.getByRole('radiogroup', { name: /^(sprache|language)$/i });
  const label = language === 'en' ? 'English' : 'Deutsch';
  await (await visible(group.filter({ visible: true }).getByText(label, { exact: true }))).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}
