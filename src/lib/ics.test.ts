import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIcs, icsUid, type IcsEvent } from './ics';

const event = (overrides: Partial<IcsEvent> & Pick<IcsEvent, 'id'>): IcsEvent => ({
  title: `Event ${overrides.id}`,
  description: null,
  dateTime: '2025-08-15T21:00:00+02:00',
  end: '2025-08-15T23:00:00+02:00',
  conference: false,
  venue: { id: 1, name: 'Main Stage' },
  artists: [],
  genres: [],
  updatedAt: '2025-07-01T12:00:00+02:00',
  revision: 0,
  ...overrides,
});

const events = [
  event({
    id: 7,
    title: 'Opening; with Friends, Live',
    description: 'Doors at 20:00',
    artists: [
      { id: 1, name: 'Ellen Allien', profilePicture: null, labelRole: 'Artist' },
      { id: 2, name: 'Moderat', profilePicture: null, labelRole: null },
    ],
    genres: [{ id: 1, name: 'Techno' }],
  }),
  // Across the spring change: 01:30 CET to 03:30 CEST.
  event({ id: 8, dateTime: '2025-03-30T01:30:00+01:00', end: '2025-03-30T03:30:00+02:00' }),
  // In the autumn overlap: the second 02:30, in winter time.
  event({ id: 9, dateTime: '2025-10-26T02:30:00+01:00', end: null, venue: null }),
  event({ id: 10, dateTime: '2025-10-26T02:30:00+02:00', end: '2025-10-26T02:45:00+02:00' }),
];

const options = {
  calendarName: 'My Timetable',
  url: 'https://festival.example/favourites',
  eventUrl: (id: number) => `https://festival.example/event/${id}`,
};

const parse = (text: string) => {
  const calendar = ICAL.Component.fromString(text);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return calendar;
};

afterAll(() => {
  ICAL.TimezoneService.reset();
});

describe('buildIcs', () => {
  const text = buildIcs(events, options);
  const calendar = parse(text);
  const vevents = calendar.getAllSubcomponents('vevent');
  const byUid = new Map(vevents.map((vevent) => [new ICAL.Event(vevent).uid, vevent]));

  it('names the calendar and carries one VTIMEZONE for Europe/Berlin', () => {
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('My Timetable');
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones).toHaveLength(1);
    expect(zones[0]?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
  });

  it('gives every event a stable UID', () => {
    expect(icsUid(7)).toBe('event-7@festival');
    expect([...byUid.keys()]).toEqual([
      'event-7@festival',
      'event-8@festival',
      'event-9@festival',
      'event-10@festival',
    ]);
    expect(buildIcs(events, options)).toBe(text);
  });

  it('writes start and end in Berlin time with TZID', () => {
    const opening = byUid.get('event-7@festival');
    const start = opening?.getFirstProperty('dtstart');
    expect(start?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20250815T210000');
    expect(text).toContain('DTEND;TZID=Europe/Berlin:20250815T230000');
  });

  it('keeps title, place, artists, description, genre and link', () => {
    const opening = new ICAL.Event(byUid.get('event-7@festival'));
    expect(opening.summary).toBe('Opening; with Friends, Live');
    expect(opening.location).toBe('Main Stage');
    expect(opening.description).toBe('w/ Ellen Allien, Moderat\n\nDoors at 20:00');
    expect(byUid.get('event-7@festival')?.getFirstPropertyValue('categories')).toBe('Techno');
    expect(byUid.get('event-7@festival')?.getFirstPropertyValue('url')).toBe(
      'https://festival.example/event/7',
    );
  });

  it('resolves to the right UTC instants across both DST changes', () => {
    for (const source of events) {
      const parsed = new ICAL.Event(byUid.get(icsUid(source.id)));
      expect(parsed.startDate.toJSDate().toISOString()).toBe(
        new Date(source.dateTime).toISOString(),
      );
      if (source.end !== null) {
        expect(parsed.endDate.toJSDate().toISOString()).toBe(new Date(source.end).toISOString());
      }
    }
    const spring = new ICAL.Event(byUid.get('event-8@festival'));
    expect(spring.endDate.subtractDateTz(spring.startDate).toSeconds()).toBe(3600);
  });

  it('writes an event in the repeated autumn hour in UTC, so no reader can misplace it', () => {
    expect(text).toContain('DTSTART:20251026T013000Z');
    expect(text).toContain('DTSTART:20251026T003000Z');
    expect(text).toContain('DTEND:20251026T004500Z');
    expect(byUid.get('event-10@festival')?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(
      undefined,
    );
  });

  it('ends an Open-End event with its festival night and leaves out LOCATION without a venue', () => {
    const open = byUid.get('event-9@festival');
    // 02:30 on the autumn night belongs to Saturday's night, which ends Sunday 06:00 (winter time).
    expect(new ICAL.Event(open).endDate.toJSDate().toISOString()).toBe('2025-10-26T05:00:00.000Z');
    expect(open?.hasProperty('location')).toBe(false);
    expect(open?.getFirstPropertyValue('description')).toBeNull();
  });

  it('stamps events with their last change in UTC', () => {
    expect(text).toContain('DTSTAMP:20250701T100000Z');
    expect(text).toContain('LAST-MODIFIED:20250701T100000Z');
  });

  it('uses CRLF line ends', () => {
    expect(text.split('\r\n').length).toBeGreaterThan(20);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });
});

describe('buildIcs on a device in another zone', () => {
  const hostEnv = (
    globalThis as unknown as { process: { env: Record<string, string | undefined> } }
  ).process.env;
  const originalZone = hostEnv.TZ;
  afterAll(() => {
    if (originalZone === undefined) delete hostEnv.TZ;
    else hostEnv.TZ = originalZone;
  });

  it('writes the same Berlin wall-clock times with the host in New York', () => {
    hostEnv.TZ = 'America/New_York';
    expect(new Date('2025-08-15T12:00:00Z').getTimezoneOffset()).toBe(240);
    const text = buildIcs(events, options);
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20250815T210000');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20250330T013000');
    expect(text).toContain('DTEND;TZID=Europe/Berlin:20250330T033000');
    expect(text).toContain('DTSTART:20251026T013000Z');
    expect(text).toContain('DTSTAMP:20250701T100000Z');
  });
});

describe('buildIcs for Open-End events and changes', () => {
  const endOf = (overrides: Partial<IcsEvent>) => {
    const [vevent] = parse(
      buildIcs([event({ id: 20, end: null, ...overrides })], options),
    ).getAllSubcomponents('vevent');
    return vevent?.getFirstProperty('dtend');
  };

  it('gives an Open-End set the end of its festival night, 06:00 Berlin the next morning', () => {
    const evening = endOf({ dateTime: '2025-08-15T23:00:00+02:00' });
    expect(evening?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(evening?.getFirstValue()?.toString()).toBe('2025-08-16T06:00:00');
    // After midnight the set is still Friday's night: the same 06:00 Saturday, not Sunday.
    const late = endOf({ dateTime: '2025-08-16T01:30:00+02:00' });
    expect(late?.getFirstValue()?.toString()).toBe('2025-08-16T06:00:00');
    // From 06:00 a new festival day begins, so its night ends the morning after.
    const morning = endOf({ dateTime: '2025-08-16T06:00:00+02:00' });
    expect(morning?.getFirstValue()?.toString()).toBe('2025-08-17T06:00:00');
  });

  it('keeps a given end as it is', () => {
    expect(endOf({ end: '2025-08-15T23:45:00+02:00' })?.getFirstValue()?.toString()).toBe(
      '2025-08-15T23:45:00',
    );
  });

  it('writes the revision as SEQUENCE so calendar apps replace their copy', () => {
    const text = buildIcs(
      [event({ id: 21, revision: 0 }), event({ id: 22, revision: 5 })],
      options,
    );
    const sequences = parse(text)
      .getAllSubcomponents('vevent')
      .map((vevent) => [
        vevent.getFirstPropertyValue('uid'),
        vevent.getFirstPropertyValue('sequence'),
      ]);
    expect(sequences).toEqual([
      ['event-21@festival', 0],
      ['event-22@festival', 5],
    ]);
  });
});
