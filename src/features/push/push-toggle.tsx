import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentSubscription,
  isPushSupported,
  needsHomeScreenInstall,
  PushPermissionError,
  subscribePush,
  unsubscribePush,
} from './push-subscription';

/** Profile switch for notifications on this device (shown on /profile). */
export const PushToggle = () => {
  const { t } = useTranslation('push');
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = isPushSupported();

  useEffect(() => {
    if (!supported) return;
    currentSubscription().then(
      (subscription) => setEnabled(subscription !== null),
      () => setEnabled(false),
    );
  }, [supported]);

  const change = (on: boolean) => {
    setBusy(true);
    setWarning(null);
    (on ? subscribePush().then(() => true) : unsubscribePush().then(() => false))
      .then(setEnabled)
      .catch((error: unknown) =>
        setWarning(error instanceof PushPermissionError ? t('denied') : t('connectionFailed')),
      )
      .finally(() => setBusy(false));
  };

  return (
    <Stack gap="xs">
      <Switch
        label={t('toggle')}
        checked={enabled === true}
        disabled={!supported || busy || enabled === null}
        onChange={(event) => change(event.currentTarget.checked)}
      />
      {needsHomeScreenInstall() && (
        <Text size="sm" c="dimmed">
          {t('iosHint')}
        </Text>
      )}
      {!supported && !needsHomeScreenInstall() && (
        <Text size="sm" c="dimmed">
          {t('unsupported')}
        </Text>
      )}
      {warning && (
        <Alert color="yellow" role="alert">
          {warning}
        </Alert>
      )}
    </Stack>
  );
};
