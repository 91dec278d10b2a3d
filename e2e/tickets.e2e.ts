import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/api/contract/auth';
import { decodeCredential } from '../src/api/contract/ticket-credential';
import { apiFetch, loginViaApi, storeSession } from './support/api';
import { launchPersistent, screenshot } from './support/browser';
import { waitForController } from './support/offline-worker';
import { login, onPath, visible } from './support/screens';
import { buyAndPay, claimCodesFromMail, productUid } from './support/shop-api';
import { decodeQrFromScreenshot } from './support/shop-flow';
import { newMember, registerViaApi } from './support/users';

let context: BrowserContext;
const member = newMember('Tara');
let session: SessionUser;
let ownUids: string[] = [];

beforeAll(async () => {
  await registerViaApi(member);
  session = await loginViaApi(member.email, member.password);
  const pass = await productUid('Festival Pass');
  await buyAndPay(member.email, [{ product: pass, quantity: 2 }], session.accessToken);
  const tickets = (await (
    await apiFetch('ticket/my/all', { token: session.accessToken })
  ).json()) as { uid: string }[];
  ownUids = tickets.map((ticket) => ticket.uid);
  context = await launchPersistent();
});

afterAll(async () => {
  await context?.close();
});

/** Tara's tickets as the server has them now (a redeem adds one). */
const myTicketUids = async (): Promise<string[]> =>
  (
    (await (await apiFetch('ticket/my/all', { token: session.accessToken })).json()) as {
      uid: string;
    }[]
  ).map((ticket) => ticket.uid);

/** A new tab of the shared profile, logged in as Tara. */
const taraPage = async (): Promise<Page> => {
  const page = await context.newPage();
  await storeSession(page, session);
  return page;
};

/** The ticket a scanner reads off a card's QR: its credential's ticket uid, or null when none reads. */
const scannedTicket = async (page: Page, card: Locator): Promise<string | null> => {
  const text = await decodeQrFromScreenshot(page, card.getByTestId('ticket-qr')).catch(() => null);
  return text ? (decodeCredential(text)?.ticketUid ?? null) : null;
};

/** One read (a screenshot decoded at three distances) takes seconds on a busy 2-core machine. */
const QR_READ = { timeout: 30_000, interval: 500 };

describe('own tickets and redeeming', () => {
  it('shows every ticket with a QR code of its signed credential, online and after an offline reload', async () => {
    expect(ownUids).toHaveLength(2);
    const mine = await myTicketUids();
    expect(mine).toEqual(expect.arrayContaining(ownUids));
    const page = await context.newPage();
    await login(page, member.email, member.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await waitForController(page);
    await page.goto('/tickets');
    await visible(page.getByTestId('ticket-qr'));
    expect(await page.getByTestId('ticket-card').count()).toBe(mine.length);
    const shown = await page
      .getByTestId('ticket-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-uid')));
    expect(shown.sort()).toEqual([...mine].sort());
    const entryCodes = await page.getByTestId('ticket-entry-code').allInnerTexts();
    expect(entryCodes.every((code) => /^[A-Z2-9]{4} [A-Z2-9]{4} [A-Z2-9]{4}$/.test(code))).toBe(
      true,
    );
    const first = page.getByTestId('ticket-card').first();
    await expect
      .poll(() => scannedTicket(page, first), QR_READ)
      .toBe(await first.getAttribute('data-uid'));
    await screenshot(page, 'tickets-online');

    await context.setOffline(true);
    try {
      await page.reload();
      await visible(page.getByTestId('ticket-qr'));
      expect(await page.getByTestId('ticket-card').count()).toBe(mine.length);
      const second = page.getByTestId('ticket-card').nth(1);
      await expect
        .poll(() => scannedTicket(page, second), QR_READ)
        .toBe(await second.getAttribute('data-uid'));
      await screenshot(page, 'tickets-offline');
    } finally {
      await context.setOffline(false);
    }
  });

  it('the scanner page without a camera shows the spec text; a typed guest code is cut to 12 and redeemed', async () => {
    const guestEmail = `guest-${Date.now()}@example.test`;
    const sunday = await productUid('Sunday Open Air');
    await buyAndPay(guestEmail, [{ product: sunday, quantity: 1 }]);
    const [code] = await claimCodesFromMail(guestEmail);
    if (!code) throw new Error('The guest order mail lists no claim code');
    const before = (await myTicketUids()).length;

    const page = await taraPage();
    await page.goto('/ticket/redeem');
    await visible(page.getByRole('heading', { name: 'Ticket hinzufügen', level: 1 }));
    const cameraError = await visible(page.getByTestId('camera-error'));
    expect(await cameraError.innerText()).toMatch(
      /^\[(NotFoundError|NotAllowedError|NotReadableError)\]: /,
    );
    if ((await cameraError.innerText()).startsWith('[NotFoundError]')) {
      expect(await cameraError.innerText()).toBe('[NotFoundError]: Dieses Gerät hat keine Kamera');
    }
    await screenshot(page, 'redeem-no-camera');

    // A code nobody has: the server's answer shows under the field.
    const field = page.getByRole('textbox', { name: 'Ticketcode' });
    await field.fill('ZZZZZZZZZZZZ');
    await visible(page.getByText('Es gibt kein Ticket mit diesem Code.'));

    // Longer input is cut to the first 12 characters and triggers at once.
    await field.fill(`${code.slice(0, 4)}-${code.slice(4)}XYZ`);
    expect(await field.inputValue()).toBe(code);
    const dialog = await visible(page.getByRole('dialog', { name: 'Ticket hinzugefügt' }));
    await visible(
      dialog.getByText('Glückwunsch! Dein neues Ticket wurde deinem Konto hinzugefügt.'),
    );
    await visible(dialog.getByText(/neuen QR-Code/));
    await visible(dialog.getByRole('button', { name: 'Schließen' }));
    await screenshot(page, 'redeem-success');
    await dialog.getByRole('button', { name: 'Zu meinen Tickets' }).click();
    await onPath(page, '/tickets');
    await page.waitForFunction(
      (expected) => document.querySelectorAll('[data-testid="ticket-card"]').length === expected,
      before + 1,
    );
  });

  it("a code of someone's ticket takes nothing: the page says why, in the reader's language", async () => {
    const other = newMember('Owen');
    await registerViaApi(other);
    const session = await loginViaApi(other.email, other.password);
    const sunday = await productUid('Sunday Open Air');
    await buyAndPay(other.email, [{ product: sunday, quantity: 1 }], session.accessToken);
    const guestEmail = `gift-${Date.now()}@example.test`;
    await buyAndPay(guestEmail, [{ product: sunday, quantity: 1 }]);
    const [code] = await claimCodesFromMail(guestEmail);
    if (!code) throw new Error('The guest order mail lists no claim code');
    // The code is claimed once (by Owen), then Tara tries it.
    const claimed = await apiFetch(`ticket/scan/${code}`, { token: session.accessToken });
    expect(claimed.status).toBe(200);

    const page = await taraPage();
    await page.goto('/ticket/redeem');
    await page.getByRole('textbox', { name: 'Ticketcode' }).fill(code);
    await visible(
      page.getByText(/gehört schon zu einem Konto, ein Code kann es nicht verschieben/),
    );
    await screenshot(page, 'redeem-owned');
  });
});
