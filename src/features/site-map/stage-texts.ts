import { useTranslation } from 'react-i18next';
import type { EventDto } from '@/api/contract/program';
import { formatStartTime } from '@/lib/berlin-time';
import { useShortWeekdayName } from '@/lib/use-weekday-name';
import type { StageBoardItem } from './rules/stage-board';

export interface StageTexts {
  now: string;
  next: string;
  mine: string[];
  friends: string | null;
  program: string;
}

/**
 * The words of one stage, shared by its marker on the plan and its entry in the list, so both
 * say exactly the same.
 */
export const useStageTexts = () => {
  const { t } = useTranslation('sitemap');
  const shortWeekday = useShortWeekdayName();
  const timed = (event: EventDto) => `${formatStartTime(event, shortWeekday)} ${event.title}`;
  return (item: StageBoardItem, friends?: readonly string[]): StageTexts => ({
    now: item.now ? item.now.title : t('stage.nothingNow'),
    next: item.next ? timed(item.next) : t('stage.nothingNext'),
    mine: item.mine.map(timed),
    friends:
      friends && friends.length > 0 ? t('stage.friends', { names: friends.join(', ') }) : null,
    program: t('stage.program', { name: item.name }),
  });
};
