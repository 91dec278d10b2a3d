import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Database } from '../../db/client';
import type { BodyEncoding } from '../program/accept-encoding';
import type { ProgramVersion } from '../program/program-version';
import { findEditionVersion, findScheduleEvents, type ScheduleEventRow } from './queries';
import { renderScheduleJson } from './schedule-json';
import { buildSchedule } from './schedule-model';
import type { ScheduleLanguage } from './schedule-texts';
import { renderScheduleXml } from './schedule-xml';

export const SCHEDULE_FORMATS = ['xml', 'json'] as const;
export type ScheduleFormat = (typeof SCHEDULE_FORMATS)[number];

/** One rendered export, compressed twice, with its strong ETag; null: nothing published. */
export interface ScheduleBody {
  etag: string;
  encoded: Readonly<Record<BodyEncoding, Buffer>>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function encode(text: string): Promise<ScheduleBody> {
  const identity = Buffer.from(text);
  const digest = createHash('sha256').update(identity).digest('base64url');
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipped(identity, { level: 9 }),
  ]);
  return { etag: `"${digest.slice(0, 32)}"`, encoded: { identity, br, gzip: gz } };
}

// A handful of editions, languages and formats stay cached per program version.
const BODIES_PER_VERSION = 16;

export interface ScheduleServiceOptions {
  db: Database;
  version: ProgramVersion;
  publicUrl: string;
}

/**
 * schedule.xml / schedule.json per edition and language, built once per program version (the
 * triggers of migration 0005 move it with every committed change) and then answered from memory,
 * so Giggity's and EventFahrplan's revalidations cost a version check and an ETag comparison.
 */
export function createScheduleService(options: ScheduleServiceOptions) {
  let generation: { version: string; bodies: Map<string, Promise<ScheduleBody | null>> } | null =
    null;
  const base = options.publicUrl.replace(/\/+$/, '');

  const build = async (year: number, language: ScheduleLanguage, format: ScheduleFormat) => {
    const [rows, release] = await Promise.all([
      findScheduleEvents(options.db, year),
      findEditionVersion(options.db, year),
    ]);
    if (rows.length === 0) return null;
    const doc = buildSchedule(rows, {
      year,
      language,
      version: scheduleVersion(release, rows),
      publicUrl: base,
      selfUrl: `${base}${schedulePath(year, language, format)}`,
    });
    return encode(format === 'xml' ? renderScheduleXml(doc) : renderScheduleJson(doc));
  };

  return {
    async schedule(
      year: number,
      language: ScheduleLanguage,
      format: ScheduleFormat,
    ): Promise<ScheduleBody | null> {
      const version = await options.version.current();
      if (generation?.version !== version) generation = { version, bodies: new Map() };
      const { bodies } = generation;
      const key = `${year}:${language}:${format}`;
      const cached = bodies.get(key);
      if (cached) return cached;
      const oldest = bodies.keys().next().value;
      if (bodies.size >= BODIES_PER_VERSION && oldest !== undefined) bodies.delete(oldest);
      const promise = build(year, language, format);
      bodies.set(key, promise);
      promise.catch(() => {
        if (bodies.get(key) === promise) bodies.delete(key);
      });
      return promise;
    },

    clear(): void {
      generation = null;
    },
  };
}

/**
 * `<version>`: the changelog's release (moves, new and cancelled events), then a digest of
 * everything the export shows, so an edit the changelog does not list (a description, an artist's
 * name or biography, a genre) still gives a new version to Giggity and EventFahrplan, which
 * compare it to decide whether to reload. "12.3f9a0c1e" is release 12 of `/u/changes/{year}`.
 */
export const scheduleVersion = (release: number, rows: readonly ScheduleEventRow[]): string =>
  `${release}.${createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 8)}`;

/** Where an export is served (relative to the public URL). */
export const schedulePath = (year: number, language: ScheduleLanguage, format: ScheduleFormat) =>
  `/api/schedule/${year}/${language}/schedule.${format}`;
