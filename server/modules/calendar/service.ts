import {
  CALENDAR_FEED_NAME,
  CALENDAR_MESSAGES,
  type CalendarFeedLink,
  type CalendarFeedStatus,
} from '../../../src/api/contract/calendar';
import { buildIcs } from '../../../src/lib/ics';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { createOneTimeToken, hashToken } from '../../security/one-time-tokens';
import { toEventDto } from '../events/event-dto';
import { findPublishedEventsByIds } from '../events/queries';
import { findFavouriteIds } from '../favourites/queries';
import * as queries from './queries';

/** The feed's file name: the secret token (32 random bytes, base64url) plus .ics. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const feedNotFound = () => new HttpError(404, CALENDAR_MESSAGES.feedNotFound);

export interface CalendarServiceDeps {
  db: Database;
  /** Where the app is reached from outside, e.g. https://festival.example. */
  publicUrl: string;
}

/**
 * The personal iCal feed of the timetable. Only the token's sha256 is stored, so a link can be
 * shown once only: asking again makes a new link and the old one stops working (rotation).
 */
export function createCalendarService({ db, publicUrl }: CalendarServiceDeps) {
  return {
    async createFeed(userId: number): Promise<CalendarFeedLink> {
      // Only the random token and its hash are used; feed links do not expire.
      const { token, hash } = createOneTimeToken(0);
      await queries.replaceFeedToken(db, userId, hash);
      return { url: `${publicUrl}/api/calendar/feed/${token}.ics` };
    },

    async status(userId: number): Promise<CalendarFeedStatus> {
      const createdAt = await queries.findFeedCreatedAt(db, userId);
      return { active: createdAt !== null, createdAt: createdAt?.toISOString() ?? null };
    },

    revoke: (userId: number): Promise<void> => queries.deleteFeedToken(db, userId),

    /** The owner's favourited published events as iCalendar text; 404 for any unknown file. */
    async feed(file: string): Promise<string> {
      const token = FEED_FILE.exec(file)?.[1];
      if (!token) throw feedNotFound();
      const userId = await queries.findFeedOwner(db, hashToken(token));
      if (userId === null) throw feedNotFound();
      const ids = await findFavouriteIds(db, userId);
      const events = ids.length > 0 ? await findPublishedEventsByIds(db, ids) : [];
      return buildIcs(events.map(toEventDto), {
        calendarName: CALENDAR_FEED_NAME,
        url: `${publicUrl}/favourites`,
        eventUrl: (id) => `${publicUrl}/event/${id}`,
      });
    },
  };
}
