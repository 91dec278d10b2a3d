import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { screenshot } from './browser';
import { visible } from './screens';

/** The shop's and checkout's controls, found by role and German name (the e2e browser is German). */

export const productCard = (page: Page, name: string): Locator =>
  page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

export async function addToCart(page: Page, name: string, times = 1): Promise<void> {
  const card = productCard(page, name);
  await (await visible(card.getByRole('button', { name: 'In den Warenkorb' }))).click();
  for (let i = 1; i < times; i += 1) {
    await card.getByRole('button', { name: `Ein ${name} mehr` }).click();
  }
  await visible(card.getByText(`${times} im Warenkorb`, { exact: true }));
}

export const cartButton = (page: Page): Locator =>
  page.getByRole('button', { name: /^Warenkorb öffnen/ }).filter({ visible: true });

export async function openCart(page: Page): Promise<Locator> {
  await (await visible(cartButton(page))).click();
  return visible(page.getByRole('dialog', { name: 'Warenkorb' }));
}

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Fills every consumer field with valid values (names and e-mail only when given). */
export async function fillConsumer(page: Page, buyer: Partial<Buyer>): Promise<void> {
  if (buyer.firstName !== undefined) await textbox(page, 'Vorname').fill(buyer.firstName);
  if (buyer.lastName !== undefined) await textbox(page, 'Nachname').fill(buyer.lastName);
  if (buyer.email !== undefined) await textbox(page, 'E-Mail').fill(buyer.email);
  await page.getByRole('radio', { name: 'Weiblich' }).check();
  await page.getByLabel('Geburtsdatum').fill('1990-05-17');
  await textbox(page, 'Straße und Hausnummer').fill('Holzmarktstraße 25');
  await textbox(page, 'Postleitzahl').fill('10243');
  await textbox(page, 'Ort').fill('Berlin');
  await page.getByRole('combobox', { name: 'Land' }).selectOption('DE');
  const terms = page.getByRole('checkbox', { name: /AGB/ });
  if (!(await terms.isChecked())) await terms.check();
}

/**
 * Places the held bill's order and returns the payment window the app opened (800x600), with
 * the sandbox provider's page loaded.
 */
export async function placeOrderAndOpenPayment(context: BrowserContext, page: Page): Promise<Page> {
  const popupPromise = context.waitForEvent('page', { timeout: 20_000 });
  await (await visible(page.getByRole('button', { name: 'Bestellen und bezahlen' }))).click();
  const popup = await popupPromise;
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

/** The sandbox provider's buttons: 'paid', 'failed' or 'cancelled'. */
export async function sandboxOutcome(
  popup: Page,
  outcome: 'paid' | 'failed' | 'cancelled',
): Promise<void> {
  const css = { paid: 'button.pay', failed: 'button.fail', cancelled: 'button.cancel' }[outcome];
  await (await visible(popup.locator(css))).click();
}

/** The raw .eml text of a mail, to look at its attachments. */
export const rawMail = (file: string): Promise<string> => readFile(file, 'utf8');

interface ZxingModule {
  RGBLuminanceSource: new (luminances: Uint8ClampedArray, width: number, height: number) => unknown;
  HybridBinarizer: new (source: unknown) => unknown;
  BinaryBitmap: new (binarizer: unknown) => unknown;
  QRCodeReader: new () => { decode: (bitmap: unknown) => { getText: () => string } };
}

// @zxing/library in Node ESM exposes few named exports; require() gives all (PLATFORM.md).
const zxing = createRequire(import.meta.url)('@zxing/library') as ZxingModule;

/** The screenshot as grey pixels, drawn at `scale` by a canvas in the page. */
const greyPixels = (page: Page, png: Buffer, scale: number) =>
  page.evaluate(
    async ({ base64, scale }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(image.naturalWidth * scale);
      canvas.height = Math.round(image.naturalHeight * scale);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const grey: number[] = [];
      for (let i = 0; i < data.length; i += 4) {
        grey.push(Math.round(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!));
      }
      return { width: canvas.width, height: canvas.height, grey };
    },
    { base64: png.toString('base64'), scale },
  );

/** Closer and farther, as a person moves the scanner until it reads. */
const SCANNER_DISTANCES = [1, 0.75, 0.5];

/**
 * Takes a screenshot of `target` (what the phone shows), turns its PNG into grey pixels with a
 * canvas in the page, and decodes the QR code in Node with @zxing/library, as a camera scanner
 * would at a few distances.
 */
export async function decodeQrFromScreenshot(page: Page, target: Locator): Promise<string> {
  // An <img> is visible (it has its size) before its picture is decoded and painted.
  await target.evaluate((element) =>
    element instanceof HTMLImageElement ? element.decode() : undefined,
  );
  // In the middle of the screen, clear of the top bar, the bottom bar and any notice at the top.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const png = await target.screenshot();
  let failure: unknown;
  for (const scale of SCANNER_DISTANCES) {
    const pixels = await greyPixels(page, png, scale);
    const source = new zxing.RGBLuminanceSource(
      Uint8ClampedArray.from(pixels.grey),
      pixels.width,
      pixels.height,
    );
    const bitmap = new zxing.BinaryBitmap(new zxing.HybridBinarizer(source));
    try {
      return new zxing.QRCodeReader().decode(bitmap).getText();
    } catch (error) {
      failure = error;
    }
  }
  // What the phone showed when nothing read, to see why (a cover, a half-drawn image).
  await screenshot(page, `qr-unreadable-${Date.now()}`);
  throw failure;
}
