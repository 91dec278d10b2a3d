import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeCredential } from '../src/api/contract/ticket-credential';
import { loginViaApi } from './support/api';
import { launchPersistent, screenshot } from './support/browser';
import { checkAtGate, GATE_ACCOUNT, openGate } from './support/gate';
import { waitForController } from './support/offline-worker';
import { login, onPath, openSideMenu, switchLanguage, visible } from './support/screens';
import { buyOwnTickets, productUid } from './support/shop-api';
import { decodeQrFromScreenshot } from './support/shop-flow';
import { newMember, registerViaApi } from './support/users';

const opened: BrowserContext[] = [];

const phoneOf = async (email: string, password: string) => {
  const context = await launchPersistent();
  opened.push(context);
  const page = await context.newPage();
  await login(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await waitForController(page);
  return { context, page };
};

afterAll(async () => {
  await Promise.all(opened.map((context) => context.close()));
});

describe('handing a ticket to a friend', () => {
  it("the friend's phone shows it offline with a QR that scans, and the gate refuses the old QR", async () => {
    const hanna = newMember('Hanna');
    const finn = newMember('Finn');
    await Promise.all([registerViaApi(hanna), registerViaApi(finn)]);
    const session = await loginViaApi(hanna.email, hanna.password);
    const [ticket] = await buyOwnTickets(
      hanna.email,
      session.accessToken,
      await productUid('Sunday Open Air'),
      1,
    );
    if (!ticket) throw new Error('no ticket');

    // Hanna creates a hand-over link on her tickets page and shows its QR code.
    const owner = await phoneOf(hanna.email, hanna.password);
    await owner.page.goto('/tickets');
    const card = await visible(
      owner.page.locator(`[data-testid="ticket-card"][data-uid="${ticket.uid}"]`),
    );
    const oldQr = await decodeQrFromScreenshot(owner.page, card.getByTestId('ticket-qr'));
    expect(oldQr).toBe(ticket.credential);
    await card.getByRole('button', { name: 'Weitergeben' }).click();
    const dialog = await visible(owner.page.getByRole('dialog', { name: 'Ticket weitergeben' }));
    await screenshot(owner.page, 'hand-over-dialog');
    await dialog.getByRole('button', { name: 'Link erstellen' }).click();
    const panel = await visible(card.getByTestId('transfer-panel'));
    await screenshot(owner.page, 'hand-over-open');
    const link = new URL(
      await decodeQrFromScreenshot(owner.page, panel.getByTestId('transfer-qr')),
    );
    expect(link.pathname).toMatch(/^\/ticket\/accept\//);

    // Finn opens the link (his camera app would), accepts, and has the ticket.
    const friend = await phoneOf(finn.email, finn.password);
    await friend.page.goto(`${link.pathname}${link.search}`);
    const offer = await visible(friend.page.getByTestId('transfer-offer'));
    expect(await offer.innerText()).toContain(
      `${hanna.firstName} ${hanna.lastName} gibt dir dieses Ticket.`,
    );
    await screenshot(friend.page, 'hand-over-accept');
    await offer.getByRole('button', { name: 'Ticket annehmen' }).click();
    await onPath(friend.page, '/tickets');
    const received = await visible(
      friend.page.locator(`[data-testid="ticket-card"][data-uid="${ticket.uid}"]`),
    );
    expect(await received.innerText()).toContain(`${finn.firstName} ${finn.lastName}`);

    // On the grounds without signal: the ticket is there and its new QR code scans.
    await friend.context.setOffline(true);
    let newQr = '';
    try {
      await friend.page.reload();
      const offlineCard = await visible(
        friend.page.locator(`[data-testid="ticket-card"][data-uid="${ticket.uid}"]`),
      );
      newQr = await decodeQrFromScreenshot(friend.page, offlineCard.getByTestId('ticket-qr'));
      await screenshot(friend.page, 'hand-over-friend-offline');
    } finally {
      await friend.context.setOffline(false);
    }
    expect(decodeCredential(newQr)).toMatchObject({ ticketUid: ticket.uid, version: 2 });

    // Hanna's page no longer has it and says who does, in English too.
    await owner.page.reload();
    const passedOn = await visible(owner.page.getByTestId('passed-on'));
    expect(await passedOn.innerText()).toContain(`Jetzt bei ${finn.firstName} ${finn.lastName}`);
    expect(
      await owner.page.locator(`[data-testid="ticket-card"][data-uid="${ticket.uid}"]`).count(),
    ).toBe(0);
    await openSideMenu(owner.page);
    await switchLanguage(owner.page, 'en');
    await owner.page.keyboard.press('Escape');
    await owner.page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
    await visible(
      owner.page.getByText(`Now with ${finn.firstName} ${finn.lastName}`, { exact: false }),
    );
    await screenshot(owner.page, 'hand-over-passed-on-en');

    // At the gate, the old QR code is refused and the new one admits.
    const gate = await phoneOf(GATE_ACCOUNT.email, GATE_ACCOUNT.password);
    await openGate(gate.page, `Übergabe ${Date.now().toString(36)}`);
    expect(await checkAtGate(gate.page, oldQr)).toBe('revoked');
    await screenshot(gate.page, 'gate-revoked');
    expect(await checkAtGate(gate.page, newQr)).toBe('admitted');
  }, 180_000);
});
