import { describe, expect, it } from 'vitest';
import type { ScheduleEventRow } from '../../server/modules/schedule/queries';
import {
  buildSchedule,
  formatDuration,
  nameUuid,
  slugify,
} from '../../server/modules/schedule/schedule-model';
import { renderScheduleXml, xmlEscape } from '../../server/modules/schedule/schedule-xml';

const row = (over: Partial<ScheduleEventRow>): ScheduleEventRow => ({
  id: 1,
  guid: '6f1c1c1e-2b4a-4c7e-9a7d-0a1b2c3d4e5f',
  title: 'Night',
  description: null,
  start: '2025-10-25T23:00:00+02:00',
  end: null,
  day: '2025-10-25',
  conference: false,
  conferenceType: null,
  conferenceTopics: [],
  genres: [],
  venueGuid: null,
  venueName: null,
  thumbnail: null,
  persons: [],
  ...over,
});

const options = {
  year: 2025,
  language: 'en' as const,
  version: '7.0a1b2c3d',
  publicUrl: 'https://festival.example',
  selfUrl: 'https://festival.example/api/schedule/2025/en/schedule.xml',
};

describe('schedule model', () => {
  it('a festival night across the end of summer time runs 06:00+02:00 to 06:00+01:00', () => {
    const doc = buildSchedule([row({})], options);
    expect(doc.days).toMatchObject([
      { index: 1, date: '2025-10-25', start: '2025-10-25T06:00:00+02:00' },
    ]);
    expect(doc.days[0]?.end).toBe('2025-10-26T06:00:00+01:00');
  });

  it('widens a day for a session before 06:00 and gives an event without end 60 minutes', () => {
    const doc = buildSchedule(
      [row({ conference: true, start: '2025-08-15T05:00:00+02:00', day: '2025-08-15' })],
      options,
    );
    expect(doc.days[0]?.start).toBe('2025-08-15T05:00:00+02:00');
    const event = doc.days[0]?.rooms[0]?.events[0];
    expect(event).toMatchObject({ start: '05:00', duration: '01:00', type: 'Talk' });
    expect(doc.days[0]?.rooms[0]?.room.name).toBe('Festival grounds');
  });

  it('names things without a row by a stable version-5-shaped UUID', () => {
    expect(nameUuid('no-room:2025')).toBe(nameUuid('no-room:2025'));
    expect(nameUuid('no-room:2025')).not.toBe(nameUuid('no-room:2026'));
    expect(nameUuid('x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('slugs, durations and XML text stay inside what the schemas take', () => {
    expect(slugify('Drum & Bass – Straße')).toBe('drum-bass-strasse');
    expect(formatDuration(30 * 60 * 60)).toBe('99:59');
    expect(formatDuration(90)).toBe('01:30');
    expect(xmlEscape('a & <b> "c"\u0001')).toBe('a &amp; &lt;b&gt; &quot;c&quot;');
    const xml = renderScheduleXml(buildSchedule([row({ title: 'A & B' })], options));
    expect(xml).toContain('<title>A &amp; B</title>');
    expect(xml).toContain('<version>7.0a1b2c3d</version>');
  });
});
