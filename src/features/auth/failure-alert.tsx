import { Alert, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { localizeServerMessage } from '@/lib/server-messages';
import type { AuthFailure } from './auth-failures';
import { useSecondsLeft, waitOf } from './use-seconds-left';

/** "12 seconds" or, past a minute and a half, "3 minutes". */
const waitText = (t: TFunction<['auth', 'errors']>, seconds: number) =>
  seconds > 90
    ? t('limits.minutes', { count: Math.ceil(seconds / 60) })
    : t('limits.seconds', { count: seconds });

const useFailureText = () => {
  const { t } = useTranslation(['auth', 'errors']);
  return (failure: AuthFailure, secondsLeft: number): string => {
    switch (failure.kind) {
      case 'wrongCredentials':
        return t('login.wrongCredentials');
      case 'signinPaused':
      case 'tooManyAttempts':
        return secondsLeft > 0
          ? t(`limits.${failure.kind}`, { wait: waitText(t, secondsLeft) })
          : t('limits.waitOver');
      case 'signinByMail':
        return t('limits.byMail');
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

/**
 * The failure of an auth call, announced to screen readers; 'not logged in' offers Login. A wait
 * counts down; the mailed link is news rather than an error.
 */
export const FailureAlert = ({ failure }: { failure: AuthFailure | null }) => {
  const { t } = useTranslation('auth');
  const text = useFailureText();
  const secondsLeft = useSecondsLeft(waitOf(failure));
  if (!failure) return null;
  const mailed = failure.kind === 'signinByMail';
  const waiting = waitOf(failure) !== null;
  return (
    <Alert
      color={mailed ? 'blue' : waiting ? 'orange' : 'red'}
      variant="light"
      role="alert"
      title={mailed ? t('limits.byMailTitle') : undefined}
    >
      {text(failure, secondsLeft)}
      {failure.kind === 'notLoggedIn' && (
        <Button component={Link} to="/login" size="compact-sm" variant="light" color="red" ml="sm">
          {t('register.loginAction')}
        </Button>
      )}
    </Alert>
  );
};
