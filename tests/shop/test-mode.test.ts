import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { placeOrderResult } from '../../src/api/contract/checkout';
import { createTestApp, linkIn, type TestApp, waitForMail } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyer, seedShop, shopClient, signedCallback } from './shop-fixture';

const pdfText = async (content: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true })).text;

forEachDatabase('shop: TEST MODE while the sandbox takes the payments', (use) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(use());
    await seedShop(use().db);
  }, 120_000);
  afterAll(() => t.close());

  it('the payment mode says so, for anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/mode' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ testMode: true, paymentsAvailable: true });
  });

  it.each([
    ['de', '[TESTMODUS] Deine Tickets', 'TESTMODUS: Es wurde kein echtes Geld', 'TESTMODUS –'],
    ['en', '[TEST MODE] Your tickets', 'TEST MODE: no real money was taken', 'TEST MODE –'],
  ])('the order mail and the tickets PDF in %s say it', async (language, subject, notice, pdf) => {
    const email = `test-mode-${language}@example.org`;
    const res = await shopClient(t.app).place(
      {
        products: [{ product: 'day', quantity: 1 }],
        vouchers: [],
        consumer: { ...buyer, email },
        payment_method: 'card',
      },
      { language },
    );
    const { orderId } = placeOrderResult.parse(res.json());
    await (
      await signedCallback(use().db, t.app, orderId, 'paid')
    )();
    const mail = await waitForMail(t.outboxDir, email);
    expect(mail.subject.startsWith(subject)).toBe(true);
    expect(mail.text.startsWith(notice)).toBe(true);
    const download = new URL(linkIn(mail, t.app.config.publicUrl));
    const file = await t.app.inject({ method: 'GET', url: download.pathname + download.search });
    expect(file.statusCode).toBe(200);
    expect(await pdfText(file.rawPayload)).toContain(pdf);
  });
});
