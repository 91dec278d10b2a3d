import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BlockedPerson } from '@/api/contract/safety';
import { useBlock, useBlockedPeople } from './use-blocks';

const Row = ({ person }: { person: BlockedPerson }) => {
  const { t } = useTranslation('safety');
  const { change } = useBlock(person.id);
  return (
    <Group component="li" justify="space-between" wrap="nowrap">
      <Text size="sm" lineClamp={2}>
        {person.name}
      </Text>
      <Button
        size="xs"
        variant="light"
        loading={change.isPending}
        onClick={() => change.mutate(false)}
        aria-label={t('unblockName', { name: person.name })}
      >
        {t('unblock')}
      </Button>
    </Group>
  );
};

/** The profile's list of people I blocked, each with "Unblock". */
export const BlockedPeople = () => {
  const { t } = useTranslation('safety');
  const list = useBlockedPeople();
  const people = list.data ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="blocked-title">
      <Title order={2} fz="lg" id="blocked-title">
        {t('blockedTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('blockedIntro')}
      </Text>
      {list.isSuccess && people.length === 0 && <Text size="sm">{t('blockedNone')}</Text>}
      {people.length > 0 && (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {people.map((person) => (
            <Row key={person.id} person={person} />
          ))}
        </Stack>
      )}
    </Stack>
  );
};
