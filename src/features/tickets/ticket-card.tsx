import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TicketRow } from '@/offline/db';
import { formatMoney } from '@/lib/money';

/**
 * One owned ticket with its stored QR code: large, black on white whatever the colour scheme,
 * so a gate scanner reads it from a dimmed phone screen.
 */
export const TicketCard = ({ ticket }: { ticket: TicketRow }) => {
  const { t } = useTranslation('tickets');
  return (
    <Card withBorder radius="lg" padding="md" data-testid="ticket-card" data-code={ticket.code}>
      <Stack gap="sm" align="center">
        <Group justify="space-between" w="100%" wrap="nowrap">
          <Text fw={800} fz="lg">
            {ticket.productName ?? t('year', { year: ticket.year })}
          </Text>
          <Badge variant="light">{ticket.year}</Badge>
        </Group>
        {ticket.qrCode && (
          <Box bg="#ffffff" p="sm" w="100%" maw={360} style={{ borderRadius: 12, lineHeight: 0 }}>
            <img
              src={ticket.qrCode}
              alt={t('qrAlt', { code: ticket.code })}
              width={336}
              height={336}
              style={{ width: '100%', height: 'auto', imageRendering: 'pixelated' }}
              data-testid="ticket-qr"
            />
          </Box>
        )}
        <Text
          ff="monospace"
          fz={24}
          fw={800}
          lts={2}
          data-testid="ticket-code"
          aria-label={`${t('code')} ${ticket.code}`}
        >
          {ticket.code}
        </Text>
        <Group justify="space-between" w="100%">
          <Stack gap={0}>
            <Text fz="xs" c="dimmed">
              {t('owner')}
            </Text>
            <Text fw={700}>{ticket.ownerName}</Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text fz="xs" c="dimmed">
              {t('price')}
            </Text>
            <Text fw={700}>{formatMoney(ticket.price, ticket.currency)}</Text>
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
};
