import { Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { choosePaymentMethod } from '@/api/cart-store';
import { itemCount, linesTotal } from '@/api/cart-rules';
import { describeFailure } from '@/api/client';
import { SHOP_MESSAGES } from '@/api/contract/shop';
import { getBill } from '@/api/orders';
import { syncTickets } from '@/offline/sync/sync-tickets';
import { formatCents } from '@/lib/money';
import { PaymentMethodRadios } from '@/lib/payment-method-radios';
import { notifyError } from '@/lib/notify';
import { useConnection } from '@/lib/use-connection';
import { useSession } from '@/lib/use-session';
import { CartLines } from './cart-lines';
import { OrdersDialog, OutstandingPaymentAlert } from './orders-dialog';
import { useCart } from './use-cart';
import { usePaymentMethods } from './use-payment-methods';

interface CartDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec §2 Cart drawer: items, total, 'Go to checkout', payment method, the user's orders. */
export const CartDrawer = ({ opened, onClose }: CartDrawerProps) => {
  const { t } = useTranslation('shop');
  const cart = useCart();
  const user = useSession();
  const navigate = useNavigate();
  const methods = usePaymentMethods(opened);
  const [ordersOpened, orders] = useDisclosure(false);
  const [checking, setChecking] = useState(false);
  const empty = cart.lines.length === 0;
  const loggedIn = user !== null;
  // A member's cart is the server's: out of reach it shows as last loaded and cannot change.
  const connection = useConnection();
  const readOnly = loggedIn && connection !== 'online';

  // Opening the cart refreshes the orders, so a just-placed unpaid order shows its alert.
  useEffect(() => {
    if (opened && loggedIn) void syncTickets().catch(() => undefined);
  }, [opened, loggedIn]);

  // The cart is validated into a bill before checkout (spec §8: the empty-cart text shows here).
  const goToCheckout = async () => {
    setChecking(true);
    try {
      await getBill({
        products: cart.lines.map((line) => ({ product: line.product.uid, quantity: line.amount })),
        vouchers: [],
      });
    } catch (error) {
      const { status, message } = describeFailure(error);
      if (status !== null) {
        notifyError(
          message === SHOP_MESSAGES.emptyCart || !message ? t('cart.emptyBill') : message,
        );
        setChecking(false);
        return;
      }
    }
    setChecking(false);
    onClose();
    await navigate({ to: '/checkout' });
  };

  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        title={t('cart.title')}
        closeButtonProps={{ 'aria-label': t('cart.close') }}
        size="md"
      >
        <Stack gap="md">
          {user && <OutstandingPaymentAlert onOpenOrders={orders.open} />}
          {readOnly && (
            <Text fz="sm" c="dimmed" role="status">
              {t('cart.offline')}
            </Text>
          )}
          {empty ? (
            <Text ta="center" fw={700} py="lg" role="status">
              {t('cart.empty')}
            </Text>
          ) : (
            <CartLines readOnly={readOnly} />
          )}
          <Divider />
          <Group justify="space-between">
            <Text fw={800}>{t('cart.total')}</Text>
            <Text fw={800} fz="lg" data-testid="cart-total">
              {formatCents(linesTotal(cart.lines))}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed" ta="right" mt={-12}>
            {t('vatIncluded')}
          </Text>
          {methods && methods.length > 0 && (
            <PaymentMethodRadios
              label={t('cart.paymentMethod')}
              methods={methods}
              value={cart.paymentMethod}
              onChange={choosePaymentMethod}
            />
          )}
          <Button
            size="md"
            disabled={empty || readOnly}
            loading={checking}
            onClick={() => void goToCheckout()}
            data-count={itemCount(cart.lines)}
          >
            {t('cart.checkout')}
          </Button>
          {user && (
            // One above the other: side by side, "Meine Bestellungen" was cut off at 390 px.
            <Stack gap="xs">
              <Button variant="light" onClick={orders.open}>
                {t('cart.myOrders')}
              </Button>
              <Button variant="light" component={Link} to="/tickets" onClick={onClose}>
                {t('cart.myTickets')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Drawer>
      {user && <OrdersDialog opened={ordersOpened} onClose={orders.close} />}
    </>
  );
};
