import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeskTicket } from '@/api/contract/order-desk';
import { formatMoney } from '@/lib/money';

const STATE_COLOURS = { valid: 'green', revoked: 'red', checkedIn: 'teal' } as const;

interface DeskTicketCardProps {
  ticket: DeskTicket;
  n: number;
  currency: string;
  /** Offered while the order is paid and the ticket still admits. */
  onReissue?: () => void;
}

export const DeskTicketCard = ({ ticket, n, currency, onReissue }: DeskTicketCardProps) => {
  const { t } = useTranslation('order-desk');
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="desk-ticket">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600}>
            {t('ticket.name', { n })} · {ticket.productName ?? '–'}
          </Text>
          <Badge color={STATE_COLOURS[ticket.state]} variant="light" style={{ flexShrink: 0 }}>
            {t(`ticket.state.${ticket.state}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('ticket.holder', { name: ticket.holderName })}
          {ticket.holderId === null ? ` (${t('ticket.unclaimed')})` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {formatMoney(ticket.priceCents, currency)} ·{' '}
          {t('ticket.version', { version: ticket.credentialVersion })}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {t('ticket.claimCode')}: {ticket.claimCode}
          {ticket.entryCode ? ` · ${t('ticket.entryCode')}: ${ticket.entryCode}` : ''}
        </Text>
        {onReissue && (
          <Group justify="flex-end">
            <Button size="xs" variant="light" onClick={onReissue}>
              {t('reissue.button')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
