import type { PushText } from '../../../src/api/contract/push';
import type { Bus } from '../../bus/bus';
import type { Database } from '../../db/client';
import { withCategory } from './preferences';
import { queuePush } from './push-jobs';
import { withdrawQueuedReminders } from './reminder-queries';
import { findFavouriteChange } from './queries';

const berlinTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'Your favourite Night Set moved to 21:00 at Stage B'. */
export function favouriteMovedText(title: string, dateTime: Date, venueName: string | null) {
  const where = venueName ? ` at ${venueName}` : '';
  return `Your favourite ${title} moved to ${berlinTime.format(dateTime)}${where}`;
}

/** The worker words it in the reader's language; `body` stays the English fallback. */
function favouriteChangeText(
  event: { title: string; dateTime: Date; venueName: string | null },
  cancelled: boolean,
): PushText {
  if (cancelled) return { key: 'favouriteCancelled', params: { title: event.title } };
  const at = event.dateTime.toISOString();
  return event.venueName
    ? { key: 'favouriteMoved', params: { title: event.title, at, venue: event.venueName } }
    : { key: 'favouriteMovedNoVenue', params: { title: event.title, at } };
}

/**
 * Tells everyone who saved an event where and when it now is. Every node hears `program.changed`;
 * the job key (event, time, venue, cancelled) lets only one push per device and state through.
 * A deleted event can only be announced if this runs before its row (and favourites) are gone.
 */
/** Queues the "your favourite moved / was cancelled" push for everyone who saved the event. */
export async function queueProgramChangePush(
  db: Database,
  bus: Bus,
  eventId: number,
  cancelledFlag = false,
): Promise<void> {
  const event = await findFavouriteChange(db, eventId);
  if (!event) return;
  const cancelled = cancelledFlag || !event.published;
  await withdrawQueuedReminders(db, eventId, cancelled ? null : event.dateTime);
  await queuePush(db, bus, await withCategory(db, event.userIds, 'programChanges'), {
    // Keyed by what people are told: a later edit that keeps time and place pushes nothing.
    key: `program:${eventId}:${event.dateTime.getTime()}:${event.venueName ?? ''}:${cancelled ? 'x' : 'm'}`,
    payload: {
      kind: 'program',
      title: event.title,
      body: cancelled
        ? `Your favourite ${event.title} was cancelled`
        : favouriteMovedText(event.title, event.dateTime, event.venueName),
      text: favouriteChangeText(event, cancelled),
      tag: `event-${eventId}`,
      url: `/event/${eventId}`,
    },
    topic: `event-${eventId}`,
    urgency: 'high',
    ttlSeconds: 6 * 60 * 60,
  });
}

/**
 * Tells everyone who saved an event where and when it now is. Every node hears `program.changed`;
 * the job key (event, time, venue, cancelled) lets only one push per device and state through.
 * A deleted event cannot be read any more: deleting calls queueProgramChangePush before the DELETE.
 */
export function listenForProgramChanges(
  db: Database,
  bus: Bus,
  onError: (error: unknown) => void,
): () => void {
  return bus.subscribe('program.changed', (change) => {
    queueProgramChangePush(db, bus, change.eventId, change.cancelled === true).catch(onError);
  });
}

/** What event editing calls after a change to an event's time, venue or state was committed. */
export function publishProgramChanged(bus: Bus, eventId: number, cancelled = false) {
  return bus.publish('program.changed', { eventId, cancelled });
}
