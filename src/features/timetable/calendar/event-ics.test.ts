import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../rules/event-fixture';
import { eventIcs, icsFileName } from './event-ics';

describe('icsFileName', () => {
  it('turns the title into a lower-case ASCII slug', () => {
    expect(icsFileName({ id: 1, title: 'Ellen Allien b2b Moderat: Live!' })).toBe(
      'ellen-allien-b2b-moderat-live.ics',
    );
    expect(icsFileName({ id: 2, title: 'Größe & Bühne – Café' })).toBe('grosse-buhne-cafe.ics');
  });

  it('falls back to the event id when nothing is left', () => {
    expect(icsFileName({ id: 7, title: '★ ☆ ★' })).toBe('event-7.ics');
  });

  it('keeps long names short', () => {
    const name = icsFileName({ id: 3, title: 'word '.repeat(40) });
    expect(name.length).toBeLessThanOrEqual(64);
    expect(name).toMatch(/^[a-z-]+[a-z]\.ics$/);
  });
});

describe('eventIcs', () => {
  it('holds the one event in Europe/Berlin with a link back to the app', () => {
    const text = eventIcs(
      makeEvent({ id: 9, title: 'Closing', venue: { id: 1, name: 'Hall' } }),
      'https://festival.example',
    );
    const calendar = ICAL.Component.fromString(text);
    const [vevent] = calendar.getAllSubcomponents('vevent');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(vevent?.getFirstPropertyValue('summary')).toBe('Closing');
    expect(vevent?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(vevent?.getFirstPropertyValue('url')).toBe('https://festival.example/event/9');
  });
});
