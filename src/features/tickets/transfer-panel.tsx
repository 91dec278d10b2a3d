import { Alert, Box, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketTransferDto } from '@/api/contract/tickets';
import { cancelTransfer } from '@/api/tickets';
import type { TicketRow } from '@/offline/db';
import { syncTickets } from '@/offline/sync/sync-tickets';
import { useFailureText } from './use-failure-text';
import { useQrImage } from './use-qr-image';

/**
 * An open hand-over: the link as a QR code the friend scans from this screen, or to copy and
 * share; withdrawing it keeps the ticket as it is.
 */
export const TransferPanel = ({
  ticket,
  transfer,
}: {
  ticket: TicketRow;
  transfer: TicketTransferDto;
}) => {
  const { t, i18n } = useTranslation('tickets');
  const { online } = useNetwork();
  const qr = useQrImage(transfer.link);
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const until = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(transfer.expiresAt),
  );

  const withdraw = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancelTransfer(transfer.id);
      await syncTickets();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" w="100%" data-testid="transfer-panel">
      <Alert variant="light" color="yellow" title={t('handOver.pending')}>
        {transfer.toEmail
          ? t('handOver.pendingEmail', { email: transfer.toEmail, until })
          : t('handOver.pendingLink', { until })}
      </Alert>
      <Text fz="sm" fw={700} ta="center">
        {t('handOver.qrTitle')}
      </Text>
      {qr && (
        <Box
          bg="#ffffff"
          p="xs"
          mx="auto"
          w={220}
          style={{
            borderRadius: 12,
            lineHeight: 0,
            border: '3px dashed var(--mantine-color-yellow-6)',
          }}
        >
          <img
            src={qr}
            alt={t('handOver.qrAlt', { ticket: ticket.productName ?? ticket.year })}
            width={204}
            height={204}
            data-testid="transfer-qr"
          />
        </Box>
      )}
      <Text fz="xs" c="dimmed" ta="center">
        {t('handOver.scanHint')}
      </Text>
      <Group justify="center" gap="xs">
        <CopyButton value={transfer.link}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" onClick={copy}>
              {copied ? t('handOver.copied') : t('handOver.copy')}
            </Button>
          )}
        </CopyButton>
        {typeof navigator.share === 'function' && (
          <Button
            variant="light"
            size="xs"
            onClick={() =>
              void navigator
                .share({ title: t('handOver.shareTitle'), url: transfer.link })
                .catch(() => undefined)
            }
          >
            {t('handOver.share')}
          </Button>
        )}
        <Button
          variant="subtle"
          color="red"
          size="xs"
          loading={busy}
          disabled={!online}
          onClick={() => void withdraw()}
        >
          {t('handOver.withdraw')}
        </Button>
      </Group>
      {error && (
        <Text c="red" fz="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
};
