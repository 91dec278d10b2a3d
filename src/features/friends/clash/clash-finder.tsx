import { Badge, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { db, type EventRow } from '@/offline/db';
import type { FriendPlan } from '../use-friends-plans';
import { useWhen } from '../use-when';
import { findGroupClashes, type GroupMember, indexProgram } from './group-clash';

/** Past this many, the list says how many more there are (a big group on a full night). */
const SHOWN = 30;

/**
 * The group clash finder: me and the friends I tick, computed on the phone from the stored
 * program and plans (offline too). Unmarked saved events count as maybes.
 */
export const ClashFinder = ({
  userId,
  plans,
  events,
}: {
  userId: number;
  plans: readonly FriendPlan[];
  events: readonly EventRow[];
}) => {
  const { t } = useTranslation('friends');
  const when = useWhen();
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const mine = useLiveQuery(async () => {
    const [saved, marks] = await Promise.all([
      db.favourites.where('userId').equals(userId).primaryKeys(),
      db.priorities.where('userId').equals(userId).toArray(),
    ]);
    const priority = new Map(marks.map((row) => [row.eventId, row.priority]));
    return saved.map((eventId) => ({ eventId, priority: priority.get(eventId) ?? 'none' }));
  }, [userId]);
  const names = useMemo(
    () => new Map(plans.map((plan) => [plan.friendId, plan.name || t('someone')])),
    [plans, t],
  );
  // Indexed once per program: ticking a friend only runs the clash search.
  const index = useMemo(() => indexProgram(events), [events]);
  const result = useMemo(() => {
    if (!mine) return null;
    const members: GroupMember[] = [
      { id: userId, plan: mine },
      ...plans
        .filter((plan) => !left.has(plan.friendId))
        .map((plan) => ({ id: plan.friendId, plan: plan.plan })),
    ];
    return findGroupClashes(index, members);
  }, [mine, plans, left, index, userId]);
  const byId = useMemo(() => new Map(events.map((event) => [event.id, event])), [events]);
  const who = (ids: readonly number[]) =>
    ids.map((id) => (id === userId ? t('you') : (names.get(id) ?? t('someone')))).join(', ');
  const titleOf = (id: number) => byId.get(id)?.title ?? '';
  const whenOf = (id: number) => {
    const event = byId.get(id);
    return event ? when(event.dateTime) : '';
  };

  const toggle = (friendId: number, chosen: boolean) =>
    setLeft((current) => {
      const next = new Set(current);
      if (chosen) next.delete(friendId);
      else next.add(friendId);
      return next;
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="clash-title" data-testid="clash-finder">
      <Title order={2} fz="lg" id="clash-title">
        {t('clash.title')}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('clash.intro')}
      </Text>
      <Group gap="md">
        {plans.map((plan) => (
          <Checkbox
            key={plan.friendId}
            label={names.get(plan.friendId)}
            checked={!left.has(plan.friendId)}
            onChange={(event) => toggle(plan.friendId, event.currentTarget.checked)}
          />
        ))}
      </Group>
      {result && result.clashes.length === 0 && result.maybes.length === 0 && (
        <Text>{t('clash.none')}</Text>
      )}
      {result?.clashes.slice(0, SHOWN).map((clash) => (
        <Paper
          key={`${clash.first.eventId}-${clash.second.eventId}`}
          withBorder
          radius="md"
          p="sm"
          data-testid="group-clash"
        >
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={700}>{whenOf(clash.first.eventId)}</Text>
              {clash.splits && (
                <Badge color="orange" variant="light">
                  {t('clash.splits')}
                </Badge>
              )}
            </Group>
            {[clash.first, clash.second].map((side) => (
              <Text key={side.eventId} fz="sm">
                {t('clash.side', { title: titleOf(side.eventId), who: who(side.memberIds) })}
              </Text>
            ))}
            {clash.proposals.map((proposal) => (
              <Text key={proposal.repeatId} fz="sm" c="teal.8" data-testid="clash-proposal">
                {t('clash.proposal', {
                  who: who(proposal.memberIds),
                  title: titleOf(proposal.eventId),
                  when: whenOf(proposal.repeatId),
                  together: titleOf(proposal.togetherId),
                })}
              </Text>
            ))}
          </Stack>
        </Paper>
      ))}
      {result?.maybes.slice(0, SHOWN).map((maybe) => (
        <Paper
          key={`${maybe.memberId}-${maybe.maybeId}-${maybe.mustId}`}
          withBorder
          radius="md"
          p="sm"
        >
          <Text fz="sm">
            {t('clash.maybe', {
              who: who([maybe.memberId]),
              maybe: titleOf(maybe.maybeId),
              must: titleOf(maybe.mustId),
              mustWho: who(maybe.mustMemberIds),
            })}
          </Text>
          <Text fz="sm" c="teal.8">
            {maybe.repeatId === null
              ? t('clash.joinMust', { must: titleOf(maybe.mustId) })
              : t('clash.maybeRepeat', {
                  maybe: titleOf(maybe.maybeId),
                  when: whenOf(maybe.repeatId),
                })}
          </Text>
        </Paper>
      ))}
      {result && (result.clashes.length > SHOWN || result.maybes.length > SHOWN) && (
        <Text fz="sm" c="dimmed">
          {t('clash.more')}
        </Text>
      )}
    </Stack>
  );
};
