import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimOrder } from '@/api/tickets';
import { localizeServerMessage } from '@/lib/server-messages';
import { useSession } from '@/lib/use-session';
import { syncTickets } from '@/offline/sync/sync-tickets';
import { LoginOrRegister } from './login-or-register';
import { useFailureText } from './use-failure-text';

type Claim = { state: 'working' } | { state: 'done' | 'failed'; message: string };

/**
 * /ticket/claim/{orderId}?t=…: the link in a guest order's mail adds its tickets to the account
 * of whoever is logged in. Only the buyer got the link; an e-mail address alone adds nothing.
 */
export const ClaimOrderScreen = ({ orderId, token }: { orderId: string; token: string }) => {
  const { t } = useTranslation('tickets');
  const user = useSession();
  const failureText = useFailureText();
  const [claim, setClaim] = useState<Claim>({ state: 'working' });
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    claimOrder(orderId, token)
      .then(async (result) => {
        await syncTickets().catch(() => undefined);
        if (current) setClaim({ state: 'done', message: localizeServerMessage(result.message) });
      })
      .catch((failure: unknown) => {
        if (current) setClaim({ state: 'failed', message: failureText(failure) });
      });
    return () => {
      current = false;
    };
  }, [orderId, token, userId, failureText]);

  const here = `/ticket/claim/${orderId}?t=${encodeURIComponent(token)}`;
  return (
    <Container size="xs" px={0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('claim.title')}
        </Title>
        {!user && (
          <Stack gap="sm">
            <Text>{t('claim.loginFirst')}</Text>
            <LoginOrRegister here={here} />
          </Stack>
        )}
        {user && claim.state === 'working' && <Loader size="sm" aria-label={t('loading')} />}
        {user && claim.state !== 'working' && (
          <Alert color={claim.state === 'done' ? 'teal' : 'red'} role="status">
            {claim.message}
          </Alert>
        )}
        {user && claim.state === 'done' && (
          <Button component={Link} to="/tickets">
            {t('redeem.takeMeThere')}
          </Button>
        )}
      </Stack>
    </Container>
  );
};
