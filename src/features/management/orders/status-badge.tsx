import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatusDto } from '@/api/contract/tickets';

const COLOURS: Record<OrderStatusDto, string> = {
  pending: 'yellow',
  completed: 'green',
  failed: 'red',
  cancelled: 'gray',
  expired: 'gray',
  refunded: 'orange',
};

export const StatusBadge = ({ status }: { status: OrderStatusDto }) => {
  const { t } = useTranslation('order-desk');
  return (
    <Badge variant="light" color={COLOURS[status]} style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
};
