import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { cartState, choosePaymentMethod } from '@/api/cart-store';
import { getBill } from '@/api/orders';
import { PaymentMethodRadios } from '@/lib/payment-method-radios';
import { BillTable } from './bill-table';
import { CheckoutSteps } from './checkout-steps';
import { checkoutState, holdBill } from './checkout-store';
import { usePlaceOrder } from './use-place-order';

/** Checkout step 2 (spec §2): the bill and the payment method. No bill held → /checkout. */
export const BillScreen = () => {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  // The snapshot re-renders on change; the proxy gives the mutable bill the calls take.
  const held = useSnapshot(checkoutState).bill;
  const bill = held ? checkoutState.bill : null;
  const cart = useSnapshot(cartState);
  const [reloading, setReloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const { place, placing } = usePlaceOrder();

  if (!bill) return <Navigate to="/checkout" replace />;

  const methods = bill.availablePaymentMethods;
  const chosen =
    methods.find((method) => method.uid === cart.paymentMethod)?.uid ??
    bill.placeOrderRequest.payment_method ??
    methods[0]?.uid ??
    null;

  // A different method changes its costs, so the server bills again.
  const changeMethod = async (uid: string) => {
    choosePaymentMethod(uid);
    setReloading(true);
    setFailed(false);
    try {
      holdBill(
        await getBill({
          products: [...bill.placeOrderRequest.products],
          vouchers: [...bill.placeOrderRequest.vouchers],
          consumer: bill.placeOrderRequest.consumer,
          payment_method: uid,
        }),
      );
    } catch {
      setFailed(true);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('title')}
        </Title>
        <CheckoutSteps active={1} />
        <Paper withBorder radius="lg" p="md">
          <Stack gap="md">
            <Title order={2} fz="lg">
              {t('bill.title')}
            </Title>
            {failed && (
              <Alert color="red" title={t('bill.loadError')} role="alert">
                {t('bill.tryAgain')}
              </Alert>
            )}
            <BillTable bill={bill} />
            {bill.needsPayment ? (
              <PaymentMethodRadios
                label={t('bill.paymentMethod')}
                methods={methods}
                value={chosen}
                disabled={reloading}
                onChange={(uid) => void changeMethod(uid)}
              />
            ) : (
              <Text c="dimmed">{t('bill.noPayment')}</Text>
            )}
            <Button
              size="md"
              fullWidth
              loading={placing}
              disabled={reloading || failed || (bill.needsPayment && !chosen)}
              onClick={() => void place(bill, chosen)}
            >
              {bill.needsPayment ? t('bill.placeOrder') : t('bill.placeFreeOrder')}
            </Button>
            <Button variant="subtle" onClick={() => void navigate({ to: '/checkout' })}>
              {t('back')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
};
