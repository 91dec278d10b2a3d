import { VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { EventRow } from '@/offline/db';
import { useShortWeekdayName } from '@/lib/use-weekday-name';
import { formatTimeRange } from '../format';
import type { GridBlock as Block } from '../rules/grid-layout';
import type { TimetableEntry } from '../timetable-model';
import classes from './timetable-grid.module.css';

/** Px between side-by-side blocks and below each block, so neighbours stay apart. */
const GAP = 2;
/** A block this tall has room for its time line above the title. */
const ROOM_FOR_TIME = 38;
/** Line heights (px) of the block's 11 px time and 12 px title text, and its padding. */
const TIME_LINE = 14;
const TITLE_LINE = 15;
const PADDING = 6;

export const GridBlock = ({ block, entry }: { block: Block<EventRow>; entry: TimetableEntry }) => {
  const { t } = useTranslation('timetable');
  const shortWeekday = useShortWeekdayName();
  const { event, conflictsWith, changes } = entry;
  const eventPath = `/event/${event.id}`;
  const time = formatTimeRange(event, t('entry.openEnd'), shortWeekday);
  const conflict = conflictsWith.length > 0;
  const withTime = block.height >= ROOM_FOR_TIME;
  const titleLines = Math.max(
    1,
    Math.floor((block.height - GAP - PADDING - (withTime ? TIME_LINE : 0)) / TITLE_LINE),
  );
  return (
    <Link
      to={eventPath}
      className={`${classes.block} ${event.conference ? classes.day : classes.night}`}
      data-conflict={conflict || undefined}
      data-cut-top={block.cutAtTop || undefined}
      data-cut-bottom={block.cutAtBottom || undefined}
      style={{
        top: block.top,
        height: Math.max(block.height - GAP, 12),
        left: `calc(${block.column} * 100% / ${block.columns} + ${GAP}px)`,
        width: `calc(100% / ${block.columns} - ${2 * GAP}px)`,
      }}
    >
      {withTime ? (
        <span className={classes.blockTime}>{time}</span>
      ) : (
        <VisuallyHidden>{time}</VisuallyHidden>
      )}
      <span className={classes.blockTitle} style={{ WebkitLineClamp: titleLines }}>
        {event.title}
      </span>
      {conflict && (
        <VisuallyHidden>
          {t('conflict.with', { titles: conflictsWith.map((other) => other.title).join(', ') })}
        </VisuallyHidden>
      )}
      {changes.length > 0 && (
        <>
          <span className={classes.marker} aria-hidden="true" />
          <VisuallyHidden>{t('changed.badge')}</VisuallyHidden>
        </>
      )}
    </Link>
  );
};
