import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderCard } from './order-card';
import { useMyOrders } from './use-my-orders';

interface OrdersDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** My Orders (spec §2 Cart): Update, the orders, or 'You have no Orders'. */
export const OrdersDialog = ({ opened, onClose }: OrdersDialogProps) => {
  const { t } = useTranslation('shop');
  const { orders, updating, update } = useMyOrders();
  useEffect(() => {
    if (opened) void update().catch(() => undefined);
  }, [opened, update]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('orders.title')} fullScreen={false} size="lg">
      <Stack gap="sm">
        <Group justify="flex-end">
          <Button
            variant="light"
            size="xs"
            loading={updating}
            onClick={() => void update().catch(() => undefined)}
          >
            {t('orders.update')}
          </Button>
        </Group>
        {orders === null && <Loader size="sm" mx="auto" />}
        {orders?.length === 0 && (
          <Text ta="center" fw={700} role="status">
            {t('orders.empty')}
          </Text>
        )}
        {orders?.map((order) => (
          <OrderCard key={order.uid} order={order} />
        ))}
      </Stack>
    </Modal>
  );
};

/** Spec §4: a pending order with a payment link shows an outstanding-payment alert. */
export const OutstandingPaymentAlert = ({ onOpenOrders }: { onOpenOrders: () => void }) => {
  const { t } = useTranslation('shop');
  const { orders } = useMyOrders();
  const outstanding = orders?.some((order) => order.status === 'pending' && order.paymentLink);
  if (!outstanding) return null;
  return (
    <Alert color="yellow" title={t('orders.outstandingTitle')} role="alert">
      <Stack gap={6} align="flex-start">
        <Text fz="sm">{t('orders.outstanding')}</Text>
        <Button size="xs" variant="white" color="dark" onClick={onOpenOrders}>
          {t('orders.title')}
        </Button>
      </Stack>
    </Alert>
  );
};
