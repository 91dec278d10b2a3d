import { buildIcs, type IcsEvent } from '@/lib/ics';

/** A file name for the event's .ics: its title in lower-case ASCII words, else event-<id>. */
export const icsFileName = (event: Pick<IcsEvent, 'id' | 'title'>): string => {
  const slug = event.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || `event-${event.id}`}.ics`;
};

/** One event as iCalendar text, with links back to the app at `origin`. */
export const eventIcs = (event: IcsEvent, origin: string): string =>
  buildIcs([event], {
    calendarName: event.title,
    url: `${origin}/favourites`,
    eventUrl: (id) => `${origin}/event/${id}`,
  });

/** Saves the event's .ics on the device; built locally, so it works offline. */
export const downloadEventIcs = (event: IcsEvent): void => {
  const blob = new Blob([eventIcs(event, window.location.origin)], {
    type: 'text/calendar;charset=utf-8',
  });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = icsFileName(event);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
};
