import { z } from 'zod';

/** Personal calendar feed of the timetable (subscribable iCal, one secret link per user). */

/** POST /api/calendar/feed: the new link, shown once (only a hash of its token is stored). */
export const calendarFeedLink = z.object({ url: z.url() });
export type CalendarFeedLink = z.infer<typeof calendarFeedLink>;

/** GET /api/calendar/feed: whether the caller has a working link, and since when. */
export const calendarFeedStatus = z.object({
  active: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;

export const CALENDAR_MESSAGES = {
  feedNotFound: 'Calendar feed not found',
} as const;

/** The calendar's name in calendar apps. */
export const CALENDAR_FEED_NAME = 'Festival – My Timetable';
