import { Container, Stack, Tabs, Title } from '@mantine/core';
import { FestivalTimeNote } from '@/lib/festival-time-note';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDto } from '@/api/contract/program';
import type { FavouriteSlot } from './event-list-item';
import { EventsTab } from './events-tab';
import { ARTIST_COLUMNS, GridSkeleton, VENUE_COLUMNS } from './list-states';
import type { ProgramMode } from './program-mode';
import { PROGRAM_TABS, type ProgramSearch, type ProgramTab } from './program-search';
import { useProgramEvents } from './use-program-data';

export interface ProgramScreenProps {
  /** The events the route's loader read (load-program.ts). */
  loaded: EventDto[];
  mode: ProgramMode;
  search: ProgramSearch;
  /** Replaces the route's search params (tab, page, letter). */
  onNavigate: (search: ProgramSearch) => void;
  /** The heart of each event, provided by the route. */
  Favourite?: FavouriteSlot;
  /** Slot for notices such as the offline "last updated" line. */
  notice?: ReactNode;
}

// The events tab opens first; the other two load when chosen.
const ArtistsTab = lazy(() =>
  import('./artists-tab').then((module) => ({ default: module.ArtistsTab })),
);
const VenuesTab = lazy(() =>
  import('./venues-tab').then((module) => ({ default: module.VenuesTab })),
);

const isTab = (value: string | null): value is ProgramTab =>
  PROGRAM_TABS.some((tab) => tab === value);

type ArtistsTabKey = 'tabs.artists' | 'tabs.speakers' | 'tabs.artistsAndSpeakers';

/** Spec §2: 'Artists' for a festival, 'Speakers' for a conference, both when both take place. */
const artistsTabKeyOf = (events: EventDto[]): ArtistsTabKey => {
  const conference = events.some((event) => event.conference);
  const festival = events.some((event) => !event.conference);
  if (conference && festival) return 'tabs.artistsAndSpeakers';
  return conference ? 'tabs.speakers' : 'tabs.artists';
};

/** The program (spec §2): events, artists and/or speakers, venues. */
export const ProgramScreen = ({
  loaded,
  mode,
  search,
  onNavigate,
  Favourite,
  notice,
}: ProgramScreenProps) => {
  const { t } = useTranslation('program');
  const events = useProgramEvents(loaded);
  const tab = search.tab ?? 'events';
  const letter = search.letter ?? null;
  const isPublic = mode === 'public';

  return (
    <Container size="lg" px={isPublic ? 'md' : 0} py={isPublic ? 'lg' : 0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          {t('title')}
        </Title>
        <FestivalTimeNote />
        {notice}
        <Tabs
          value={tab}
          keepMounted={false}
          onChange={(value) => {
            if (isTab(value)) onNavigate({ tab: value === 'events' ? undefined : value });
          }}
        >
          <Tabs.List grow>
            <Tabs.Tab value="events" fw={700}>
              {t('tabs.events')}
            </Tabs.Tab>
            <Tabs.Tab value="artists" fw={700}>
              {t(artistsTabKeyOf(events.items))}
            </Tabs.Tab>
            <Tabs.Tab value="venues" fw={700}>
              {t('tabs.venues')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="events" pt="md">
            <EventsTab
              stored={events}
              mode={mode}
              Favourite={Favourite}
              venueId={search.venue ?? null}
              onClearVenue={() => onNavigate({ tab, letter: search.letter })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="artists" pt="md">
            {/* The placeholders already while the tab's code loads, not an empty panel. */}
            <Suspense fallback={<GridSkeleton cols={ARTIST_COLUMNS} height={230} />}>
              <ArtistsTab
                mode={mode}
                page={search.page ?? 0}
                letter={letter}
                onNavigate={(next) => onNavigate({ tab, ...next })}
              />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="venues" pt="md">
            <Suspense fallback={<GridSkeleton cols={VENUE_COLUMNS} height={230} />}>
              <VenuesTab
                letter={letter}
                onLetter={(next) => onNavigate({ tab, letter: next ?? undefined })}
              />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
};
