import { Anchor, Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTicketCode } from '@/api/contract/tickets';
import { formatMoney } from '@/lib/money';
import type { TicketRow } from '@/offline/db';
import { TransferPanel } from './transfer-panel';
import { WalletButtons } from './wallet-buttons';

/**
 * One owned ticket with the QR code of its entry credential: large, black on white whatever the
 * colour scheme, so a gate scanner reads it from a dimmed phone screen. Below it the entry code a
 * gate types when the code does not scan, and what the holder can do with it.
 */
export const TicketCard = ({
  ticket,
  onHandOver,
}: {
  ticket: TicketRow;
  onHandOver: (ticket: TicketRow) => void;
}) => {
  const { t } = useTranslation('tickets');
  const entryCode = formatTicketCode(ticket.entryCode);
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      data-testid="ticket-card"
      data-uid={ticket.uid}
      data-entry-code={ticket.entryCode}
    >
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
              alt={t('qrAlt', { code: entryCode })}
              width={336}
              height={336}
              style={{ width: '100%', height: 'auto', imageRendering: 'pixelated' }}
              data-testid="ticket-qr"
            />
          </Box>
        )}
        <Stack gap={0} align="center">
          <Text fz="xs" c="dimmed">
            {t('entryCode')}
          </Text>
          <Text ff="monospace" fz={22} fw={800} lts={2} data-testid="ticket-entry-code">
            {entryCode}
          </Text>
        </Stack>
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
        <WalletButtons wallet={ticket.wallet} />
        <Group justify="space-between" w="100%">
          <Anchor href={ticket.downloadLink} download fz="sm">
            {t('downloadPdf')}
          </Anchor>
          {!ticket.transfer && (
            <Button variant="light" size="xs" onClick={() => onHandOver(ticket)}>
              {t('handOver.button')}
            </Button>
          )}
        </Group>
        {ticket.transfer && <TransferPanel ticket={ticket} transfer={ticket.transfer} />}
      </Stack>
    </Card>
  );
};
