import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldChange, ScheduleImportPreview } from '@/api/contract/schedule-import';
import { FESTIVAL_TIME_ZONE } from '@/lib/berlin-time';

type Summary = ScheduleImportPreview['added'][number];

const useWhen = () => {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    // 24-hour in every language, as the festival prints its times.
    hourCycle: 'h23',
    timeZone: FESTIVAL_TIME_ZONE,
  });
  return (iso: string) => (iso ? format.format(new Date(iso)) : '–');
};

/** One changed value, worded for people: times in Berlin, long texts cut. */
const useValue = () => {
  const { t } = useTranslation('schedule-import');
  const when = useWhen();
  return (field: FieldChange['field'], value: string) => {
    if (field === 'start' || field === 'end') return when(value);
    if (field === 'conference') return t(value === 'true' ? 'kind.conference' : 'kind.festival');
    if (field === 'state') return t(`states.${value === 'PUBLISHED' ? 'published' : 'withdrawn'}`);
    if (!value) return '–';
    return value.length > 80 ? `${value.slice(0, 79)}…` : value;
  };
};

const EventLine = ({ event }: { event: Summary }) => {
  const when = useWhen();
  return (
    <Text size="sm">
      <Text span fw={600}>
        {event.title}
      </Text>{' '}
      · {when(event.start)} · {event.venue}
    </Text>
  );
};

const Section = ({ kind, events }: { kind: 'added' | 'removed'; events: Summary[] }) => {
  const { t } = useTranslation('schedule-import');
  if (events.length === 0) return null;
  return (
    <Stack gap={4} data-testid={`import-${kind}`}>
      <Title order={2} fz="h4">
        {t(`sections.${kind}`, { count: events.length })}
      </Title>
      <List spacing={2} size="sm">
        {events.slice(0, 200).map((event) => (
          <List.Item key={event.guid}>
            <EventLine event={event} />
          </List.Item>
        ))}
      </List>
      {events.length > 200 && <Text size="xs">{t('more', { count: events.length - 200 })}</Text>}
    </Stack>
  );
};

/** What the file would add, change (field by field) and withdraw; nothing is written yet. */
export const ImportDifference = ({ preview }: { preview: ScheduleImportPreview }) => {
  const { t } = useTranslation('schedule-import');
  const value = useValue();
  const created = [
    ['venues', preview.newVenues],
    ['people', preview.newPeople],
    ['genres', preview.newGenres],
  ] as const;
  return (
    <Stack gap="md" data-testid="import-difference">
      <Card withBorder padding="sm">
        <Text fw={600}>{preview.source.title}</Text>
        <Text size="sm" c="dimmed">
          {t('source', { ...preview.source, count: preview.eventCount })}
        </Text>
        <Group gap="xs" mt="xs">
          <Badge color="green">{t('counts.added', { count: preview.added.length })}</Badge>
          <Badge color="blue">{t('counts.changed', { count: preview.changed.length })}</Badge>
          <Badge color="red">{t('counts.removed', { count: preview.removed.length })}</Badge>
          <Badge color="gray">{t('counts.unchanged', { count: preview.unchanged })}</Badge>
        </Group>
      </Card>
      <Section kind="added" events={preview.added} />
      {preview.changed.length > 0 && (
        <Stack gap={4} data-testid="import-changed">
          <Title order={2} fz="h4">
            {t('sections.changed', { count: preview.changed.length })}
          </Title>
          {preview.changed.map((event) => (
            <Card key={event.guid} withBorder padding="xs">
              <EventLine event={event} />
              <List size="sm" spacing={2} mt={4}>
                {event.changes.map((change) => (
                  <List.Item key={change.field}>
                    {t(`fields.${change.field}`)}: {value(change.field, change.before)} →{' '}
                    {value(change.field, change.after)}
                  </List.Item>
                ))}
              </List>
            </Card>
          ))}
        </Stack>
      )}
      <Section kind="removed" events={preview.removed} />
      {created.map(([kind, names]) =>
        names.length > 0 ? (
          <Text size="sm" key={kind}>
            {t(`created.${kind}`, { count: names.length })}: {names.slice(0, 50).join(', ')}
            {names.length > 50 ? ' …' : ''}
          </Text>
        ) : null,
      )}
    </Stack>
  );
};
