import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OrderDeskRow } from '@/api/contract/order-desk';
import { formatMoney } from '@/lib/money';
import { deskTime, orderNumber } from './desk-format';
import { StatusBadge } from './status-badge';

/** One order in the desk's list: the whole card opens its story. */
export const DeskOrderRow = ({ order }: { order: OrderDeskRow }) => {
  const { t, i18n } = useTranslation('order-desk');
  return (
    <Link
      to="/management/orders/$uid"
      params={{ uid: order.uid }}
      data-testid="desk-order"
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
    >
      <Paper withBorder radius="md" p="sm">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {order.buyerName}
            </Text>
            <StatusBadge status={order.status} />
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {order.buyerEmail}
          </Text>
          <Group justify="space-between" gap="xs">
            <Text size="sm" ff="monospace">
              {t('number', { number: orderNumber(order.uid) })}
            </Text>
            <Text size="sm" fw={600}>
              {formatMoney(order.grandTotalCents, order.currency)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {deskTime(order.placedAt, i18n.language)} ·{' '}
              {t('tickets', { count: order.ticketCount })}
            </Text>
            {order.refundedCents > 0 && order.status !== 'refunded' && (
              <Badge size="sm" variant="outline" color="orange">
                {t('refundedShort', { amount: formatMoney(order.refundedCents, order.currency) })}
              </Badge>
            )}
          </Group>
        </Stack>
      </Paper>
    </Link>
  );
};
