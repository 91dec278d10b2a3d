import { z } from 'zod';
import { page } from './common';
import { artistDto, venueRef } from './program';
import { PROGRAM_MESSAGES } from './program-messages';

/** Request bodies and the extra answers of the program calls (spec §7 Events; Program, artists, venues). */

/** Body of POST /api/event/getByDate: one Europe/Berlin calendar day. */
export const eventsByDateRequest = z.object({ date: z.iso.date() });
export type EventsByDateRequest = z.infer<typeof eventsByDateRequest>;

/** Most ids one call may ask for (a timetable is far smaller). */
export const MAX_EVENT_IDS = 1000;

/** Body of POST /api/event/get/favourites/year: the saved event ids. */
export const eventIdsRequest = z.object({
  ids: z.array(z.number().int().positive()).max(MAX_EVENT_IDS),
});
export type EventIdsRequest = z.infer<typeof eventIdsRequest>;

/** Alphabet letter and free-text search of the artist and venue tabs. */
export const nameFilter = z.object({
  /** Names starting with this letter (any case); null or absent for all. */
  character: z
    .string()
    .regex(/^[A-Za-z]$/)
    .nullable()
    .optional(),
  /** Case-insensitive part of the name. */
  search: z.string().max(100).optional(),
});
export type NameFilter = z.infer<typeof nameFilter>;

/** Body of POST /api/artist/get/all/visible/page/{n} and POST /api/venue/filtered. */
export const nameFilterRequest = z.object({ filter: nameFilter.nullable().optional() });
export type NameFilterRequest = z.infer<typeof nameFilterRequest>;

/** Path of a paged call; pages count from 0 (spec §2 Program). */
export const pageParam = z.object({ n: z.coerce.number().int().min(0).max(1_000_000) });

export const artistPage = page(artistDto);
export type ArtistPage = z.infer<typeof artistPage>;

/** GET /api/venue/names/get. */
export const venueNames = z.array(venueRef);

export { PROGRAM_MESSAGES };
