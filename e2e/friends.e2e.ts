import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/api/contract/auth';
import { apiFetch, storeSession } from './support/api';
import { launchBrowser, launchPersistent, newMobilePage, screenshot } from './support/browser';
import {
  createPublishedEvent,
  friendsPlansOf,
  memberWithPlan,
  storedFriendPlans,
  useLanguage,
} from './support/friends';
import { outboxRows, pollUntil, syncMetaOf } from './support/offline-store';
import { waitForController } from './support/offline-worker';
import { visible } from './support/screens';

// Issue #39: three phones. Anna and Ben become friends by link, Cleo by a QR picture; Ben's plan
// shows in Anna's timetable offline; the group clash finder proposes Ben's band's repeat.
let browser: Browser;
let anna: SessionUser;
let ben: SessionUser;
let cleo: SessionUser;
let annaPhone: BrowserContext;
let annaPage: Page;
const tag = Date.now().toString(36);
const BAND = `Clashband ${tag}`;
const OTHER = `Otherband ${tag}`;
let band: number;
let other: number;
let repeat: number;

async function phoneOf(session: SessionUser): Promise<Page> {
  const page = await newMobilePage(browser);
  await storeSession(page, session);
  return page;
}

const entry = (page: Page, id: number) => page.getByTestId(`timetable-entry-${id}`);

beforeAll(async () => {
  browser = await launchBrowser();
  // Ben's must-see clashes with Anna's and Cleo's; it plays again the next evening.
  band = await createPublishedEvent(BAND, '2025-08-15T22:00+02:00', '2025-08-15T23:00+02:00');
  other = await createPublishedEvent(OTHER, '2025-08-15T22:30+02:00', '2025-08-15T23:30+02:00');
  repeat = await createPublishedEvent(BAND, '2025-08-16T20:00+02:00', '2025-08-16T21:00+02:00');
  anna = await memberWithPlan('Anna', [other]);
  ben = await memberWithPlan('Ben', [band], [band]);
  cleo = await memberWithPlan('Cleo', [other], [other]);
  annaPhone = await launchPersistent();
  annaPage = await annaPhone.newPage();
  await storeSession(annaPage, anna);
});

afterAll(async () => {
  await annaPhone?.close();
  await browser?.close();
});

describe('friends and their plans', () => {
  it('Anna and Ben become friends by link', async () => {
    const benPage = await phoneOf(ben);
    await benPage.goto('/friends');
    const link = await visible(benPage.getByTestId('friend-code-link'), 30_000);
    await visible(benPage.getByTestId('friend-code-qr'));
    await screenshot(benPage, 'friends-screen', true);
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.pathname).toBe('/friends');
    expect(href.searchParams.get('add')).toMatch(/^[\w-]{24}$/);

    await annaPage.goto(`${href.pathname}${href.search}`);
    await waitForController(annaPage);
    await (await visible(annaPage.getByRole('button', { name: 'Freunde werden' }))).click();
    await visible(annaPage.getByText('Du und Ben seid jetzt befreundet.'));
    await screenshot(annaPage, 'friends-connected');

    await useLanguage(benPage, 'en');
    await benPage.reload();
    await visible(benPage.getByRole('heading', { name: 'My friend code' }));
    await screenshot(benPage, 'friends-screen-en', true);
    await benPage.context().close();
  });

  it('Cleo connects by scanning a picture of Anna’s QR code', async () => {
    await annaPage.goto('/friends');
    const qr = await visible(annaPage.getByTestId('friend-code-qr'), 30_000);
    const picture = await qr.screenshot();
    const cleoPage = await phoneOf(cleo);
    await cleoPage.goto('/friends');
    await visible(cleoPage.getByRole('button', { name: 'Bild scannen' }), 30_000);
    await cleoPage
      .locator('input[type=file]')
      .setInputFiles({ name: 'anna-qr.png', mimeType: 'image/png', buffer: picture });
    await visible(cleoPage.getByText('Du und Anna seid jetzt befreundet.'));
    await visible(cleoPage.getByText('Anna', { exact: true }));
    await screenshot(cleoPage, 'friends-after-scan', true);
    await cleoPage.context().close();

    const plans = await friendsPlansOf(anna.accessToken);
    expect(plans.friends.map((friend) => friend.id).sort()).toEqual([ben.id, cleo.id].sort());
    expect((await friendsPlansOf(ben.accessToken)).friends.map((f) => f.id)).toEqual([anna.id]);
  });

  it("shows Ben's plan in Anna's timetable offline, and the clash finder proposes the repeat", async () => {
    await annaPage.goto('/favourites');
    await waitForController(annaPage);
    // Anna marks her saved set a must-see: one tap, queued and sent like a favourite.
    const mark = await visible(
      entry(annaPage, other).getByRole('button', { name: `${OTHER}: Markieren. Tippen für Muss` }),
      30_000,
    );
    await mark.click();
    await visible(entry(annaPage, other).locator('[data-priority="must"]'));
    await pollUntil(
      () => outboxRows(annaPage),
      (rows) => rows.length === 0,
      30_000,
      'mark sent',
    );
    await pollUntil(
      () => storedFriendPlans(annaPage),
      (rows) => rows.some((row) => row.friendId === ben.id && row.eventId === band),
      30_000,
      "Ben's plan in IndexedDB",
    );
    await pollUntil(
      () => syncMetaOf(annaPage, 'events'),
      (m) => m?.lastUpdated != null,
      30_000,
      'program',
    );

    await annaPhone.setOffline(true);
    await annaPage.clock.setFixedTime(new Date('2025-08-15T20:00:00+02:00'));
    await annaPage.reload();
    await visible(entry(annaPage, other).getByText('Auch gespeichert von Cleo'), 30_000);
    await screenshot(annaPage, 'timetable-friends-marks', true);
    await annaPage.getByRole('radiogroup', { name: 'Ansicht' }).getByText('Freunde').click();
    const benCard = await visible(annaPage.getByTestId(`friend-${ben.id}`));
    await visible(benCard.getByText(new RegExp(`${BAND} · TBA · 15\\.08\\. Freitag 22:00`)));
    const clash = await visible(annaPage.getByTestId('group-clash'));
    await visible(clash.getByText('Gruppe trennt sich'));
    await visible(clash.getByText(`${BAND} – Muss: Ben`));
    await visible(clash.getByText(`${OTHER} – Muss: Du, Cleo`));
    await visible(
      clash.getByText(
        `Ben: ${BAND} noch einmal am 16.08. Samstag 20:00 – dann alle zusammen zu ${OTHER}.`,
      ),
    );
    await screenshot(annaPage, 'timetable-friends-view', true);

    // Without Cleo, Ben's must-see still clashes with Anna's.
    await annaPage.getByRole('checkbox', { name: 'Cleo' }).uncheck();
    await visible(clash.getByText(`${OTHER} – Muss: Du`));

    await useLanguage(annaPage, 'en');
    await annaPage.reload();
    await annaPage.getByRole('radiogroup', { name: 'View' }).getByText('Friends').click();
    await visible(
      annaPage.getByText(
        `Ben: ${BAND} again on 16.08. Saturday 20:00 – then everyone together at ${OTHER}.`,
      ),
    );
    await screenshot(annaPage, 'timetable-friends-view-en', true);
    await useLanguage(annaPage, 'de');
    await annaPhone.setOffline(false);
    expect(repeat).toBeGreaterThan(0);
  });

  it('shares a read-only plan link that answers 404 once revoked', async () => {
    await annaPage.goto('/friends');
    await (await visible(annaPage.getByRole('button', { name: 'Link erstellen' }), 30_000)).click();
    const link = await visible(annaPage.getByTestId('plan-share-link'));
    const url = new URL((await link.getAttribute('href')) ?? '');
    const token = url.pathname.split('/').pop() ?? '';
    await screenshot(annaPage, 'friends-share', true);

    const guest = await newMobilePage(browser);
    await guest.goto(url.pathname);
    await visible(guest.getByRole('heading', { name: 'Plan von Anna' }), 30_000);
    await visible(guest.getByText(OTHER));
    await visible(guest.getByText('Muss'));
    await screenshot(guest, 'public-plan');
    await useLanguage(guest, 'en');
    await guest.reload();
    await visible(guest.getByRole('heading', { name: "Anna's plan" }));
    await screenshot(guest, 'public-plan-en');

    await annaPage.getByRole('button', { name: 'Link zurückziehen' }).click();
    await visible(annaPage.getByRole('button', { name: 'Link erstellen' }));
    expect((await apiFetch(`plan/public/${token}`)).status).toBe(404);
    await guest.reload();
    await visible(guest.getByText('This plan is not shared (any more). Ask for a new link.'));
    await screenshot(guest, 'public-plan-gone-en');
    await useLanguage(guest, 'de');
    await guest.reload();
    await visible(
      guest.getByText('Dieser Plan ist nicht (mehr) geteilt. Frag nach einem neuen Link.'),
    );
    await screenshot(guest, 'public-plan-gone');
    await guest.context().close();
  });

  it("ending a friendship takes the friend's plan off the phone with the next sync", async () => {
    const ended = await apiFetch(`friends/${anna.id}`, {
      method: 'DELETE',
      token: ben.accessToken,
    });
    expect(ended.status).toBe(200);
    await annaPage.goto('/favourites');
    await pollUntil(
      () => storedFriendPlans(annaPage),
      (rows) => rows.length > 0 && rows.every((row) => row.friendId !== ben.id),
      30_000,
      "Ben's plan gone, Cleo's kept",
    );
  });
});
