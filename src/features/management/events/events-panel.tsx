import { Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminEvent } from '@/api/contract/management';
import { changeEventState, deleteEvent, getAdminEvents } from '@/api/management';
import { useSession } from '@/lib/use-session';
import { IconPlus } from '@/lib/icons';
import { syncProgram } from '@/offline/sync/sync-program';
import { ConfirmDialog } from '../confirm-dialog';
import { ListBody } from '../list-body';
import { ListControls } from '../list-controls';
import { ShareDialog } from '../share/share-dialog';
import { useManagementChanged } from '../management-queries';
import { useYearList } from '../use-year-list';
import { mayCreateEvent } from './event-access';
import { EventRow } from './event-row';

/** Spec §2 admin event list: search, year filter, paging; 'Add new Event' for admins. */
export const EventsPanel = () => {
  const { t } = useTranslation('management');
  const { list, page, setPage, controls } = useYearList('events', getAdminEvents);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);
  const [sharing, setSharing] = useState<AdminEvent | null>(null);
  const invalidate = useManagementChanged();
  const user = useSession();

  const changed = () => {
    invalidate();
    void syncProgram();
  };

  const toggleState = (event: AdminEvent) => {
    setBusyId(event.id);
    changeEventState(event.id, event.state === 'PUBLISHED' ? 'DRAFT' : 'PUBLISHED')
      .then(changed)
      // Spec §8: publish and draft errors are only logged.
      .catch((error: unknown) => console.error('State change failed', error))
      .finally(() => setBusyId(null));
  };

  return (
    <Stack gap="md">
      <ListControls searchLabel={t('events.search')} {...controls} />
      <ListBody
        list={list}
        label={t('tabs.events')}
        page={page}
        onPage={setPage}
        action={
          mayCreateEvent(user) && (
            <Button component={Link} to="/create/event" leftSection={<IconPlus size={16} />}>
              {t('events.add')}
            </Button>
          )
        }
        renderRow={(event) => (
          <EventRow
            key={event.id}
            event={event}
            busy={busyId === event.id}
            onToggleState={() => toggleState(event)}
            onDelete={() => setDeleting(event)}
            onShare={() => setSharing(event)}
          />
        )}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('events.delete')}
        text={t('events.deleteConfirm')}
        confirmLabel={t('actions.delete')}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting
            ? deleteEvent(deleting.id)
                .then(changed)
                .catch((error: unknown) => console.error('Delete failed', error))
            : Promise.resolve()
        }
      />
      {sharing && (
        <ShareDialog
          target={{
            kind: 'event',
            id: sharing.id,
            name: sharing.title,
            createdBy: sharing.createdBy,
            editableBy: sharing.editableBy,
          }}
          onClose={() => setSharing(null)}
          onShared={invalidate}
        />
      )}
    </Stack>
  );
};
