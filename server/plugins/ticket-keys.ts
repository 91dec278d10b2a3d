import type { FastifyInstance } from 'fastify';
import { createOrderLinks, type OrderLinks } from '../modules/orders/order-links';
import { loadTicketCredentials, type TicketCredentials } from '../modules/tickets/credentials';
import { fillEntryCodes } from '../modules/tickets/queries';
import { createSigner, loadSecret } from '../payments/secret';

export interface TicketKeys {
  /** Signs and checks entry credentials (Ed25519). */
  credentials: TicketCredentials;
  /** Signed links: PDFs, claiming a guest order, hand-overs, a checkout's sign-up. */
  links: OrderLinks;
}

declare module 'fastify' {
  interface FastifyInstance {
    ticketKeys: TicketKeys;
  }
}

/** Loads the ticket keys every node shares, and gives tickets stored without one an entry code. */
export async function setupTicketKeys(app: FastifyInstance): Promise<void> {
  const [credentials, linkSecret] = await Promise.all([
    loadTicketCredentials(app.db),
    loadSecret(app.db, 'order-link-secret'),
  ]);
  app.decorate('ticketKeys', { credentials, links: createOrderLinks(createSigner(linkSecret)) });
  await fillEntryCodes(app.db, credentials);
}
