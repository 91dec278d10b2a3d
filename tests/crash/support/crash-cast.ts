import type { Database } from '../../../server/db/client';
import { pushSubscriptions } from '../../../server/db/schema/people';
import { paymentMethods, products } from '../../../server/db/schema/shop';
import { insertUser } from '../../../server/modules/auth/queries';
import { createSessionService } from '../../../server/modules/auth/session-service';
import type { PaymentEvent } from '../../../server/payments/provider';
import { sandboxEventText } from '../../../server/payments/sandbox';
import { createSigner, loadSecret } from '../../../server/payments/secret';
import { createOneTimeToken } from '../../../server/security/one-time-tokens';
import { createAccessTokens } from '../../../server/security/tokens';
import { loadSigningKey } from '../../../server/security/signing-key';
import type { TestSubscription } from '../../helpers/test-push-service';

/** The people and products of the crash test, written straight into its database. */

export interface Person {
  id: number;
  email: string;
  token: string;
}

export interface CrashCast {
  /** Buys with her account. */
  mia: Person;
  /** Adds gift tickets by their codes; `rita` tries the same codes after him. */
  rob: Person;
  rita: Person;
  /** Chats with `ben`, who has no open socket but a push subscription. */
  ana: Person;
  ben: Person;
  benSubscriptionId: number;
  productUid: string;
  paymentMethodUid: string;
  /**
   * Accounts not yet confirmed: a guest buys with the e-mail, then the account is confirmed with
   * `confirmToken` (which attaches nothing) and claims the guest order with its mail's link.
   */
  claimers: Claimer[];
  /** Signs a payment event as the sandbox provider does. */
  signEvent(event: PaymentEvent): string;
}

export interface Claimer extends Person {
  confirmToken: string;
}

export const TICKET_STOCK = 100_000;
export const TICKET_PRICE_CENTS = 5_000;

/** `benPush`: Ben's subscription at the test's local push service. */
export async function seedCast(
  db: Database,
  claimerCount: number,
  benPush: TestSubscription,
): Promise<CrashCast> {
  const tokens = createAccessTokens({ key: await loadSigningKey(db), ttlSeconds: 24 * 3600 });
  const sessions = createSessionService({ db, accessTokens: tokens, lifetimeMs: 24 * 3600_000 });
  const signer = createSigner(await loadSecret(db, 'payment-sandbox-secret'));
  let count = 0;
  const person = async (first: string, confirmHash?: string): Promise<Person> => {
    count += 1;
    const email = `${first.toLowerCase()}@crash.test`;
    const id = await insertUser(
      db,
      {
        email,
        name: `${first.toLowerCase()}${count}`.slice(0, 20),
        firstName: first,
        lastName: 'Crash',
        passwordHash: null,
        confirmed: !confirmHash,
        confirmationTokenHash: confirmHash ?? null,
        confirmationTokenExpiresAt: confirmHash ? new Date(Date.now() + 24 * 3600_000) : null,
      },
      ['ROLE_USER'],
    );
    return { id, email, token: (await sessions.start(id, 'crash test')).accessToken };
  };
  const claimer = async (index: number): Promise<Claimer> => {
    const confirm = createOneTimeToken(24 * 3600_000);
    return { ...(await person(`Claimer${index}`, confirm.hash)), confirmToken: confirm.token };
  };

  await db.insert(products).values({
    uid: 'crash-pass',
    name: 'Crash Pass',
    priceCents: TICKET_PRICE_CENTS,
    year: 2026,
    availability: TICKET_STOCK,
  });
  await db.insert(paymentMethods).values({ uid: 'crash-card', name: 'Crash Card', costsCents: 0 });
  const [mia, rob, rita, ana, ben] = await Promise.all(
    ['Mia', 'Rob', 'Rita', 'Ana', 'Ben'].map((name) => person(name)),
  );
  const claimers = await Promise.all(Array.from({ length: claimerCount }, (_, i) => claimer(i)));
  if (!mia || !rob || !rita || !ana || !ben) throw new Error('The cast was not created');
  const [subscription] = await db
    .insert(pushSubscriptions)
    .values({
      userId: ben.id,
      endpoint: benPush.endpoint,
      p256dh: benPush.keys.p256dh,
      auth: benPush.keys.auth,
    })
    .returning({ id: pushSubscriptions.id });
  if (!subscription) throw new Error('The push subscription was not stored');

  return {
    mia,
    rob,
    rita,
    ana,
    ben,
    benSubscriptionId: subscription.id,
    productUid: 'crash-pass',
    paymentMethodUid: 'crash-card',
    claimers,
    signEvent: (event) => signer.sign(sandboxEventText(event)),
  };
}
