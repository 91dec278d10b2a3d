import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type EventDto, eventList } from '../../../src/api/contract/program';
import type { BodyEncoding } from '../program/accept-encoding';
import type { ProgramVersion } from '../program/program-version';

/** A year's published program as sent: JSON, compressed twice, and its strong ETag. */
export interface ProgramBody {
  year: number;
  etag: string;
  encoded: Readonly<Record<BodyEncoding, Buffer>>;
}

export interface ProgramCacheOptions {
  version: ProgramVersion;
  /** The year asked for when the client names none (festivalYear). */
  defaultYear: () => Promise<number>;
  /** The year's published events, one query. */
  load: (year: number) => Promise<EventDto[]>;
}

// Phones ask for the current year; a few more stay cached for those browsing older editions.
const YEARS_PER_VERSION = 4;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Checked against the contract once per version instead of on every answer. */
async function encode(year: number, events: EventDto[]): Promise<ProgramBody> {
  const identity = Buffer.from(JSON.stringify(eventList.parse(events)));
  const digest = createHash('sha256').update(`${year}\n`).update(identity).digest('base64url');
  // Compressed on libuv's threads; quality 9 keeps a 5,000-event program well under a second.
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  return { year, etag: `"${digest.slice(0, 32)}"`, encoded: { identity, br, gzip: gz } };
}

interface Generation {
  version: string;
  defaultYear?: Promise<number>;
  years: Map<number, Promise<ProgramBody>>;
}

/** Drops a failed promise from its slot, so the next request tries again. */
function remember<K, V>(map: Map<K, Promise<V>>, key: K, promise: Promise<V>): Promise<V> {
  map.set(key, promise);
  promise.catch(() => {
    if (map.get(key) === promise) map.delete(key);
  });
  return promise;
}

/**
 * The serialised program per year, built once per program version (one query, one contract
 * check, brotli and gzip once) and shared by every request until the version changes. A build is
 * keyed by the version read before its query, so a change during the build only costs a rebuild.
 */
export function createProgramCache(options: ProgramCacheOptions) {
  let generation: Generation | undefined;

  const current = async (): Promise<Generation> => {
    const version = await options.version.current();
    if (generation?.version !== version) generation = { version, years: new Map() };
    return generation;
  };

  return {
    async program(year: number | undefined): Promise<ProgramBody> {
      const gen = await current();
      const resolved =
        year ??
        (await (gen.defaultYear ??
          (gen.defaultYear = options.defaultYear().catch((error: unknown) => {
            gen.defaultYear = undefined;
            throw error;
          }))));
      const cached = gen.years.get(resolved);
      if (cached) return cached;
      const oldest = gen.years.keys().next().value;
      if (gen.years.size >= YEARS_PER_VERSION && oldest !== undefined) gen.years.delete(oldest);
      return remember(
        gen.years,
        resolved,
        options.load(resolved).then((events) => encode(resolved, events)),
      );
    },

    /** Forgets everything (GET /api/cache/clear). */
    clear(): void {
      generation = undefined;
    },
  };
}

export type ProgramCache = ReturnType<typeof createProgramCache>;
