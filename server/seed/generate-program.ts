import type { IsoDay } from './berlin-time';
import type { Random } from './random';
import { type DayCapacity, type EditionPlan, editionDays } from './seed-plan';

export interface ProgramVenue {
  id: number;
  use: 'festival' | 'conference';
  /** Festival venues: first and last hour of play; past 24 means the next morning. */
  hours: readonly [number, number];
}

/** One slot of the timetable, before artists and titles are assigned. */
export interface ProgramSlot {
  venueId: number;
  day: IsoDay;
  conference: boolean;
  exhibition: boolean;
  /** Minutes from midnight of `day`; festival sets after midnight are above 1440. */
  start: number;
  /** Null for an 'Open End' closing set. */
  end: number | null;
}

const CONFERENCE_START = 9 * 60;
const CONFERENCE_END = 17 * 60;
const CONFERENCE_UNIT = 15;
const CONFERENCE_MIN_UNITS = 3;
const SESSIONS_PER_ROOM = 6;
const SET_UNIT = 30;
const SET_MIN_UNITS = 2;
const OPEN_END_CHANCE = 0.4;
/** Clubs that play until at least 04:00 may leave the closing set open-ended. */
const OPEN_END_FROM_HOUR = 28;

interface Block {
  venue: ProgramVenue;
  day: IsoDay;
  conference: boolean;
  nominal: number;
  cap: number;
}

const festivalHours = (venue: ProgramVenue) => venue.hours[1] - venue.hours[0];

/** With three or more rooms the last one hosts the all-day exhibition and nothing else. */
const sessionRooms = (rooms: readonly ProgramVenue[]) =>
  rooms.length >= 3 ? rooms.slice(0, -1) : rooms;

export const dayCapacity = (venues: readonly ProgramVenue[]): DayCapacity => ({
  festivalNight: venues
    .filter((v) => v.use === 'festival')
    .reduce((sum, v) => sum + Math.round(festivalHours(v) / 2), 0),
  conferenceDay:
    sessionRooms(venues.filter((v) => v.use === 'conference')).length * SESSIONS_PER_ROOM,
});

/** Splits `total` over blocks in proportion to their nominal size, never above a block's cap. */
export const allocate = (total: number, nominal: readonly number[], caps: readonly number[]) => {
  const weight = nominal.reduce((a, b) => a + b, 0);
  const raw = nominal.map((n) => (weight === 0 ? 0 : (total * n) / weight));
  const counts = raw.map((r, i) => Math.min(caps[i] ?? 0, Math.floor(r)));
  const order = raw
    .map((r, i) => ({ i, frac: r - Math.floor(r) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i)
    .map((x) => x.i);
  let left = total - counts.reduce((a, b) => a + b, 0);
  while (left > 0) {
    let placed = false;
    for (const i of order) {
      if (left === 0) break;
      if ((counts[i] ?? 0) < (caps[i] ?? 0)) {
        counts[i] = (counts[i] ?? 0) + 1;
        left -= 1;
        placed = true;
      }
    }
    if (!placed) throw new Error(`No room left for ${left} more events`);
  }
  return counts;
};

/** Splits `units` into `parts` lengths of at least `min`, unevenly but deterministically. */
const partition = (units: number, parts: number, min: number, random: Random): number[] => {
  const base = Math.floor(units / parts);
  const lengths = Array.from({ length: parts }, (_, i) => base + (i < units % parts ? 1 : 0));
  for (let k = 0; k < parts * 2; k++) {
    const from = random.int(0, parts - 1);
    const to = random.int(0, parts - 1);
    if (from !== to && (lengths[from] ?? 0) > min) {
      lengths[from] = (lengths[from] ?? 0) - 1;
      lengths[to] = (lengths[to] ?? 0) + 1;
    }
  }
  return lengths;
};

const festivalSlots = (block: Block, count: number, random: Random): ProgramSlot[] => {
  const [open, close] = block.venue.hours;
  const lengths = partition((close - open) * (60 / SET_UNIT), count, SET_MIN_UNITS, random);
  const openEnd = close >= OPEN_END_FROM_HOUR && random.chance(OPEN_END_CHANCE);
  let start = open * 60;
  return lengths.map((units, i) => {
    const end = start + units * SET_UNIT;
    const slot: ProgramSlot = {
      venueId: block.venue.id,
      day: block.day,
      conference: false,
      exhibition: false,
      start,
      end: openEnd && i === lengths.length - 1 ? null : end,
    };
    start = end;
    return slot;
  });
};

const conferenceSlots = (block: Block, count: number, random: Random): ProgramSlot[] => {
  const units = (CONFERENCE_END - CONFERENCE_START) / CONFERENCE_UNIT;
  const lengths = partition(units, count, CONFERENCE_MIN_UNITS, random);
  let start = CONFERENCE_START;
  return lengths.map((length) => {
    // The last quarter hour of every slot is the changeover break.
    const slot: ProgramSlot = {
      venueId: block.venue.id,
      day: block.day,
      conference: true,
      exhibition: false,
      start,
      end: start + (length - 1) * CONFERENCE_UNIT,
    };
    start += length * CONFERENCE_UNIT;
    return slot;
  });
};

/** The timetable of one edition: exactly `edition.events` slots, sorted by time. */
export const planProgram = (
  edition: EditionPlan,
  venues: readonly ProgramVenue[],
  random: Random,
): ProgramSlot[] => {
  const days = editionDays(edition);
  const festival = venues.filter((v) => v.use === 'festival');
  const rooms = venues.filter((v) => v.use === 'conference');
  const exhibitionRoom = rooms.at(-1);
  const conferenceDays = exhibitionRoom ? days.slice(0, edition.conferenceDays) : [];
  const exhibitions: ProgramSlot[] = conferenceDays.map((day) => ({
    venueId: exhibitionRoom?.id ?? 0,
    day,
    conference: true,
    exhibition: true,
    start: CONFERENCE_START,
    end: CONFERENCE_END,
  }));
  const blocks: Block[] = days.flatMap((day) => [
    ...festival.map((venue) => ({
      venue,
      day,
      conference: false,
      nominal: Math.round(festivalHours(venue) / 2),
      cap: festivalHours(venue) * (60 / SET_UNIT / SET_MIN_UNITS),
    })),
    ...(conferenceDays.includes(day) ? sessionRooms(rooms) : []).map((venue) => ({
      venue,
      day,
      conference: true,
      nominal: SESSIONS_PER_ROOM,
      cap: (CONFERENCE_END - CONFERENCE_START) / CONFERENCE_UNIT / CONFERENCE_MIN_UNITS,
    })),
  ]);
  const counts = allocate(
    edition.events - exhibitions.length,
    blocks.map((b) => b.nominal),
    blocks.map((b) => Math.floor(b.cap)),
  );
  const slots = blocks.flatMap((block, i) => {
    const count = counts[i] ?? 0;
    if (count === 0) return [];
    return block.conference
      ? conferenceSlots(block, count, random)
      : festivalSlots(block, count, random);
  });
  return [...exhibitions, ...slots].sort(
    (a, b) => a.day.localeCompare(b.day) || a.start - b.start || a.venueId - b.venueId,
  );
};
