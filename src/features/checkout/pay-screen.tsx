import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { findOrder } from '@/api/orders';
import { TestModeNotice } from '@/lib/test-mode-notice';
import { openPaymentWindow } from '@/lib/payment-window';
import { CheckoutSteps } from './checkout-steps';
import { isSafePaymentLink, type PaySearch } from './done-search';
import { HoldCountdown } from './hold-countdown';
import { useHoldRemaining } from './use-hold-remaining';
import { useLeavePayment } from './use-leave-payment';

const POLL_MS = 3000;

/**
 * Checkout step 3 (spec §4): opens the provider's link in an 800x600 window and waits for the
 * order to leave 'pending'; when the browser blocks the window, this window goes there instead.
 * Counts down the time the order holds its tickets; after it, paying is no longer offered.
 */
export const PayScreen = ({ search }: { search: PaySearch }) => {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const opened = useRef(false);
  const link = search.l && isSafePaymentLink(search.l, window.location.origin) ? search.l : null;
  const remaining = useHoldRemaining(search.held_until);
  const { leave, leaving, orderAgain } = useLeavePayment(search);

  useEffect(() => {
    const over = search.held_until !== undefined && Date.parse(search.held_until) <= Date.now();
    if (!link || opened.current || over) return;
    opened.current = true;
    if (!openPaymentWindow(link)) window.location.assign(link);
  }, [link, search.held_until]);

  // The order changes on the server once the provider confirmed; then the done page takes over.
  useEffect(() => {
    const orderId = search.order_id;
    if (!link || !orderId) return;
    const timer = setInterval(() => {
      findOrder(orderId, search.email ?? '').then(
        (order) => {
          if (order.status === 'pending') return;
          clearInterval(timer);
          void navigate({
            to: '/payment/done',
            search: { order_state: order.status, order_id: orderId, email: search.email },
          });
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [link, navigate, search.order_id, search.email]);

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('pay.title')}
        </Title>
        <CheckoutSteps active={2} />
        <TestModeNotice />
        <Paper withBorder radius="lg" p="md">
          {link && remaining === 0 ? (
            <Stack gap="md">
              <HoldCountdown remainingMs={remaining} />
              <Button onClick={() => void orderAgain()}>{t('pay.orderAgain')}</Button>
            </Stack>
          ) : link ? (
            <Stack gap="md" align="flex-start">
              {remaining !== null && <HoldCountdown remainingMs={remaining} />}
              <Loader size="sm" />
              <Text role="status">{t('pay.opening')}</Text>
              <Button
                variant="light"
                onClick={() => {
                  if (!openPaymentWindow(link)) window.location.assign(link);
                }}
              >
                {t('pay.openAgain')}
              </Button>
              <Text size="sm" c="dimmed">
                {t('pay.windowClosed')}
              </Text>
              <Group gap="sm">
                <Button
                  variant="default"
                  onClick={() => leave('bill')}
                  loading={leaving === 'bill'}
                  disabled={leaving !== null}
                >
                  {t('pay.backToBill')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => leave('cancel')}
                  loading={leaving === 'cancel'}
                  disabled={leaving !== null}
                >
                  {t('pay.cancelOrder')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Alert color="red" role="alert">
              <Stack gap="xs">
                <Text>{t('pay.missingLink')}</Text>
                <Anchor component={Link} to="/checkout">
                  {t('pay.toCheckout')}
                </Anchor>
              </Stack>
            </Alert>
          )}
        </Paper>
      </Stack>
    </Container>
  );
};
