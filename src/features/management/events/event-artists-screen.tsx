import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventArtist, EventDto } from '@/api/contract/program';
import {
  addEventArtist,
  getAdminArtists,
  getEditableEvent,
  removeEventArtist,
} from '@/api/management';
import { IconPlus, IconTrash } from '@/lib/icons';
import { useSession } from '@/lib/use-session';
import { syncProgram } from '@/offline/sync/sync-program';
import { ArtistDialog } from '../artists/artist-dialog';
import { IconSearch } from '../management-icons';
import { MANAGEMENT_KEY, useManagementChanged, useManagementOptions } from '../management-queries';
import { NotOffered } from '../not-offered';
import { mayEditEvent } from './event-access';

const ArtistLine = ({
  artist,
  action,
}: {
  artist: Pick<EventArtist, 'name' | 'profilePicture'>;
  action: React.ReactNode;
}) => (
  <Paper withBorder radius="md" p="xs" component="li">
    <Group gap="sm" wrap="nowrap">
      <Avatar src={artist.profilePicture} alt="" radius="xl" />
      <Text fw={600} style={{ flex: 1 }} truncate>
        {artist.name}
      </Text>
      {action}
    </Group>
  </Paper>
);

/** /event/{id}/artists (spec §2 Event artists management). */
export const EventArtistsScreen = ({ eventId }: { eventId: number }) => {
  const { t } = useTranslation('management');
  const options = useManagementOptions().data;
  const [event, setEvent] = useState<EventDto | null>(null);
  const [missing, setMissing] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const [creating, setCreating] = useState(false);
  // Every year: an artist of last year may play again.
  const found = useQuery({
    queryKey: [...MANAGEMENT_KEY, 'artists', 'every-year', debounced],
    queryFn: () => getAdminArtists(0, { search: debounced, year: null }),
    placeholderData: keepPreviousData,
  });
  const changed = useManagementChanged();
  const user = useSession();

  useEffect(() => {
    getEditableEvent(eventId).then(setEvent, () => setMissing(true));
  }, [eventId]);

  const update = (call: Promise<EventDto>) =>
    call.then(
      (next) => {
        setEvent(next);
        void syncProgram();
      },
      () => undefined,
    );

  const current = new Set(event?.artists.map((artist) => artist.id));
  const others = found.data?.content.filter((artist) => !current.has(artist.id)) ?? [];
  // Spec §2: the 'create the artist' dialog is offered when the (settled) search finds nobody.
  const nothingFound =
    !found.isFetching &&
    debounced === search &&
    search.trim() !== '' &&
    found.data?.totalElements === 0;

  if (event && !mayEditEvent(event, user)) {
    return (
      <NotOffered
        title={t('eventArtists.title', { title: event.title })}
        text={t('notOffered.editEvent')}
      />
    );
  }

  return (
    <Container size="sm" px="md" py="lg">
      <Stack gap="md">
        <Anchor
          size="sm"
          renderRoot={(props) => <Link {...props} to="/management" search={{ tab: 'events' }} />}
        >
          {t('eventArtists.back')}
        </Anchor>
        <Title order={1} fz="h2">
          {event ? t('eventArtists.title', { title: event.title }) : t('eventArtists.heading')}
        </Title>
        {missing && <Alert color="red">{t('form.notFound')}</Alert>}
        {!event && !missing && <Loader mx="auto" />}
        {event && (
          <>
            <Title order={2} fz="h4">
              {t('eventArtists.current')}
            </Title>
            {event.artists.length === 0 && <Text c="dimmed">{t('eventArtists.none')}</Text>}
            <Stack
              gap="xs"
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('eventArtists.current')}
            >
              {event.artists.map((artist) => (
                <ArtistLine
                  key={artist.id}
                  artist={artist}
                  action={
                    <ActionIcon
                      color="red"
                      variant="subtle"
                      aria-label={t('eventArtists.remove', { name: artist.name })}
                      onClick={() => update(removeEventArtist(eventId, artist.id))}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  }
                />
              ))}
            </Stack>
            <Title order={2} fz="h4">
              {t('eventArtists.addHeading')}
            </Title>
            <TextInput
              label={t('eventArtists.search')}
              value={search}
              type="search"
              leftSection={<IconSearch size={16} />}
              onChange={(change) => setSearch(change.currentTarget.value)}
            />
            {nothingFound && (
              <Stack gap="xs" align="flex-start">
                <Text c="dimmed">{t('eventArtists.nothingFound', { search: debounced })}</Text>
                <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
                  {t('eventArtists.create')}
                </Button>
              </Stack>
            )}
            <Stack
              gap="xs"
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('eventArtists.addHeading')}
            >
              {others.map((artist) => (
                <ArtistLine
                  key={artist.id}
                  artist={artist}
                  action={
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t('eventArtists.add', { name: artist.name })}
                      onClick={() => update(addEventArtist(eventId, artist.id))}
                    >
                      {t('eventArtists.addShort')}
                    </Button>
                  }
                />
              ))}
            </Stack>
          </>
        )}
        {creating && options && (
          <ArtistDialog
            artist={null}
            initialName={search.trim()}
            years={options.years}
            defaultYear={options.defaultYear}
            onClose={() => setCreating(false)}
            onSaved={(id) => {
              setCreating(false);
              changed();
              void update(addEventArtist(eventId, id));
            }}
          />
        )}
      </Stack>
    </Container>
  );
};
