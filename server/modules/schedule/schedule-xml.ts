import type { ScheduleDocument, ScheduleEvent } from './schedule-model';

/** schedule.xml in the C3VOC layout (the XSD in tests/schedule/fixtures/), written by hand. */

// Characters XML 1.0 does not allow at all are dropped; the five specials are escaped.
// eslint-disable-next-line no-control-regex -- these are exactly the characters to drop
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const xmlEscape = (value: string): string =>
  value.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const element = (name: string, value: string | null | undefined, indent: string): string =>
  value === null || value === undefined ? '' : `${indent}<${name}>${xmlEscape(value)}</${name}>\n`;

function eventXml(event: ScheduleEvent): string {
  const i = '        ';
  const persons = event.persons
    .map((p) => `${i}  <person guid="${p.guid}">${xmlEscape(p.name)}</person>\n`)
    .join('');
  return (
    `      <event guid="${event.guid}" id="${event.id}">\n` +
    element('room', event.room, i) +
    element('title', event.title, i) +
    element('subtitle', '', i) +
    element('type', event.type, i) +
    element('date', event.date, i) +
    element('start', event.start, i) +
    element('duration', event.duration, i) +
    element('abstract', '', i) +
    element('slug', event.slug, i) +
    element('track', event.track ?? '', i) +
    element('logo', event.logo, i) +
    `${i}<persons>\n${persons}${i}</persons>\n` +
    element('description', event.description, i) +
    `${i}<links/>\n` +
    element('url', event.url, i) +
    '      </event>\n'
  );
}

export function renderScheduleXml(doc: ScheduleDocument): string {
  const tracks = doc.tracks
    .map(
      (track) =>
        `    <track name="${xmlEscape(track.name)}"${track.slug ? ` slug="${track.slug}"` : ''}>${xmlEscape(track.name)}</track>\n`,
    )
    .join('');
  const days = doc.days
    .map(
      (day) =>
        `  <day index="${day.index}" date="${day.date}" start="${day.start}" end="${day.end}">\n` +
        day.rooms
          .map(
            ({ room, events }) =>
              `    <room name="${xmlEscape(room.name)}" guid="${room.guid}">\n` +
              events.map(eventXml).join('') +
              '    </room>\n',
          )
          .join('') +
        '  </day>\n',
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<schedule>\n' +
    '  <generator name="festival-app"/>\n' +
    element('url', doc.url, '  ') +
    element('version', doc.version, '  ') +
    '  <conference>\n' +
    element('title', doc.title, '    ') +
    element('acronym', doc.acronym, '    ') +
    element('start', doc.start, '    ') +
    element('end', doc.end, '    ') +
    element('days', String(doc.days.length), '    ') +
    element('timeslot_duration', '00:05', '    ') +
    element('base_url', doc.baseUrl, '    ') +
    element('time_zone_name', 'Europe/Berlin', '    ') +
    tracks +
    '  </conference>\n' +
    days +
    '</schedule>\n'
  );
}
