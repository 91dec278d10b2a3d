import { memo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDto } from '@/api/contract/program';
import { eventDayKey, formatStartTime, weekdayOf } from '@/lib/berlin-time';
import { useShortWeekdayName, useWeekdayName } from '@/lib/use-weekday-name';
import classes from './event-list-item.module.css';
import { IconMoon, IconPin, IconSun } from './program-icons';
import { EventLink, type ProgramMode } from './program-mode';
import { durationText, formatHours } from './rules/duration';
import { eventType } from './rules/event-type';
import { TagBadge } from './tag-badge';

/** The heart, provided by the route (features do not import each other). */
export type FavouriteSlot = ComponentType<{ eventId: number; describedBy?: string }>;

interface EventListItemProps {
  event: EventDto;
  mode: ProgramMode;
  Favourite?: FavouriteSlot;
}

/**
 * Spec §4 Event list item: time, 'Open End' or duration, title, artists, venue, genres, type.
 * Memoised: the virtual list re-renders on scroll, the rows it keeps need not.
 */
export const EventListItem = memo(function EventListItem({
  event,
  mode,
  Favourite,
}: EventListItemProps) {
  const { t, i18n } = useTranslation('program');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const shortWeekday = useShortWeekdayName();
  const duration = durationText(event);
  const type = eventType(event);
  const titleId = `program-event-${event.id}`;
  const names = event.artists.map((artist) => artist.name).join(', ');
  const TypeIcon = type === 'conference' ? IconSun : IconMoon;
  const weekdayName = useWeekdayName();
  const venue = event.venue?.name ?? t('tba');
  // A screen reader moving row by row hears what, when and where before the details.
  const label = t('rowLabel', {
    title: event.title,
    day: weekdayName(weekdayOf(eventDayKey(event))),
    time: formatStartTime(event, shortWeekday),
    venue,
  });

  return (
    <article className={classes.item} aria-label={label} data-event-id={event.id}>
      <div className={classes.when}>
        <span className={classes.time}>{formatStartTime(event, shortWeekday)}</span>
        <span className={classes.duration}>
          {duration.kind === 'openEnd' ? t('openEnd') : formatHours(duration.hours, language)}
        </span>
      </div>
      <div className={classes.body}>
        <h3 className={classes.title} id={titleId}>
          <EventLink mode={mode} eventId={event.id} className={classes.link}>
            {event.title}
          </EventLink>
        </h3>
        {names && <span className={classes.artists}>{t('with', { names })}</span>}
        <span className={classes.meta}>
          <IconPin size={14} style={{ verticalAlign: '-2px', marginRight: 4 }} />
          {venue}
        </span>
        <ul className={classes.chips} aria-label={t('eventTags')}>
          <li>
            <TagBadge
              className={type === 'conference' ? classes.day : undefined}
              look={type === 'conference' ? 'light' : 'gradient'}
              shape="tag"
              icon={<TypeIcon size={12} />}
            >
              {t(`type.${type}`)}
            </TagBadge>
          </li>
          {event.genres.map((genre) => (
            <li key={genre.id}>
              <TagBadge look="light" shape="pill">
                {genre.name}
              </TagBadge>
            </li>
          ))}
        </ul>
      </div>
      <div className={classes.heart}>
        {Favourite && <Favourite eventId={event.id} describedBy={titleId} />}
      </div>
    </article>
  );
});
