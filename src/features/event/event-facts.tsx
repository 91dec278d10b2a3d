import { Badge, Group, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDto } from '@/api/contract/program';
import { formatEventDateLong, formatTime } from '@/lib/berlin-time';
import { IconCalendar, IconClock, IconPin } from './icons';

const Fact = ({ icon, label, children }: { icon: ReactNode; label: string; children: string }) => (
  <Badge
    component="li"
    size="xl"
    radius="xl"
    variant="default"
    tt="none"
    fw={600}
    leftSection={icon}
    styles={{
      label: { overflow: 'visible', whiteSpace: 'normal' },
      root: { height: 'auto', minHeight: 36 },
    }}
  >
    <VisuallyHidden>{label}: </VisuallyHidden>
    {children}
  </Badge>
);

/** Venue (or 'TBA'), date and time chips; times are always Berlin time (spec §9). */
export const EventFacts = ({ event }: { event: EventDto }) => {
  const { t, i18n } = useTranslation('event');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const start = formatTime(event.dateTime);
  const time = event.end
    ? t('time.range', { start, end: formatTime(event.end) })
    : t('time.openEnd', { start });
  return (
    <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      <Fact icon={<IconPin size={16} />} label={t('facts.venue')}>
        {event.venue?.name ?? t('facts.tba')}
      </Fact>
      <Fact icon={<IconCalendar size={16} />} label={t('facts.date')}>
        {formatEventDateLong(event.dateTime, language)}
      </Fact>
      <Fact icon={<IconClock size={16} />} label={t('facts.time')}>
        {time}
      </Fact>
    </Group>
  );
};
