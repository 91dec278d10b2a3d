import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskRefundRequest, OrderStory } from '@/api/contract/order-desk';
import { renderWithTexts } from '@/lib/testing/render-with-texts';
import management from '../../../../locales/en/management.json';
import orderDesk from '../../../../locales/en/order-desk.json';
import { RefundDialog } from './refund-dialog';

const ticket = (uid: string, state: 'valid' | 'revoked') => ({
  uid,
  productName: 'Day Ticket',
  holderName: `Holder ${uid}`,
  holderId: null,
  priceCents: 7_900,
  state,
  claimCode: 'ABCDEFGHJKLM',
  entryCode: null,
  credentialVersion: 1,
});

const order: OrderStory = {
  uid: '9e22d03c-daf1-4496-89f5-20b8917c77e1',
  status: 'completed',
  placedAt: '2026-11-27T17:53:00.000Z',
  paidAt: '2026-11-27T17:53:10.000Z',
  buyerName: 'Dora Mustermann',
  buyerEmail: 'dora@example.org',
  buyerId: null,
  language: 'de',
  currency: 'EUR',
  totalCents: 15_800,
  serviceFeeCents: 0,
  discountCents: 0,
  paymentCostsCents: 0,
  grandTotalCents: 15_800,
  refundedCents: 1_000,
  vouchers: [],
  items: [{ name: 'Day Ticket', quantity: 2, totalCents: 15_800 }],
  tickets: [ticket('a', 'revoked'), ticket('b', 'valid'), ticket('c', 'valid')],
  story: [],
};

const onRefund = vi.fn<(request: DeskRefundRequest) => Promise<never>>();

const open = async () => {
  await renderWithTexts(
    <RefundDialog opened order={order} onClose={() => undefined} onRefund={onRefund} />,
    { 'order-desk': orderDesk, management },
  );
  return screen.getByRole('dialog', { name: 'Refund' });
};
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Refund' }));

afterEach(() => {
  cleanup();
  onRefund.mockReset();
});

describe('refund dialog', () => {
  it('refunds the whole order by default and says how much is left', async () => {
    onRefund.mockRejectedValue(new Error('stop'));
    await open();
    expect(screen.getByText(/Left to refund: 148,00/)).toBeInTheDocument();
    confirm();
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith({ whole: true }));
  });

  it('offers only the tickets that still admit, and refunds the chosen ones', async () => {
    onRefund.mockRejectedValue(new Error('stop'));
    await open();
    fireEvent.click(screen.getByText('Chosen tickets'));
    expect(screen.queryByLabelText(/Holder a/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeDisabled();
    fireEvent.click(screen.getByLabelText(/Ticket 3 · Holder c/));
    confirm();
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith({ ticketUids: ['c'] }));
  });

  it('refunds an amount in cents, never more than is left', async () => {
    onRefund.mockRejectedValue(new Error('stop'));
    await open();
    fireEvent.click(screen.getByText('An amount'));
    const amount = screen.getByRole('textbox', { name: 'Amount in euros' });
    fireEvent.change(amount, { target: { value: '148.01' } });
    expect(screen.getByRole('button', { name: 'Refund' })).toBeDisabled();
    fireEvent.change(amount, { target: { value: '12.5' } });
    confirm();
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith({ amountCents: 1_250 }));
  });
});
