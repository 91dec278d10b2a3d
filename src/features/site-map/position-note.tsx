import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { metresBetween, type GeoPosition, type PlanSpot } from './rules/geo-reference';
import type { StageBoardItem } from './rules/stage-board';
import type { PositionState } from './use-position';

interface PositionNoteProps {
  referenced: boolean;
  position: PositionState;
  here: PlanSpot | null;
  stages: readonly StageBoardItem[];
  coordinates: ReadonlyMap<number, GeoPosition>;
}

/** "You are here" in words (the nearest stage), for the list as much as for the map. */
export const PositionNote = ({
  referenced,
  position,
  here,
  stages,
  coordinates,
}: PositionNoteProps) => {
  const { t } = useTranslation('sitemap');
  if (!referenced) return null;
  if (position.status === 'denied')
    return (
      <Text size="sm" c="dimmed">
        {t('position.denied')}
      </Text>
    );
  if (position.status !== 'known') return null;
  const nearest = stages
    .flatMap((stage) => {
      const geo = coordinates.get(stage.venueId);
      return geo ? [{ name: stage.name, metres: metresBetween(position.position, geo) }] : [];
    })
    .sort((a, b) => a.metres - b.metres)[0];
  return (
    <Text size="sm" role="status" data-testid="position-note">
      {here && !here.onPlan ? `${t('position.offPlan')} ` : `${t('position.here')}. `}
      {nearest &&
        t('position.nearest', { name: nearest.name, metres: Math.round(nearest.metres / 10) * 10 })}
    </Text>
  );
};
