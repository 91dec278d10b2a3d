import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { hasFocus, tabTo } from './support/keyboard';
import { publishedEvents } from './support/program-data';
import { buyOwnTickets, productUid } from './support/shop-api';
import { onPath, visible } from './support/screens';
import { newMember, registerViaApi } from './support/users';

/**
 * Everything below is done with the keyboard alone: Tab, Shift+Tab, Enter, Space, Escape and
 * typing. `tabTo` fails when an element is not reachable, traps the focus or shows no focus.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A desktop page (keyboards live there) logged in as `email`. */
async function keyboardPage(email: string, password: string): Promise<Page> {
  const page = await newMobilePage(browser, {
    viewport: { width: 1280, height: 900 },
    isMobile: false,
    hasTouch: false,
    reducedMotion: 'reduce',
  });
  await storeSession(page, await loginViaApi(email, password));
  return page;
}

const press = async (page: Page, key: string) => {
  await page.keyboard.press(key);
};

/** Selects the field's text and types `text` over it. */
const typeInto = async (page: Page, text: string) => {
  await press(page, 'ControlOrMeta+A');
  await page.keyboard.type(text);
};

describe('keyboard only', () => {
  it('program → event → favourite → shop → cart → checkout → sandbox payment → tickets', async () => {
    const member = newMember('Kira');
    await registerViaApi(member);
    const page = await keyboardPage(member.email, member.password);

    // The skip link is the first stop and jumps past the top bar.
    await page.goto('/events');
    await visible(page.getByRole('article').first());
    await press(page, 'Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(await hasFocus(skip)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await screenshot(page, 'keyboard-skip-link');
    await press(page, 'Enter');
    expect(await hasFocus(page.getByRole('main'))).toBe(true);

    // Program → event: the first row's title link.
    const row = page.getByRole('article').first();
    const title = (await row.getByRole('link').first().innerText()).trim();
    await tabTo(page, row.getByRole('link').first());
    await press(page, 'Enter');
    await onPath(page, /^\/event\/\d+$/);
    await visible(page.getByRole('heading', { level: 1, name: title }));

    // Favourite: the big heart button, pressed with Space.
    const add = page.getByRole('button', { name: 'Zu meinem Zeitplan hinzufügen' });
    await tabTo(page, add);
    await press(page, 'Space');
    await visible(page.getByRole('button', { name: 'Aus meinem Zeitplan entfernen' }));
    await screenshot(page, 'keyboard-favourite');

    // The side menu (a dialog) opens from the burger, holds the focus and leads to the shop.
    const burger = page.getByRole('button', { name: 'Menü öffnen' });
    await tabTo(page, burger, { back: true });
    await press(page, 'Enter');
    const menu = await visible(page.getByRole('dialog', { name: 'Menü' }));
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await press(page, 'Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await hasFocus(burger)).toBe(true);
    await press(page, 'Enter');
    await visible(page.getByRole('dialog', { name: 'Menü' }));
    await tabTo(page, page.getByRole('dialog').getByRole('link', { name: 'Tickets' }));
    await press(page, 'Enter');
    await onPath(page, '/shop');

    // Shop: add a Day Ticket Friday; the cart's live region says so.
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('heading', { name: 'Day Ticket Friday', exact: true }) });
    await tabTo(page, card.getByRole('button', { name: 'In den Warenkorb' }));
    await press(page, 'Enter');
    await visible(card.getByText('1 im Warenkorb', { exact: true }));
    await expect
      .poll(() => page.getByTestId('cart-announcement').first().innerText())
      .toBe('Im Warenkorb: 1 Ticket');

    // Cart drawer: Escape returns the focus to the cart button; then on to the checkout.
    const cartButton = page
      .getByRole('button', { name: /^Warenkorb öffnen \(1 Ticket\)$/ })
      .filter({ visible: true });
    await tabTo(page, cartButton, { back: true });
    await press(page, 'Enter');
    const drawer = await visible(page.getByRole('dialog', { name: 'Warenkorb' }));
    await press(page, 'Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await hasFocus(cartButton)).toBe(true);
    await press(page, 'Enter');
    await visible(page.getByRole('dialog', { name: 'Warenkorb' }));
    const sandbox = page
      .getByRole('dialog')
      .getByRole('radio', { name: /Sandbox/ })
      .first();
    await tabTo(page, page.getByRole('dialog').getByRole('radio').first());
    while (!(await hasFocus(sandbox))) await press(page, 'ArrowDown');
    await press(page, 'Space');
    expect(await sandbox.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Zur Kasse' }));
    await press(page, 'Enter');
    await onPath(page, '/checkout');

    // Checkout form, field by field.
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    for (const [name, value] of [
      ['Vorname', member.firstName],
      ['Nachname', member.lastName],
    ] as const) {
      await tabTo(page, field(name));
      await typeInto(page, value);
    }
    await tabTo(page, page.getByRole('radiogroup', { name: 'Geschlecht' }).getByRole('radio'));
    await press(page, 'Space');
    // The date field is reached by Tab; its parts are typed into Chromium's own date widget,
    // whose order follows the browser build's locale, not the page's: set like a typed value.
    const birthday = page.getByLabel('Geburtsdatum');
    await tabTo(page, birthday);
    await birthday.fill('1990-05-17');
    expect(await birthday.inputValue()).toBe('1990-05-17');
    for (const [name, value] of [
      ['Straße und Hausnummer', 'Holzmarktstraße 25'],
      ['Postleitzahl', '10243'],
      ['Ort', 'Berlin'],
    ] as const) {
      await tabTo(page, field(name));
      await typeInto(page, value);
    }
    const country = page.getByRole('combobox', { name: 'Land' });
    await tabTo(page, country);
    await page.keyboard.type('Deutschland');
    expect(await country.inputValue()).toBe('DE');
    await tabTo(page, page.getByRole('checkbox', { name: /AGB/ }));
    await press(page, 'Space');
    await screenshot(page, 'keyboard-checkout', true);
    await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
    await press(page, 'Enter');
    await onPath(page, '/checkout/payment');

    // Pay: the sandbox window opens; its pay button is reached and pressed by keyboard too.
    const popupPromise = page.context().waitForEvent('page', { timeout: 20_000 });
    await tabTo(page, page.getByRole('button', { name: 'Bestellen und bezahlen' }));
    await press(page, 'Enter');
    const popup = await popupPromise;
    await popup.waitForLoadState('domcontentloaded');
    await tabTo(popup, popup.getByRole('button', { name: /bezahlen$/ }));
    await press(popup, 'Enter');

    // Done → My tickets.
    await onPath(page, '/payment/done', 20_000);
    await visible(page.getByRole('heading', { name: 'Bestellung abgeschlossen' }));
    await tabTo(page, page.getByRole('link', { name: 'Meine Tickets' }).filter({ visible: true }));
    await press(page, 'Enter');
    await onPath(page, '/tickets');
    await visible(page.getByTestId('ticket-card'));
    expect(await page.getByTestId('ticket-card').count()).toBe(1);
    await screenshot(page, 'keyboard-tickets');
    await page.context().close();
  }, 180_000);

  it('staff edit an event and admit a ticket by its entry code, by keyboard', async () => {
    // A ticket to admit: the journey's buyer may not exist when this test runs alone.
    const member = newMember('Gert');
    await registerViaApi(member);
    const buyer = await loginViaApi(member.email, member.password);
    const [ticket] = await buyOwnTickets(
      member.email,
      buyer.accessToken,
      await productUid('Sunday Open Air'),
      1,
    );
    if (!ticket) throw new Error('no ticket bought');

    const page = await keyboardPage('admin@festival.test', 'Festival2025!');
    const [event] = await publishedEvents();
    if (!event) throw new Error('no event');
    const edit = async (from: string, to: string) => {
      await page.goto('/management?tab=events');
      await tabTo(page, page.getByRole('searchbox', { name: 'Events suchen' }));
      await page.keyboard.type(from);
      const row = page.getByRole('listitem').filter({ hasText: from });
      await visible(row);
      await tabTo(page, row.getByRole('link', { name: 'Bearbeiten' }));
      await press(page, 'Enter');
      await onPath(page, '/create/event');
      const titleField = page.getByRole('textbox', { name: 'Titel', exact: true });
      await expect.poll(() => titleField.inputValue()).toBe(from);
      await tabTo(page, titleField);
      await typeInto(page, to);
      await tabTo(page, page.getByRole('button', { name: 'Speichern' }));
      await press(page, 'Enter');
      await onPath(page, '/management');
    };
    const changed = `${event.title} (neu)`;
    await edit(event.title, changed);
    await expect
      .poll(
        async () =>
          (
            (await (await apiFetch(`event/get/single/${event.id}`)).json()) as {
              title: string;
            }
          ).title,
      )
      .toBe(changed);
    await edit(changed, event.title);

    // The gate: name it, then type the entry code; the verdict is announced (live region).
    await page.goto('/gate');
    await tabTo(page, page.getByRole('textbox', { name: 'Name des Einlasses' }));
    await page.keyboard.type(`Tastatur ${Date.now().toString(36)}`);
    await press(page, 'Enter');
    await visible(page.getByTestId('gate-name'));
    await expect.poll(() => page.getByTestId('gate-list-state').innerText()).toMatch(/^Ausgabe/);
    await tabTo(page, page.getByRole('textbox', { name: 'Einlasscode' }));
    await page.keyboard.type(ticket.entryCode);
    await press(page, 'Enter');
    const verdict = await visible(page.getByTestId('gate-verdict'));
    expect(await verdict.getAttribute('data-verdict')).toBe('admitted');
    const live = await verdict.evaluate(
      (element) => element.closest('[aria-live], [role="alert"], [role="status"]') !== null,
    );
    expect(live).toBe(true);
    await screenshot(page, 'keyboard-gate');
    await page.context().close();
  }, 180_000);
});
