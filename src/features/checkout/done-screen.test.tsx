import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDto } from '@/api/contract/tickets';
import { findOrder } from '@/api/orders';
import { renderRouted } from '@/lib/testing/render-with-texts';
import checkout from '../../../locales/en/checkout.json';
import errors from '../../../locales/en/errors.json';
import { DoneScreen } from './done-screen';
import { refusedSearch, type DoneSearch } from './done-search';

vi.mock('@/api/orders', () => ({ findOrder: vi.fn() }));
vi.mock('@/offline/sync/sync-tickets', () => ({ syncTickets: vi.fn(() => Promise.resolve()) }));

const money = (amount: number) => ({ amount, currency: 'EUR' });
const order = (status: OrderDto['status']): OrderDto => ({
  uid: 'o-1',
  status,
  downloadLink: null,
  paymentLink: null,
  tickets: [],
  items: [],
  totalPrice: money(7900),
  discount: money(0),
  serviceFee: money(0),
  paymentCosts: money(0),
  grandTotal: money(7900),
  consumer: { email: 'mia@example.org', firstName: 'Mia', lastName: 'Meier' },
  createdAt: '2026-07-01T12:00:00Z',
  completedAt: null,
  invoices: [],
});

const show = (search: DoneSearch) =>
  renderRouted(() => <DoneScreen search={search} />, { checkout, errors });

describe('the done page tells the truth', () => {
  beforeAll(async () => {
    // Server texts are localized through the app's i18next instance.
    await i18next.init({ lng: 'en', resources: { en: { errors } } });
  });

  it('names why placing was refused, keeps the cart and promises no e-mail', async () => {
    await show(refusedSearch({ code: 'shop.soldOut' }));
    expect(screen.getByText('This ticket is sold out.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the cart' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(screen.queryByText(/e-?mail/i)).toBeNull();
    expect(screen.queryByText(checkout.done.problem)).toBeNull();
  });

  it('fills the reason’s parameters: the used-up voucher is named', async () => {
    await show(refusedSearch({ code: 'voucher.usedUp', params: { code: 'ONCE' } }));
    expect(screen.getByText('The voucher ONCE has been used up.')).toBeTruthy();
  });

  it('falls back to the general text for a reason it has no text for', async () => {
    await show({ order_state: 'error', reason: 'shop.somethingNew' });
    expect(screen.getByText(checkout.done.problem)).toBeTruthy();
  });

  it('speaks of the order e-mail only for a completed order', async () => {
    vi.mocked(findOrder).mockResolvedValueOnce(order('completed'));
    await show({ order_state: 'completed', order_id: 'o-1', email: 'mia@example.org' });
    expect((await screen.findByTestId('done-mail')).textContent).toBe(
      'The e-mail with your order and your tickets goes to mia@example.org.',
    );
    vi.mocked(findOrder).mockResolvedValueOnce(order('pending'));
    await show({ order_state: 'pending', order_id: 'o-2', email: 'mia@example.org' });
    await waitFor(() => expect(screen.getAllByTestId('done-order')).toHaveLength(2));
    expect(screen.getAllByTestId('done-mail')).toHaveLength(1);
  });
});
