import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartState } from '@/api/cart-store';
import type { ProductDto } from '@/api/contract/shop';
import { getProducts } from '@/api/shop';
import { renderWithTexts } from '@/lib/testing/render-with-texts';
import checkout from '../../../locales/en/checkout.json';
import { cartLineStatus } from './cart-line-status';
import { OrderOverview } from './order-overview';

vi.mock('@/api/shop', () => ({ getProducts: vi.fn() }));

const ticket = (uid: string, price: number, soldOut = false): ProductDto => ({
  uid,
  name: `Ticket ${uid}`,
  additionalInformation: null,
  price,
  currency: 'EUR',
  soldOut,
  availability: null,
  year: 2026,
});

describe('cart lines before the bill (issue #43)', () => {
  it('tells unchanged, sold-out, vanished and repriced lines apart', () => {
    const now = [ticket('a', 7900), ticket('b', 4900, true), ticket('c', 9900)];
    expect(cartLineStatus(ticket('a', 7900), now)).toEqual({ kind: 'unchanged', price: 7900 });
    expect(cartLineStatus(ticket('b', 4900), now)).toEqual({ kind: 'soldOut' });
    expect(cartLineStatus(ticket('gone', 100), now)).toEqual({ kind: 'soldOut' });
    expect(cartLineStatus(ticket('c', 8900), now)).toEqual({
      kind: 'priceChanged',
      price: 9900,
      before: 8900,
    });
    expect(cartLineStatus(ticket('c', 8900), null)).toEqual({ kind: 'unchanged', price: 8900 });
  });

  it('marks a sold-out line and shows the current price and total', async () => {
    vi.mocked(getProducts).mockResolvedValue([
      ticket('a', 7900),
      ticket('b', 4900, true),
      ticket('c', 9900),
    ]);
    cartState.lines = [
      { amount: 2, product: ticket('a', 7900) },
      { amount: 1, product: ticket('b', 4900) },
      { amount: 1, product: ticket('c', 8900) },
    ];
    const view = await renderWithTexts(<OrderOverview />, { checkout });
    const lines = await within(view.container).findAllByTestId('overview-line');
    expect(await within(lines[1]!).findByText('Sold out')).toBeTruthy();
    await within(lines[2]!).findByText('Price changed: now 99,00 € instead of 89,00 € per ticket');
    expect(lines[2]!.textContent?.replace(/\s/g, ' ')).toContain('Ticket c99,00 €');
    // 2 × 79 € + 99 €; the sold-out line counts for nothing.
    expect(screen.getByText('257,00 €')).toBeTruthy();
  });
});
