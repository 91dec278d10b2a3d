import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDto } from '@/api/contract/program';
import type { DayGroup } from '@/lib/berlin-time';
import { viewportSize } from '@/lib/viewport-size';
import { DayHeading } from './day-heading';
import { EventListItem, type FavouriteSlot } from './event-list-item';
import {
  measureAfterLayout,
  observeViewport,
  scrollWindowAfterMount,
} from './layout-free-measuring';
import type { ProgramMode } from './program-mode';
import { useListAnchor } from './use-list-anchor';
import { useListOffset } from './use-list-offset';

const OVERSCAN = 4;

type Row =
  | { kind: 'day'; key: string; dayKey: string; count: number }
  | { kind: 'event'; key: string; event: EventDto };

const toRows = (days: readonly DayGroup<EventDto>[]): Row[] =>
  days.flatMap((day): Row[] => [
    { kind: 'day', key: `day-${day.dayKey}`, dayKey: day.dayKey, count: day.events.length },
    ...day.events.map((event): Row => ({ kind: 'event', key: `event-${event.id}`, event })),
  ]);

interface EventListProps {
  days: readonly DayGroup<EventDto>[];
  mode: ProgramMode;
  Favourite?: FavouriteSlot;
  /** Changes with the search and filter: the list then scrolls back to its start. */
  queryKey: string;
}

/**
 * The program grouped by day, virtualised against the window so thousands of events stay
 * smooth. The heading of the day at the top is rendered in flow with `position: sticky`.
 */
export const EventList = ({ days, mode, Favourite, queryKey }: EventListProps) => {
  const { t } = useTranslation('program');
  const rows = useMemo(() => toRows(days), [days]);
  const dayIndexes = useMemo(
    () => rows.flatMap((row, index) => (row.kind === 'day' ? [index] : [])),
    [rows],
  );
  const listRef = useRef<HTMLDivElement>(null);
  const offset = useListOffset(listRef);
  // Rows count as gone once they slide under the app header, so the sticky day swaps exactly
  // when the next day's heading reaches it.
  const scrollMargin = offset.top - offset.header;
  const activeDay = useCallback(
    (startIndex: number) => dayIndexes.findLast((index) => index <= startIndex),
    [dayIndexes],
  );
  const hasRows = rows.length > 0;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const active = activeDay(range.startIndex);
      return active === undefined || indexes.includes(active) ? indexes : [active, ...indexes];
    },
    [activeDay],
  );
  const rowKeys = useMemo(() => rows.map((row) => row.key), [rows]);
  const anchor = useListAnchor(rowKeys);
  // Stable callbacks: the virtualizer recomputes every row's position when getItemKey changes.
  // Event rows measure 140–230 px on a phone (about 175 on average, 147 on a tablet): a close
  // estimate mounts the right rows at once instead of correcting the range after measuring.
  const estimateSize = useCallback(
    (index: number) => (rows[index]?.kind === 'day' ? 52 : 176),
    [rows],
  );
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor,
    onChange: anchor.save,
    // No layout read while rendering (layout-free-measuring.ts).
    initialRect: viewportSize(),
    observeElementRect: observeViewport,
    measureElement: measureAfterLayout,
    scrollToFn: scrollWindowAfterMount,
  });
  const active = activeDay(virtualizer.range?.startIndex ?? 0);

  const ready = hasRows && offset.measured;
  useEffect(() => {
    if (ready) anchor.restore(virtualizer);
  }, [ready, anchor, virtualizer]);

  const shownKey = useRef(queryKey);
  useEffect(() => {
    if (shownKey.current === queryKey) return;
    shownKey.current = queryKey;
    if (window.scrollY > scrollMargin) window.scrollTo({ top: scrollMargin });
  }, [queryKey, scrollMargin]);

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={t('events.listLabel')}
      style={{
        position: 'relative',
        height: virtualizer.getTotalSize(),
        scrollMarginTop: 'var(--layout-header-offset, 0px)',
      }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const sticky = item.index === active;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            role="listitem"
            style={
              sticky
                ? { position: 'sticky', top: offset.header, zIndex: 2 }
                : {
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    transform: `translateY(${item.start - scrollMargin}px)`,
                  }
            }
          >
            {row.kind === 'day' ? (
              <DayHeading dayKey={row.dayKey} count={row.count} />
            ) : (
              <div style={{ paddingBottom: 8 }}>
                <EventListItem event={row.event} mode={mode} Favourite={Favourite} />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
};
