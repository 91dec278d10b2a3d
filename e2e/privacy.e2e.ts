import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyPage } from '../src/api/contract/lobby';
import type { DataExport, PrivacyChoices } from '../src/api/contract/privacy';
import { LANGUAGE_STORAGE_KEY } from '../src/lib/language';
import { apiFetch, loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { emailField, onPath, visible } from './support/screens';
import { newMember, registerViaApi } from './support/users';

// Texts from locales/{de,en}/{profile,legal,errors}.json.
const TEXTS = {
  de: {
    privacy: 'Datenschutz',
    public: 'Öffentliches Profil',
    lobby: 'In der Lobby zeigen',
    notPublic: 'Dieses Profil gibt es nicht, oder es ist nicht öffentlich.',
    export: 'Meine Daten herunterladen',
    deleteOpen: 'Mein Konto löschen',
    deleteTitle: 'Konto wirklich löschen?',
    password: 'Dein Passwort',
    deleteConfirm: 'Mein Konto endgültig löschen',
    wrongPassword: 'Das Passwort ist nicht richtig.',
    deleted: 'Dein Konto wurde gelöscht.',
    policyTitle: 'Datenschutzerklärung',
    imprintTitle: 'Impressum',
    imprintLink: 'Impressum',
    privacyLink: 'Datenschutz',
  },
  en: {
    privacy: 'Privacy',
    public: 'Public profile',
    lobby: 'Show me in the lobby',
    notPublic: 'This profile does not exist or is not public.',
    export: 'Download my data',
    deleteOpen: 'Delete my account',
    deleteTitle: 'Delete your account?',
    password: 'Your password',
    deleteConfirm: 'Delete my account for good',
    wrongPassword: 'The password is not correct.',
    deleted: 'Your account has been deleted.',
    policyTitle: 'Privacy policy',
    imprintTitle: 'Imprint',
    imprintLink: 'Imprint',
    privacyLink: 'Privacy',
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
  const page = await newMobilePage(browser, { acceptDownloads: true });
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    LANGUAGE_STORAGE_KEY,
    language,
  ] as const);
  return page;
}

const choicesOf = async (token: string) =>
  (await (await apiFetch('user/privacy', { token })).json()) as PrivacyChoices;

/** Whether another member finds this nickname in the lobby. */
async function inLobbyOf(viewerToken: string, name: string): Promise<boolean> {
  const res = await apiFetch('user/get/lobby/page/0', {
    method: 'POST',
    token: viewerToken,
    json: { filter: { search: name }, size: 10 },
  });
  const page = (await res.json()) as LobbyPage;
  return page.content.some((card) => card.name === name);
}

describe('privacy', () => {
  for (const language of ['de', 'en'] as const) {
    const text = TEXTS[language];

    it(`a member chooses a public profile and the lobby, downloads their data and deletes the account (${language})`, async () => {
      const member = newMember(language === 'de' ? 'Jana' : 'Jane');
      await registerViaApi(member);
      const session = await loginViaApi(member.email, member.password);
      const viewer = await loginViaApi('user@festival.test', 'Festival2025!');
      const page = await phone(language);
      await storeSession(page, session);

      // Privacy by default: neither public nor in the lobby.
      const guest = await phone(language);
      await guest.goto(`/u/user/${session.id}`);
      await visible(guest.getByText(text.notPublic));
      await screenshot(guest, `privacy-profile-not-public-${language}`);
      expect(await inLobbyOf(viewer.accessToken, member.name)).toBe(false);

      await page.goto('/profile');
      const section = page.getByRole('heading', { level: 2, name: text.privacy });
      await visible(section);
      const publicSwitch = page.getByRole('switch', { name: text.public });
      const lobbySwitch = page.getByRole('switch', { name: text.lobby });
      expect(await publicSwitch.isChecked()).toBe(false);
      expect(await lobbySwitch.isChecked()).toBe(false);
      // Each switch waits for the server's answer before the next change is taken.
      await publicSwitch.click();
      await expect.poll(() => publicSwitch.isChecked()).toBe(true);
      await expect.poll(() => lobbySwitch.isEnabled()).toBe(true);
      await lobbySwitch.click();
      await expect
        .poll(() => choicesOf(session.accessToken))
        .toEqual({ profilePublic: true, inLobby: true, publicAsArtist: false });
      expect(await publicSwitch.isChecked()).toBe(true);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `privacy-profile-choices-${language}`);

      await guest.goto(`/u/user/${session.id}`);
      await visible(
        guest.getByRole('heading', { level: 1, name: `${member.firstName} ${member.lastName}` }),
      );
      expect(await inLobbyOf(viewer.accessToken, member.name)).toBe(true);

      // The export: a JSON file with the member's own data.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text.export }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('festival-data.json');
      const path = await download.path();
      const data = JSON.parse(await readFile(path, 'utf8')) as DataExport;
      expect(data.profile).toMatchObject({
        id: session.id,
        email: member.email,
        profilePublic: true,
        inLobby: true,
      });
      expect(JSON.stringify(data)).not.toContain('user@festival.test');

      // Deletion: a wrong password is refused in the reader's language, the right one deletes.
      await page.getByRole('button', { name: text.deleteOpen }).click();
      const dialog = page.getByRole('dialog', { name: text.deleteTitle });
      await visible(dialog);
      await dialog.getByLabel(text.password).fill('Falsch2025!');
      await dialog.getByRole('button', { name: text.deleteConfirm }).click();
      await visible(dialog.getByText(text.wrongPassword));
      await screenshot(page, `privacy-delete-dialog-${language}`);
      await dialog.getByLabel(text.password).fill(member.password);
      await dialog.getByRole('button', { name: text.deleteConfirm }).click();
      await onPath(page, '/login');
      await visible(emailField(page));
      await visible(page.getByText(text.deleted));
      await screenshot(page, `privacy-deleted-${language}`);

      expect((await apiFetch('user/privacy', { token: session.accessToken })).status).toBe(401);
      const again = await apiFetch('auth/signin', {
        method: 'POST',
        json: { email: member.email, password: member.password },
      });
      expect(again.ok).toBe(false);
      await guest.goto(`/u/user/${session.id}`);
      await visible(guest.getByText(text.notPublic));
      expect(await inLobbyOf(viewer.accessToken, member.name)).toBe(false);
    }, 120_000);

    it(`the privacy and imprint pages name the operator and are linked from login and shop (${language})`, async () => {
      const page = await phone(language);
      await page.goto('/login');
      await page.getByRole('link', { name: text.privacyLink, exact: true }).click();
      await onPath(page, '/u/privacy');
      await visible(page.getByRole('heading', { level: 1, name: text.policyTitle }));
      await visible(page.getByText('Festival Demo GmbH'));
      await visible(page.getByRole('link', { name: 'datenschutz@festival.test' }));
      await screenshot(page, `privacy-policy-${language}`);
      await screenshot(page, `privacy-policy-full-${language}`, true);

      await page.goto('/u/shop');
      await page.getByRole('link', { name: text.imprintLink, exact: true }).click();
      await onPath(page, '/u/imprint');
      await visible(page.getByRole('heading', { level: 1, name: text.imprintTitle }));
      await visible(page.getByText('20457 Hamburg'));
      await visible(page.getByText('Amtsgericht Hamburg, HRB 123456', { exact: false }));
      await screenshot(page, `privacy-imprint-${language}`);
    }, 60_000);
  }
});
