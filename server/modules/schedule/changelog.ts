import { sql } from 'drizzle-orm';
import {
  CHANGELOG_RELEASES,
  type ChangelogDto,
  type ProgramChangeDto,
  type ProgramReleaseDto,
} from '../../../src/api/contract/schedule-export';
import { type Executor, queryRows } from '../../db/client';
import type { ProgramChangeFields } from '../../db/schema/program';
import { utcIso } from '../program/program-sql';
import { type ScheduleLanguage, scheduleTexts } from './schedule-texts';
import { xmlEscape } from './schedule-xml';

interface ChangeRow extends ProgramChangeDto {
  version: number;
  createdAt: string;
}

/** An edition's newest releases with what each changed, newest first (pretalx's changelog). */
export async function findChangelog(db: Executor, year: number): Promise<ChangelogDto> {
  const rows = await queryRows<ChangeRow>(
    db,
    sql`WITH releases AS (
        SELECT DISTINCT release_id FROM program_changes WHERE year = ${year}
        ORDER BY release_id DESC LIMIT ${CHANGELOG_RELEASES})
      SELECT r.id AS version, ${utcIso(sql`r.created_at`)} AS "createdAt",
        c.event_id AS "eventId", c.event_guid AS "eventGuid", c.kind, c.before, c.after
      FROM program_releases r JOIN program_changes c ON c.release_id = r.id
      WHERE r.id IN (SELECT release_id FROM releases) AND c.year = ${year}
      ORDER BY r.id DESC, CASE c.kind WHEN 'new' THEN 0 WHEN 'moved' THEN 1 WHEN 'changed' THEN 2 ELSE 3 END, coalesce(c.after->>'start', c.before->>'start'), c.id`,
  );
  const releases: ProgramReleaseDto[] = [];
  for (const { version, createdAt, ...change } of rows) {
    let release = releases.at(-1);
    if (release?.version !== version) {
      release = { version, createdAt, changes: [] };
      releases.push(release);
    }
    release.changes.push(change);
  }
  return { year, version: releases[0]?.version ?? 0, releases };
}

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** One change as a sentence of the feed, e.g. "Moved: Keynote, from 2025-08-15 10:00 … to …". */
export function changeLine(change: ProgramChangeDto, language: ScheduleLanguage): string {
  const t = scheduleTexts(language);
  const shown = (change.after ?? change.before) as ProgramChangeFields;
  const place = (fields: ProgramChangeFields) => fields.venue ?? t('export.noRoom');
  if (change.kind === 'moved' && change.before && change.after) {
    return t('line.moved', {
      title: shown.title,
      from: `${when(change.before.start)}, ${place(change.before)}`,
      to: `${when(change.after.start)}, ${place(change.after)}`,
    });
  }
  return t(`line.${change.kind}`, {
    title: shown.title,
    before: change.before?.title ?? '',
    when: when(shown.start),
    room: place(shown),
  });
}

/** The changelog as an Atom 1.0 feed (RFC 4287): one entry per version, newest first. */
export function renderChangelogAtom(
  log: ChangelogDto,
  language: ScheduleLanguage,
  urls: { self: string; page: string },
): string {
  const t = scheduleTexts(language);
  const updated = log.releases[0]?.createdAt ?? '1970-01-01T00:00:00.000Z';
  const entries = log.releases
    .map((release) => {
      const lines = release.changes.map((change) => changeLine(change, language));
      const title = t('feed.entryTitle', { version: release.version, count: lines.length });
      const html = `<ul>${lines.map((line) => `<li>${xmlEscape(line)}</li>`).join('')}</ul>`;
      return (
        '  <entry>\n' +
        `    <id>${xmlEscape(`${urls.page}#v${release.version}`)}</id>\n` +
        `    <title>${xmlEscape(title)}</title>\n` +
        `    <updated>${release.createdAt}</updated>\n` +
        `    <link rel="alternate" href="${xmlEscape(`${urls.page}#v${release.version}`)}"/>\n` +
        `    <content type="html">${xmlEscape(html)}</content>\n` +
        '  </entry>\n'
      );
    })
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">\n` +
    `  <id>${xmlEscape(urls.page)}</id>\n` +
    `  <title>${xmlEscape(t('feed.title', { year: log.year }))}</title>\n` +
    `  <updated>${updated}</updated>\n` +
    '  <author><name>Festival</name></author>\n' +
    `  <link rel="self" type="application/atom+xml" href="${xmlEscape(urls.self)}"/>\n` +
    `  <link rel="alternate" type="text/html" href="${xmlEscape(urls.page)}"/>\n` +
    entries +
    '</feed>\n'
  );
}
