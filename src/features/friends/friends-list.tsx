import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/offline/db';
import { useEndFriendship } from './use-friends-actions';

/** My friends as the last sync stored them, each with "end friendship". */
export const FriendsList = ({ userId }: { userId: number }) => {
  const { t } = useTranslation('friends');
  const plans = useLiveQuery(async () => {
    const friends = await db.friends.where('userId').equals(userId).sortBy('name');
    const counts = await Promise.all(
      friends.map((friend) =>
        db.friendPlans.where('[userId+friendId]').equals([userId, friend.friendId]).count(),
      ),
    );
    return friends.map((friend, i) => ({ ...friend, saved: counts[i] ?? 0 }));
  }, [userId]);
  const end = useEndFriendship();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="friends-list-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="friends-list-title">
          {t('list.title')}
        </Title>
        {plans?.length === 0 && <Text c="dimmed">{t('noFriends')}</Text>}
        {plans?.map((friend) => {
          const name = friend.name || t('someone');
          return (
            <Group key={friend.friendId} justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={700}>{name}</Text>
                <Text fz="sm" c="dimmed">
                  {t('list.saved', { count: friend.saved })}
                </Text>
              </Stack>
              <Button
                size="xs"
                color="red"
                variant="subtle"
                aria-label={t('list.endLabel', { name })}
                loading={end.isPending && end.variables === friend.friendId}
                onClick={() =>
                  end.mutate(friend.friendId, {
                    onSuccess: () => notifySuccess(t('list.ended', { name })),
                  })
                }
              >
                {t('list.end')}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
};
