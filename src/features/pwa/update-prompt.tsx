import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyUpdate,
  dismissUpdate,
  isUpdateWaiting,
  subscribeUpdate,
} from './service-worker-store';

/** "A new version is available" with Reload; mount once inside MantineProvider. */
export const UpdatePrompt = () => {
  const { t } = useTranslation('pwa');
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting);
  if (!waiting) return null;
  return (
    <Affix position={{ bottom: 'calc(env(safe-area-inset-bottom) + 80px)', right: 16 }}>
      <Notification
        role="alertdialog"
        aria-live="polite"
        title={t('update.title')}
        onClose={dismissUpdate}
        closeButtonProps={{ 'aria-label': t('update.later') }}
        withBorder
        maw={360}
      >
        <Text size="sm">{t('update.text')}</Text>
        <Group justify="flex-end" mt="xs">
          <Button size="xs" variant="subtle" onClick={dismissUpdate}>
            {t('update.later')}
          </Button>
          <Button size="xs" onClick={() => applyUpdate()}>
            {t('update.reload')}
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
};
