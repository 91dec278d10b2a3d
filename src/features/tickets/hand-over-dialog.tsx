import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN } from '@/api/contract/auth';
import { startTransfer } from '@/api/tickets';
import type { TicketRow } from '@/offline/db';
import { syncTickets } from '@/offline/sync/sync-tickets';
import { useFailureText } from './use-failure-text';

type Way = 'email' | 'link';

/**
 * Hands a ticket over: by e-mail (the friend gets the link) or as a link and QR code to show or
 * share. Until the friend accepts, the ticket stays this holder's and admits as before.
 */
export const HandOverDialog = ({
  ticket,
  onClose,
}: {
  ticket: TicketRow | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('tickets');
  const { online } = useNetwork();
  const failureText = useFailureText();
  const [way, setWay] = useState<Way>('link');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailValid = EMAIL_PATTERN.test(email.trim());

  const close = () => {
    setEmail('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!ticket) return;
    setBusy(true);
    setError(null);
    try {
      await startTransfer(ticket.uid, way === 'email' ? email.trim() : null);
      await syncTickets();
      close();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={ticket !== null} onClose={close} title={t('handOver.title')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text fz="sm">{t('handOver.intro')}</Text>
          <SegmentedControl
            fullWidth
            value={way}
            onChange={(value) => setWay(value)}
            data={[
              { value: 'link', label: t('handOver.byLink') },
              { value: 'email', label: t('handOver.byEmail') },
            ]}
          />
          {way === 'email' && (
            <TextInput
              type="email"
              label={t('handOver.email')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={email.trim() !== '' && !emailValid ? t('handOver.emailInvalid') : undefined}
              autoComplete="email"
              data-autofocus
            />
          )}
          <Text fz="xs" c="dimmed">
            {t('handOver.revokeHint')}
          </Text>
          {!online && <Alert color="yellow">{t('offlineAction')}</Alert>}
          {error && (
            <Text c="red" fz="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('handOver.cancel')}
            </Button>
            <Button
              type="submit"
              loading={busy}
              disabled={!online || (way === 'email' && !emailValid)}
            >
              {way === 'email' ? t('handOver.send') : t('handOver.createLink')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
