import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStory } from '@/api/contract/order-desk';
import { formatMoney } from '@/lib/money';
import { deskTime } from './desk-format';

const Line = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Group justify="space-between" gap="xs" wrap="nowrap">
    <Text size="sm" fw={strong ? 700 : undefined}>
      {label}
    </Text>
    <Text size="sm" fw={strong ? 700 : undefined}>
      {value}
    </Text>
  </Group>
);

/** Buyer, dates and the bill of one order. */
export const OrderSummary = ({ order }: { order: OrderStory }) => {
  const { t, i18n } = useTranslation('order-desk');
  const money = (cents: number) => formatMoney(cents, order.currency);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {order.buyerName}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {order.buyerEmail}
        </Text>
        <Text size="xs" c="dimmed">
          {order.buyerId === null ? t('order.guest') : t('order.account', { id: order.buyerId })} ·{' '}
          {t('order.language', { language: order.language.toUpperCase() })}
        </Text>
        <Line label={t('order.placed')} value={deskTime(order.placedAt, i18n.language)} />
        <Line
          label={t('order.paid')}
          value={order.paidAt ? deskTime(order.paidAt, i18n.language) : t('order.notPaid')}
        />
        {order.items.map((item, index) => (
          <Line
            key={index}
            label={`${item.quantity} × ${item.name}`}
            value={money(item.totalCents)}
          />
        ))}
        {order.serviceFeeCents > 0 && (
          <Line label={t('order.serviceFee')} value={money(order.serviceFeeCents)} />
        )}
        {order.discountCents > 0 && (
          <Line label={t('order.discount')} value={`−${money(order.discountCents)}`} />
        )}
        {order.paymentCostsCents > 0 && (
          <Line label={t('order.paymentCosts')} value={money(order.paymentCostsCents)} />
        )}
        <Line label={t('order.grandTotal')} value={money(order.grandTotalCents)} strong />
        {order.refundedCents > 0 && (
          <Line label={t('order.refunded')} value={`−${money(order.refundedCents)}`} />
        )}
        {order.vouchers.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('order.vouchers', { codes: order.vouchers.join(', ') })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
};
