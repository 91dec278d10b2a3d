import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyPage } from '../src/api/contract/lobby';
import { shownName, type ProfileDetails } from '../src/api/contract/people';
import type { TagDto } from '../src/api/contract/reference';
import { apiFetch, loginViaApi, storeSession } from './support/api';
import { FAKE_CAMERA_ARGS, launchBrowser, newMobilePage, screenshot } from './support/browser';
import { login, onPath, visible } from './support/screens';
import { newMember, registerViaApi } from './support/users';

// Texts from locales/de/{onboarding,profile,lobby}.json (German is the default).
const NEXT = 'Weiter';
const START = 'Netzwerken starten';
const NO_VIDEO = 'Video ist auf deinem Gerät nicht verfügbar :(';

let cameraBrowser: Browser;
let plainBrowser: Browser;
let tags: TagDto[];

beforeAll(async () => {
  cameraBrowser = await launchBrowser(FAKE_CAMERA_ARGS);
  plainBrowser = await launchBrowser();
});

afterAll(async () => {
  await cameraBrowser?.close();
  await plainBrowser?.close();
});

const tagId = (name: string) => {
  const tag = tags.find((t) => t.name === name);
  if (!tag) throw new Error(`no seeded tag ${name}`);
  return tag.id;
};

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const wizardTitle = (page: Page, name: string) =>
  visible(page.getByRole('heading', { level: 1, name }));

async function ownDetails(token: string, id: number): Promise<ProfileDetails> {
  const res = await apiFetch(`user/${id}/details/page/0`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as ProfileDetails;
}

async function lobbyPage(token: string, body: unknown): Promise<LobbyPage> {
  const res = await apiFetch('user/get/lobby/page/0', { method: 'POST', token, json: body });
  expect(res.status).toBe(200);
  return (await res.json()) as LobbyPage;
}

/** The names on the lobby cards, in the order shown (each card is an article named by it). */
async function cardNames(page: Page): Promise<string[]> {
  await visible(page.locator('article').first());
  return page
    .locator('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}

describe('people', () => {
  it('a new member goes through the wizard with a webcam and a cropped file photo, then meets the lobby and profiles', async () => {
    const member = newMember('Greta');
    await registerViaApi(member);
    const fullName = `${member.firstName} ${member.lastName}`;
    const company = `E2E Kollektiv ${member.name}`;
    const page = await newMobilePage(cameraBrowser);

    // A first login lands in the wizard, which marks the first login as done.
    await login(page, member.email, member.password);
    await onPath(page, '/welcome');
    await wizardTitle(page, 'Was interessiert dich?');
    await expect
      .poll(async () => (await loginViaApi(member.email, member.password)).firstLogin)
      .toBe(false);
    const session = await loginViaApi(member.email, member.password);
    tags = (await (
      await apiFetch('tags/get/all', { token: session.accessToken })
    ).json()) as TagDto[];

    // 1 — tags: a blocked word is refused, two seeded tags are taken.
    const tagInput = page.locator('input.mantine-TagsInput-inputField');
    await tagInput.fill('Scheiße');
    await tagInput.press('Enter');
    await visible(page.getByText('Dieses Wort ist nicht erlaubt!'));
    await tagInput.fill('Vinyl');
    await tagInput.press('Enter');
    await visible(page.locator('.mantine-Pill-label', { hasText: 'Vinyl' }));
    await tagInput.fill('Booking');
    await tagInput.press('Enter');
    await visible(page.locator('.mantine-Pill-label', { hasText: 'Booking' }));
    await screenshot(page, 'people-wizard-1-tags');
    await expect
      .poll(async () => (await ownDetails(session.accessToken, session.id)).tags.map((t) => t.name))
      .toEqual(expect.arrayContaining(['Vinyl', 'Booking']));
    await button(page, NEXT).click();

    // 2 — personal info, saved by Next.
    await wizardTitle(page, 'Über dich');
    await page.getByRole('textbox', { name: 'Website' }).fill('greta.example.test');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Booker aus Leipzig.');
    await screenshot(page, 'people-wizard-2-personal');
    await button(page, NEXT).click();

    // 3 — work: the blank profession gets a role and a newly created company; the last one stays.
    await wizardTitle(page, 'Deine Arbeit');
    expect((await ownDetails(session.accessToken, session.id)).bio).toBe('Booker aus Leipzig.');
    await page.getByRole('textbox', { name: 'Rolle 1' }).fill('Booker');
    await page.getByRole('textbox', { name: 'Rolle 1' }).press('Tab');
    await expect
      .poll(async () => (await ownDetails(session.accessToken, session.id)).role)
      .toBe('Booker');
    const companyInput = page.getByRole('textbox', { name: 'Firma' });
    await companyInput.click();
    await companyInput.fill(company);
    await (await visible(page.getByRole('option', { name: `Firma „${company}“ anlegen` }))).click();
    await expect
      .poll(async () => (await ownDetails(session.accessToken, session.id)).companyName)
      .toBe(company);
    await page.getByRole('button', { name: 'Beruf 1 entfernen' }).click();
    const warning = await visible(page.getByRole('alert'));
    expect(await warning.textContent()).toContain('Du brauchst mindestens 1 Beruf.');
    expect(await warning.textContent()).toContain('Aktion nicht erlaubt');
    await screenshot(page, 'people-wizard-3-work');
    await button(page, NEXT).click();

    // 4 — photo by webcam: live view, capture, Looking good!, then /lobby after 4000 ms.
    await wizardTitle(page, 'Dein Profilfoto');
    await button(page, 'Foto mit der Kamera').click();
    await visible(page.getByLabel('Kamerabild'));
    await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
    const preview = await page.locator('video').boundingBox();
    expect([preview?.width, preview?.height]).toEqual([220, 220]);
    await screenshot(page, 'people-wizard-4-webcam-live');
    await button(page, 'Foto aufnehmen').click();
    await visible(page.getByRole('img', { name: 'Aufgenommenes Foto' }));
    await visible(button(page, 'Nochmal'));
    await screenshot(page, 'people-wizard-4-webcam-captured');
    await button(page, 'Sieht gut aus!').click();
    await visible(page.getByText(/Foto gespeichert/));
    const uploadedAt = Date.now();
    await onPath(page, '/lobby', 10_000);
    expect(Date.now() - uploadedAt).toBeGreaterThanOrEqual(3_000);
    const webcamImage = (await ownDetails(session.accessToken, session.id)).image;
    expect(webcamImage).toMatch(/^\/api\/file\/\d+$/);

    // 4 again — a file, cropped square in the image dialog; Next before the redirect.
    await page.goto('/welcome?page=4');
    await wizardTitle(page, 'Dein Profilfoto');
    await page
      .locator('input[type=file]')
      .setInputFiles(join(process.cwd(), 'public/icons/icon-512.png'));
    const dialog = await visible(page.getByRole('dialog', { name: 'Bildausschnitt wählen' }));
    await visible(dialog.locator('.advanced-cropper-rectangle-stencil'));
    await visible(dialog.locator('img.advanced-cropper-background-image'));
    await screenshot(page, 'people-wizard-4-crop');
    await dialog.getByRole('button', { name: 'Hochladen' }).click();
    await visible(page.getByText(/Foto gespeichert/));
    const fileImage = (await ownDetails(session.accessToken, session.id)).image;
    expect(fileImage).toMatch(/^\/api\/file\/\d+$/);
    expect(fileImage).not.toBe(webcamImage);
    const photo = await apiFetch(fileImage ?? '');
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
    await button(page, NEXT).click();

    // 5 — socials, the last page for a non-artist: it also asks about the lobby (off until
    // chosen), and Start Networking goes to the lobby.
    await wizardTitle(page, 'Deine Netzwerke');
    expect(page.url()).toContain('page=5');
    await expect(button(page, 'Jetzt überspringen').count()).resolves.toBe(0);
    await page.getByRole('textbox', { name: 'Instagram' }).fill('instagram.com/greta');
    const lobbySwitch = page.getByRole('switch', { name: 'In der Lobby zeigen' });
    expect(await lobbySwitch.isChecked()).toBe(false);
    await lobbySwitch.click();
    await expect
      .poll(async () => {
        const res = await apiFetch('user/privacy', { token: session.accessToken });
        return ((await res.json()) as { inLobby: boolean }).inLobby;
      })
      .toBe(true);
    await screenshot(page, 'people-wizard-5-socials', true);
    await button(page, START).click();
    await onPath(page, '/lobby');

    // Lobby: own card first with 'Ich', then the server's recommended order.
    await visible(page.getByRole('heading', { level: 1, name: 'Lobby' }));
    await visible(page.getByText('Lass uns dein Netzwerk wachsen lassen!'));
    const recommended = await lobbyPage(session.accessToken, {
      filter: { search: null, id: null },
      sort: { sortBy: 'recommended', order: 'desc' },
    });
    const scores = recommended.content.map((card) => card.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThan(0);
    await visible(page.getByText(`${recommended.totalElements} empfohlene Personen`));
    const names = await cardNames(page);
    expect(names).toEqual([
      fullName,
      ...recommended.content.map((card) => shownName(card, 'Unbenannt')),
    ]);
    const ownCard = page.locator('article').first();
    await visible(ownCard.getByRole('link', { name: 'Ich' }));
    await visible(page.getByRole('heading', { name: 'Kein Zugriff' }));
    await screenshot(page, 'people-lobby');
    await button(page, 'Abbrechen').click();
    await page.getByRole('heading', { name: 'Kein Zugriff' }).waitFor({ state: 'detached' });

    // Tag chip filter → /lobby/{tagId}, the server's filtered list.
    const vinyl = tagId('Vinyl');
    await page
      .getByRole('group', { name: 'Nach Tag filtern' })
      .getByText('Vinyl', { exact: true })
      .click();
    await onPath(page, `/lobby/${vinyl}`);
    const filtered = await lobbyPage(session.accessToken, {
      filter: { search: null, id: vinyl },
      sort: { sortBy: 'recommended', order: 'desc' },
    });
    await visible(page.getByText(`${filtered.totalElements} Personen gefunden`));
    await expect
      .poll(() => cardNames(page))
      .toEqual([fullName, ...filtered.content.map((card) => shownName(card, 'Unbenannt'))]);
    for (const card of filtered.content) expect(card.tags.map((t) => t.id)).toContain(vinyl);
    await screenshot(page, 'people-lobby-tag');

    // Search by the own company (case-sensitive): only the own card is left.
    await page.goto('/lobby');
    await page.getByRole('searchbox', { name: 'Suche' }).fill(company.toLowerCase());
    await visible(page.getByText('Keine Personen gefunden'));
    await page.getByRole('searchbox', { name: 'Suche' }).fill(company);
    await expect.poll(() => cardNames(page)).toEqual([fullName]);

    // Sorting A to Z follows the server's order.
    await page.getByRole('searchbox', { name: 'Suche' }).fill('');
    await page.getByRole('combobox', { name: 'Sortierung' }).click();
    await page.getByRole('option', { name: 'A bis Z' }).click();
    const az = await lobbyPage(session.accessToken, {
      filter: { search: null, id: null },
      sort: { sortBy: 'name', order: 'asc' },
    });
    await expect
      .poll(() => cardNames(page))
      .toEqual([fullName, ...az.content.map((card) => shownName(card, 'Unbenannt'))]);

    // Own profile from the 'Ich' button.
    await ownCard.getByRole('link', { name: 'Ich' }).click();
    await onPath(page, '/profile');
    await visible(page.getByRole('heading', { level: 1, name: fullName }));
    await visible(page.getByText(`Booker@${company}`).first());
    await screenshot(page, 'people-own-profile', true);
    await button(page, 'Profil bearbeiten').click();
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Gretchen');
    await button(page, 'Speichern').click();
    await visible(page.getByRole('heading', { level: 1, name: `Gretchen ${member.lastName}` }));
    await screenshot(page, 'people-own-profile-edit');
    await page.getByRole('textbox', { name: 'Vorname' }).fill(member.firstName);
    await button(page, 'Speichern').click();
    await visible(page.getByRole('heading', { level: 1, name: fullName }));

    // Someone else's profile as a member: a tag chip leads to the lobby filtered by it.
    const other = recommended.content[0];
    if (!other) throw new Error('no recommended person');
    await page.goto(`/user/${other.id}`);
    await visible(page.getByRole('heading', { level: 1, name: shownName(other, 'Unbenannt') }));
    await visible(page.getByRole('link', { name: 'Chat' }));
    await screenshot(page, 'people-member-profile', true);
    const firstTag = other.tags[0];
    if (firstTag) {
      await page.getByRole('group', { name: 'Tags' }).getByText(firstTag.name).click();
      await onPath(page, `/lobby/${firstTag.id}`);
    }

    // The anonymous profile: only once the member chose a public profile (issue #42); then no
    // login, no top bar, no member buttons.
    const guest = await newMobilePage(plainBrowser);
    await guest.goto(`/u/user/${session.id}`);
    await visible(guest.getByText('Dieses Profil gibt es nicht, oder es ist nicht öffentlich.'));
    const chosen = await apiFetch('user/privacy', {
      method: 'POST',
      token: session.accessToken,
      json: { profilePublic: true },
    });
    expect(chosen.status).toBe(200);
    await guest.goto(`/u/user/${session.id}`);
    await visible(guest.getByRole('heading', { level: 1, name: fullName }));
    await visible(guest.getByText('Booker aus Leipzig.'));
    await guest.waitForFunction(() => {
      const header = document.querySelector<HTMLImageElement>('[data-testid=profile-header-image]');
      return header?.complete === true && header.naturalWidth > 0;
    });
    await visible(guest.getByRole('link', { name: 'Instagram' }));
    expect(await guest.getByRole('button', { name: /^(menü öffnen|open menu)$/i }).count()).toBe(0);
    expect(await guest.getByRole('link', { name: 'Chat' }).count()).toBe(0);
    expect(await guest.getByText('Profil bearbeiten').count()).toBe(0);
    await screenshot(guest, 'people-public-profile', true);
    // The whole journey: well above the default per-test limit on a busy machine.
  }, 240_000);

  it('without a camera the photo page says video is not available', async () => {
    const member = newMember('Nils');
    await registerViaApi(member);
    const page = await newMobilePage(plainBrowser);
    await storeSession(page, await loginViaApi(member.email, member.password));
    // Like a device without any camera API at all.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'mediaDevices', { value: undefined });
    });
    await page.goto('/welcome?page=4');
    await wizardTitle(page, 'Dein Profilfoto');
    await button(page, 'Foto mit der Kamera').click();
    await visible(page.getByText(NO_VIDEO));
    await screenshot(page, 'people-no-camera');
  });

  it('artists get a sixth genre page; an unknown page says Wrong', async () => {
    const page = await newMobilePage(plainBrowser);
    await storeSession(page, await loginViaApi('artist@festival.test', 'Festival2025!'));
    await page.goto('/start?page=5');
    await wizardTitle(page, 'Deine Netzwerke');
    await visible(button(page, NEXT));
    await page.goto('/start?page=6');
    await wizardTitle(page, 'Deine Genres');
    await visible(page.getByRole('combobox', { name: 'Deine Genres' }));
    await visible(button(page, START));
    await screenshot(page, 'people-wizard-6-genres');
    await page.goto('/start?page=7');
    await wizardTitle(page, 'Falsch');

    const member = newMember('Ole');
    await registerViaApi(member);
    const memberPage = await newMobilePage(plainBrowser);
    await storeSession(memberPage, await loginViaApi(member.email, member.password));
    await memberPage.goto('/welcome?page=6');
    await wizardTitle(memberPage, 'Falsch');
  });

  it('the old lobby sorts A to Z by default and For you shows a slider of people', async () => {
    const page = await newMobilePage(plainBrowser);
    const session = await loginViaApi('user@festival.test', 'Festival2025!');
    await storeSession(page, session);
    await page.goto('/lobbyOld');
    await visible(page.getByRole('heading', { level: 1, name: 'Lobby' }));
    expect(await page.getByRole('combobox', { name: 'Sortierung' }).inputValue()).toBe('A bis Z');
    const az = await lobbyPage(session.accessToken, {
      filter: { search: null, id: null },
      sort: { sortBy: 'name', order: 'asc' },
    });
    await expect
      .poll(async () => (await cardNames(page)).slice(1))
      .toEqual(az.content.map((card) => shownName(card, 'Unbenannt')));
    await page.getByRole('combobox', { name: 'Sortierung' }).click();
    // The dropdown opens in a transition after the click; read its options once they are there.
    await expect
      .poll(() => page.getByRole('option').allTextContents())
      .toEqual(['A bis Z', 'Z bis A']);
    await page.keyboard.press('Escape');

    await page.goto('/you');
    await visible(page.getByRole('heading', { name: 'Leute mit deinen Interessen' }));
    const tiles = page.getByRole('list').getByRole('listitem');
    await visible(tiles);
    expect(await tiles.count()).toBeGreaterThan(1);
    await screenshot(page, 'people-for-you');
  });
});
