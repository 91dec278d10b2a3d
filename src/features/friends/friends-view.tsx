import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { db, type EventRow } from '@/offline/db';
import { ClashFinder } from './clash/clash-finder';
import { friendsNowNext } from './friends-now-next';
import { useFriendsPlans } from './use-friends-plans';
import { useNowIso } from './use-now-iso';
import { useWhen } from './use-when';

const EventLine = ({ label, event }: { label: string; event: EventRow | null }) => {
  const { t } = useTranslation('friends');
  const when = useWhen();
  return (
    <Text fz="sm">
      <Text span fw={700}>
        {label}:{' '}
      </Text>
      {event
        ? t('at', {
            title: event.title,
            venue: event.venue?.name ?? t('tba'),
            when: when(event.dateTime),
          })
        : t('nothing')}
    </Text>
  );
};

/** My Timetable's friends view: who goes where now and next, and the group clash finder. */
export const FriendsView = ({ userId }: { userId: number }) => {
  const { t } = useTranslation('friends');
  const plans = useFriendsPlans(userId);
  const events = useLiveQuery(() => db.events.toArray(), []);
  const byId = useMemo(() => new Map((events ?? []).map((event) => [event.id, event])), [events]);
  const now = useNowIso();
  const rows = useMemo(() => (plans ? friendsNowNext(plans, byId, now) : []), [plans, byId, now]);

  if (!plans || !events) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  return (
    <Stack gap="md" data-testid="friends-view">
      {plans.length === 0 ? (
        <Text>{t('noFriends')}</Text>
      ) : (
        <Stack gap="sm" component="section" aria-labelledby="friends-now-title">
          <Title order={2} fz="lg" id="friends-now-title">
            {t('nowNext')}
          </Title>
          {rows.map((row) => (
            <Paper
              key={row.friendId}
              withBorder
              radius="md"
              p="sm"
              data-testid={`friend-${row.friendId}`}
            >
              <Text fw={700}>{row.name || t('someone')}</Text>
              <EventLine label={t('now')} event={row.now} />
              <EventLine label={t('next')} event={row.next} />
            </Paper>
          ))}
        </Stack>
      )}
      {plans.length > 0 && <ClashFinder userId={userId} plans={plans} events={events} />}
      <Anchor component={Link} to="/friends">
        {t('manage')}
      </Anchor>
    </Stack>
  );
};
