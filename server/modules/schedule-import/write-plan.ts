import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { berlinYear } from '../management/event-dates';
import { pairSnapshots, recordProgramChanges, snapshotEvents } from '../schedule/record-change';
import type { Plan, Ref, Target } from './plan';
import * as queries from './queries';

const lower = (text: string) => text.trim().toLowerCase();

/** Creates the venues, phantom artists and genres the plan needs; answers their ids by name. */
async function createMissing(tx: Executor, plan: Plan, user: AuthUser) {
  const venues = await queries.insertVenues(
    tx,
    plan.newVenues.map((venue) => ({ ...venue, createdBy: user.id })),
  );
  const targets = [...plan.added, ...plan.changed.map((change) => change.target)];
  const roles = new Map<string, { conference: boolean; years: Set<number> }>();
  for (const target of targets) {
    for (const person of target.persons.filter((each) => each.id === null)) {
      const role = roles.get(lower(person.name)) ?? { conference: false, years: new Set() };
      role.conference ||= target.conference;
      role.years.add(berlinYear(target.event.start));
      roles.set(lower(person.name), role);
    }
  }
  const guids = new Set<string>();
  const phantoms = [...plan.newPeople].map(([key, { person, name }]) => {
    // One GUID per account: a file that gives two people one GUID keeps it for the first.
    const guid = guids.has(person.guid) ? randomUUID() : person.guid;
    guids.add(guid);
    return {
      guid,
      name,
      bio: person.biography,
      roleLabel: roles.get(key)?.conference ? ('Speaker' as const) : ('Artist' as const),
      years: [...(roles.get(key)?.years ?? [])].sort(),
      createdBy: user.id,
      email: `phantom-${randomUUID()}@phantom.festival.invalid`,
    };
  });
  const people = await queries.insertPhantoms(tx, phantoms);
  const genres = await queries.insertGenres(tx, plan.newGenres);
  const personIds = new Map(phantoms.map((row, index) => [lower(row.name), people[index]?.id]));
  return {
    venue: new Map(venues.map((row) => [lower(row.name), row.id])),
    person: personIds,
    genre: new Map(genres.map((row) => [lower(row.name), row.id])),
  };
}

/** Writes the plan inside the caller's transaction and records the published changes. */
export async function writePlan(tx: Executor, plan: Plan, source: string, user: AuthUser) {
  const created = await createMissing(tx, plan, user);
  const idOf = (ref: Ref, kind: keyof typeof created): number => {
    const id = ref.id ?? created[kind].get(lower(ref.name));
    if (id === undefined) throw new Error(`The ${kind} ${ref.name} was not stored`);
    return id;
  };
  const columns = (target: Target) => ({
    title: target.event.title,
    description: target.event.description,
    dateTime: target.event.start,
    endTime: target.event.end,
    venueId: idOf(target.venue, 'venue'),
    conference: target.conference,
    conferenceType: target.conferenceType,
    conferenceTopics: target.conferenceTopics,
    state: 'PUBLISHED' as const,
    year: berlinYear(target.event.start),
  });
  const links = (eventId: number, target: Target) => ({
    eventId,
    artistIds: target.persons.map((person) => idOf(person, 'person')),
    genreIds: target.genres.map((genre) => idOf(genre, 'genre')),
  });

  const touched = [
    ...plan.changed.map((change) => change.row.id),
    ...plan.removed.map((row) => row.id),
  ];
  const before = await snapshotEvents(tx, touched);
  const inserted = await queries.insertEvents(
    tx,
    plan.added.map((target) => ({
      ...columns(target),
      guid: target.event.guid,
      scheduleSource: source,
      createdBy: user.id,
    })),
  );
  for (const { row, target } of plan.changed)
    await queries.updateEvent(tx, row.id, columns(target));
  await queries.withdrawEvents(
    tx,
    plan.removed.map((row) => row.id),
  );
  const addedIds = new Map(inserted.map((row) => [row.guid, row.id]));
  await queries.replaceLinks(tx, [
    ...plan.added.map((target) => links(addedIds.get(target.event.guid) ?? 0, target)),
    ...plan.changed
      .filter((change) => change.personsOrGenres)
      .map((change) => links(change.row.id, change.target)),
  ]);
  const after = await snapshotEvents(tx, [...touched, ...inserted.map((row) => row.id)]);
  const version = await recordProgramChanges(tx, pairSnapshots(before, after));
  const { acronym, version: file } = plan.preview.source;
  await recordAudit(tx, user, {
    action: 'schedule.import',
    targetKind: 'event',
    targetId: null,
    summary: `${acronym} ${file}: ${plan.added.length} new, ${plan.changed.length} changed, ${plan.removed.length} withdrawn`,
  });
  return version;
}
