import { Alert, Divider, Group, Radio, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CATEGORIES,
  REMINDER_MINUTES,
  reminderMinutes,
  type NotificationSettings as Settings,
  type NotificationSettingsRequest,
} from '@/api/contract/notification-settings';
import { getNotificationSettings, saveNotificationSettings } from '@/api/notification-settings';
import { useConnection } from '@/lib/use-connection';
import { PushToggle } from './push-toggle';

/** Persisted with the query cache ('notifications'), so the profile shows them offline. */
const settingsKey = (userId: number) => ['notifications', 'settings', userId] as const;

/** /profile: this device's push switch and, for every device, what the member wants pushed. */
export const NotificationSettings = ({ userId }: { userId: number }) => {
  const { t } = useTranslation('push');
  const queryClient = useQueryClient();
  // Always asked again on opening: the stored copy may lag the last change by the persister's
  // throttle, and would otherwise count as fresh for the query's stale time.
  const settings = useQuery({
    queryKey: settingsKey(userId),
    queryFn: getNotificationSettings,
    refetchOnMount: 'always',
  });
  const change = useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (stored: Settings) => queryClient.setQueryData(settingsKey(userId), stored),
  });
  const connection = useConnection();
  // The last answer read before the connection dropped: shown, but not changeable.
  const offline = settings.isRefetchError || connection !== 'online';
  const disabled = offline || change.isPending;
  const save = (request: NotificationSettingsRequest) => change.mutate(request);

  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {t('settings.title')}
      </Title>
      <PushToggle />
      <Divider />
      <Text size="sm" c="dimmed">
        {t('settings.hint')}
      </Text>
      {settings.isPending && <Skeleton height={200} aria-label={t('settings.loading')} />}
      {settings.isLoadingError && (
        <Alert color="yellow" role="alert">
          {t('settings.notLoaded')}
        </Alert>
      )}
      {offline && settings.data && (
        <Alert color="gray" role="status">
          {t('settings.offline')}
        </Alert>
      )}
      {settings.data && (
        <>
          {NOTIFICATION_CATEGORIES.map((category) => (
            <Switch
              key={category}
              label={t(`settings.${category}`)}
              description={category === 'announcements' ? t('settings.urgentHint') : undefined}
              checked={settings.data[category]}
              disabled={disabled}
              onChange={(event) => save({ [category]: event.currentTarget.checked })}
            />
          ))}
          <Radio.Group
            label={t('settings.reminder')}
            description={t('settings.reminderHint')}
            value={String(settings.data.reminderMinutes)}
            onChange={(value) => save({ reminderMinutes: reminderMinutes.parse(Number(value)) })}
          >
            <Group gap="md" mt="xs">
              {REMINDER_MINUTES.map((minutes) => (
                <Radio
                  key={minutes}
                  value={String(minutes)}
                  disabled={disabled}
                  label={
                    minutes === 0
                      ? t('settings.reminderOff')
                      : t('settings.reminderMinutes', { count: minutes })
                  }
                />
              ))}
            </Group>
          </Radio.Group>
        </>
      )}
      {change.isError && (
        <Alert color="yellow" role="alert">
          {t('settings.notSaved')}
        </Alert>
      )}
    </Stack>
  );
};
