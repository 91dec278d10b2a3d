import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransferOfferDto } from '@/api/contract/tickets';
import { acceptTransfer, getTransferOffer } from '@/api/tickets';
import { useSession } from '@/lib/use-session';
import { syncTickets } from '@/offline/sync/sync-tickets';
import { LoginOrRegister } from './login-or-register';
import { useFailureText } from './use-failure-text';

type Offer =
  | { state: 'loading' }
  | { state: 'open'; offer: TransferOfferDto }
  | { state: 'failed'; message: string };

/**
 * /ticket/accept/{id}?t=…: a friend's hand-over. Anyone with the link sees what is offered; a
 * logged-in person accepts it and it becomes theirs, with a new QR code.
 */
export const AcceptTransferScreen = ({
  transferId,
  token,
}: {
  transferId: string;
  token: string;
}) => {
  const { t } = useTranslation('tickets');
  const user = useSession();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const [offer, setOffer] = useState<Offer>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    getTransferOffer(transferId, token)
      .then((found) => current && setOffer({ state: 'open', offer: found }))
      .catch((failure: unknown) => {
        if (current) setOffer({ state: 'failed', message: failureText(failure) });
      });
    return () => {
      current = false;
    };
  }, [transferId, token, failureText]);

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await acceptTransfer(transferId, token);
      await syncTickets().catch(() => undefined);
      await navigate({ to: '/tickets' });
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };

  const here = `/ticket/accept/${transferId}?t=${encodeURIComponent(token)}`;
  return (
    <Container size="xs" px={0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('accept.title')}
        </Title>
        {offer.state === 'loading' && <Loader size="sm" aria-label={t('loading')} />}
        {offer.state === 'failed' && (
          <Alert color="red" role="alert">
            {offer.message}
          </Alert>
        )}
        {offer.state === 'open' && (
          <Paper withBorder radius="lg" p="md" data-testid="transfer-offer">
            <Stack gap="sm">
              <Text fw={800} fz="lg">
                {offer.offer.productName ?? t('year', { year: offer.offer.year })} ·{' '}
                {offer.offer.year}
              </Text>
              <Text>{t('accept.from', { name: offer.offer.fromName })}</Text>
              <Text fz="sm" c="dimmed">
                {t('accept.hint')}
              </Text>
              {error && (
                <Text c="red" fz="sm" role="alert">
                  {error}
                </Text>
              )}
              {user ? (
                <Button loading={busy} onClick={() => void accept()}>
                  {t('accept.button')}
                </Button>
              ) : (
                <LoginOrRegister here={here} />
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
};
