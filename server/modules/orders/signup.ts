import type { FastifyInstance } from 'fastify';
import type { OrderSignupRequest, OrderSignupResult } from '../../../src/api/contract/tickets';
import { AUTH_MESSAGES } from '../../../src/api/contract/auth';
import type { MailLanguage } from '../../mail/language';
import { findUserByEmail } from '../auth/queries';
import { createAuthService } from '../auth/service';
import { loadCart, mergeIntoCart } from '../shop/service';
import { HttpError } from '../../plugins/http-error';

/**
 * Sign-up during checkout (POST auth/order/signup/simple): the account is created as a normal
 * signup (confirmation mail included), logged in at once so the order joins it, and the guest's
 * cart becomes its server cart.
 */
export function createOrderSignup(app: FastifyInstance) {
  const auth = createAuthService({
    db: app.db,
    accessTokens: app.accessTokens,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  return async (
    input: { signupRequest: OrderSignupRequest['signupRequest']; cart: OrderSignupRequest['cart'] },
    language: MailLanguage,
  ): Promise<OrderSignupResult> => {
    const request = { ...input.signupRequest, image: input.signupRequest.image ?? null };
    await auth.signup(request, language);
    const user = await findUserByEmail(app.db, request.email.toLowerCase());
    if (!user) throw new HttpError(500, 'The account was not stored');
    await app.db.transaction((tx) => mergeIntoCart(tx, user.id, input.cart ?? []));
    return {
      message: AUTH_MESSAGES.signedUp,
      user: await auth.currentSession(user.id),
      cart: await loadCart(app.db, user.id),
    };
  };
}
