import { startFixtureServer } from './fixture-server.mjs';
import { scheduleXml } from './schedule-xml.mjs';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from './server.mjs';
import { median, round } from './stats.mjs';

export const IMPORT_EVENTS = 1000;
export const TARGET_IMPORT_MS = 10_000;

/**
 * Staff import a 1,000-event schedule.xml (issue #40) over HTTP: the preview (parse, compare) and
 * the apply (parse again, compare again, write everything in one transaction: events, venues,
 * phantom speakers, genres, links, the change log). Each run imports a new schedule of its own
 * (own acronym and GUIDs) into the same database; `again` is a second import of the last file,
 * which must change nothing.
 */
export async function scheduleImport({ runs, logDir, databaseUrl }) {
  const server = await startFixtureServer({ fixture: 'scheduleImport', databaseUrl, logDir });
  const call = async (path, body) => {
    const started = performance.now();
    const answer = await fetch(`${server.baseUrl}/api/schedule-import/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${server.data.staffToken}`,
        [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN,
      },
      body: JSON.stringify(body),
    });
    if (!answer.ok)
      throw new Error(`schedule-import/${path}: ${answer.status} ${await answer.text()}`);
    return { ms: performance.now() - started, json: await answer.json() };
  };
  const importOnce = async (file) => {
    const preview = await call('preview', file);
    const apply = await call('apply', { ...file, token: preview.json.token });
    return {
      previewMs: preview.ms,
      applyMs: apply.ms,
      totalMs: preview.ms + apply.ms,
      result: apply.json,
    };
  };
  try {
    const measured = [];
    let file;
    for (let run = 1; run <= runs; run += 1) {
      file = {
        fileName: 'schedule.xml',
        content: scheduleXml({ events: IMPORT_EVENTS, acronym: `bench${run}`, series: run }),
      };
      const once = await importOnce(file);
      if (once.result.added !== IMPORT_EVENTS) throw new Error(`added ${once.result.added}`);
      measured.push(once);
    }
    const again = await importOnce(file);
    if (again.result.added + again.result.changed + again.result.removed !== 0) {
      throw new Error(`a second import changed ${JSON.stringify(again.result)}`);
    }
    const pick = (key) => round(median(measured.map((each) => each[key])));
    return {
      database: databaseUrl ? 'postgres' : 'pglite',
      events: IMPORT_EVENTS,
      bytes: file.content.length,
      runs,
      totalMedianMs: pick('totalMs'),
      previewMedianMs: pick('previewMs'),
      applyMedianMs: pick('applyMs'),
      worstTotalMs: round(Math.max(...measured.map((each) => each.totalMs))),
      againMs: round(again.totalMs),
      targetMs: TARGET_IMPORT_MS,
    };
  } finally {
    await server.stop();
  }
}
