import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventDto } from '@/api/contract/program';

interface EventHeaderProps {
  event: EventDto;
  titleId: string;
}

/** Type label, title, genres and 'w/' with the artist names (spec §2 Single event). */
export const EventHeader = ({ event, titleId }: EventHeaderProps) => {
  const { t } = useTranslation('event');
  const names = event.artists.map((artist) => artist.name).join(', ');
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge
          size="lg"
          radius="sm"
          variant={event.conference ? 'light' : 'filled'}
          color={event.conference ? 'yellow' : 'violet'}
          c={event.conference ? 'var(--festival-color-conference)' : undefined}
        >
          {event.conference ? t('type.conference') : t('type.festival')}
        </Badge>
        {event.conference && event.conferenceType && (
          <Badge size="lg" radius="sm" variant="outline" color="gray">
            {event.conferenceType}
          </Badge>
        )}
        {event.state === 'DRAFT' && (
          <Badge size="lg" radius="sm" variant="outline" color="orange">
            {t('draft')}
          </Badge>
        )}
      </Group>
      <Title order={1} id={titleId} fz={{ base: 28, sm: 40 }} lh={1.15}>
        {event.title}
      </Title>
      {names && (
        <Text fz={{ base: 'md', sm: 'lg' }} fw={600}>
          {t('with', { names })}
        </Text>
      )}
      {event.genres.length > 0 && (
        <Group
          gap={6}
          component="ul"
          aria-label={t('genres')}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {event.genres.map((genre) => (
            <Badge key={genre.id} component="li" variant="light" radius="xl" tt="none">
              {genre.name}
            </Badge>
          ))}
        </Group>
      )}
      {event.conference && event.conferenceTopics.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('topics', { topics: event.conferenceTopics.join(' · ') })}
        </Text>
      )}
    </Stack>
  );
};
