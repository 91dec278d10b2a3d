import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { TICKET_CODE_ALPHABET, TICKET_MESSAGES } from '../../../src/api/contract/tickets';
import { readOutboxMails, waitForMail } from '../../../e2e/support/mail';
import { type Answer, call, callUntilAnswered, openChat, untilAnswered } from './crash-client';
import type { CrashCast } from './crash-cast';
import type { Ledger } from './crash-ledger';

/**
 * The operations a kill interrupts. `prepare` runs before the kill window and returns the step:
 * `attempt` is what the kill lands in, `recover` is what the app or the payment provider does
 * once the server is back (retry with the same key, pay again, resend what got no receipt).
 */
export interface CrashFlow {
  name: string;
  prepare(round: number): Promise<CrashStep>;
}

export interface CrashStep {
  attempt(): Promise<void>;
  recover(): Promise<void>;
}

const consumer = (email: string) => ({
  firstName: 'Mia',
  lastName: 'Crash',
  email,
  gender: 2,
  date_of_birth: '1990-05-17',
  address: { street: 'Revaler Straße 99', city: 'Berlin', postalCode: '10245', country: 'DE' },
});

interface Placed {
  orderId: string;
  link: string;
}

const placed = (answer: Answer | null): Placed | null =>
  answer?.status === 200 ? (answer.body as Placed) : null;

/** The order mail takes a job run to arrive; a restarted node's leases take longer. */
const MAIL_TIMEOUT_MS = 30_000;
const CLAIM_CODE = new RegExp(`: ([${TICKET_CODE_ALPHABET}]{12})$`, 'gm');
const PASSWORD = 'Crash2026!';

/**
 * `nextClient` numbers the requests that place orders: each comes from a client address of its
 * own, as buyers behind the proxy do (the server runs with TRUST_PROXY), so a run with every kill
 * point stays under the per-address limit on placing orders, which is not what it tests.
 */
function shop(baseUrl: string, cast: CrashCast, dataDir: string, nextClient: () => number) {
  /** `token` logs the buyer in; `account` is a checkout sign-up's token the order joins. */
  const place = (
    key: string,
    email: string,
    quantity: number,
    token?: string,
    account?: string,
  ) => {
    const n = nextClient();
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    return call(baseUrl, '/api/ticket/order/place', {
      token,
      headers: { 'idempotency-key': key, 'x-forwarded-for': address },
      json: {
        products: [{ product: cast.productUid, quantity }],
        vouchers: [],
        consumer: consumer(email),
        payment_method: cast.paymentMethodUid,
        ...(account ? { account } : {}),
      },
    });
  };
  /** The buyer's "pay" on the sandbox page: the provider's signed event for the order. */
  const pay = (link: string) => {
    const url = new URL(link, baseUrl);
    return call(baseUrl, `${url.pathname}/paid`, { form: { t: url.searchParams.get('t') ?? '' } });
  };
  const buyAndPay = async (email: string, quantity: number, token?: string) => {
    const order = placed(await place(randomUUID(), email, quantity, token));
    if (!order) throw new Error(`placing an order for ${email} failed`);
    expect((await pay(order.link))?.status).toBe(303);
    return order;
  };
  /**
   * What the buyer of a guest order finds in its mail: the claim link's token and each ticket's
   * claim code (the API shows codes to nobody).
   */
  const guestMail = async (orderId: string, email: string) => {
    const mail = await waitForMail(
      dataDir,
      email,
      (m) => m.text.includes(orderId),
      MAIL_TIMEOUT_MS,
    );
    const claim = mail.links
      .map((link) => new URL(link))
      .find((url) => url.pathname === `/ticket/claim/${orderId}`);
    const codes = [...mail.text.matchAll(CLAIM_CODE)].map((match) => match[1] ?? '');
    return { claimToken: claim?.searchParams.get('t') ?? '', codes };
  };
  return { place, pay, buyAndPay, guestMail };
}

/**
 * Opens every confirmation link mailed to `email`, waiting for mails still on their way until one
 * confirms; answers how many confirmed.
 */
async function confirmFromMails(baseUrl: string, dataDir: string, email: string) {
  const opened = new Set<string>();
  let confirmed = 0;
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  for (;;) {
    const tokens = (await readOutboxMails(dataDir))
      .filter((mail) => mail.to.toLowerCase().includes(email))
      .flatMap((mail) => mail.links.map((link) => new URL(link)))
      .filter((url) => url.pathname === '/confirm-account')
      .map((url) => url.searchParams.get('token') ?? '')
      .filter((token) => !opened.has(token));
    for (const token of tokens) {
      opened.add(token);
      const path = `/api/auth/confirm-account?token=${encodeURIComponent(token)}`;
      const answer = await callUntilAnswered(baseUrl, path);
      expect([200, 400], 'a confirmation link is answered').toContain(answer.status);
      if (answer.status === 200) confirmed += 1;
    }
    if (confirmed > 0 || Date.now() > deadline) return confirmed;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * `baseUrl`, `castOf` and `dataDir` (the server's, its outbox/ gets the mails) are read when a
 * flow runs: the server and cast exist by then.
 */
export function crashFlows(
  baseUrl: () => string,
  castOf: () => CrashCast,
  dataDir: () => string,
  ledger: Ledger,
): CrashFlow[] {
  let clients = 0;
  const api = () => shop(baseUrl(), castOf(), dataDir(), () => (clients += 1));

  const placeOrder: CrashFlow = {
    name: 'checkout: place order',
    prepare: (round) => {
      const cast = castOf();
      const key = randomUUID();
      // Left unpaid: an address of its own per round keeps Mia under the cap of open orders.
      const email = `order-${round}@crash.test`;
      const place = () => api().place(key, email, 2, cast.mia.token);
      let first: Placed | null = null;
      return Promise.resolve({
        attempt: async () => {
          first = placed(await place());
        },
        recover: async () => {
          const retry = placed(await untilAnswered(place));
          expect(retry, 'the retry with the same key is answered').not.toBeNull();
          if (first)
            expect(retry?.orderId, 'the retry answers as the first call').toBe(first.orderId);
          ledger.orderKeys.set(key, retry?.orderId ?? '');
        },
      });
    },
  };

  const payOrder: CrashFlow = {
    name: 'checkout: payment callback',
    prepare: async (round) => {
      const cast = castOf();
      // An address per round: one buyer e-mail may place only a few orders an hour.
      const email = `paid-${round}@crash.test`;
      const order = placed(await api().place(randomUUID(), email, 3, cast.mia.token));
      if (!order) throw new Error('placing the order to pay failed');
      return {
        attempt: async () => {
          await api().pay(order.link);
        },
        recover: async () => {
          // The provider sends the event again until it is answered.
          const again = await untilAnswered(() => api().pay(order.link));
          expect(again.status, 'the repeated payment event is answered').toBe(303);
          ledger.paidOrders.set(order.orderId, 3);
        },
      };
    },
  };

  const redeem: CrashFlow = {
    name: 'adding a guest ticket by its code',
    prepare: async (round) => {
      const cast = castOf();
      const email = `gift-${round}-${randomUUID().slice(0, 8)}@crash.test`;
      const order = await api().buyAndPay(email, 1);
      ledger.paidOrders.set(order.orderId, 1);
      const [code] = (await api().guestMail(order.orderId, email)).codes;
      if (!code) throw new Error('the gift order mail has no claim code');
      const path = `/api/ticket/scan/${code}`;
      return {
        attempt: async () => {
          await call(baseUrl(), path, { token: cast.rob.token });
        },
        recover: async () => {
          const mine = await callUntilAnswered(baseUrl(), path, { token: cast.rob.token });
          expect(mine.status, 'the redeemer asks again and gets his ticket').toBe(200);
          const theirs = await callUntilAnswered(baseUrl(), path, { token: cast.rita.token });
          expect(theirs.status, 'nobody else gets the same ticket').toBe(409);
          expect(theirs.body).toMatchObject({ message: TICKET_MESSAGES.ticketOwned });
          ledger.redeemed.set(code, cast.rob.id);
        },
      };
    },
  };

  const claimByLink: CrashFlow = {
    name: 'a guest order joining a new account by its mail link',
    prepare: async (round) => {
      const cast = castOf();
      const claimer = cast.claimers[round];
      if (!claimer) throw new Error(`no claimer for round ${round}`);
      // The guest buys, then signs up with the same address and confirms it: that attaches
      // nothing; the claim link from the order mail does.
      const order = await api().buyAndPay(claimer.email, 2);
      ledger.paidOrders.set(order.orderId, 2);
      const { claimToken } = await api().guestMail(order.orderId, claimer.email);
      expect(claimToken, 'the guest order mail has a claim link').not.toBe('');
      const confirm = `/api/auth/confirm-account?token=${encodeURIComponent(claimer.confirmToken)}`;
      expect((await callUntilAnswered(baseUrl(), confirm)).status).toBe(200);
      const claim = (token: string) => () =>
        call(baseUrl(), '/api/ticket/claim/order', {
          token,
          json: { orderId: order.orderId, token: claimToken },
        });
      return {
        attempt: async () => {
          await claim(claimer.token)();
        },
        recover: async () => {
          // The app sends the claim again; if the killed one had committed, it is already done.
          const again = await untilAnswered(claim(claimer.token));
          expect(again.status, 'the repeated claim is answered').toBe(200);
          expect([
            { message: TICKET_MESSAGES.ticketsClaimed, claimed: 2 },
            { message: TICKET_MESSAGES.alreadyYours, claimed: 0 },
          ]).toContainEqual(again.body);
          const answer = await callUntilAnswered(baseUrl(), '/api/ticket/my/all', {
            token: claimer.token,
          });
          const tickets = (answer.body as { orderUid: string }[]).filter(
            (ticket) => ticket.orderUid === order.orderId,
          );
          expect(tickets, 'both tickets of the guest order are in the new account').toHaveLength(2);
          const late = await untilAnswered(claim(cast.rita.token));
          expect(late.body, 'the link attaches nothing more').toMatchObject({
            message: TICKET_MESSAGES.nothingToClaim,
          });
          ledger.claims.push({ userId: claimer.id, orderId: order.orderId });
        },
      };
    },
  };

  const checkoutSignup: CrashFlow = {
    name: 'checkout sign-up: the order joins the new account',
    prepare: (round) => {
      const email = `checkout-${round}@crash.test`;
      const signup = () =>
        call(baseUrl(), '/api/auth/order/signup/simple', {
          json: {
            signupRequest: {
              firstName: 'Sam',
              lastName: 'Crash',
              name: `sam-crash-${round}`,
              email,
              password: PASSWORD,
            },
            cart: [],
          },
        });
      return Promise.resolve({
        attempt: async () => {
          await signup();
        },
        recover: async () => {
          // The app sends the sign-up again: it replaces one the killed node may have stored.
          const again = await untilAnswered(signup);
          expect(again.status, 'the repeated sign-up is answered').toBe(200);
          const { checkoutToken } = again.body as { checkoutToken: string };
          const order = placed(
            await untilAnswered(() =>
              api().place(randomUUID(), email, 2, undefined, checkoutToken),
            ),
          );
          if (!order) throw new Error('placing the order of the checkout sign-up failed');
          expect((await untilAnswered(() => api().pay(order.link))).status).toBe(303);
          ledger.paidOrders.set(order.orderId, 2);
          // Only the last sign-up's link confirms; those of replaced ones are void.
          const confirmed = await confirmFromMails(baseUrl(), dataDir(), email);
          expect(confirmed, 'exactly one mailed link confirms the account').toBe(1);
          const session = await callUntilAnswered(baseUrl(), '/api/auth/signin', {
            json: { email, password: PASSWORD },
          });
          expect(session.status, 'the confirmed account logs in').toBe(200);
          const { id, accessToken } = session.body as { id: number; accessToken: string };
          const answer = await callUntilAnswered(baseUrl(), '/api/ticket/my/all', {
            token: accessToken,
          });
          const tickets = (answer.body as { orderUid: string }[]).filter(
            (ticket) => ticket.orderUid === order.orderId,
          );
          expect(tickets, 'both tickets of the order are in the new account').toHaveLength(2);
          ledger.claims.push({ userId: id, orderId: order.orderId });
          ledger.signups.set(email, id);
        },
      });
    },
  };

  const chat: CrashFlow = {
    name: 'chat delivery',
    prepare: async () => {
      const cast = castOf();
      const socket = await openChat(baseUrl(), cast.ana.token);
      const body = { clientId: randomUUID(), recipientId: cast.ben.id, content: randomUUID() };
      return {
        attempt: async () => {
          ledger.chat.set(body.clientId, await socket.send(body));
        },
        recover: async () => {
          socket.close();
          if (ledger.chat.get(body.clientId)) return;
          // The app keeps it pending and sends it again, same clientId, after reconnecting.
          const again = await openChat(baseUrl(), cast.ana.token);
          try {
            expect(await again.send(body), 'the resend is receipted').toBe(true);
          } finally {
            again.close();
          }
          ledger.chat.set(body.clientId, true);
        },
      };
    },
  };

  return [placeOrder, payOrder, redeem, claimByLink, checkoutSignup, chat];
}
