import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { placeOrderResult } from '../../src/api/contract/checkout';
import { createTestApp, type TestApp, waitForMail } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyer, seedShop, shopClient, signedCallback } from './shop-fixture';

const NAMES: [string, string][] = [
  ['Łukasz', 'Dvořák'],
  ['Ayşe', 'Şahin'],
  ['Σωκράτης', 'Παππάς'],
  // The spec's two-character minimum rules out a one-character family name such as 李.
  ['李小龍', 'Lee'],
  ['Mia 🎉', 'Meier'],
];

forEachDatabase('orders for names in any script', (use) => {
  let t: TestApp;
  let client: ReturnType<typeof shopClient>;

  beforeAll(async () => {
    t = await createTestApp(use());
    await seedShop(use().db);
    client = shopClient(t.app);
  }, 120_000);
  afterAll(() => t.close());

  /** The mail to `to` once it is sent (the order job sends it after the payment). */
  const mailTo = (to: string) => waitForMail(t.outboxDir, to, 30_000);

  it('every buyer gets a mail whose tickets PDF names them', async () => {
    for (const [index, [firstName, lastName]] of NAMES.entries()) {
      const email = `names-${index}@example.org`;
      const res = await client.place({
        products: [{ product: 'day', quantity: 1 }],
        vouchers: ['EARLYBIRD10'],
        consumer: { ...buyer, firstName, lastName, email },
        payment_method: 'card',
      });
      expect(res.statusCode, res.body).toBe(200);
      const { orderId } = placeOrderResult.parse(res.json());
      await (
        await signedCallback(use().db, t.app, orderId, 'paid')
      )();
      const mail = await mailTo(email);
      expect(mail.text).toContain(firstName);
      const download = mail.text.split(/\s+/).find((word) => word.includes('/tickets.pdf?t='));
      if (!download) throw new Error(`No download link in the mail to ${email}`);
      const pdf = await t.app.inject({
        method: 'GET',
        url: new URL(download).pathname + new URL(download).search,
      });
      expect(pdf.statusCode).toBe(200);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
        mergePages: true,
      });
      expect(text).toContain(`${firstName} ${lastName}`);
      // The day ticket's 79,00 € after the 10 % voucher.
      expect(text).toContain('71,10');
    }
  }, 120_000);
});
