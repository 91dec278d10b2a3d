import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { logout } from '@/api/auth';
import type { ActiveSession } from '@/api/contract/sessions';
import { notifySuccess } from '@/lib/notify';
import { useSessions } from './use-sessions';

const deviceName = (session: ActiveSession, t: TFunction<'sessions'>): string => {
  const { browser, system } = session;
  if (browser && system) return t('device', { browser, system });
  return browser ?? system ?? t('unknownDevice');
};

/**
 * The profile's list of logged-in devices (this one marked), with "log out" per device and
 * "log out everywhere else". Logging this device out goes to the login screen.
 */
export const ActiveSessions = () => {
  const { t, i18n } = useTranslation('sessions');
  const navigate = useNavigate();
  const { list, end, endOthers } = useSessions();
  const moment = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });
  const day = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeZone: 'Europe/Berlin',
  });
  const sessions = list.data ?? [];
  const others = sessions.filter((session) => !session.current).length;
  const busy = end.isPending || endOthers.isPending;

  const logOut = (session: ActiveSession) => {
    if (session.current) {
      void logout().finally(() => void navigate({ to: '/login' }));
      return;
    }
    end.mutate(session.id, {
      onSuccess: () => notifySuccess(t('ended', { device: deviceName(session, t) })),
    });
  };

  const logOutOthers = () => {
    endOthers.mutate(undefined, {
      onSuccess: (count) => notifySuccess(t('othersEnded', { count })),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="sessions-title">
      <Title order={2} fz="lg" id="sessions-title">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {list.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {list.isError && (
        <Text size="sm" c="dimmed" role="status">
          {t('unavailable')}
        </Text>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {sessions.map((session) => {
          const name = deviceName(session, t);
          return (
            <Group
              key={session.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              data-testid="session"
            >
              <Stack gap={2} miw={0}>
                <Group gap="xs">
                  <Text fw={600}>{name}</Text>
                  {session.current && (
                    <Badge size="sm" variant="light">
                      {t('thisDevice')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('lastActive', { time: moment.format(new Date(session.lastUsedAt)) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('since', { date: day.format(new Date(session.createdAt)) })}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="default"
                style={{ flexShrink: 0 }}
                disabled={busy}
                aria-label={t('logOutDevice', { device: name })}
                onClick={() => logOut(session)}
              >
                {t('logOut')}
              </Button>
            </Group>
          );
        })}
      </Stack>
      {list.isSuccess &&
        (others > 0 ? (
          <Button variant="light" color="red" disabled={busy} onClick={logOutOthers}>
            {t('logOutOthers')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('onlyThis')}
          </Text>
        ))}
    </Stack>
  );
};
