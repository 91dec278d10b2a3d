import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAccount } from '@/api/auth';
import { describeFailure } from '@/api/client';
import { notifySuccess } from '@/lib/notify';
import { AuthCard } from './auth-card';
import { messageFailure, type AuthFailure } from './auth-failures';
import { FailureAlert } from './failure-alert';

// One call per token, even when effects run twice (React strict mode): tokens are single-use.
const confirmations = new Map<string, Promise<unknown>>();
const confirmOnce = (token: string) => {
  const pending = confirmations.get(token) ?? confirmAccount(token);
  confirmations.set(token, pending);
  return pending;
};

type Outcome = { state: 'checking' } | { state: 'failed'; failure: AuthFailure | null };

/** Confirms the account from the e-mailed token, then sends the user to login. */
export const ConfirmAccountScreen = ({ token }: { token?: string }) => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'checking' } : { state: 'failed', failure: null },
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    confirmOnce(token).then(
      () => {
        if (!current) return;
        notifySuccess(t('confirm.success'));
        void navigate({ to: '/login', replace: true });
      },
      (error: unknown) => {
        if (current)
          setOutcome({ state: 'failed', failure: messageFailure(describeFailure(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [token, navigate, t]);

  return (
    <AuthCard title={t('confirm.title')}>
      {outcome.state === 'checking' ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('confirm.checking')}</Text>
        </Group>
      ) : (
        <Stack gap="md">
          <Text fw={700}>{t('confirm.failed')}</Text>
          {outcome.failure ? (
            <FailureAlert failure={outcome.failure} />
          ) : (
            <Alert color="red" variant="light" role="alert">
              {t('confirm.missingToken')}
            </Alert>
          )}
          <Button component={Link} to="/login" size="md" fullWidth>
            {t('confirm.toLogin')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
};
