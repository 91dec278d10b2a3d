import type { FieldChange, ScheduleImportPreview } from '../../../src/api/contract/schedule-import';
import { eventKind, trackPlace } from './mapping';
import type { ImportedRow } from './queries';
import type { ParsedSchedule, ScheduleEvent, SchedulePerson, ScheduleRoom } from './schedule-model';

/** Something the import links to: an existing row (id) or one it creates (id null, by key). */
export interface Ref {
  id: number | null;
  name: string;
}

export interface Target {
  event: ScheduleEvent;
  venue: Ref;
  persons: (Ref & { person: SchedulePerson })[];
  genres: Ref[];
  conference: boolean;
  conferenceType: string | null;
  conferenceTopics: string[];
}

export interface Lookups {
  venues: { id: number; guid: string; name: string }[];
  genres: { id: number; name: string }[];
  people: { id: number; guid: string; name: string | null; artist: boolean }[];
}

export interface Plan {
  preview: Omit<ScheduleImportPreview, 'token'>;
  added: Target[];
  changed: { row: ImportedRow; target: Target; moved: boolean; personsOrGenres: boolean }[];
  removed: ImportedRow[];
  newVenues: ScheduleRoom[];
  /** New phantom artists by name key, with the name they get. */
  newPeople: Map<string, { person: SchedulePerson; name: string }>;
  newGenres: string[];
}

const lower = (text: string) => text.trim().toLowerCase();
const summary = (target: Target) => ({
  guid: target.event.guid,
  title: target.event.title,
  start: target.event.start.toISOString(),
  venue: target.venue.name,
});

/** Resolves rooms, persons and tracks of the file to our venues, artists and genres. */
function resolver(schedule: ParsedSchedule, lookups: Lookups) {
  const venueByGuid = new Map(lookups.venues.map((venue) => [venue.guid, venue]));
  const venueByName = new Map(lookups.venues.map((venue) => [lower(venue.name), venue]));
  const genreByName = new Map(lookups.genres.map((genre) => [lower(genre.name), genre]));
  const personByGuid = new Map(lookups.people.map((person) => [person.guid, person]));
  const taken = new Map(lookups.people.map((person) => [lower(person.name ?? ''), person]));
  const roomGuid = new Map(schedule.rooms.map((room) => [room.name, room.guid]));
  const newVenues = new Map<string, ScheduleRoom>();
  const newPeople = new Map<string, { person: SchedulePerson; name: string }>();
  const newGenres = new Map<string, string>();

  const venue = (room: string): Ref => {
    const guid = roomGuid.get(room) ?? '';
    const found = venueByGuid.get(guid) ?? venueByName.get(lower(room));
    if (found) return { id: found.id, name: found.name };
    if (!newVenues.has(lower(room))) newVenues.set(lower(room), { name: room, guid });
    return { id: null, name: newVenues.get(lower(room))?.name ?? room };
  };
  const person = (each: SchedulePerson): Ref => {
    const known = personByGuid.get(each.guid);
    if (known) return { id: known.id, name: known.name ?? each.name };
    const byName = taken.get(lower(each.name));
    if (byName?.artist) return { id: byName.id, name: byName.name ?? each.name };
    // A member holds the name (names are unique): the phantom gets the schedule's acronym with it.
    const name = byName ? `${each.name} (${schedule.acronym})` : each.name;
    if (!newPeople.has(lower(name))) newPeople.set(lower(name), { person: each, name });
    return { id: null, name };
  };
  const genre = (name: string): Ref => {
    const found = genreByName.get(lower(name));
    if (found) return { id: found.id, name: found.name };
    if (!newGenres.has(lower(name))) newGenres.set(lower(name), name.trim());
    return { id: null, name: newGenres.get(lower(name)) ?? name };
  };
  const target = (event: ScheduleEvent): Target => {
    const kind = eventKind(event.type);
    const track = trackPlace(event.track, kind.conference);
    return {
      event,
      venue: venue(event.room),
      persons: event.persons
        .filter((each) => each.name !== '')
        .map((each) => ({ ...person(each), person: each })),
      genres: track.genre ? [genre(track.genre)] : [],
      conference: kind.conference,
      conferenceType: kind.conferenceType,
      conferenceTopics: track.topic ? [track.topic] : [],
    };
  };
  return { target, newVenues, newPeople, newGenres };
}

const iso = (date: Date | null) => date?.toISOString() ?? '';
const names = (refs: Ref[]) => refs.map((ref) => ref.name).join(', ');
const sameIds = (refs: Ref[], ids: number[], sort = false) => {
  const wanted = [...new Set(refs.map((ref) => ref.id))];
  const mine = sort ? [...wanted].sort((a, b) => (a ?? 0) - (b ?? 0)) : wanted;
  return mine.length === ids.length && mine.every((id, index) => id === ids[index]);
};

/** Field by field: what applying the file would change on an event imported before. */
function changesOf(row: ImportedRow, target: Target): FieldChange[] {
  const { event } = target;
  const changes: FieldChange[] = [];
  const add = (field: FieldChange['field'], before: string, after: string) => {
    if (before !== after) changes.push({ field, before, after });
  };
  add('title', row.title, event.title);
  add('description', row.description ?? '', event.description ?? '');
  add('start', iso(row.dateTime), iso(event.start));
  add('end', iso(row.endTime), iso(event.end));
  if (row.venueId === null || row.venueId !== target.venue.id) {
    add('venue', row.venueId === null ? '' : '#', target.venue.name);
  }
  if (!sameIds(target.persons, row.artistIds)) {
    add('persons', row.artistNames.join(', '), names(target.persons));
  }
  add('conference', String(row.conference), String(target.conference));
  add('conferenceType', row.conferenceType ?? '', target.conferenceType ?? '');
  add('conferenceTopics', row.conferenceTopics.join(', '), target.conferenceTopics.join(', '));
  if (!sameIds(target.genres, row.genreIds, true)) {
    add('genres', row.genreNames.join(', '), names(target.genres));
  }
  add('state', row.state, 'PUBLISHED');
  return changes;
}

/** The difference between the file and what earlier imports of the same schedule wrote. */
export function planImport(
  schedule: ParsedSchedule,
  current: ImportedRow[],
  lookups: Lookups,
  venueNames: Map<number, string>,
): Plan {
  const { target, newVenues, newPeople, newGenres } = resolver(schedule, lookups);
  const byGuid = new Map(current.map((row) => [row.guid, row]));
  const inFile = new Set(schedule.events.map((event) => event.guid));
  const plan: Omit<Plan, 'preview'> = {
    added: [],
    changed: [],
    removed: current.filter((row) => row.state === 'PUBLISHED' && !inFile.has(row.guid)),
    newVenues: [],
    newPeople,
    newGenres: [],
  };
  let unchanged = 0;
  const changedPreview: ScheduleImportPreview['changed'] = [];
  for (const event of schedule.events) {
    const each = target(event);
    const row = byGuid.get(event.guid);
    if (!row) {
      plan.added.push(each);
      continue;
    }
    const changes = changesOf(row, each).map((change) =>
      change.field === 'venue' && change.before === '#'
        ? { ...change, before: venueNames.get(row.venueId ?? 0) ?? '' }
        : change,
    );
    if (changes.length === 0) {
      unchanged += 1;
      continue;
    }
    const fields = new Set(changes.map((change) => change.field));
    plan.changed.push({
      row,
      target: each,
      moved: fields.has('start') || fields.has('venue'),
      personsOrGenres: fields.has('persons') || fields.has('genres'),
    });
    changedPreview.push({ ...summary(each), changes });
  }
  plan.newVenues = [...newVenues.values()];
  plan.newGenres = [...newGenres.values()];
  const preview: Plan['preview'] = {
    source: {
      acronym: schedule.acronym,
      title: schedule.title,
      version: schedule.version,
      timeZone: schedule.timeZone,
      format: schedule.format,
    },
    eventCount: schedule.events.length,
    unchanged,
    added: plan.added.map(summary),
    changed: changedPreview,
    removed: plan.removed.map((row) => ({
      guid: row.guid,
      title: row.title,
      start: row.dateTime.toISOString(),
      venue: venueNames.get(row.venueId ?? 0) ?? '',
    })),
    newVenues: plan.newVenues.map((venue) => venue.name),
    newPeople: [...newPeople.values()].map((each) => each.name),
    newGenres: plan.newGenres,
  };
  return { ...plan, preview };
}
