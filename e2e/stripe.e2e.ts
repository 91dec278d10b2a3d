import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUser } from '../src/api/contract/auth';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from '../src/api/contract/common';
import { startStripeStandIn, type StripeStandIn } from '../tests/helpers/stripe-stand-in';
import { storeSession } from './support/api';
import { launchBrowser, MOBILE, screenshot } from './support/browser';
import { checkAtGate, GATE_ACCOUNT, openGate } from './support/gate';
import { waitForMail } from './support/mail';
import { watchPage } from './support/page-log';
import { login, onPath, openSideMenu, switchLanguage, visible } from './support/screens';
import { freePort } from './support/server-probe';
import { type RunningServer, startServer } from './support/server';
import { addToCart, fillConsumer, openCart, placeOrderAndOpenPayment } from './support/shop-flow';
import { newMember } from './support/users';

const WEBHOOK_SECRET = 'whsec_e2estandin';

let browser: Browser;
let stand: StripeStandIn;
let server: RunningServer;
let runDir: string;

// A server of its own that takes payments through Stripe, pointed at a local stand-in of
// Stripe's API whose hosted page sends the signed webhook. Nothing leaves the machine.
beforeAll(async () => {
  stand = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  runDir = await mkdtemp(join(tmpdir(), 'festival-e2e-stripe-'));
  const port = await freePort();
  stand.setWebhookUrl(`http://127.0.0.1:${port}/api/payment/webhook/stripe`);
  server = await startServer(runDir, {
    port,
    logName: 'server-stripe.log',
    env: {
      PAYMENT_PROVIDER: 'stripe',
      PAYMENT_SANDBOX: 'false',
      STRIPE_SECRET_KEY: stand.settings.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: stand.settings.host,
      STRIPE_API_PORT: String(stand.settings.port),
      STRIPE_API_PROTOCOL: stand.settings.protocol,
    },
  });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stand?.close();
  await rm(runDir, { recursive: true, force: true });
});

/** This server's /api (the shared e2e helpers talk to the suite's sandbox server). */
function stripeApi(path: string, init: { token?: string; json?: unknown } = {}) {
  const headers = new Headers({ [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN });
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  return fetch(`${server.baseUrl}/api/${path}`, {
    method: init.json === undefined ? 'GET' : 'POST',
    headers,
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
}

async function signIn(email: string, password: string) {
  const res = await stripeApi('auth/signin', { json: { email, password } });
  if (!res.ok) throw new Error(`signin as ${email} failed: ${res.status}`);
  return sessionUser.parse(await res.json());
}

/** A new member of this server, confirmed with the token from the mail. */
async function registerMember(firstName: string) {
  const member = newMember(firstName);
  const signup = await stripeApi('auth/signup', { json: member });
  if (!signup.ok) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const mail = await waitForMail(server.dataDir, member.email, (m) =>
    m.links.some((link) => link.includes('/confirm-account')),
  );
  const token = new URL(
    mail.links.find((link) => link.includes('/confirm-account')) ?? '',
  ).searchParams.get('token');
  const confirm = await stripeApi(`auth/confirm-account?token=${token ?? ''}`);
  if (!confirm.ok) throw new Error(`confirm failed: ${confirm.status}`);
  return member;
}

async function stripeContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ ...MOBILE, baseURL: server.baseUrl });
  context.setDefaultTimeout(20_000);
  context.on('page', watchPage);
  return context;
}

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

describe('paying through Stripe Checkout', () => {
  it('a member pays on the hosted page, lands on the done page and has the ticket', async () => {
    const context = await browser.newContext({ ...MOBILE, baseURL: server.baseUrl });
    context.setDefaultTimeout(20_000);
    context.on('page', watchPage);
    const page = await context.newPage();
    await login(page, 'user@festival.test', 'Festival2025!');
    await page.waitForURL((url) => url.pathname !== '/login');

    // The demo festival runs here (SEED=true in production): the shop says TEST MODE.
    await page.goto('/shop');
    await visible(page.getByRole('note').getByText('TESTMODUS'));
    await screenshot(page, 'stripe-shop-test-mode-de');
    await addToCart(page, 'Sunday Open Air');
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: 'Zur Kasse' }).click();
    await onPath(page, '/checkout');
    await fillConsumer(page, { firstName: 'Lea', lastName: 'Sommer' });
    await page.getByRole('button', { name: 'Weiter' }).click();
    await onPath(page, '/checkout/payment');
    await visible(page.getByTestId('bill'));

    const popup = await placeOrderAndOpenPayment(context, page);
    expect(popup.url()).toMatch(new RegExp(`^${stand.baseUrl}/pay/cs_test_`));
    const session = [...stand.sessions.values()].at(-1);
    expect(session?.customer_email).toBe('user@festival.test');
    await (await visible(popup.getByRole('button', { name: 'Pay' }))).click();

    await onPath(page, '/payment/done', 30_000);
    expect(new URL(page.url()).searchParams.get('order_state')).toBe('completed');
    await visible(page.getByRole('heading', { name: 'Bestellung abgeschlossen' }));
    await visible(page.getByTestId('done-order').getByText('1 × Sunday Open Air'));
    await screenshot(page, 'stripe-done-de', true);
    const doneUrl = page.url();

    await page.getByRole('link', { name: 'Meine Tickets' }).click();
    await onPath(page, '/tickets');
    await visible(page.getByTestId('ticket-card').filter({ hasText: 'Sunday Open Air' }));
    await context.close();

    // The same done page in English (the app speaks German until switched).
    const english = await browser.newContext({ ...MOBILE, baseURL: server.baseUrl });
    const enPage = await english.newPage();
    await enPage.goto('/login');
    await switchLanguage(enPage, 'en');
    await enPage.goto(doneUrl);
    await visible(enPage.getByRole('heading', { name: 'Order completed' }));
    await visible(enPage.getByTestId('done-order').getByText('1 × Sunday Open Air'));
    await screenshot(enPage, 'stripe-done-en', true);
    await enPage.goto('/u/shop');
    await visible(enPage.getByRole('note').getByText('TEST MODE'));
    await screenshot(enPage, 'stripe-shop-test-mode-en');
    await english.close();

    // The webhook arrived once and the stand-in saw one session with its idempotency key.
    const created = stand.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(created).toHaveLength(1);
    expect(created[0]?.idempotencyKey).toMatch(/^checkout-/);
  }, 180_000);

  it('a buyer pays through Stripe and gets ticket and invoice; staff refund the order in the desk, and the gate refuses the ticket', async () => {
    const buyer = await registerMember('Jana');
    const shop = await stripeContext();
    const page = await shop.newPage();
    await login(page, buyer.email, buyer.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/shop');
    await addToCart(page, 'Sunday Open Air');
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: 'Zur Kasse' }).click();
    await onPath(page, '/checkout');
    await fillConsumer(page, {});
    await page.getByRole('button', { name: 'Weiter' }).click();
    await onPath(page, '/checkout/payment');
    await visible(page.getByTestId('bill'));
    const popup = await placeOrderAndOpenPayment(shop, page);
    const session = [...stand.sessions.values()].at(-1);
    if (!session) throw new Error('the stand-in has no Checkout Session');
    expect(session.customer_email).toBe(buyer.email);
    await (await visible(popup.getByRole('button', { name: 'Pay' }))).click();
    await onPath(page, '/payment/done', 30_000);
    await visible(page.getByRole('heading', { name: 'Bestellung abgeschlossen' }));

    // The ticket is the buyer's, and My Orders hands out the invoice over the amount paid.
    await page.getByRole('link', { name: 'Meine Tickets' }).click();
    await onPath(page, '/tickets');
    await visible(page.getByTestId('ticket-card').filter({ hasText: 'Sunday Open Air' }));
    const cart = await openCart(page);
    await cart.getByRole('button', { name: 'Meine Bestellungen' }).first().click();
    const orders = await visible(page.getByRole('dialog', { name: 'Meine Bestellungen' }));
    const invoice = await visible(orders.getByRole('link', { name: /^Rechnung RE-\d{4}-\d{6}$/ }));
    const number = (await invoice.innerText()).replace('Rechnung ', '');
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [`Rechnung ${number}`, 'Sunday Open Air', 'Summe brutto']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(euros(session.amount_total));
    await shop.close();

    const owned = (await (
      await stripeApi('ticket/my/all', {
        token: (await signIn(buyer.email, buyer.password)).accessToken,
      })
    ).json()) as { entryCode: string }[];
    expect(owned).toHaveLength(1);
    const entryCode = owned[0]?.entryCode ?? '';

    // Staff find the order by the buyer's e-mail and refund all of it.
    const desk = await stripeContext();
    const staff = await desk.newPage();
    await storeSession(staff, await signIn('admin@festival.test', 'Festival2025!'));
    await staff.goto('/management/orders');
    await visible(staff.getByText(/^\d+ Bestellungen?$/));
    await staff.getByRole('searchbox', { name: 'Suche', exact: true }).fill(buyer.email);
    await staff.getByRole('button', { name: 'Suchen' }).click();
    await visible(staff.getByText('1 Bestellung', { exact: true }));
    await staff.getByTestId('desk-order').filter({ hasText: buyer.email }).click();
    await onPath(staff, `/management/orders/${session.client_reference_id ?? ''}`);
    await visible(staff.getByText('Bezahlt, Tickets ausgestellt'));
    await staff.getByRole('button', { name: 'Erstatten oder stornieren' }).click();
    const dialog = await visible(staff.getByRole('dialog', { name: 'Erstatten' }));
    await dialog.getByRole('button', { name: 'Erstatten', exact: true }).click();
    await visible(staff.getByText(/ erstattet\.$/));
    await visible(staff.getByText('Erstattet', { exact: true }));
    await visible(staff.getByTestId('desk-ticket').getByText('Gesperrt'));
    const paid = (session.amount_total / 100).toFixed(2);
    await visible(
      staff.getByText(new RegExp(`^Erstattung über ${paid.replace('.', ',')}\\s€: erstattet$`)),
    );
    await screenshot(staff, 'stripe-desk-refunded-de', true);

    // Stripe was asked once for the whole amount, under a key of ours, for this payment.
    const refunds = stand.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.form.amount).toBe(String(session.amount_total));
    expect(refunds[0]?.form.payment_intent).toBe(session.payment_intent);
    expect(refunds[0]?.form['metadata[order_uid]']).toBe(session.client_reference_id);
    expect(refunds[0]?.idempotencyKey).toMatch(/^refund-\S+/);

    await openSideMenu(staff);
    await switchLanguage(staff, 'en');
    await staff.keyboard.press('Escape');
    // The menu slides out before the screenshot, so it shows the order and not the menu.
    await staff.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
    await visible(staff.getByText('Refunded', { exact: true }));
    await visible(staff.getByTestId('desk-ticket').getByText('Revoked'));
    await visible(
      staff.getByText(new RegExp(`^Refund of ${paid.replace('.', ',')}\\s€: refunded$`)),
    );
    await screenshot(staff, 'stripe-desk-refunded-en', true);
    await desk.close();

    // The gate refuses the ticket.
    const gate = await stripeContext();
    const gatePage = await gate.newPage();
    await login(gatePage, GATE_ACCOUNT.email, GATE_ACCOUNT.password);
    await gatePage.waitForURL((url) => url.pathname !== '/login');
    await openGate(gatePage, `Stripe ${Date.now().toString(36)}`);
    expect(await checkAtGate(gatePage, entryCode)).toBe('revoked');
    await gate.close();
  }, 240_000);
});

describe('a production shop without a payment provider', () => {
  it('says that payments are not available, in German and English', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'festival-e2e-nopay-'));
    const bare = await startServer(dir, {
      logName: 'server-no-payments.log',
      env: { SEED: 'false', PAYMENT_SANDBOX: 'false' },
    });
    try {
      const context = await browser.newContext({ ...MOBILE, baseURL: bare.baseUrl });
      const page = await context.newPage();
      await page.goto('/shop');
      await visible(page.getByText('Zahlungen sind gerade nicht möglich.', { exact: false }));
      expect(await page.getByText('TESTMODUS').count()).toBe(0);
      await screenshot(page, 'shop-no-payments-de');
      await page.goto('/login');
      await switchLanguage(page, 'en');
      await page.goto('/u/shop');
      await visible(page.getByText('Payments are not available at the moment.', { exact: false }));
      await screenshot(page, 'shop-no-payments-en');
      await context.close();
    } finally {
      await bare.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
