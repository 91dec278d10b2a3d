import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../tests/helpers/stripe-stand-in';
import { launchBrowser, MOBILE, screenshot } from './support/browser';
import { watchPage } from './support/page-log';
import { login, onPath, switchLanguage, visible } from './support/screens';
import { freePort } from './support/server-probe';
import { type RunningServer, startServer } from './support/server';
import { addToCart, fillConsumer, openCart, placeOrderAndOpenPayment } from './support/shop-flow';

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
