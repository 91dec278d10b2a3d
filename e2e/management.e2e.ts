import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDto } from '../src/api/contract/program';
import { apiFetch, loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { dataDir } from './support/context';
import { waitForMail } from './support/mail';
import { storedEvents, pollUntil } from './support/offline-store';
import { waitForController } from './support/offline-worker';
import { onPath, visible } from './support/screens';
import { newMember, registerViaApi } from './support/users';

const PASSWORD = 'Festival2025!';
const stamp = Date.now().toString(36).slice(-5);
const VENUE = `E2E Halle ${stamp}`;
const ARTIST = `E2E Artist ${stamp}`;
const NEW_ARTIST = `E2E Newcomer ${stamp}`;
const EVENT = `E2E Nacht ${stamp}`;

let browser: Browser;
let defaultYear: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await loginViaApi('admin@festival.test', PASSWORD);
  const res = await apiFetch('management/options', { token: admin.accessToken });
  defaultYear = ((await res.json()) as { defaultYear: number }).defaultYear;
});
afterAll(async () => {
  await browser.close();
});

async function pageAs(email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await newMobilePage(browser, viewport ? { viewport } : {});
  await storeSession(page, await loginViaApi(email, PASSWORD));
  return page;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');

/**
 * Searches the program for `title` and expects it to show (or not), once the search's 300 ms
 * debounce has applied (the count line then says '… gefunden') and then for up to 15 s: the page's
 * start sync, or the worker's after a push, may still be bringing the change (on a loaded machine,
 * later than the first look).
 */
async function expectProgramShows(page: Page, title: string, expected: boolean): Promise<void> {
  const search = await visible(page.getByRole('searchbox', { name: 'Events durchsuchen' }), 30_000);
  await search.fill(title);
  const found = page.getByRole('status').filter({ hasText: /^\d+ Events? gefunden$/ });
  await visible(found, 30_000);
  const shows = async () => (await page.getByRole('heading', { name: title }).count()) > 0;
  await expect.poll(shows, { timeout: 15_000 }).toBe(expected);
  // Not shown because the list says so, not because it has not rendered yet.
  if (!expected) expect(await found.innerText()).toBe('0 Events gefunden');
}

describe('management', () => {
  it('admin creates a venue, an artist and an event with artists, publishes it and drafts it again', async () => {
    const page = await pageAs('admin@festival.test');
    await page.goto('/management');
    await visible(page.getByRole('heading', { name: 'Konferenz-Management' }));
    await visible(tab(page, 'Benutzer'));
    await visible(page.getByText('Alle Artists'));
    await screenshot(page, 'management-dashboard');

    // Venue: create it in the Venues tab.
    await tab(page, 'Venues').click();
    await page.getByRole('button', { name: 'Neue Venue' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill(VENUE);
    await dialog(page).getByRole('textbox', { name: 'Website' }).fill('not a url');
    await visible(dialog(page).getByText('Bitte gib eine gültige URL ein'));
    await dialog(page).getByRole('textbox', { name: 'Website' }).fill('halle.example.org');
    await dialog(page).getByRole('button', { name: 'Speichern' }).click();
    await visible(page.getByRole('heading', { name: VENUE }));
    await screenshot(page, 'management-venues');

    // Artist: 'Add new Artist' creates a phantom with the ghost icon.
    await tab(page, 'Artists').click();
    await page.getByRole('button', { name: 'Neuen Artist anlegen' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill(ARTIST);
    await dialog(page).getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('searchbox', { name: 'Artists suchen' }).fill(ARTIST);
    const artistRow = page.getByRole('listitem').filter({ hasText: ARTIST });
    await visible(artistRow);
    await visible(artistRow.getByTestId('phantom-icon'));
    await visible(page.getByText('1 gefunden'));
    await screenshot(page, 'management-artists');

    // Share with an editor: search by e-mail (≥ 3 characters, Enter).
    await artistRow.getByRole('button', { name: `${ARTIST} mit Editoren teilen` }).click();
    const email = dialog(page).getByRole('textbox', { name: 'Benutzer per E-Mail suchen' });
    await email.fill('nobody-at-all');
    await email.press('Enter');
    await visible(dialog(page).getByText('Kein Benutzer mit dieser E-Mail gefunden.'));
    await email.fill('promoter@festival');
    await email.press('Enter');
    await dialog(page).getByRole('button', { name: 'Hinzufügen' }).click();
    await visible(dialog(page).getByRole('button', { name: 'Bearbeiter' }));
    await screenshot(page, 'management-share');
    await page.keyboard.press('Escape');

    // Event: the form, as a draft, then its artists.
    await tab(page, 'Events').click();
    await page.getByRole('link', { name: 'Neues Event anlegen' }).click();
    await onPath(page, '/create/event');
    await page.getByRole('textbox', { name: 'Titel' }).fill(EVENT);
    await page.getByLabel('Beginn').fill(`${defaultYear}-08-15T21:00`);
    await page.getByLabel('Ende').fill(`${defaultYear}-08-16T02:00`);
    await page.getByRole('combobox', { name: 'Venue' }).fill(VENUE);
    await page.getByRole('option', { name: VENUE }).click();
    await page.getByRole('textbox', { name: 'Ticket-Link' }).fill('kein link');
    await page.getByText('Entwurf', { exact: true }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await visible(page.getByText('Bitte gib eine gültige URL ein'));
    await screenshot(page, 'management-event-form', true);
    await page.getByRole('textbox', { name: 'Ticket-Link' }).fill('tickets.example.org');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await onPath(page, /^\/event\/\d+\/artists$/);
    const eventId = Number(new URL(page.url()).pathname.split('/')[2]);

    await page.getByRole('searchbox', { name: 'Artists suchen' }).fill(ARTIST);
    await page.getByRole('button', { name: `${ARTIST} hinzufügen` }).click();
    const current = page.getByRole('list', { name: 'Artists dieses Events' });
    await visible(current.getByText(ARTIST));
    // Nothing found: 'create the artist' creates and adds one.
    await page.getByRole('searchbox', { name: 'Artists suchen' }).fill(NEW_ARTIST);
    await page.getByRole('button', { name: 'Artist anlegen' }).click();
    await expect
      .poll(() => dialog(page).getByRole('textbox', { name: 'Name' }).inputValue())
      .toBe(NEW_ARTIST);
    await dialog(page).getByRole('button', { name: 'Speichern' }).click();
    await visible(current.getByText(NEW_ARTIST));
    await screenshot(page, 'management-event-artists');

    // A draft is not in the public program.
    const single = await apiFetch(`event/get/single/${eventId}`);
    expect(single.status).toBe(404);

    // Publish from the events tab.
    await page.goto('/management?tab=events');
    await page.getByRole('searchbox', { name: 'Events suchen' }).fill(EVENT);
    const eventRow = page.getByRole('listitem').filter({ hasText: EVENT });
    await eventRow.getByRole('button', { name: 'Veröffentlichen' }).click();
    await visible(eventRow.getByRole('button', { name: 'Event wieder zum Entwurf machen' }));
    await screenshot(page, 'management-events');
    expect((await apiFetch(`event/get/single/${eventId}`)).status).toBe(200);

    // In the public program, and offline from the synced copy.
    await page.goto('/events');
    await waitForController(page);
    await expectProgramShows(page, EVENT, true);
    await pollUntil(
      () => storedEvents(page),
      (rows) => rows.some((row) => row.id === eventId),
      20_000,
      'event in IndexedDB',
    );
    await page.context().setOffline(true);
    await page.reload();
    await expectProgramShows(page, EVENT, true);
    await screenshot(page, 'management-published-offline');
    await page.context().setOffline(false);

    // Draft again: it disappears from the program and its offline copy.
    await page.goto('/management?tab=events');
    await page.getByRole('searchbox', { name: 'Events suchen' }).fill(EVENT);
    await page
      .getByRole('listitem')
      .filter({ hasText: EVENT })
      .getByRole('button', { name: 'Event wieder zum Entwurf machen' })
      .click();
    await visible(
      page
        .getByRole('listitem')
        .filter({ hasText: EVENT })
        .getByRole('button', { name: 'Veröffentlichen' }),
    );
    await page.goto('/events');
    await pollUntil(
      () => storedEvents(page),
      (rows) => !rows.some((row) => row.id === eventId),
      20_000,
      'event gone from IndexedDB',
    );
    await expectProgramShows(page, EVENT, false);

    // Deleting the venue names the event that loses it; then the event shows 'TBA'.
    await page.goto('/management?tab=venues');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: VENUE }) })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await visible(
      dialog(page).getByText(
        `Möchtest du ${VENUE} wirklich löschen? Eine Veranstaltung findet dort statt; sie zeigt danach „TBA“ als Ort.`,
      ),
    );
    await screenshot(page, 'management-venue-delete');
    await dialog(page).getByRole('button', { name: 'Löschen' }).click();
    await expect.poll(() => page.getByRole('heading', { name: VENUE }).count()).toBe(0);
    const { accessToken } = await loginViaApi('admin@festival.test', PASSWORD);
    const publish = (state: string) =>
      apiFetch(`event/state/change/${eventId}/${state}`, { token: accessToken });
    expect((await publish('PUBLISHED')).status).toBe(200);
    const left = eventDto.parse(await (await apiFetch(`event/get/single/${eventId}`)).json());
    expect(left.venue).toBeNull();
    await publish('DRAFT');
  });

  it('a promoter sees no Users tab; on a wide screen too', async () => {
    const page = await pageAs('promoter@festival.test', { width: 1280, height: 900 });
    await page.goto('/management');
    await visible(tab(page, 'Artists'));
    await visible(tab(page, 'Venues'));
    expect(await tab(page, 'Benutzer').count()).toBe(0);
    // Sharing someone else's artist: 'Only the creator can add editors'.
    const admin = await loginViaApi('admin@festival.test', PASSWORD);
    const othersArtist = `E2E Fremd ${stamp}`;
    const created = await apiFetch('artist/edit', {
      method: 'POST',
      token: admin.accessToken,
      json: { name: othersArtist },
    });
    expect(created.status).toBe(200);
    await page.getByRole('searchbox', { name: 'Artists suchen' }).fill(othersArtist);
    await page.getByRole('button', { name: `${othersArtist} mit Editoren teilen` }).click();
    await visible(dialog(page).getByText('Nur wer es angelegt hat, kann Bearbeiter hinzufügen'));
    await page.keyboard.press('Escape');
    await tab(page, 'Events').click();
    await visible(page.getByRole('list', { name: 'Events' }).getByRole('listitem').first());
    expect(await page.getByRole('link', { name: 'Neues Event anlegen' }).count()).toBe(0);
    await screenshot(page, 'management-promoter-wide');
  });

  it('a plain member is sent from /management to /', async () => {
    const page = await pageAs('user@festival.test');
    await page.goto('/management');
    await onPath(page, '/');
  });

  it('send welcome mails a new password and the old one stops working', async () => {
    const member = newMember('Wilma');
    await registerViaApi(member);
    expect(
      (
        await apiFetch('auth/signin', {
          method: 'POST',
          json: { email: member.email, password: member.password },
        })
      ).status,
    ).toBe(200);

    const page = await pageAs('admin@festival.test');
    await page.goto('/management?tab=users');
    await page.getByRole('searchbox', { name: 'Benutzer suchen' }).fill(member.email);
    const row = page.getByRole('listitem').filter({ hasText: member.email });
    await row.getByRole('button', { name: /^Aktionen für/ }).click();
    await page.getByRole('menuitem', { name: 'Benutzer bearbeiten' }).click();
    await visible(dialog(page).getByRole('textbox', { name: 'Vorname' }));
    await screenshot(page, 'management-edit-user', true);
    await dialog(page).getByRole('button', { name: 'Speichern' }).click();
    await visible(page.getByText(`${member.firstName} ${member.lastName} gespeichert.`));
    await row.getByRole('button', { name: /^Aktionen für/ }).click();
    await page.getByRole('menuitem', { name: 'Rollen bearbeiten' }).click();
    await visible(dialog(page).getByRole('checkbox', { name: 'Promoter' }));
    await screenshot(page, 'management-edit-roles');
    await dialog(page).getByRole('button', { name: 'Abbrechen' }).click();
    await row.getByRole('button', { name: /^Aktionen für/ }).click();
    await page.getByRole('menuitem', { name: 'Willkommens-E-Mail senden' }).click();
    await visible(
      dialog(page).getByText(
        'Achtung! Mit dem Senden der E-Mail wird das Passwort des Benutzers zurückgesetzt.',
        {
          exact: false,
        },
      ),
    );
    await dialog(page)
      .getByRole('textbox', { name: 'Eigener Text der E-Mail' })
      .fill('Willkommen beim Festival!');
    await screenshot(page, 'management-send-welcome');
    await dialog(page).getByRole('button', { name: 'Willkommens-E-Mail senden' }).click();

    const mail = await waitForMail(dataDir(), member.email, (m) =>
      m.text.includes('Willkommen beim Festival!'),
    );
    const password = /Passwort: (\S+)/.exec(mail.text)?.[1];
    expect(password).toBeDefined();
    const signin = (pw: string) =>
      apiFetch('auth/signin', { method: 'POST', json: { email: member.email, password: pw } });
    expect((await signin(member.password)).status).toBe(401);
    expect((await signin(password ?? '')).status).toBe(200);
  });

  it("a phantom artist's stand-in address gets no welcome mail: the dialog says why", async () => {
    const { accessToken } = await loginViaApi('admin@festival.test', PASSWORD);
    const name = `E2E Phantom ${stamp}`;
    await apiFetch('artist/edit', { method: 'POST', token: accessToken, json: { name } });
    const page = await pageAs('admin@festival.test');
    await page.goto('/management?tab=users');
    await page.getByRole('searchbox', { name: 'Benutzer suchen' }).fill(name);
    const row = page.getByRole('listitem').filter({ hasText: name });
    await row.getByRole('button', { name: /^Aktionen für/ }).click();
    await page.getByRole('menuitem', { name: 'Willkommens-E-Mail senden' }).click();
    await visible(
      dialog(page).getByText(
        'Dieses Konto hat noch keine echte E-Mail-Adresse. Trag zuerst unter „Benutzer bearbeiten“ eine ein.',
      ),
    );
    expect(
      await dialog(page).getByRole('button', { name: 'Willkommens-E-Mail senden' }).count(),
    ).toBe(0);
    await screenshot(page, 'management-welcome-no-address');
    await dialog(page).getByRole('button', { name: 'Benutzer bearbeiten' }).click();
    await visible(dialog(page).getByRole('textbox', { name: 'Vorname' }));
  });
});
