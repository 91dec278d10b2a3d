import { describe, expect, it } from 'vitest';
import { scheduleXml } from '../../bench/lib/schedule-xml.mjs';
import { eventKind, trackPlace } from '../../server/modules/schedule-import/mapping';
import { parseSchedule } from '../../server/modules/schedule-import/parse-schedule';
import { durationMs, uuid5 } from '../../server/modules/schedule-import/schedule-model';
import { FRAB, PRETALX, eventsOf, scheduleOf } from './schedule-files';

const refusal = (fileName: string, content: string) => {
  try {
    parseSchedule(fileName, content);
  } catch (error) {
    return (error as { coded?: unknown }).coded;
  }
  throw new Error('The file was accepted');
};

describe('reading C3VOC schedules', () => {
  it('reads frab despite its upper-case acronym, slugs and relative attachment URLs', () => {
    const schedule = parseSchedule('schedule.json', FRAB);
    expect(schedule).toMatchObject({ acronym: 'camp2019', version: 'Gacrux', format: 'json' });
    expect(schedule.events).toHaveLength(eventsOf(scheduleOf(FRAB)).length);
    // frab persons have no GUID: derived from the schedule and the person id, stable.
    expect(schedule.events[0]?.persons[0]?.guid).toBe(
      parseSchedule('schedule.json', FRAB).events[0]?.persons[0]?.guid,
    );
  });

  it('gives rooms that share one GUID (pretalx) GUIDs of their own', () => {
    const { rooms } = parseSchedule('schedule.json', PRETALX);
    expect(rooms.map((room) => room.name)).toEqual(['Gray Room', 'Tan Room']);
    expect(new Set(rooms.map((room) => room.guid)).size).toBe(2);
  });

  it('reads a generated 1,000-event schedule.xml with its times and persons', () => {
    const schedule = parseSchedule('schedule.xml', scheduleXml({ events: 1000 }));
    expect(schedule.events).toHaveLength(1000);
    expect(schedule.rooms).toHaveLength(10);
    const [first] = schedule.events;
    expect(first?.start.toISOString()).toBe('2026-08-13T08:00:00.000Z');
    expect(first?.end.getTime()).toBe((first?.start.getTime() ?? 0) + 40 * 60_000);
    expect(first?.title).toBe('Session 1: sound & systems');
    expect(first?.persons.map((person) => person.name)).toEqual(['Speaker 2', 'Speaker 11']);
  });

  it('refuses the same GUID twice and an end before the start', () => {
    const twice = scheduleOf(PRETALX);
    const [a, b] = eventsOf(twice);
    if (a && b) b.guid = a.guid;
    expect(refusal('s.json', JSON.stringify(twice))).toMatchObject({
      code: 'scheduleImport.duplicateGuid',
    });
    const backwards = scheduleOf(PRETALX);
    const [c] = eventsOf(backwards);
    if (c) c.end = '2020-12-14T07:00:00+01:00';
    expect(refusal('s.json', JSON.stringify(backwards))).toMatchObject({
      code: 'scheduleImport.endBeforeStart',
    });
  });

  it('refuses a file that is neither XML nor JSON, and XML that is no schedule', () => {
    expect(refusal('notes.txt', 'hello')).toMatchObject({ code: 'scheduleImport.unknownFormat' });
    expect(refusal('a.xml', '<?xml version="1.0"?>\n<html></html>')).toMatchObject({
      code: 'scheduleImport.xmlNotSchedule',
      params: { element: 'html' },
    });
  });

  it('maps types and tracks to our kinds, types, topics and genres', () => {
    expect(eventKind('Concert')).toEqual({ conference: false, conferenceType: null });
    expect(eventKind('hands-on')).toEqual({ conference: true, conferenceType: 'Workshop' });
    expect(eventKind('Keynote')).toEqual({ conference: true, conferenceType: 'Keynote' });
    expect(eventKind('Talk')).toEqual({ conference: true, conferenceType: null });
    expect(trackPlace('technology', true)).toEqual({ topic: 'Technology', genre: null });
    expect(trackPlace('Technology', false)).toEqual({ topic: null, genre: 'Technology' });
    expect(trackPlace('Hardware & Making', true)).toEqual({
      topic: null,
      genre: 'Hardware & Making',
    });
  });

  it('computes RFC 4122 v5 UUIDs and C3VOC durations', () => {
    // Python: uuid.uuid5(uuid.NAMESPACE_URL, 'http://python.org/').
    expect(uuid5('http://python.org/')).toBe('4c565f0d-3f5a-5890-b41b-20cf47701c5e');
    expect(durationMs('01:30')).toBe(90 * 60_000);
    expect(durationMs('26:00:30')).toBe((26 * 3600 + 30) * 1000);
    expect(durationMs('1h')).toBeNull();
  });
});
