import { and, eq, max, min } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { events } from '../../db/schema/program';
import type { PdfFestival } from '../../pdf/tickets-pdf';
import { programDay } from '../program/program-sql';
import { findSetting, isPublished } from '../program/queries';

export const FESTIVAL_SETTING = 'festival';

/** The `festival` setting; a missing or malformed field falls back on its own. */
const festivalSetting = z
  .object({
    name: z.string().trim().min(1).catch('Festival'),
    place: z.string().trim().catch(''),
  })
  .catch({ name: 'Festival', place: '' });

/**
 * Name and place from the `festival` setting; first and last day of the published events of
 * `year`, by programme day (a set after midnight belongs to the night before).
 */
export async function findFestivalInfo(db: Executor, year: number): Promise<PdfFestival> {
  const day = programDay(events.dateTime, events.conference);
  const [setting, [days]] = await Promise.all([
    findSetting(db, FESTIVAL_SETTING),
    db
      .select({ firstDay: min(day), lastDay: max(day) })
      .from(events)
      .where(and(isPublished, eq(events.year, year))),
  ]);
  return {
    ...festivalSetting.parse(setting),
    firstDay: days?.firstDay ?? null,
    lastDay: days?.lastDay ?? null,
  };
}
