import { Anchor, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { VenueRef } from '@/api/contract/program';
import type { EventRow } from '@/offline/db';
import { useShortWeekdayName } from '@/lib/use-weekday-name';
import { formatTimeRange } from '../format';
import { IconStar } from '../timetable-icons';

interface VenueCardProps {
  venue: VenueRef | null;
  rows: { label: string; event: EventRow | null }[];
  favourites: ReadonlySet<number>;
}

const eventPath = (id: number): string => `/event/${id}`;

/** One venue with its now / next (or first-up) events. */
export const VenueCard = ({ venue, rows, favourites }: VenueCardProps) => {
  const { t } = useTranslation('timetable');
  const shortWeekday = useShortWeekdayName();
  return (
    <Paper withBorder radius="md" p="sm" component="section">
      <Title order={3} fz="md">
        {venue?.name ?? t('entry.tba')}
      </Title>
      <Stack gap={6} mt={6}>
        {rows.map(({ label, event }) => (
          <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
            <Text
              fz="xs"
              fw={700}
              tt="uppercase"
              c="dimmed"
              w={64}
              style={{ flexShrink: 0 }}
              mt={2}
            >
              {label}
            </Text>
            {event ? (
              <Stack gap={0} miw={0}>
                <Text fz="sm" fw={700} c="dimmed">
                  {formatTimeRange(event, t('entry.openEnd'), shortWeekday)}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {favourites.has(event.id) && (
                    <Tooltip label={t('now.favourite')}>
                      <Text
                        component="span"
                        c="festival.6"
                        lh={0}
                        aria-label={t('now.favourite')}
                        role="img"
                      >
                        <IconStar size={16} fill="currentColor" />
                      </Text>
                    </Tooltip>
                  )}
                  <Anchor component={Link} to={eventPath(event.id)} fw={600} truncate="end">
                    {event.title}
                  </Anchor>
                </Group>
              </Stack>
            ) : (
              <Text fz="sm" c="dimmed">
                {t('now.nothing')}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
};
