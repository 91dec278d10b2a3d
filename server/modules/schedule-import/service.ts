import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  ScheduleApplyRequest,
  ScheduleFile,
  ScheduleImportPreview,
  ScheduleImportResult,
} from '../../../src/api/contract/schedule-import';
import type { Database, Executor } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { notifyProgramChanged } from '../management/program-changed';
import { importError } from './import-errors';
import { parseSchedule } from './parse-schedule';
import { type Plan, planImport } from './plan';
import * as queries from './queries';
import type { ParsedSchedule } from './schedule-model';
import { writePlan } from './write-plan';

/** The difference of a file against what earlier imports of the same schedule wrote. */
async function planFor(db: Executor, schedule: ParsedSchedule): Promise<Plan> {
  const guids = schedule.events.map((event) => event.guid);
  const [foreign] = await queries.findForeignGuids(db, schedule.acronym, guids);
  if (foreign) throw importError('foreignGuid', { guid: foreign });
  const persons = schedule.events.flatMap((event) => event.persons);
  const current = await queries.findImportedEvents(db, schedule.acronym);
  const venues = await queries.findVenues(db);
  const genres = await queries.findGenres(db);
  const people = await queries.findPeople(
    db,
    [...new Set(persons.map((person) => person.guid))],
    [...new Set(persons.map((person) => person.name.trim().toLowerCase()).filter(Boolean))],
  );
  const venueNames = new Map(venues.map((venue) => [venue.id, venue.name]));
  return planImport(schedule, current, { venues, genres, people }, venueNames);
}

/** The token of a preview: the apply goes ahead only while the difference is still this one. */
const tokenOf = (preview: Plan['preview']) =>
  createHash('sha256').update(JSON.stringify(preview)).digest('hex');

export function createScheduleImportService(db: Database) {
  return {
    /** Parses and compares; writes nothing. */
    async preview(file: ScheduleFile): Promise<ScheduleImportPreview> {
      const plan = await planFor(db, parseSchedule(file.fileName, file.content));
      return { ...plan.preview, token: tokenOf(plan.preview) };
    },

    /** Writes the difference the preview showed, in one transaction, then tells attendees. */
    async apply(request: ScheduleApplyRequest, user: AuthUser): Promise<ScheduleImportResult> {
      const schedule = parseSchedule(request.fileName, request.content);
      const plan = await db.transaction(async (tx) => {
        // One import of a schedule at a time: two at once would both add the same GUIDs.
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtext(${`schedule:${schedule.acronym}`}))`,
        );
        const fresh = await planFor(tx, schedule);
        if (tokenOf(fresh.preview) !== request.token) throw importError('previewOutdated', {}, 409);
        await writePlan(tx, fresh, schedule.acronym, user);
        return fresh;
      });
      // After the commit: moved events push to the people who saved them, withdrawn ones too.
      for (const { row, moved } of plan.changed) {
        if (moved) notifyProgramChanged(db, { reason: 'event-updated', eventId: row.id });
      }
      for (const row of plan.removed) {
        notifyProgramChanged(db, { reason: 'event-state', eventId: row.id });
      }
      if (plan.added.length > 0) notifyProgramChanged(db, { reason: 'event-created' });
      return {
        added: plan.added.length,
        changed: plan.changed.length,
        removed: plan.removed.length,
      };
    },
  };
}
