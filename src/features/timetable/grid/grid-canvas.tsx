import type { EventRow } from '@/offline/db';
import type { GridLayout } from '../rules/grid-layout';
import { TIMETABLE_GRID } from '../rules/grid-layout';
import type { TimetableEntry } from '../timetable-model';
import { GridBlock } from './grid-block';
import classes from './timetable-grid.module.css';

const { startHour, endHour, pxPerHour } = TIMETABLE_GRID;
const HOURS = Array.from({ length: endHour - startHour + 1 }, (_, index) => startHour + index);

/** The 09:00–17:00 day at 50 px per hour with its hour lines and the placed favourites. */
export const GridCanvas = ({
  layout,
  entries,
}: {
  layout: GridLayout<EventRow>;
  entries: ReadonlyMap<number, TimetableEntry>;
}) => (
  <div className={classes.canvas}>
    <div className={classes.hours} style={{ height: layout.height }} aria-hidden="true">
      {HOURS.map((hour) => (
        <span
          key={hour}
          className={classes.hourLabel}
          style={{ top: (hour - startHour) * pxPerHour }}
        >
          {`${String(hour).padStart(2, '0')}:00`}
        </span>
      ))}
    </div>
    <div className={classes.lanes} style={{ height: layout.height }}>
      {HOURS.map((hour) => (
        <div
          key={hour}
          className={classes.hourLine}
          style={{ top: (hour - startHour) * pxPerHour }}
          aria-hidden="true"
        />
      ))}
      {layout.blocks.map((block) => {
        const entry = entries.get(block.event.id);
        return entry && <GridBlock key={block.event.id} block={block} entry={entry} />;
      })}
    </div>
  </div>
);
