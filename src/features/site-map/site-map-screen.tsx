import { Button, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedSiteMap } from './load-site-map';
import { MapList } from './map-list';
import { PlanView } from './plan-view';
import { PositionNote } from './position-note';
import { geoReference, type GeoPosition } from './rules/geo-reference';
import { friendsAtStage } from './rules/friends-at-stage';
import { stageBoard } from './rules/stage-board';
import { useStageTexts } from './stage-texts';
import { useClock } from './use-clock';
import { usePosition } from './use-position';
import { usePlanUrl, useSavedIds, useSiteMapData } from './use-site-map-data';

type View = 'map' | 'list';

export interface SiteMapScreenProps {
  loaded: LoadedSiteMap;
  /** Friends' names by saved event id, from the friends feature (composed by the route). */
  friendsByEvent?: ReadonlyMap<number, readonly string[]>;
  /** Slot for notices such as the offline "last updated" line. */
  notice?: ReactNode;
}

/**
 * The site map (issue #39): the plan with each stage's now and next and my plan, "you are here"
 * on a geo-referenced plan, and the same content as a list for keyboards and screen readers.
 */
export const SiteMapScreen = ({ loaded, friendsByEvent, notice }: SiteMapScreenProps) => {
  const { t } = useTranslation('sitemap');
  const [view, setView] = useState<View>('map');
  const { row, events, venues } = useSiteMapData(loaded);
  const savedIds = useSavedIds();
  const now = useClock();
  const plan = row?.map.plan ?? null;
  const points = useMemo(() => row?.map.points ?? [], [row]);
  const url = usePlanUrl(row?.image, plan?.mime);
  const textsOf = useStageTexts();

  const stages = useMemo(
    () =>
      stageBoard(points, venues, events, savedIds, now).map((item) => ({
        item,
        texts: textsOf(item, friendsAtStage(item, friendsByEvent)),
      })),
    [points, venues, events, savedIds, now, textsOf, friendsByEvent],
  );
  const facilities = useMemo(() => points.filter((point) => point.kind !== 'stage'), [points]);
  const coordinates = useMemo(
    () =>
      new Map(
        venues.flatMap((venue): [number, GeoPosition][] =>
          venue.latitude === null || venue.longitude === null
            ? []
            : [[venue.id, { latitude: venue.latitude, longitude: venue.longitude }]],
        ),
      ),
    [venues],
  );
  const locate = useMemo(
    () => (plan ? geoReference(plan, points, coordinates) : null),
    [plan, points, coordinates],
  );
  const position = usePosition(locate !== null);
  const here = locate && position.status === 'known' ? locate(position.position) : null;

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          {t('title')}
        </Title>
        {notice}
        {!plan ? (
          <Text c="dimmed">{row === undefined ? t('loading') : t('noPlan')}</Text>
        ) : (
          <>
            <PositionNote
              referenced={locate !== null}
              position={position}
              here={here}
              stages={stages.map(({ item }) => item)}
              coordinates={coordinates}
            />
            <Tabs
              value={view}
              onChange={(value) => setView(value === 'list' ? 'list' : 'map')}
              keepMounted={false}
            >
              <Tabs.List grow aria-label={t('view.label')}>
                <Tabs.Tab value="map" fw={700}>
                  {t('view.map')}
                </Tabs.Tab>
                <Tabs.Tab value="list" fw={700}>
                  {t('view.list')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="map" pt="sm">
                <Text size="sm" c="dimmed" mb="xs">
                  {t('listHint')}{' '}
                  <Button variant="subtle" size="compact-sm" onClick={() => setView('list')}>
                    {t('showList')}
                  </Button>
                </Text>
                <PlanView
                  plan={plan}
                  url={url}
                  stages={stages}
                  facilities={facilities}
                  here={here}
                />
              </Tabs.Panel>
              <Tabs.Panel value="list" pt="sm">
                <MapList stages={stages} facilities={facilities} />
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </Stack>
    </Container>
  );
};
