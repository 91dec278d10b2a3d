import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  events,
  programChanges,
  type ProgramChangeFields,
  type ProgramChangeKind,
  programReleases,
  venues,
} from '../../db/schema/program';
import { berlinIso } from '../program/program-sql';

/**
 * Versions of the published program (issue #40). A write that can change an event's published
 * title, time or room reads the events before and after it in the same transaction and hands
 * both to `recordProgramChanges`; a batch with anything visible becomes one release (= version).
 * Drafts count as absent, so a draft never shows in the changelog or moves the version.
 */

/** What the changelog knows of one event at one moment. */
export interface EventSnapshot {
  eventId: number;
  guid: string;
  year: number;
  published: boolean;
  fields: ProgramChangeFields;
}

/** One event's state before and after a write; null = did not exist (created / deleted). */
export interface EventChange {
  before: EventSnapshot | null;
  after: EventSnapshot | null;
}

export interface RecordedChange {
  eventId: number;
  eventGuid: string;
  year: number;
  kind: ProgramChangeKind;
  before: ProgramChangeFields | null;
  after: ProgramChangeFields | null;
}

/** Reads the changelog fields of the given events (missing ids are absent from the map). */
export async function snapshotEvents(
  tx: Executor,
  ids: readonly number[],
): Promise<Map<number, EventSnapshot>> {
  const unique = [...new Set(ids)];
  const rows = [];
  // Chunked: a whole seeded or imported program stays below the bind-parameter limit.
  for (let i = 0; i < unique.length; i += 5000) {
    rows.push(...(await snapshotRows(tx, unique.slice(i, i + 5000))));
  }
  return new Map(
    rows.map((row) => [
      row.eventId,
      {
        eventId: row.eventId,
        guid: row.guid,
        year: row.year,
        published: row.state === 'PUBLISHED',
        fields: {
          title: row.title,
          start: row.start,
          end: row.end ?? null,
          venue: row.venue ?? null,
          venueGuid: row.venueGuid ?? null,
        },
      },
    ]),
  );
}

const snapshotRows = (tx: Executor, ids: number[]) =>
  tx
    .select({
      eventId: events.id,
      guid: events.guid,
      year: events.year,
      state: events.state,
      title: events.title,
      start: berlinIso(events.dateTime),
      end: berlinIso(events.endTime),
      venue: venues.name,
      venueGuid: venues.guid,
    })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(inArray(events.id, ids));

/** The events held in a venue: a rename or delete of the venue changes them. */
export async function eventIdsAtVenue(tx: Executor, venueId: number): Promise<number[]> {
  const rows = await tx.select({ id: events.id }).from(events).where(eq(events.venueId, venueId));
  return rows.map((row) => row.id);
}

/** Pairs two snapshots taken before and after a write, for every event in either. */
export function pairSnapshots(
  before: Map<number, EventSnapshot>,
  after: Map<number, EventSnapshot>,
): EventChange[] {
  const ids = new Set([...before.keys(), ...after.keys()]);
  return [...ids].map((id) => ({ before: before.get(id) ?? null, after: after.get(id) ?? null }));
}

const moved = (a: ProgramChangeFields, b: ProgramChangeFields) =>
  a.start !== b.start || a.end !== b.end || a.venueGuid !== b.venueGuid;

const entry = (
  snapshot: EventSnapshot,
  kind: ProgramChangeKind,
  before: ProgramChangeFields | null,
  after: ProgramChangeFields | null,
): RecordedChange => ({
  eventId: snapshot.eventId,
  eventGuid: snapshot.guid,
  year: snapshot.year,
  kind,
  before,
  after,
});

/**
 * What attendees see of one change: 'new' (now published, was absent or a draft), 'cancelled'
 * (was published, now deleted or a draft), 'moved' (start, end or room changed; a title change
 * at the same time rides along in before/after), 'changed' (title, or the room's name only). Moving an event to
 * another edition cancels it in the old one and adds it to the new one.
 */
export function classifyChange({ before, after }: EventChange): RecordedChange[] {
  const was = before?.published ? before : null;
  const is = after?.published ? after : null;
  if (!was && !is) return [];
  if (!was) return [entry(is!, 'new', null, is!.fields)];
  if (!is) return [entry(was, 'cancelled', was.fields, null)];
  if (was.year !== is.year) {
    return [entry(was, 'cancelled', was.fields, null), entry(is, 'new', null, is.fields)];
  }
  if (moved(was.fields, is.fields)) return [entry(is, 'moved', was.fields, is.fields)];
  if (was.fields.title !== is.fields.title || was.fields.venue !== is.fields.venue) {
    return [entry(is, 'changed', was.fields, is.fields)];
  }
  return [];
}

/**
 * Records one release for the batch when anything published changed; answers its version
 * number, or null when nothing visible changed (no release is written then). Call inside the
 * writing transaction so the version commits or rolls back with the change.
 */
export async function recordProgramChanges(
  tx: Executor,
  changes: readonly EventChange[],
): Promise<number | null> {
  const recorded = changes.flatMap(classifyChange);
  if (recorded.length === 0) return null;
  const [release] = await tx
    .insert(programReleases)
    .values({})
    .returning({ id: programReleases.id });
  if (!release) throw new Error('The program release was not stored');
  // Chunked: 5,000 events in one import stay below the bind-parameter limit.
  for (let i = 0; i < recorded.length; i += 1000) {
    await tx
      .insert(programChanges)
      .values(recorded.slice(i, i + 1000).map((row) => ({ ...row, releaseId: release.id })));
  }
  return release.id;
}

/**
 * Runs `write` between two snapshots of `eventIds` and records what changed. For writes whose
 * ids are known in advance (update, delete, state); `createdIds` picks the ids of events `write`
 * created from its result.
 */
export async function withProgramChanges<T>(
  tx: Executor,
  eventIds: readonly number[],
  write: () => Promise<T>,
  createdIds: (result: T) => readonly number[] = () => [],
): Promise<{ result: T; version: number | null }> {
  const before = await snapshotEvents(tx, eventIds);
  const result = await write();
  const after = await snapshotEvents(tx, [...eventIds, ...createdIds(result)]);
  const version = await recordProgramChanges(tx, pairSnapshots(before, after));
  return { result, version };
}
