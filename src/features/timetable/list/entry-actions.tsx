import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import type { EventRow } from '@/offline/db';
import { downloadEventIcs } from '../calendar/event-ics';
import { removeFavourite } from '../timetable-actions';
import { IconDownload, IconTrash } from '../timetable-icons';

/** Per favourite: save it as .ics, or take it out of the timetable. */
export const EntryActions = ({ userId, event }: { userId: number; event: EventRow }) => {
  const { t } = useTranslation('timetable');
  const downloadLabel = t('entry.download', { title: event.title });
  const removeLabel = t('entry.remove', { title: event.title });
  const remove = () =>
    removeFavourite(userId, event.id).catch((error: unknown) => {
      console.error('Removing a favourite failed', error);
      notifyError(removeLabel);
    });
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={downloadLabel}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={downloadLabel}
          onClick={() => downloadEventIcs(event)}
        >
          <IconDownload />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={removeLabel}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={removeLabel}
          onClick={remove}
        >
          <IconTrash />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
};
