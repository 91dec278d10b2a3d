import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { venues } from '../../db/schema/program';
import { fileUrlOf } from '../program/program-sql';

export type VenueRow = typeof venues.$inferInsert;

const venueColumns = {
  id: venues.id,
  name: venues.name,
  latitude: venues.latitude,
  longitude: venues.longitude,
  image: fileUrlOf(venues.imageFileId),
  website: venues.website,
  createdBy: venues.createdBy,
};

export async function findVenue(db: Executor, id: number) {
  const [row] = await db.select(venueColumns).from(venues).where(eq(venues.id, id));
  return row;
}

/** With how many events (drafts included) each venue is the place of: deleting it leaves them TBA. */
export const findAllVenues = (db: Executor) =>
  db
    .select({
      ...venueColumns,
      // Qualified by hand: Drizzle writes the outer "id" unqualified, which would mean events.id.
      eventCount: sql<number>`(select count(*) from events e where e.venue_id = "venues"."id")::int`,
    })
    .from(venues)
    .orderBy(asc(venues.name), asc(venues.id));

export async function insertVenue(db: Executor, row: VenueRow): Promise<number> {
  const [created] = await db.insert(venues).values(row).returning({ id: venues.id });
  if (!created) throw new Error('The venue was not stored');
  return created.id;
}

export async function updateVenue(db: Executor, id: number, row: Partial<VenueRow>) {
  const rows = await db
    .update(venues)
    .set(row)
    .where(eq(venues.id, id))
    .returning({ id: venues.id });
  return rows.length > 0;
}

export async function deleteVenue(db: Executor, id: number) {
  const rows = await db.delete(venues).where(eq(venues.id, id)).returning({ id: venues.id });
  return rows.length > 0;
}
