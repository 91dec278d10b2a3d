import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, loginViaApi } from './support/api';
import { launchBrowser, newMobileContext, screenshot } from './support/browser';
import { dataDir } from './support/context';
import { readOutboxMails } from './support/mail';
import { login, onPath, visible } from './support/screens';
import {
  addToCart,
  cartButton,
  fillConsumer,
  openCart,
  placeOrderAndOpenPayment,
  productCard,
  rawMail,
  sandboxOutcome,
} from './support/shop-flow';
import { linkFromMail, newMember, registerViaApi } from './support/users';

const euro = (text: string) => text.replace(/\s/g, ' ');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The raw text of the mail to `to` that carries a PDF (the order mail, not the sign-up one). */
async function orderMailWithPdf(to: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = (await readOutboxMails(dataDir())).filter((m) => m.to.includes(to));
    for (const mail of mails.reverse()) {
      const raw = await rawMail(mail.file);
      if (/application\/pdf/i.test(raw)) return raw;
    }
    if (Date.now() > deadline) throw new Error(`No mail with a PDF to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('ticket shop, cart and checkout', () => {
  it('a guest fills the cart, checks out with sign-up and a voucher, pays in the sandbox and gets the tickets by mail', async () => {
    const { context, page } = await newMobileContext(browser);
    const member = newMember('Greta');

    // Hold the product list back until the 5 placeholders are counted (spec §9).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/ticket/all', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/shop');
    await visible(page.getByTestId('shop-loading'));
    expect(await page.getByTestId('shop-loading').locator('.mantine-Skeleton-root').count()).toBe(
      5,
    );
    release();
    await visible(productCard(page, 'Festival Pass'));
    await page.unroute('**/api/ticket/all');
    const pass = productCard(page, 'Festival Pass');
    expect(euro(await pass.innerText())).toContain('189,00 €');
    await visible(pass.getByText('19 % MwSt. enthalten'));
    await visible(pass.getByTestId('product-info').locator('li').first());
    const vip = productCard(page, 'VIP Pass');
    await visible(vip.getByText('Ausverkauft'));
    expect(await vip.getByRole('button', { name: 'In den Warenkorb' }).count()).toBe(0);
    await screenshot(page, 'shop-list');

    // Shop reading: minus at quantity 1 removes the ticket.
    await addToCart(page, 'Sunday Open Air');
    await productCard(page, 'Sunday Open Air')
      .getByRole('button', { name: 'Ein Sunday Open Air weniger' })
      .click();
    await visible(
      productCard(page, 'Sunday Open Air').getByRole('button', { name: 'In den Warenkorb' }),
    );

    await addToCart(page, 'Day Ticket Friday', 2);
    await visible(page.getByRole('button', { name: 'Warenkorb öffnen (2 Tickets)' }));
    await screenshot(page, 'shop-in-cart');

    // Drawer reading: minus at 1 does nothing; delete removes; the cart survives a reload.
    let drawer = await openCart(page);
    const line = drawer.getByTestId('cart-line').filter({ hasText: 'Day Ticket Friday' });
    await line.getByRole('button', { name: 'Ein Day Ticket Friday weniger' }).click();
    await visible(line.getByTestId('cart-amount').getByText('1', { exact: true }));
    expect(
      await line.getByRole('button', { name: 'Ein Day Ticket Friday weniger' }).isDisabled(),
    ).toBe(true);
    await line.getByRole('button', { name: 'Ein Day Ticket Friday mehr' }).click();
    await visible(line.getByTestId('cart-amount').getByText('2', { exact: true }));
    expect(euro(await drawer.getByTestId('cart-total').innerText())).toBe('158,00 €');
    await drawer.getByRole('radio', { name: /Sandbox Card/ }).check();
    await screenshot(page, 'cart-drawer');
    await page.reload();
    await visible(page.getByRole('button', { name: 'Warenkorb öffnen (2 Tickets)' }));
    drawer = await openCart(page);
    expect(await drawer.getByRole('radio', { name: /Sandbox Card/ }).isChecked()).toBe(true);
    await drawer.getByRole('button', { name: 'Zur Kasse' }).click();
    await onPath(page, '/checkout');

    // Consumer form: the spec's messages show after leaving a field, Continue waits for all.
    const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
    await textbox('Vorname').fill('G');
    await textbox('Nachname').fill('x'.repeat(50));
    await textbox('E-Mail').fill('greta@example');
    await page.getByLabel('Geburtsdatum').fill('2999-01-01');
    await textbox('Straße und Hausnummer').click();
    await textbox('Straße und Hausnummer').blur();
    await visible(page.getByText('Der Name muss mindestens 2 Zeichen lang sein'));
    await visible(page.getByText('Der Name muss kürzer als 50 Zeichen sein'));
    await visible(page.getByText('E-Mail muss gültig sein'));
    await visible(page.getByText('Das Geburtsdatum darf nicht in der Zukunft liegen'));
    await visible(page.getByText('Dieses Feld ist erforderlich'));
    const next = page.getByRole('button', { name: 'Weiter' });
    expect(await next.isDisabled()).toBe(true);
    await screenshot(page, 'checkout-errors', true);

    await fillConsumer(page, {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
    });
    await page.getByRole('checkbox', { name: 'Mit diesen Daten ein Konto anlegen' }).check();
    await textbox('Spitzname').fill(member.name);
    await page.locator('input[type="password"]').fill(member.password);

    // A voucher the server does not know: its message under the voucher field.
    const vouchers = page.getByRole('combobox', { name: 'Gutscheine' });
    await vouchers.fill('NOPE2025');
    await vouchers.press('Enter');
    expect(await next.isDisabled()).toBe(false);
    await next.click();
    await visible(page.getByText('Der Gutschein NOPE2025 ist ungültig.'));
    expect(await page.getByText('The voucher NOPE2025 is not valid.').count()).toBe(0);
    await screenshot(page, 'checkout-voucher-error', true);
    await vouchers.press('Backspace');
    await vouchers.fill('EARLYBIRD10');
    await vouchers.press('Enter');
    await next.click();

    // The bill from the server: 2 × 79 € − 10 % + 2 × 1 € fee + 0,49 € card costs.
    await onPath(page, '/checkout/payment');
    const bill = await visible(page.getByTestId('bill'));
    expect(euro(await page.getByTestId('bill-total').innerText())).toBe('144,69 €');
    const billText = euro(await bill.innerText());
    expect(billText).toContain('EARLYBIRD10');
    expect(billText).toContain('MwSt. 19 %');
    expect(billText).toContain('Servicegebühr');
    expect(billText).toContain('Kosten der Zahlungsart');
    await screenshot(page, 'checkout-bill', true);

    // The sign-up keeps the guest logged out until the address is confirmed; the hand-off opens
    // the sandbox in an 800x600 window.
    const popup = await placeOrderAndOpenPayment(context, page);
    expect(popup.url()).toContain('/api/payment/sandbox/');
    expect(popup.viewportSize()).toEqual({ width: 800, height: 600 });
    await screenshot(popup, 'sandbox-pay');
    await sandboxOutcome(popup, 'paid');

    await onPath(page, '/payment/done', 20_000);
    await visible(page.getByRole('heading', { name: 'Bestellung abgeschlossen' }));
    await visible(page.getByText(/Vielen Dank für deine Bestellung/));
    await visible(page.getByTestId('done-order'));
    const inApp = await visible(page.getByTestId('done-in-app'));
    expect(await inApp.innerText()).toContain(`Bestätige deine E-Mail-Adresse ${member.email}`);
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Warenkorb öffnen');
    await screenshot(page, 'payment-done');

    // The order mail carries the tickets PDF.
    const raw = await orderMailWithPdf(member.email);
    expect(raw).toMatch(/application\/pdf/i);
    expect(raw).toContain('JVBERi0'); // base64 of "%PDF-"

    // Still logged out: confirm the account from its mail, log in: the two tickets are there.
    await page.goto('/login');
    const confirm = await linkFromMail(member.email, '/confirm-account');
    const confirmed = await apiFetch(
      `auth/confirm-account?token=${encodeURIComponent(confirm.searchParams.get('token') ?? '')}`,
    );
    expect(confirmed.ok).toBe(true);
    await login(page, member.email, member.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/tickets');
    await visible(page.getByTestId('ticket-card'));
    expect(await page.getByTestId('ticket-card').count()).toBe(2);
    expect(await page.getByTestId('ticket-qr').count()).toBe(2);
    await screenshot(page, 'tickets-after-purchase');
    await context.close();
  });

  it('failed, cancelled, unpaid and refused payments end on the right done page; a pending order offers Pay now', async () => {
    const { context, page } = await newMobileContext(browser);
    const member = newMember('Paul');
    await registerViaApi(member);
    await login(page, member.email, member.password);
    await page.waitForURL((url) => url.pathname !== '/login');

    const checkoutOneTicket = async () => {
      await page.goto('/shop');
      await addToCart(page, 'Sunday Open Air');
      const drawer = await openCart(page);
      await drawer.getByRole('button', { name: 'Zur Kasse' }).click();
      await onPath(page, '/checkout');
      // A member's name and e-mail are filled in already.
      await expect
        .poll(() => page.getByRole('textbox', { name: 'E-Mail', exact: true }).inputValue())
        .toBe(member.email);
      await fillConsumer(page, {});
      await page.getByRole('button', { name: 'Weiter' }).click();
      await onPath(page, '/checkout/payment');
      await visible(page.getByTestId('bill'));
    };

    for (const [outcome, heading] of [
      ['failed', 'Bestellung fehlgeschlagen'],
      ['cancelled', 'Bestellung abgebrochen'],
    ] as const) {
      await checkoutOneTicket();
      const popup = await placeOrderAndOpenPayment(context, page);
      await sandboxOutcome(popup, outcome);
      await onPath(page, '/payment/done', 20_000);
      expect(new URL(page.url()).searchParams.get('order_state')).toBe(outcome);
      await visible(page.getByRole('heading', { name: heading }));
      await visible(
        page.getByText(
          'Bei deiner Bestellung ist ein Problem aufgetreten. Bitte wende dich an den Support.',
        ),
      );
      await screenshot(page, `payment-done-${outcome}`);
    }

    // Closing the payment window leaves the order pending: the cart warns and offers 'Pay now'.
    await checkoutOneTicket();
    const popup = await placeOrderAndOpenPayment(context, page);
    await popup.close();
    await onPath(page, '/checkout/payment/pay');
    const drawer = await openCart(page);
    await visible(drawer.getByText('Zahlung ausstehend'));
    await drawer.getByRole('button', { name: 'Meine Bestellungen' }).first().click();
    const orders = await visible(page.getByRole('dialog', { name: 'Meine Bestellungen' }));
    const pending = orders.getByTestId('order-card').filter({ hasText: 'Ausstehend' });
    await visible(pending.getByRole('button', { name: 'Jetzt bezahlen' }));
    await visible(orders.getByTestId('order-card').filter({ hasText: 'Fehlgeschlagen' }));
    await screenshot(page, 'my-orders');
    const payAgain = context.waitForEvent('page');
    await pending.getByRole('button', { name: 'Jetzt bezahlen' }).click();
    const again = await payAgain;
    await again.waitForLoadState('domcontentloaded');
    await sandboxOutcome(again, 'paid');
    // The payment window hands the result to the app window, which shows the done page.
    await onPath(page, '/payment/done', 20_000);
    await visible(page.getByRole('heading', { name: 'Bestellung abgeschlossen' }));
    await page.reload();
    const after = await openCart(page);
    await after.getByRole('button', { name: 'Meine Bestellungen' }).first().click();
    const updated = await visible(page.getByRole('dialog', { name: 'Meine Bestellungen' }));
    await updated.getByRole('button', { name: 'Aktualisieren' }).click();
    await visible(updated.getByRole('link', { name: 'Herunterladen' }));
    expect(await updated.getByText('Ausstehend').count()).toBe(0);

    // Any non-200 answer to placing the order goes to the done page with order_state=error.
    await checkoutOneTicket();
    await page.route('**/api/ticket/order/place', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.getByRole('button', { name: 'Bestellen und bezahlen' }).click();
    await onPath(page, '/payment/done');
    expect(new URL(page.url()).searchParams.get('order_state')).toBe('error');
    // No order exists, so no e-mail is promised; the cart stays for another try.
    await visible(
      page.getByText(
        'Bei deiner Bestellung ist ein Problem aufgetreten. Bitte wende dich an den Support.',
      ),
    );
    expect(await page.getByText(/E-Mail/).count()).toBe(0);
    await context.close();
  });

  it('the embeddable /u/shop lists the tickets with its own cart button and no member chrome', async () => {
    const { context, page } = await newMobileContext(browser);
    await page.goto('/u/shop');
    await visible(productCard(page, 'Conference Pass'));
    expect(await page.getByRole('button', { name: /^(menü öffnen|open menu)$/i }).count()).toBe(0);
    await addToCart(page, 'Conference Pass');
    await visible(page.getByRole('button', { name: 'Warenkorb öffnen (1 Ticket)' }));
    const drawer = await openCart(page);
    expect(euro(await drawer.getByTestId('cart-total').innerText())).toBe('249,00 €');
    await screenshot(page, 'u-shop-cart');
    await context.close();
  });

  it("a guest's cart moves into the member's cart at a login on a fresh page", async () => {
    const { context, page } = await newMobileContext(browser);
    const member = newMember('Mira');
    await registerViaApi(member);
    await page.goto('/shop');
    await addToCart(page, 'Sunday Open Air', 2);

    // A new page load: logged out, the app leaves the cart's session code unloaded until the login.
    await login(page, member.email, member.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    const { accessToken } = await loginViaApi(member.email, member.password);
    await expect
      .poll(async () => {
        const cart = (await (await apiFetch('cart/my', { token: accessToken })).json()) as {
          entries: { amount: number; product: { name: string } }[];
        };
        return cart.entries.map((entry) => `${entry.amount} ${entry.product.name}`);
      })
      .toEqual(['2 Sunday Open Air']);
    await page.goto('/shop');
    await visible(page.getByRole('button', { name: 'Warenkorb öffnen (2 Tickets)' }));
    await context.close();
  });
});
