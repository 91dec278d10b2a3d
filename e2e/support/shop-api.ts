import { apiFetch } from './api';
import { baseUrl, dataDir } from './context';
import { waitForMail } from './mail';

/** Buying through the API (as the app does), for specs that need tickets to exist. */

const consumer = (email: string) => ({
  firstName: 'Erika',
  lastName: 'Mustermann',
  email,
  gender: 2,
  date_of_birth: '1990-05-17',
  address: { street: 'Holzmarktstraße 25', city: 'Berlin', postalCode: '10243', country: 'DE' },
});

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function productUid(name: string): Promise<string> {
  const products = await json<{ uid: string; name: string }[]>(
    await apiFetch('ticket/all'),
    'ticket/all',
  );
  const product = products.find((p) => p.name === name);
  if (!product) throw new Error(`No product ${name}`);
  return product.uid;
}

/** Places an order (as `token`'s user, or as a guest) and pays it on the sandbox page. */
export async function buyAndPay(
  email: string,
  products: { product: string; quantity: number }[],
  token?: string,
): Promise<{ orderId: string }> {
  const bill = await json<{ placeOrderRequest: Record<string, unknown> }>(
    await apiFetch('ticket/order/bill', {
      method: 'POST',
      token,
      json: { products, vouchers: [] },
    }),
    'bill',
  );
  const placed = await json<{ orderId: string; link: string; needsPayment: boolean }>(
    await apiFetch('ticket/order/place', {
      method: 'POST',
      token,
      headers: { 'idempotency-key': crypto.randomUUID() },
      json: { ...bill.placeOrderRequest, consumer: consumer(email) },
    }),
    'place',
  );
  const pageHtml = await (await fetch(new URL(placed.link, baseUrl()))).text();
  const payForm =
    /<form method="post" action="([^"]+\/paid[^"]*)">[\s\S]*?name="t" value="([^"]+)"/.exec(
      pageHtml,
    );
  if (!payForm) throw new Error(`No pay form on the sandbox page: ${pageHtml.slice(0, 300)}`);
  const action = (payForm[1] ?? '').replace(/&amp;/g, '&');
  const paid = await fetch(new URL(action, baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ t: payForm[2] ?? '', outcome: 'paid' }).toString(),
    redirect: 'manual',
  });
  if (paid.status >= 400) throw new Error(`sandbox pay: ${paid.status} ${await paid.text()}`);
  return { orderId: placed.orderId };
}

/**
 * The claim codes of a guest order's tickets, as the order mail lists them ("Product, Holder:
 * CODE"): the secret only the buyer receives.
 */
export async function claimCodesFromMail(email: string): Promise<string[]> {
  const mail = await waitForMail(dataDir(), email, (m) => /: [A-HJ-NP-Z2-9]{12}$/m.test(m.text));
  return [...mail.text.matchAll(/: ([A-HJ-NP-Z2-9]{12})$/gm)].map((match) => match[1] ?? '');
}

/** Buys `count` tickets of `product` for `token`'s user, ten an order, and answers them all. */
export async function buyOwnTickets(
  email: string,
  token: string,
  product: string,
  count: number,
): Promise<{ uid: string; credential: string; entryCode: string }[]> {
  for (let left = count; left > 0; left -= 10) {
    await buyAndPay(email, [{ product, quantity: Math.min(left, 10) }], token);
  }
  return json<{ uid: string; credential: string; entryCode: string }[]>(
    await apiFetch('ticket/my/all', { token }),
    'ticket/my/all',
  );
}
