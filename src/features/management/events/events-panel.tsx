import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminEvent } from '@/api/contract/management';
import { changeEventState, deleteEvent, getAdminEvents } from '@/api/management';
import { hasRole } from '@/api/session';
import { IconPlus } from '@/lib/icons';
import { syncProgram } from '@/offline/sync/sync-program';
import { ConfirmDialog } from '../confirm-dialog';
import { ListControls } from '../list-controls';
import { ListPager } from '../list-pager';
import { ShareDialog } from '../share/share-dialog';
import { useManagementOptions } from '../use-management-options';
import { useRemote } from '../use-remote';
import { EventRow } from './event-row';

const SEARCH_DEBOUNCE_MS = 200;

/** Spec §2 admin event list: search, year filter, paging; 'Add new Event' for admins. */
export const EventsPanel = () => {
  const { t } = useTranslation('management');
  const options = useManagementOptions().data;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [chosenYear, setYear] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);
  const [sharing, setSharing] = useState<AdminEvent | null>(null);
  const year = chosenYear ?? options?.defaultYear ?? null;
  const list = useRemote(`events:${debounced}:${year}:${page}`, () =>
    getAdminEvents(page, { search: debounced, ...(year ? { year } : {}) }),
  );

  const changed = () => {
    list.reload();
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
      <ListControls
        searchLabel={t('events.search')}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(0);
        }}
        years={options?.years}
        year={year}
        onYear={(value) => {
          setYear(value);
          setPage(0);
        }}
        onRefresh={list.reload}
      />
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {list.data ? t('list.found', { count: list.data.totalElements }) : ''}
        </Text>
        {hasRole('ROLE_ADMIN') && (
          <Button component={Link} to="/create/event" leftSection={<IconPlus size={16} />}>
            {t('events.add')}
          </Button>
        )}
      </Group>
      {list.loading && !list.data && <Loader mx="auto" />}
      {list.data?.content.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
      <Stack
        gap="xs"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('tabs.events')}
      >
        {list.data?.content.map((event) => (
          <EventRow
            key={event.id}
            event={event}
            busy={busyId === event.id}
            onToggleState={() => toggleState(event)}
            onDelete={() => setDeleting(event)}
            onShare={() => setSharing(event)}
          />
        ))}
      </Stack>
      <ListPager page={page} totalPages={list.data?.totalPages ?? 0} onPage={setPage} />
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
          onShared={list.reload}
        />
      )}
    </Stack>
  );
};
