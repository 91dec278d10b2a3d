import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateList } from '../src/api/contract/gate';
import { apiFetch, loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobileContext, newMobilePage, screenshot } from './support/browser';
import { checkAtGate, GATE_ACCOUNT, openGate } from './support/gate';
import { login, onPath, openSideMenu, switchLanguage, visible } from './support/screens';
import {
  addToCart,
  fillConsumer,
  openCart,
  placeOrderAndOpenPayment,
  sandboxOutcome,
} from './support/shop-flow';
import { newMember, registerViaApi } from './support/users';

const STAFF_PASSWORD = 'Festival2025!';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The gate list's entry for a ticket, as a gate device syncs it. */
async function gateEntry(ticketUid: string) {
  const gate = await loginViaApi(GATE_ACCOUNT.email, GATE_ACCOUNT.password);
  const res = await apiFetch('gate/list', { token: gate.accessToken });
  return gateList.parse(await res.json()).tickets.find((ticket) => ticket.uid === ticketUid);
}

describe('order desk', () => {
  it('a buyer pays in the shop; staff find the order by e-mail, refund it, and the ticket stops admitting at the gate', async () => {
    // The buyer: a member who buys one ticket in the shop and pays in the sandbox.
    const buyer = newMember('Dora');
    await registerViaApi(buyer);
    const shop = await newMobileContext(browser);
    await login(shop.page, buyer.email, buyer.password);
    await shop.page.waitForURL((url) => url.pathname !== '/login');
    await shop.page.goto('/shop');
    await addToCart(shop.page, 'Sunday Open Air');
    const drawer = await openCart(shop.page);
    await drawer.getByRole('button', { name: 'Zur Kasse' }).click();
    await onPath(shop.page, '/checkout');
    await fillConsumer(shop.page, {});
    await shop.page.getByRole('button', { name: 'Weiter' }).click();
    await onPath(shop.page, '/checkout/payment');
    await visible(shop.page.getByTestId('bill'));
    const popup = await placeOrderAndOpenPayment(shop.context, shop.page);
    await sandboxOutcome(popup, 'paid');
    await onPath(shop.page, '/payment/done', 20_000);
    await visible(shop.page.getByRole('heading', { name: 'Bestellung abgeschlossen' }));
    await shop.context.close();

    const session = await loginViaApi(buyer.email, buyer.password);
    const owned = (await (
      await apiFetch('ticket/my/all', { token: session.accessToken })
    ).json()) as { uid: string; entryCode: string }[];
    expect(owned).toHaveLength(1);
    const [ticket] = owned;
    if (!ticket) throw new Error('no ticket');
    expect((await gateEntry(ticket.uid))?.revoked).toBe(false);

    // Staff: from the management dashboard to the desk, search by e-mail, open the order.
    const page = await newMobilePage(browser);
    await storeSession(page, await loginViaApi('admin@festival.test', STAFF_PASSWORD));
    await page.goto('/management');
    await (await visible(page.getByRole('link', { name: 'Bestellungen' }))).click();
    await onPath(page, '/management/orders');
    // The desk's first page is there (the URL changes before the screen does).
    await visible(page.getByText(/^\d+ Bestellungen$/));
    const searchbox = page.getByRole('searchbox', { name: 'Suche', exact: true });
    await searchbox.fill(buyer.email);
    expect(await searchbox.inputValue()).toBe(buyer.email);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await visible(page.getByText('1 Bestellung', { exact: true }));
    const row = page.getByTestId('desk-order');
    expect(await row.count()).toBe(1);
    await visible(row.getByText(buyer.email));
    await visible(row.getByText('Bezahlt'));
    const refresh = page.getByRole('button', { name: 'Aktualisieren' });
    await expect.poll(() => refresh.getAttribute('data-loading')).toBeNull();
    await screenshot(page, 'order-desk-list-de');

    await row.click();
    await onPath(page, /^\/management\/orders\/[0-9a-f-]{36}$/);
    await visible(page.getByRole('heading', { name: /^Bestellung [0-9A-F]{8}$/ }));
    await visible(page.getByText(/^Bestellung aufgegeben über \d+,\d{2}\s€$/));
    await visible(page.getByText('Bezahlt, Tickets ausgestellt'));
    await visible(page.getByTestId('desk-ticket').getByText('Gültig'));
    await screenshot(page, 'order-desk-order-de', true);

    // Refund the whole order, confirmed in the dialog.
    await page.getByRole('button', { name: 'Erstatten oder stornieren' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Erstatten' }));
    await visible(dialog.getByText(/alle Tickets werden gesperrt/));
    await screenshot(page, 'order-desk-refund-de');
    await dialog.getByRole('button', { name: 'Erstatten', exact: true }).click();
    await visible(page.getByText(/ erstattet\.$/));
    await visible(page.getByTestId('desk-ticket').getByText('Gesperrt'));
    await visible(page.getByText(/^Erstattung über .+: erstattet$/));
    // Who asked for the refund: the staff member's name under it.
    await visible(page.getByText(/, \d{2}:\d{2} · von \S/).first());
    await screenshot(page, 'order-desk-refunded-de', true);

    // The gate learns it: the list marks the ticket revoked, and the gate screen refuses it.
    await expect.poll(async () => (await gateEntry(ticket.uid))?.revoked).toBe(true);
    const gate = await newMobileContext(browser);
    await login(gate.page, GATE_ACCOUNT.email, GATE_ACCOUNT.password);
    await gate.page.waitForURL((url) => url.pathname !== '/login');
    await openGate(gate.page, `Desk ${Date.now().toString(36)}`);
    expect(await checkAtGate(gate.page, ticket.entryCode)).toBe('revoked');
    await gate.context.close();

    // The same screens in English.
    await openSideMenu(page);
    await switchLanguage(page, 'en');
    await page.keyboard.press('Escape');
    await visible(page.getByRole('heading', { name: /^Order [0-9A-F]{8}$/ }));
    await visible(page.getByText('Paid, tickets issued'));
    await visible(page.getByTestId('desk-ticket').getByText('Revoked'));
    await screenshot(page, 'order-desk-order-en', true);
    await page.getByRole('link', { name: 'All orders' }).click();
    await onPath(page, '/management/orders');
    await visible(page.getByText(/^\d+ orders$/));
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(buyer.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await visible(page.getByTestId('desk-order').getByText('Refunded'));
    const refreshEn = page.getByRole('button', { name: 'Refresh' });
    await expect.poll(() => refreshEn.getAttribute('data-loading')).toBeNull();
    await screenshot(page, 'order-desk-list-en');
    await page.close();
  });
});
