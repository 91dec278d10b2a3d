import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderDto } from '@/api/contract/tickets';
import { formatMoney } from '@/lib/money';
import { goToPayment } from '@/lib/payment-window';
import { OrderInvoices } from './order-invoices';

const STATUS_COLORS: Record<string, string> = {
  completed: 'teal',
  pending: 'yellow',
  failed: 'red',
  cancelled: 'gray',
};

const KNOWN_STATUSES: readonly string[] = ORDER_STATUSES;

/** One order in My Orders: Download when completed, 'Pay now' when pending with a link (spec §2). */
export const OrderCard = ({ order }: { order: OrderDto }) => {
  const { t, i18n } = useTranslation('shop');
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const created = new Date(order.createdAt).toLocaleDateString(i18n.language, {
    dateStyle: 'medium',
  });
  return (
    <Card withBorder radius="md" padding="md" data-testid="order-card" data-uid={order.uid}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} fz="sm" truncate>
            {t('orders.order', { uid: order.uid.slice(0, 8) })}
          </Text>
          <Badge
            color={STATUS_COLORS[order.status] ?? 'gray'}
            variant="light"
            style={{ flexShrink: 0 }}
          >
            {KNOWN_STATUSES.includes(order.status)
              ? t(`orders.status.${order.status}`)
              : order.status}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {created} · {t('orders.tickets', { count })}
        </Text>
        {order.items.map((item) => (
          <Text key={item.name} fz="sm">
            {item.quantity} × {item.name}
          </Text>
        ))}
        <Text fw={700}>
          {t('orders.total', {
            total: formatMoney(order.grandTotal.amount, order.grandTotal.currency),
          })}
        </Text>
        {order.status === 'completed' && order.downloadLink && (
          <Anchor href={order.downloadLink} download fw={700}>
            {t('orders.download')}
          </Anchor>
        )}
        <OrderInvoices invoices={order.invoices} />
        {order.status === 'pending' && order.paymentLink && (
          <Button
            size="sm"
            onClick={() => {
              if (order.paymentLink) goToPayment(order.paymentLink);
            }}
          >
            {t('orders.payNow')}
          </Button>
        )}
      </Stack>
    </Card>
  );
};
