import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
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

function shop(baseUrl: string, cast: CrashCast) {
  const place = (key: string, email: string, quantity: number, token?: string) =>
    call(baseUrl, '/api/ticket/order/place', {
      token,
      headers: { 'idempotency-key': key },
      json: {
        products: [{ product: cast.productUid, quantity }],
        vouchers: [],
        consumer: consumer(email),
        payment_method: cast.paymentMethodUid,
      },
    });
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
  const codesOf = async (orderId: string, email: string) => {
    const answer = await callUntilAnswered(baseUrl, '/api/order/get', {
      json: { orderId, email },
    });
    expect(answer.status).toBe(200);
    return (answer.body as { tickets: { code: string }[] }).tickets.map((t) => t.code);
  };
  return { place, pay, buyAndPay, codesOf };
}

/** `baseUrl` and `castOf` are read when a flow runs (the server and cast exist by then). */
export function crashFlows(
  baseUrl: () => string,
  castOf: () => CrashCast,
  ledger: Ledger,
): CrashFlow[] {
  const api = () => shop(baseUrl(), castOf());

  const placeOrder: CrashFlow = {
    name: 'checkout: place order',
    prepare: () => {
      const cast = castOf();
      const key = randomUUID();
      const place = () => api().place(key, cast.mia.email, 2, cast.mia.token);
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
    prepare: async () => {
      const cast = castOf();
      const order = placed(await api().place(randomUUID(), cast.mia.email, 3, cast.mia.token));
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
    name: 'ticket redemption',
    prepare: async (round) => {
      const cast = castOf();
      const email = `gift-${round}-${randomUUID().slice(0, 8)}@crash.test`;
      const order = await api().buyAndPay(email, 1);
      ledger.paidOrders.set(order.orderId, 1);
      const [code] = await api().codesOf(order.orderId, email);
      if (!code) throw new Error('the gift order has no ticket');
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
          ledger.redeemed.set(code, cast.rob.id);
        },
      };
    },
  };

  const claim: CrashFlow = {
    name: 'guest tickets joining a new account',
    prepare: async (round) => {
      const cast = castOf();
      const claimer = cast.claimers[round];
      if (!claimer) throw new Error(`no claimer for round ${round}`);
      const order = await api().buyAndPay(claimer.email, 2);
      ledger.paidOrders.set(order.orderId, 2);
      const confirm = `/api/auth/confirm-account?token=${encodeURIComponent(claimer.confirmToken)}`;
      expect((await callUntilAnswered(baseUrl(), confirm)).status).toBe(200);
      const look = () => call(baseUrl(), '/api/ticket/my/all', { token: claimer.token });
      return {
        attempt: async () => {
          await look();
        },
        recover: async () => {
          const answer = await callUntilAnswered(baseUrl(), '/api/ticket/my/all', {
            token: claimer.token,
          });
          const tickets = (answer.body as { orderUid: string }[]).filter(
            (ticket) => ticket.orderUid === order.orderId,
          );
          expect(tickets, 'both tickets of the guest order are in the new account').toHaveLength(2);
          ledger.claims.push({ userId: claimer.id, orderId: order.orderId });
        },
      };
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

  return [placeOrder, payOrder, redeem, claim, chat];
}
