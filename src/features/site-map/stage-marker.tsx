import { VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StageBoardItem } from './rules/stage-board';
import classes from './site-map.module.css';
import type { StageTexts } from './stage-texts';

interface StageMarkerProps {
  item: StageBoardItem;
  texts: StageTexts;
}

/**
 * A stage on the plan: its name, now and next; a tap opens the stage's program. Its name for
 * screen readers is its text, with my plan's sets, which the marker only counts.
 */
export const StageMarker = ({ item, texts }: StageMarkerProps) => {
  const { t } = useTranslation('sitemap');
  return (
    <Link
      to="/events"
      search={{ venue: item.venueId }}
      className={classes.marker}
      style={{ left: `${item.x * 100}%`, top: `${item.y * 100}%` }}
      data-testid={`map-stage-${item.venueId}`}
    >
      <span className={classes.markerName}>
        {item.name}
        {texts.mine.length > 0 && (
          <span className={classes.mineBadge}>
            {t('stage.mineCount', { count: texts.mine.length })}
          </span>
        )}
      </span>
      <span className={classes.markerLine}>
        <b>{t('stage.now')}:</b> {texts.now}
      </span>
      <span className={classes.markerLine}>
        <b>{t('stage.next')}:</b> {texts.next}
      </span>
      {texts.mine.length > 0 && (
        <VisuallyHidden>{`${t('stage.mine')}: ${texts.mine.join(', ')}`}</VisuallyHidden>
      )}
      {texts.friends && <span className={classes.markerLine}>{texts.friends}</span>}
    </Link>
  );
};
