import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWeekdayName } from '@/lib/use-weekday-name';
import type { SeenEventRow } from '@/offline/db';
import { formatWhen } from '../format';
import { forgetSeen } from '../seen-events';
import { IconChanged } from '../timetable-icons';

/** Favourites the user had seen that were unpublished or deleted since. */
export const GoneNotice = ({ userId, gone }: { userId: number; gone: readonly SeenEventRow[] }) => {
  const { t } = useTranslation('timetable');
  const weekdayName = useWeekdayName();
  return (
    <Alert variant="light" color="orange" icon={<IconChanged />} title={t('gone.title')}>
      <Stack gap={6}>
        {gone.map((row) => (
          <Group key={row.eventId} justify="space-between" gap="xs" wrap="nowrap">
            <Text fz="sm">
              {t('gone.item', {
                title: row.title,
                when: formatWhen(row.dateTime, weekdayName, true),
              })}
            </Text>
            <Button
              size="compact-sm"
              style={{ flexShrink: 0 }}
              color="orange"
              aria-label={t('gone.okLabel', { title: row.title })}
              onClick={() => void forgetSeen(userId, row.eventId)}
            >
              {t('gone.ok')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
};
