import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { syncTickets } from '@/offline/sync/sync-tickets';
import { formatMoney } from '@/lib/money';
import { useSession } from '@/lib/use-session';
import { useSnapshot } from 'valtio';
import { checkoutState } from './checkout-store';
import { doneKind, refusalReason, type DoneSearch } from './done-search';
import { useDoneOrder } from './use-done-order';
import { localizeServerError } from '@/lib/server-messages';

const STATE_KEYS = ['completed', 'pending', 'error', 'cancelled', 'failed', 'expired'];
const PAYMENT_WINDOW_NAME = 'festival-payment';

/** When the provider sent the payment window here, the main window shows the result instead. */
const handBackToOpener = (): boolean => {
  try {
    const opener = window.opener as Window | null;
    if (window.name !== PAYMENT_WINDOW_NAME || !opener || opener.closed) return false;
    // The main window may already show the result (it polls the order); then just close.
    if (opener.location.pathname !== window.location.pathname) {
      opener.location.assign(window.location.href);
    }
    window.close();
    return true;
  } catch {
    return false;
  }
};

/** The after-payment page (spec §2): 'Order {state}', the state's text, the order or the notice. */
export const DoneScreen = ({ search }: { search: DoneSearch }) => {
  const { t } = useTranslation('checkout');
  const user = useSession();
  const { account } = useSnapshot(checkoutState);
  const kind = doneKind(search.order_state);
  const reason = refusalReason(search);
  const order = useDoneOrder(search.order_id, search.email);
  const stateText = t(search.order_state === 'expired' ? 'done.expired' : `done.${kind}`);
  const stateWord =
    search.order_state && STATE_KEYS.includes(search.order_state)
      ? t(`done.states.${search.order_state}`)
      : (search.order_state ?? t('done.states.error'));

  useEffect(() => {
    handBackToOpener();
  }, []);

  // New tickets go into the offline copy at once.
  useEffect(() => {
    if (user && kind === 'completed') void syncTickets({}, true).catch(() => undefined);
  }, [user, kind]);

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('done.title', { state: stateWord })}
        </Title>
        <Alert
          color={kind === 'completed' ? 'teal' : kind === 'pending' ? 'yellow' : 'red'}
          role="status"
        >
          {reason ? localizeServerError({ message: stateText, ...reason }) : stateText}
        </Alert>
        {reason && (
          <Alert color="blue" data-testid="done-cart-kept">
            <Stack gap="sm" align="flex-start">
              <Text>{t('done.cartKept')}</Text>
              <Button component={Link} to="/checkout">
                {t('done.backToCart')}
              </Button>
            </Stack>
          </Alert>
        )}
        {!user && kind === 'completed' && (
          <Alert color="blue" title={t('done.inAppTitle')} data-testid="done-in-app">
            {account ? t('done.confirmToSee', { email: account.email }) : t('done.claimFromMail')}
          </Alert>
        )}
        {order.status !== 'none' && (
          <Paper withBorder radius="lg" p="md">
            {order.status === 'loading' && <Loader size="sm" />}
            {order.status === 'found' && (
              <Stack gap={4} data-testid="done-order">
                <Text fw={700}>
                  {t('done.order')}: {order.order.uid}
                </Text>
                <Text>
                  {t('done.status')}:{' '}
                  {STATE_KEYS.includes(order.order.status)
                    ? t(`done.states.${order.order.status}`)
                    : order.order.status}
                </Text>
                {order.order.items.map((item) => (
                  <Text key={item.name} fz="sm">
                    {item.quantity} × {item.name}
                  </Text>
                ))}
                <Text fw={800}>
                  {t('done.total')}:{' '}
                  {formatMoney(order.order.grandTotal.amount, order.order.grandTotal.currency)}
                </Text>
                {order.order.status === 'completed' && (
                  <Text fz="sm" c="dimmed" data-testid="done-mail">
                    {t('done.mailQueued', { email: order.order.consumer.email })}
                  </Text>
                )}
              </Stack>
            )}
          </Paper>
        )}
        <Group>
          {user && (
            <Button component={Link} to="/tickets">
              {t('done.myTickets')}
            </Button>
          )}
          <Button component={Link} to="/shop" variant="light">
            {t('done.shop')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
};
