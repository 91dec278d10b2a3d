import type { FastifyInstance } from 'fastify';
import {
  type OrderSignupRequest,
  type OrderSignupResult,
  TICKET_MESSAGES,
} from '../../../src/api/contract/tickets';
import type { MailLanguage } from '../../mail/language';
import type { AuthClient } from '../auth/limits';
import { createAuthService } from '../auth/service';

/**
 * Sign-up during checkout (POST auth/order/signup/simple): the account is created as a normal
 * sign-up, unconfirmed and logged out, so nobody gains member powers with an address they do
 * not read. The answer's `checkoutToken` lets this checkout's order join the new account; the
 * cart stays in the browser until the order is placed. Its `cart` field is accepted and unused.
 */
export function createOrderSignup(app: FastifyInstance) {
  const auth = createAuthService({
    db: app.db,
    sessions: app.sessions,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  return async (
    input: { signupRequest: OrderSignupRequest['signupRequest'] },
    language: MailLanguage,
    client: AuthClient,
  ): Promise<OrderSignupResult> => {
    const request = { ...input.signupRequest, image: input.signupRequest.image ?? null };
    const userId = await auth.signup(request, language, client);
    return {
      message: TICKET_MESSAGES.checkoutSignedUp,
      checkoutToken: app.ticketKeys.links.checkoutAccount(userId),
      email: request.email.toLowerCase(),
    };
  };
}
