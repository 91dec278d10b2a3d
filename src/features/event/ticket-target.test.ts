import { describe, expect, it } from 'vitest';
import { ticketTarget } from './ticket-target';

describe('ticketTarget', () => {
  it('uses the shop of the current mode without a ticket link', () => {
    expect(ticketTarget(null, '/u/shop')).toEqual({ kind: 'internal', to: '/u/shop' });
    expect(ticketTarget('/shop', '/u/shop')).toEqual({ kind: 'internal', to: '/u/shop' });
  });

  it('opens an outside ticket link as such', () => {
    expect(ticketTarget('tickets.example.com/x', '/shop')).toEqual({
      kind: 'external',
      href: 'https://tickets.example.com/x',
    });
  });

  it('falls back to the shop for a link that is no web address', () => {
    expect(ticketTarget('javascript:void(0)', '/shop')).toEqual({ kind: 'internal', to: '/shop' });
  });
});
