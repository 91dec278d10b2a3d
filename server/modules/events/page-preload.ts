import type { Executor } from '../../db/client';
import { findPublishedThumbnail } from './queries';

// An event's page, public or member; at most nine digits stay within the id column's range.
const EVENT_PAGE = /^\/(?:u\/)?event\/(\d{1,9})\/?$/;

/**
 * `Link` header values for a page request: on an event's page its photo, the page's largest
 * element (event-details.tsx), so a first visit fetches it with the page instead of after the
 * app's scripts and the program's download. Only a published event's photo is named.
 */
export async function eventPagePreloads(db: Executor, path: string): Promise<string[]> {
  const id = EVENT_PAGE.exec(path)?.[1];
  if (id === undefined) return [];
  const thumbnail = await findPublishedThumbnail(db, Number(id));
  return thumbnail === null ? [] : [`<${thumbnail}>; rel=preload; as=image; fetchpriority=high`];
}
