// A C3VOC schedule.xml of any size (issue #40), for the import benchmark and its tests: `events`
// sessions over `days` days and `rooms` rooms, every 45 minutes from 10:00 local time (late slots
// run past midnight), two speakers each from a pool of half as many people as sessions.

const pad = (n, width = 2) => String(n).padStart(width, '0');
/**
 * A fixed, valid UUID per kind, number and series, so two files of one program share their GUIDs
 * and programs of another series do not.
 */
export const benchGuid = (kind, n, series = 0) =>
  `${{ event: 'e', room: 'a', person: 'b' }[kind]}${pad(series, 7)}-0000-4000-8000-${pad(n, 12)}`;

const escape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Minutes as "hh:mm". */
const clock = (minutes) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

export function scheduleXml({
  events = 1000,
  days = 4,
  rooms = 10,
  acronym = 'benchcon',
  firstDay = '2026-08-13',
  offset = '+02:00',
  timeZone = 'Europe/Berlin',
  series = 0,
} = {}) {
  const perRoomDay = Math.ceil(events / (days * rooms));
  const people = Math.max(2, Math.floor(events / 2));
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<schedule>',
    '  <generator name="festival-bench" version="1"/>',
    '  <version>1.0</version>',
    '  <conference>',
    `    <title>${acronym} conference</title>`,
    `    <acronym>${acronym}</acronym>`,
    `    <start>${firstDay}</start>`,
    `    <days>${days}</days>`,
    '    <timeslot_duration>00:15</timeslot_duration>',
    `    <time_zone_name>${timeZone}</time_zone_name>`,
    '  </conference>',
  ];
  let n = 0;
  for (let d = 0; d < days; d += 1) {
    const date = new Date(`${firstDay}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + d);
    const day = date.toISOString().slice(0, 10);
    const next = new Date(date.getTime() + 86_400_000).toISOString().slice(0, 10);
    out.push(
      `  <day index="${d + 1}" date="${day}" start="${day}T10:00:00${offset}" end="${next}T06:00:00${offset}">`,
    );
    for (let r = 0; r < rooms; r += 1) {
      out.push(`    <room name="Hall ${r + 1}" guid="${benchGuid('room', r + 1, series)}">`);
      for (let s = 0; s < perRoomDay && n < events; s += 1) {
        n += 1;
        const minutes = 10 * 60 + s * 45;
        const start = clock(minutes);
        const dayOfStart = minutes >= 24 * 60 ? next : day;
        const speakers = [n % people, (n * 7 + 3) % people].map((p) => p + 1);
        out.push(
          `      <event guid="${benchGuid('event', n, series)}" id="${n}">`,
          `        <date>${dayOfStart}T${start}:00${offset}</date>`,
          `        <start>${start}</start>`,
          '        <duration>00:40</duration>',
          `        <room>Hall ${r + 1}</room>`,
          `        <slug>${acronym}-${n}-session</slug>`,
          `        <title>${escape(`Session ${n}: sound & systems`)}</title>`,
          '        <subtitle/>',
          `        <track>${['Technology', 'Business', 'Techno'][n % 3]}</track>`,
          `        <type>${['Talk', 'Workshop', 'Concert'][n % 3]}</type>`,
          '        <language>en</language>',
          `        <abstract>Abstract of session ${n}.</abstract>`,
          '        <description/>',
          '        <persons>',
          ...[...new Set(speakers)].map(
            (p) =>
              `          <person id="${p}" guid="${benchGuid('person', p, series)}">Speaker ${p}</person>`,
          ),
          '        </persons>',
          '        <links/>',
          '      </event>',
        );
      }
      out.push('    </room>');
    }
    out.push('  </day>');
  }
  out.push('</schedule>', '');
  return out.join('\n');
}
