/** A small schedule.xml in `timeZone` whose day runs 10:00 to 06:00 across the DST change. */
export function tinyXml(timeZone: string, offset: string) {
  const event = (n: number, start: string, date: string | null, title: string) => `
      <event guid="00000000-0000-4000-8000-00000000000${n}" id="${n}">
        ${date ? `<date>${date}</date>` : ''}<start>${start}</start><duration>00:45</duration><room>Main Hall</room>
        <title>${title}</title><type>Talk</type><abstract>About it</abstract><track>Technology</track>
        <persons><person guid="00000000-0000-4000-8000-0000000000a${n}">Speaker ${n}</person></persons>
      </event>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<schedule>
  <version>1</version>
  <conference><title>NY Con</title><acronym>nycon</acronym><time_zone_name>${timeZone}</time_zone_name></conference>
  <day index="1" date="2024-03-09" start="2024-03-09T10:00:00${offset}" end="2024-03-10T06:00:00-04:00">
    <room name="Main Hall" guid="00000000-0000-4000-8000-0000000000f1">${event(1, '23:30', '2024-03-09T23:30:00-05:00', 'Late talk')}${event(2, '01:30', null, 'After midnight')}${event(3, '03:30', null, 'After the change')}
    </room>
  </day>
</schedule>
`;
}
