import { toExternalUrl } from '@/api/contract/web-link';

export type TicketTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * 'Buy tickets' goes to the event's ticket link when set, otherwise to the shop. The app's own
 * shop path is mapped to the shop of the current mode, so the public pages stay public.
 */
export const ticketTarget = (ticketLink: string | null, shopPath: string): TicketTarget => {
  const link = ticketLink?.trim();
  if (!link || link === '/shop' || link === '/u/shop') return { kind: 'internal', to: shopPath };
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'internal', to: link };
  const href = toExternalUrl(link);
  return href ? { kind: 'external', href } : { kind: 'internal', to: shopPath };
};
