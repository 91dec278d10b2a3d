import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';

/** A C3VOC schedule after parsing, the same shape whether it came as XML or JSON. */
export interface ParsedSchedule {
  format: 'xml' | 'json';
  /** The conference acronym, lower-cased: the source that a later import of it replaces. */
  acronym: string;
  title: string;
  version: string;
  timeZone: string | null;
  rooms: ScheduleRoom[];
  events: ScheduleEvent[];
}

export interface ScheduleRoom {
  name: string;
  guid: string;
}

export interface SchedulePerson {
  guid: string;
  name: string;
  biography: string | null;
}

export interface ScheduleEvent {
  guid: string;
  title: string;
  description: string | null;
  start: Date;
  end: Date;
  room: string;
  track: string | null;
  type: string;
  persons: SchedulePerson[];
}

// RFC 4122 name-based (v5) UUIDs in the URL namespace, as the C3VOC schema suggests for persons.
const NAMESPACE_URL = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');

export function uuid5(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE_URL).update(name, 'utf8').digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A stable GUID for a room or person the file names without one (frab leaves them out). */
export const derivedGuid = (acronym: string, kind: 'room' | 'person', key: string | number) =>
  uuid5(`urn:schedule-import:${acronym}:${kind}:${key}`);

/** "00:30", "1:30" or "01:30:00" in milliseconds; null when it is none of these. */
export function durationMs(value: string): number | null {
  const match = /^(\d+):([0-5]\d)(?::([0-5]\d))?$/.exec(value.trim());
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds ?? 0)) * 1000;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/**
 * The instant of an event given only by its day and wall-clock start (old files without `date`):
 * the first such wall-clock time at or after the day's start, so 01:00 on a day running 10:00 to
 * 06:00 is the next calendar morning. In the schedule's time zone, or without one in the day
 * start's own offset.
 */
export function wallClockStart(dayStart: string, start: string, timeZone: string | null) {
  const match = HH_MM.exec(start.trim());
  const from = instantOf(dayStart);
  if (!match || !from) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  const offset = /(Z|[+-]\d{2}:\d{2})$/.exec(dayStart.trim())?.[1] ?? 'Z';
  const [year, month, date] = dayStart.slice(0, 10).split('-').map(Number);
  for (let add = 0; add < 2; add += 1) {
    const candidate = timeZone
      ? new Date(
          new TZDate(
            year ?? 0,
            (month ?? 1) - 1,
            (date ?? 1) + add,
            hours,
            minutes,
            timeZone,
          ).getTime(),
        )
      : new Date(
          Date.parse(`${dayStart.slice(0, 10)}T${match[1]}:${match[2]}:00${offset}`) +
            add * 86_400_000,
        );
    if (candidate.getTime() >= from.getTime()) return candidate;
  }
  return null;
}

/** Abstract and description as one text, each kept once. */
export function joinDescription(...parts: (string | null | undefined)[]): string | null {
  const texts = [...new Set(parts.map((part) => part?.trim() ?? '').filter(Boolean))];
  return texts.length > 0 ? texts.join('\n\n') : null;
}

/** A date-time with an offset (RFC 3339), or null. */
export function instantOf(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value.trim())) {
    return null;
  }
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}
