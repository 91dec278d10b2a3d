import { Alert, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localizeServerMessage } from '@/lib/server-messages';
import type { AuthFailure } from './auth-failures';

const useFailureText = () => {
  const { t } = useTranslation(['auth', 'errors']);
  return (failure: AuthFailure): string => {
    switch (failure.kind) {
      case 'wrongCredentials':
        return t('login.wrongCredentials');
      case 'nameExists':
        return t('register.nameExists');
      case 'emailExists':
        return t('register.emailExists');
      case 'notLoggedIn':
        return t('register.notLoggedIn');
      case 'server':
        return localizeServerMessage(failure.message);
      case 'network':
        return t('errors:network');
      case 'unknown':
        return t('errors:unknown');
    }
  };
};

/** The failure of an auth call, announced to screen readers; 'not logged in' offers Login. */
export const FailureAlert = ({ failure }: { failure: AuthFailure | null }) => {
  const { t } = useTranslation('auth');
  const text = useFailureText();
  if (!failure) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {text(failure)}
      {failure.kind === 'notLoggedIn' && (
        <Button component={Link} to="/login" size="compact-sm" variant="light" color="red" ml="sm">
          {t('register.loginAction')}
        </Button>
      )}
    </Alert>
  );
};
