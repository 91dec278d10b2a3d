import { readFile } from 'node:fs/promises';
import type { Browser, Locator } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newMobileContext, screenshot } from './support/browser';
import { login, onPath, visible } from './support/screens';
import {
  addToCart,
  fillConsumer,
  openCart,
  placeOrderAndOpenPayment,
  sandboxOutcome,
} from './support/shop-flow';
import { newMember, registerViaApi } from './support/users';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Waits until a dialog has faded in, so its screenshot shows it and not what lies behind. */
const openedFully = (dialog: Locator) =>
  expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

describe('invoices', () => {
  it('a buyer fills the company fields, pays in the sandbox and downloads the invoice from My Orders', async () => {
    const { context, page } = await newMobileContext(browser);
    const member = newMember('Ines');
    await registerViaApi(member);
    await login(page, member.email, member.password);
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto('/shop');
    await addToCart(page, 'Festival Pass');
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: 'Zur Kasse' }).click();
    await onPath(page, '/checkout');
    await fillConsumer(page, {});

    // The company part: hidden until asked for, a VAT ID in a wrong shape is named at once.
    const company = page.getByTestId('company-fields');
    await company.getByRole('checkbox', { name: /Ich kaufe als Unternehmen/ }).check();
    await company.getByRole('textbox', { name: /Firmenname/ }).fill('Acme Events GmbH');
    const vatId = company.getByRole('textbox', { name: /USt-IdNr/ });
    await vatId.fill('123456789');
    await vatId.blur();
    await visible(company.getByText(/Eine USt-IdNr\. beginnt mit einem Ländercode/));
    expect(await page.getByRole('button', { name: 'Weiter' }).isDisabled()).toBe(true);
    await company.getByRole('checkbox', { name: /andere Adresse/ }).check();
    await company.getByRole('textbox', { name: /Straße und Hausnummer/ }).fill('Am Kai 3');
    await company.getByRole('textbox', { name: /Postleitzahl/ }).fill('20457');
    await company.getByRole('textbox', { name: /^Ort/ }).fill('Hamburg');
    await company.scrollIntoViewIfNeeded();
    await screenshot(page, 'invoice-company-de');
    await vatId.fill('DE 123 456 789');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await onPath(page, '/checkout/payment');
    await visible(page.getByTestId('bill'));
    const popup = await placeOrderAndOpenPayment(context, page);
    await sandboxOutcome(popup, 'paid');
    await onPath(page, '/payment/done', 20_000);
    await visible(page.getByRole('heading', { name: 'Bestellung abgeschlossen' }));

    const cart = await openCart(page);
    await cart.getByRole('button', { name: 'Meine Bestellungen' }).first().click();
    const orders = await visible(page.getByRole('dialog', { name: 'Meine Bestellungen' }));
    const invoice = await visible(orders.getByRole('link', { name: /^Rechnung RE-\d{4}-\d{6}$/ }));
    const number = (await invoice.innerText()).replace('Rechnung ', '');
    await openedFully(orders);
    await screenshot(page, 'invoice-my-orders-de');
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
    expect(download.suggestedFilename()).toBe(`rechnung-${number}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      `Rechnung ${number}`,
      'Acme Events GmbH',
      'USt-IdNr.: DE123456789',
      'Am Kai 3',
      '20457 Hamburg',
      'Festival Pass',
      '189,00 €',
      'Summe brutto',
    ]) {
      expect(text).toContain(expected);
    }

    // The same screens in English: the company part keeps what was typed in this tab.
    await page.evaluate(() => localStorage.setItem('festival.language', 'en'));
    await page.goto('/checkout');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    const english = await visible(page.getByTestId('company-fields'));
    await visible(english.getByRole('checkbox', { name: /I am buying as a company/ }));
    const englishVatId = english.getByRole('textbox', { name: /VAT ID/ });
    await englishVatId.fill('X1');
    await englishVatId.blur();
    await visible(english.getByText(/A VAT ID starts with a two-letter country code/));
    await english.scrollIntoViewIfNeeded();
    await screenshot(page, 'invoice-company-en');
    await (
      await visible(page.getByRole('button', { name: /^Open cart/ }).filter({ visible: true }))
    ).click();
    const englishCart = await visible(page.getByRole('dialog', { name: 'Cart' }));
    await englishCart.getByRole('button', { name: 'My Orders' }).first().click();
    const englishOrders = await visible(page.getByRole('dialog', { name: 'My Orders' }));
    await visible(englishOrders.getByRole('link', { name: `Invoice ${number}` }));
    await openedFully(englishOrders);
    await screenshot(page, 'invoice-my-orders-en');
    await context.close();
  });
});
