import { Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteMapPointDto, SitePlanDto } from '@/api/contract/site-map';
import { FACILITY_ICONS } from './facility-icons';
import type { PlanSpot } from './rules/geo-reference';
import type { StageBoardItem } from './rules/stage-board';
import classes from './site-map.module.css';
import { StageMarker } from './stage-marker';
import type { StageTexts } from './stage-texts';

interface PlanViewProps {
  plan: SitePlanDto;
  url: string | null;
  stages: readonly { item: StageBoardItem; texts: StageTexts }[];
  facilities: readonly SiteMapPointDto[];
  here: PlanSpot | null;
}

/** The plan picture with the stages, the facilities and "you are here" placed on it. */
export const PlanView = ({ plan, url, stages, facilities, here }: PlanViewProps) => {
  const { t } = useTranslation('sitemap');
  // A tapped facility names itself below the plan (no tooltip machinery for four words).
  const [shown, setShown] = useState<string | null>(null);
  return (
    <>
      <div
        className={classes.plan}
        style={{ aspectRatio: `${plan.width} / ${plan.height}` }}
        data-testid="site-plan"
      >
        {url && <img className={classes.planImage} src={url} alt="" />}
        {facilities.map((point) => {
          if (point.kind === 'stage') return null;
          const Icon = FACILITY_ICONS[point.kind];
          const label = `${t(`kind.${point.kind}`)}: ${point.name ?? ''}`;
          return (
            <button
              key={point.id}
              type="button"
              className={classes.facility}
              style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
              aria-label={label}
              title={label}
              onClick={() => setShown(label)}
            >
              <Icon />
            </button>
          );
        })}
        {stages.map(({ item, texts }) => (
          <StageMarker key={item.pointId} item={item} texts={texts} />
        ))}
        {here?.onPlan && (
          <span
            className={classes.here}
            style={{ left: `${here.x * 100}%`, top: `${here.y * 100}%` }}
            data-testid="you-are-here"
          >
            <VisuallyHidden>{t('position.here')}</VisuallyHidden>
          </span>
        )}
      </div>
      <Text size="sm" mt={4} role="status" mih={20}>
        {shown}
      </Text>
    </>
  );
};
