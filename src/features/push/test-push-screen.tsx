import { Alert, Button, Code, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendPush } from '@/api/push';
import { useSession } from '@/lib/use-session';
import {
  currentSubscription,
  isPushSupported,
  needsHomeScreenInstall,
  PushPermissionError,
  subscribePush,
  unsubscribePush,
} from './push-subscription';

/** Spec §2 push test page: Subscribe, UnSubscribe, Send sample push, Send Normal Notification. */
export const TestPushScreen = () => {
  const { t, i18n } = useTranslation('push');
  const session = useSession();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  useEffect(() => {
    currentSubscription().then(
      (s) => setEndpoint(s?.endpoint ?? null),
      () => undefined,
    );
  }, []);

  const run = (action: () => Promise<string>) => {
    setWarning(null);
    action().then(setStatus, (error: unknown) =>
      setWarning(error instanceof PushPermissionError ? t('denied') : t('connectionFailed')),
    );
  };

  return (
    <Stack gap="md" maw={480}>
      <Title order={1} style={{ hyphens: 'auto', overflowWrap: 'anywhere' }} lang={i18n.language}>
        {t('testTitle')}
      </Title>
      {needsHomeScreenInstall() && <Alert color="blue">{t('iosHint')}</Alert>}
      {!isPushSupported() && <Text c="dimmed">{t('unsupported')}</Text>}
      <Text size="sm" data-testid="push-endpoint">
        {endpoint ? t('subscribed') : t('notSubscribed')}
      </Text>
      {endpoint && <Code block>{endpoint}</Code>}
      <Button
        onClick={() =>
          run(async () => {
            const subscription = await subscribePush();
            setEndpoint(subscription.endpoint);
            return t('subscribedDone');
          })
        }
      >
        {t('subscribe')}
      </Button>
      <Button
        variant="default"
        onClick={() =>
          run(async () => {
            await unsubscribePush();
            setEndpoint(null);
            return t('unsubscribedDone');
          })
        }
      >
        {t('unsubscribe')}
      </Button>
      <Button
        variant="light"
        disabled={!session}
        onClick={() =>
          run(async () => {
            const queued = await sendPush(session?.id ?? 0, t('sampleTitle'), t('sampleText'));
            return t('sent', { count: queued });
          })
        }
      >
        {t('sendSample')}
      </Button>
      <Button
        variant="light"
        onClick={() =>
          run(async () => {
            if ((await Notification.requestPermission()) !== 'granted') {
              throw new PushPermissionError('denied');
            }
            const registration = await navigator.serviceWorker.ready;
            await registration.showNotification(t('normalTitle'), {
              body: t('normalText'),
              tag: 'test-normal',
              data: { url: '/test-push' },
            });
            return t('shown');
          })
        }
      >
        {t('sendNormal')}
      </Button>
      {status && (
        <Text size="sm" role="status">
          {status}
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
