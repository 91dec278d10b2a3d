/**
 * A local stand-in for Stripe's API on loopback, for server and e2e tests: it answers the calls
 * the Stripe provider makes (create and retrieve a Checkout Session, create a refund) the way
 * Stripe does, honours idempotency keys, records every request, and serves a minimal hosted
 * checkout page at each session's `url` whose Pay button marks the session paid, sends the
 * signed `checkout.session.completed` webhook to our server and returns the buyer to success_url.
 * Webhooks are signed by the stripe package's own `webhooks.generateTestHeaderString`.
 *
 *   const stand = await startStripeStandIn({ webhookSecret: 'whsec_test' });
 *   config: { paymentProvider: 'stripe', stripe: stand.settings }
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STAND_IN_SECRET_KEY = 'sk_test_standin';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form fields as sent, bracket keys flat (line_items[0][price_data][unit_amount]). */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const stripeError = (response: ServerResponse, status: number, message: string) =>
  send(response, status, { error: { type: 'invalid_request_error', message } });

const metadataOf = (form: Record<string, string>, prefix = 'metadata') =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith(`${prefix}[`))
      .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
  );

export async function startStripeStandIn(options: {
  webhookSecret: string;
  /** Where the hosted page's Pay button sends the webhook (can be set later). */
  webhookUrl?: string;
}) {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const refunds: StandInRefund[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  let webhookUrl = options.webhookUrl;
  /** The status the next refunds get ('succeeded', 'pending', 'failed'), or an HTTP refusal. */
  let refundAnswer: 'succeeded' | 'pending' | 'failed' | 'refuse' = 'succeeded';

  const createSession = (form: Record<string, string>): StandInSession => {
    const unitAmount = Number(form['line_items[0][price_data][unit_amount]']);
    const quantity = Number(form['line_items[0][quantity]'] ?? '1');
    const sessionId = id('cs');
    const session: StandInSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: form.mode ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: unitAmount * quantity,
      currency: form['line_items[0][price_data][currency]'] ?? 'eur',
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata: metadataOf(form),
      payment_intent: null,
      success_url: form.success_url ?? '',
      cancel_url: form.cancel_url ?? '',
      expires_at: Number(form.expires_at ?? 0),
      url: `${baseUrl}/pay/${sessionId}`,
    };
    sessions.set(sessionId, session);
    return session;
  };

  const createRefund = (form: Record<string, string>): { status: number; body: unknown } => {
    const session = [...sessions.values()].find((s) => s.payment_intent === form.payment_intent);
    if (!session) return { status: 404, body: { error: { message: 'No such payment_intent' } } };
    const given = refunds
      .filter((r) => r.payment_intent === session.payment_intent && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = form.amount === undefined ? session.amount_total - given : Number(form.amount);
    if (refundAnswer === 'refuse' || amount > session.amount_total - given) {
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', message: 'Refund refused' } },
      };
    }
    const refund: StandInRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: session.payment_intent ?? '',
      status: refundAnswer,
      metadata: metadataOf(form),
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  };

  /** Marks a session paid (as the buyer paying on Stripe's page would). */
  const pay = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent ??= id('pi');
    return session;
  };

  /** A signed webhook body for `type` carrying `object`. */
  const signedEvent = (type: string, object: unknown, secret = options.webhookSecret) => {
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return { payload, signature };
  };

  /** A webhook body for `type` about the session as it is now, and its Stripe-Signature. */
  const webhook = (type: string, sessionId: string, secret = options.webhookSecret) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    return signedEvent(type, { ...session, metadata: { ...session.metadata } }, secret);
  };

  /** Moves a refund to `status` (as the bank's answer would) and gives its `refund.updated`. */
  const refundWebhook = (refundId: string, status: 'succeeded' | 'failed') => {
    const refund = refunds.find((r) => r.id === refundId);
    if (!refund) throw new Error(`No refund ${refundId}`);
    refund.status = status;
    return signedEvent(status === 'failed' ? 'refund.failed' : 'refund.updated', { ...refund });
  };

  const sendWebhook = async (type: string, sessionId: string) => {
    if (!webhookUrl) throw new Error('The stand-in has no webhook URL');
    const { payload, signature } = webhook(type, sessionId);
    return fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  };

  const hostedPage = (session: StandInSession) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Stripe stand-in checkout</title></head>
<body style="font-family:sans-serif;padding:1rem">
<h1>Stand-in checkout</h1>
<p data-testid="amount">${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay</button></form>
</body></html>`;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const raw = await readBody(request);
      const form = Object.fromEntries(new URLSearchParams(raw));
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const method = request.method ?? 'GET';
      const path = url.pathname;
      const hosted = path.startsWith('/pay/');
      if (!hosted) {
        requests.push({
          method,
          path,
          form,
          idempotencyKey: header('idempotency-key'),
          authorization: header('authorization'),
        });
        if (header('authorization') !== `Bearer ${STAND_IN_SECRET_KEY}`) {
          return stripeError(response, 401, 'Invalid API Key provided');
        }
      }
      const key = header('idempotency-key');
      const replay = key && method === 'POST' ? answered.get(`${path}|${key}`) : undefined;
      if (replay) return send(response, replay.status, replay.body);
      const remember = (status: number, body: unknown) => {
        if (key && method === 'POST') answered.set(`${path}|${key}`, { status, body });
        send(response, status, body);
      };

      if (method === 'POST' && path === '/v1/checkout/sessions') {
        return remember(200, createSession(form));
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
      if (method === 'GET' && sessionMatch) {
        const session = sessions.get(sessionMatch[1] ?? '');
        return session
          ? send(response, 200, session)
          : stripeError(response, 404, 'No such session');
      }
      if (method === 'POST' && path === '/v1/refunds') {
        const { status, body } = createRefund(form);
        return remember(status, body);
      }
      const payMatch = /^\/pay\/([\w-]+)$/.exec(path);
      const session = payMatch ? sessions.get(payMatch[1] ?? '') : undefined;
      if (payMatch && session && method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(hostedPage(session));
      }
      if (payMatch && session && method === 'POST') {
        pay(session.id);
        const answer = await sendWebhook('checkout.session.completed', session.id);
        if (!answer.ok) throw new Error(`Webhook answered ${answer.status}`);
        response.writeHead(303, {
          location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
        });
        return response.end();
      }
      return stripeError(response, 404, `Unrecognized request URL (${method}: ${path})`);
    })().catch((error: unknown) => {
      if (!response.headersSent) stripeError(response, 500, String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    /** Config.stripe pointing the provider at this stand-in. */
    settings: {
      secretKey: STAND_IN_SECRET_KEY,
      webhookSecret: options.webhookSecret,
      host: '127.0.0.1',
      port,
      protocol: 'http' as const,
    },
    requests,
    sessions,
    refunds,
    pay,
    webhook,
    refundWebhook,
    sendWebhook,
    setWebhookUrl: (url: string) => {
      webhookUrl = url;
    },
    answerRefundsWith: (answer: typeof refundAnswer) => {
      refundAnswer = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
