import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillDto } from '@/api/contract/checkout';
import type { OrderDto } from '@/api/contract/tickets';
import { createApiClient, QUIET } from '@/api/client';
import { cancelOrder, findOrder } from '@/api/orders';
import { renderRouted } from '@/lib/testing/render-with-texts';
import checkout from '../../../locales/en/checkout.json';
import { checkoutState } from './checkout-store';
import { PayScreen } from './pay-screen';

vi.mock('@/api/orders', () => ({ cancelOrder: vi.fn(), findOrder: vi.fn() }));
vi.mock('@/lib/payment-window', () => ({ openPaymentWindow: vi.fn(() => true) }));

const money = (amount: number) => ({ amount, currency: 'EUR' });
const placedBill = {
  needsPayment: true,
  availablePaymentMethods: [],
  products: [],
  grandTotal: money(7900),
  placeOrderRequest: {
    products: [{ product: 'day', quantity: 1 }],
    vouchers: [],
    payment_method: 'card',
  },
} as unknown as BillDto;

const search = {
  l: 'https://pay.example.com/session/1',
  order_id: 'o-1',
  email: 'mia@example.org',
  held_until: new Date(Date.now() + 15 * 60_000).toISOString(),
};

const show = (held_until = search.held_until) => {
  checkoutState.bill = null;
  checkoutState.placedBill = placedBill;
  return renderRouted(
    () => <PayScreen search={{ ...search, held_until }} />,
    { checkout },
    {
      notifications: true,
    },
  );
};

/** A real refusal as the client raises it. */
const conflict = (): Promise<unknown> => {
  const fetch = () =>
    Promise.resolve(
      new Response(
        JSON.stringify({
          message: 'This order can no longer be cancelled.',
          code: 'shop.orderNotCancellable',
        }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      ),
    );
  return createApiClient({ prefixUrl: 'http://festival.test/api', fetch })
    .post('order/o-1/cancel', QUIET)
    .json()
    .catch((error: unknown) => error);
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('checkout step 3 after the payment window was closed', () => {
  it('goes back to the bill: the order is given up on the server and its bill held again', async () => {
    vi.mocked(cancelOrder).mockResolvedValue({ status: 'expired' } as OrderDto);
    const key = checkoutState.idempotencyKey;
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the bill' }));
    await waitFor(() => expect(cancelOrder).toHaveBeenCalledWith('o-1', 'mia@example.org'));
    await waitFor(() => expect(checkoutState.bill).toEqual(placedBill));
    expect(checkoutState.placedBill).toBeNull();
    // Another try is another order.
    expect(checkoutState.idempotencyKey).not.toBe(key);
  });

  it('cancels the order and says its tickets are back on sale', async () => {
    vi.mocked(cancelOrder).mockResolvedValue({ status: 'expired' } as OrderDto);
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(
      await screen.findByText('Your order was cancelled; its tickets are back on sale.'),
    ).toBeInTheDocument();
    expect(cancelOrder).toHaveBeenCalledWith('o-1', 'mia@example.org');
    expect(checkoutState.bill).toBeNull();
    expect(checkoutState.placedBill).toBeNull();
  });

  it('asks the order when it can no longer be cancelled (paid meanwhile)', async () => {
    vi.mocked(cancelOrder).mockRejectedValue(await conflict());
    vi.mocked(findOrder).mockResolvedValue({ status: 'completed' } as OrderDto);
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(findOrder).toHaveBeenCalledWith('o-1', 'mia@example.org'));
    expect(checkoutState.placedBill).toEqual(placedBill);
  });

  it('offers a clean new order from the same bill once the hold ran out', async () => {
    await show(new Date(Date.now() - 1000).toISOString());
    expect(screen.getByTestId('hold-expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open payment page again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(checkoutState.bill).toEqual(placedBill));
    expect(cancelOrder).not.toHaveBeenCalled();
  });
});
