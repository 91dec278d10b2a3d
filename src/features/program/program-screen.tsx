import { Container, Stack, Tabs, Title } from '@mantine/core';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstTask } from '@/lib/use-stepwise-limit';
import { useStoredQuery } from '@/lib/use-stored-query';
import { hadDatabaseAtStart } from '@/offline/database-hint';
import type { FavouriteSlot } from './event-list-item';
import { EventsTab } from './events-tab';
import type { ProgramMode } from './program-mode';
import { PROGRAM_TABS, type ProgramSearch, type ProgramTab } from './program-search';
import { shownEvents, subscribeShownEvents } from './stored-events-preload';

export interface ProgramScreenProps {
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

const artistsTabKeyOf = (conference: boolean, festival: boolean): ArtistsTabKey => {
  if (conference && festival) return 'tabs.artistsAndSpeakers';
  return conference ? 'tabs.speakers' : 'tabs.artists';
};

/**
 * Spec §2: 'Artists' for a festival, 'Speakers' for a conference, both when both take place. From
 * the stored program, and until it has answered from the events shown (a first visit's download).
 */
const useArtistsTabKey = (): ArtistsTabKey => {
  const shown = useSyncExternalStore(subscribeShownEvents, shownEvents);
  const stored = useStoredQuery(async (db) => {
    const [conference, festival] = await Promise.all([
      db.events.where('isConference').equals(1).count(),
      db.events.where('isConference').equals(0).count(),
    ]);
    // Nothing stored yet (a first visit's download is being stored): the shown events decide.
    return conference + festival > 0 ? artistsTabKeyOf(conference > 0, festival > 0) : null;
  }, []);
  const events = shown?.events ?? [];
  return (
    stored ??
    artistsTabKeyOf(
      events.some((event) => event.conference),
      events.some((event) => !event.conference),
    )
  );
};

/** The program (spec §2): events, artists and/or speakers, venues. */
export const ProgramScreen = ({
  mode,
  search,
  onNavigate,
  Favourite,
  notice,
}: ProgramScreenProps) => {
  const { t } = useTranslation('program');
  const artistsTabKey = useArtistsTabKey();
  const tab = search.tab ?? 'events';
  const letter = search.letter ?? null;
  const isPublic = mode === 'public';
  // On a first visit the title and tabs paint first, the events tab (search, letters, list) a
  // task later: the whole screen in one render was the longest task before the program showed.
  // A page that started with the database renders it at once: the scroll position the router
  // restores on a reload needs the list's full height in the first render.
  const panelsShown = useAfterFirstTask(!hadDatabaseAtStart());

  return (
    <Container size="lg" px={isPublic ? 'md' : 0} py={isPublic ? 'lg' : 0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          {t('title')}
        </Title>
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
              {t(artistsTabKey)}
            </Tabs.Tab>
            <Tabs.Tab value="venues" fw={700}>
              {t('tabs.venues')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="events" pt="md">
            {panelsShown && <EventsTab mode={mode} Favourite={Favourite} />}
          </Tabs.Panel>
          <Tabs.Panel value="artists" pt="md">
            <Suspense fallback={null}>
              <ArtistsTab
                mode={mode}
                page={search.page ?? 0}
                letter={letter}
                onNavigate={(next) => onNavigate({ tab, ...next })}
              />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="venues" pt="md">
            <Suspense fallback={null}>
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
