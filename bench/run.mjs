#!/usr/bin/env node
// npm run bench: every benchmark of issue #10 on this machine; medians of several runs.
// Options: --only=bundle,cold,map,lighthouse,http,schedule,interaction,outbox,lobby,chat,push,
//          reminders,announce,onsale,gate,clash,import  --runs=N
// Env: BENCH_DIST_DIR=<built app> skips the build (default: a fresh build into a temp dir).
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  TARGET_CRITICAL_JS_GZIP,
  TARGET_PRECACHE,
  eventsCriticalPath,
  kib,
  precache,
  readManifest,
} from './lib/bundle.mjs';
import { CHROMIUM_PATH } from './lib/browser.mjs';
import { coldStart, writeFloor } from './lib/cold-start.mjs';
import { siteMapColdStart } from './lib/site-map.mjs';
import { chatDelivery } from './lib/chat.mjs';
import { programEndpoint } from './lib/http.mjs';
import { interaction } from './lib/interaction.mjs';
import { lighthouse } from './lib/lighthouse.mjs';
import {
  accessibilityScores,
  MEMBER_A11Y_PAGES,
  PUBLIC_A11Y_PAGES,
} from './lib/lighthouse-a11y.mjs';
import { lobbyPage } from './lib/lobby.mjs';
import { gateBench } from './lib/gate.mjs';
import { groupClashBench } from './lib/group-clash.mjs';
import { onSale } from './lib/on-sale.mjs';
import { outboxDrain } from './lib/outbox.mjs';
import { withPostgresDatabase } from './lib/postgres.mjs';
import { pushDelivery } from './lib/push.mjs';
import { reminderAccuracy } from './lib/reminders.mjs';
import { announcementFanOut } from './lib/announcement.mjs';
import { renderMarkdown, renderTable } from './lib/report.mjs';
import { scheduleExport } from './lib/schedule-export.mjs';
import { scheduleImport } from './lib/schedule-import.mjs';
import { api, startServer } from './lib/server.mjs';
import { round } from './lib/stats.mjs';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(REPO, 'bench', 'results');
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const only = arg('only')?.split(',');
const wanted = (name) => !only || only.includes(name);
const RUNS = Number(arg('runs') ?? process.env.BENCH_RUNS ?? 5);
// Lighthouse's scores vary from run to run; its docs advise the median of five.
const LIGHTHOUSE_RUNS = Math.max(1, RUNS);

/** Runs one benchmark; a failure is recorded in the results instead of ending the whole run. */
const guard = async (results, name, task) => {
  try {
    return await task();
  } catch (error) {
    console.error(`[bench] ${name} failed:`, error);
    results.skipped.push(
      `${name}: failed on this run (${String(error?.message ?? error).split('\n')[0]})`,
    );
    return undefined;
  }
};

const log = (message) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Lobby, chat, push and the on-sale peak: the app in a fixture server of their own, no web build. */
async function serverBenches(results, logDir) {
  if (wanted('lobby')) {
    results.lobby = await guard(results, 'lobby page (PGlite)', () =>
      lobbyPage({ runs: RUNS, logDir }),
    );
    if (results.lobby) log(`lobby (PGlite): slowest case ${results.lobby.slowestMedianMs} ms`);
    results.lobbyPostgres = await guard(results, 'lobby page (PostgreSQL)', () =>
      withPostgresDatabase(
        (databaseUrl) => lobbyPage({ runs: RUNS, logDir, databaseUrl }),
        results.skipped,
      ),
    );
    if (results.lobbyPostgres) {
      log(`lobby (PostgreSQL): slowest case ${results.lobbyPostgres.slowestMedianMs} ms`);
    }
  }
  if (wanted('chat')) {
    results.chat = await guard(results, 'chat delivery', () =>
      chatDelivery({ logDir, rounds: Math.min(RUNS, 3) }),
    );
    if (results.chat)
      log(`chat: p95 ${results.chat.p95Ms} ms with ${results.chat.sockets} sockets`);
  }
  if (wanted('push')) {
    results.push = await guard(results, 'web push', () =>
      pushDelivery({ logDir, runs: Math.min(RUNS, 3) }),
    );
    if (results.push) log(`push: ${results.push.messages} in ${results.push.elapsedMs} ms`);
  }
  if (wanted('reminders')) {
    // One run: the reminders fall due at one wall-clock minute, which takes minutes to wait for.
    results.reminders = await guard(results, 'event reminders', () => reminderAccuracy({ logDir }));
    if (results.reminders) {
      log(`reminders: ${results.reminders.reminders}, p95 lateness ${results.reminders.p95Ms} ms`);
    }
  }
  if (wanted('announce')) {
    results.announcement = await guard(results, 'announcement fan-out', () =>
      announcementFanOut({ logDir }),
    );
    const a = results.announcement;
    if (a) log(`announcement: ${a.devices} devices, ${JSON.stringify(a)}`);
  }
  if (wanted('import')) {
    // Issue #40: a 1,000-event schedule.xml, preview and apply, on PGlite and PostgreSQL.
    results.scheduleImport = await guard(results, 'schedule import (PGlite)', () =>
      scheduleImport({ runs: RUNS, logDir }),
    );
    results.scheduleImportPostgres = await guard(results, 'schedule import (PostgreSQL)', () =>
      withPostgresDatabase(
        (databaseUrl) => scheduleImport({ runs: RUNS, logDir, databaseUrl }),
        results.skipped,
      ),
    );
    for (const i of [results.scheduleImport, results.scheduleImportPostgres].filter(Boolean)) {
      log(`schedule import (${i.database}): median ${i.totalMedianMs} ms, again ${i.againMs} ms`);
    }
  }
  if (wanted('onsale')) {
    // One run: a sold-out quota is the figure, and a second sale would be a different one.
    results.onSale = await guard(results, 'on-sale peak (PostgreSQL)', () =>
      withPostgresDatabase((databaseUrl) => onSale({ databaseUrl, logDir }), results.skipped),
    );
    if (results.onSale) {
      log(
        `on-sale: ${results.onSale.ticketsSold} tickets in ${results.onSale.elapsedMs} ms ` +
          `(${results.onSale.ticketsPerMinute} tickets/min)`,
      );
    }
  }
}

/** The browser's own version line, or null when it cannot be asked. */
const chromiumVersion = () => {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
};

async function main() {
  await mkdir(RESULTS, { recursive: true });
  const work = await mkdtemp(join(tmpdir(), 'festival-bench-run-'));
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
      chromium: chromiumVersion(),
      // The figures depend on what else runs: a shared machine's load is printed with them.
      loadAverageAtStart: os.loadavg().map((value) => round(value)),
    },
    runs: RUNS,
    skipped: [],
  };
  try {
    // The lobby, chat and push benches need no web app.
    const needsWeb = [
      'bundle',
      'cold',
      'map',
      'lighthouse',
      'http',
      'schedule',
      'interaction',
      'outbox',
      'gate',
    ].some(wanted);
    let dist = process.env.BENCH_DIST_DIR;
    if (!dist && needsWeb) {
      dist = join(work, 'dist');
      log(`building the app into ${dist}`);
      execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
        cwd: REPO,
        stdio: 'ignore',
      });
    }
    if (wanted('bundle')) {
      const critical = eventsCriticalPath(dist);
      const cached = precache(dist);
      results.bundle = {
        criticalJsGzip: critical.jsGzip,
        criticalJsBytes: critical.jsBytes,
        criticalJsFiles: critical.jsFiles.length,
        criticalCssGzip: critical.cssGzip,
        largest: critical.jsFiles.slice(0, 8).map((f) => ({ file: f.file, gzip: f.gzip })),
        targetCriticalJsGzip: TARGET_CRITICAL_JS_GZIP,
        precacheBytes: cached.bytes,
        precacheEntries: cached.entries,
        targetPrecache: TARGET_PRECACHE,
      };
      log(`bundle: critical JS ${kib(critical.jsGzip)} gzip, precache ${kib(cached.bytes)}`);
    }
    // The floor page lives in a copy of the build, never in the build itself.
    const web = join(work, 'web');
    if (needsWeb) {
      await cp(dist, web, { recursive: true });
      await writeFloor(web);
    }
    const manifest = needsWeb ? readManifest(dist) : {};
    const logDir = join(work, 'logs');
    await mkdir(logDir);

    const needs = {
      demo: ['cold', 'map', 'lighthouse', 'http', 'schedule'].some(wanted),
      2000: ['cold', 'outbox'].some(wanted),
      5000: ['cold', 'interaction'].some(wanted),
    };
    results.coldStart = [];
    for (const seed of [undefined, 2000, 5000]) {
      if (!needs[seed ?? 'demo']) continue;
      log(`starting the server with ${seed ?? 'the demo'} events`);
      const server = await startServer({ repoRoot: REPO, distDir: web, events: seed, logDir });
      try {
        if (wanted('cold')) {
          const figure = await guard(results, `cold start (${seed ?? 'demo'})`, () =>
            coldStart(server.baseUrl, { runs: RUNS }),
          );
          if (figure) {
            results.coldStart.push({ seed: seed ?? 'demo', ...figure });
            log(
              `cold start ${figure.events} events: app ${figure.appMs} ms, floor ${figure.floorMs} ms`,
            );
          }
        }
        // Last on the demo server's program cold start: it places every venue on a site plan.
        if (seed === undefined && wanted('map')) {
          results.siteMap = await guard(results, 'site map cold start', () =>
            siteMapColdStart(server.baseUrl, { runs: RUNS }),
          );
          if (results.siteMap)
            log(
              `site map: ${results.siteMap.mapMs} ms, program ${results.siteMap.programMs} ms offline`,
            );
        }
        if (seed === undefined && wanted('lighthouse')) {
          const events = await api(server.baseUrl, 'event/get/all/year', {
            method: 'POST',
            json: {},
          });
          const pages = ['/u/events', `/u/event/${events[0].id}`];
          const hasShop = Object.keys(manifest).some((key) => key.startsWith('src/routes/u/shop'));
          if (hasShop) pages.push('/u/shop');
          else
            results.skipped.push('Lighthouse /u/shop: the route does not exist in this build yet');
          results.lighthouse = [];
          for (const path of pages) {
            const figure = await lighthouse(`${server.baseUrl}${path}`, { runs: LIGHTHOUSE_RUNS });
            if (figure.error) {
              results.skipped.push(`Lighthouse ${path}: every run failed (${figure.error})`);
              continue;
            }
            results.lighthouse.push({ ...figure, url: path });
            log(
              `lighthouse ${path}: perf ${figure.performance} a11y ${figure.accessibility} bp ${figure.bestPractices}`,
            );
          }
          // Accessibility 100 on every other public page and on what a member reaches logged in.
          const member = await api(server.baseUrl, 'auth/signin', {
            method: 'POST',
            json: { email: 'user@festival.test', password: 'Festival2025!' },
          });
          const share = await api(server.baseUrl, 'plan/share', {
            method: 'POST',
            token: member.accessToken,
          });
          const publicPages = PUBLIC_A11Y_PAGES({ year: events[0].year, planToken: share.token });
          results.lighthouseA11y = [
            ...(await accessibilityScores(server.baseUrl, publicPages)).map((r) => ({
              ...r,
              as: 'guest',
            })),
            ...(
              await accessibilityScores(server.baseUrl, MEMBER_A11Y_PAGES(events[0].id), {
                session: member,
              })
            ).map((r) => ({ ...r, as: 'member' })),
          ];
          for (const r of results.lighthouseA11y) {
            log(`lighthouse a11y ${r.as} ${r.url}: ${r.error ?? r.accessibility}`);
          }
        }
        if (seed === undefined && wanted('http')) {
          results.http = await guard(results, 'program endpoint', () =>
            programEndpoint(server.baseUrl),
          );
          if (results.http)
            log(`http: p99 ${results.http.full.p99Ms} ms at ${results.http.atRate}/s`);
        }
        if (seed === undefined && wanted('schedule')) {
          results.schedule = await guard(results, 'schedule.xml export', () =>
            scheduleExport(server.baseUrl),
          );
          if (results.schedule) {
            log(
              `schedule.xml: 304 p99 ${results.schedule.revalidate.p99Ms} ms at ${results.schedule.atRate}/s`,
            );
          }
        }
        if (seed === 2000 && wanted('outbox')) {
          results.outbox = await guard(results, 'outbox drain', () =>
            outboxDrain(server.baseUrl, { runs: Math.min(RUNS, 3) }),
          );
          if (results.outbox)
            log(`outbox: ${results.outbox.count} drained in ${results.outbox.drainMs} ms`);
        }
        if (seed === 5000 && wanted('interaction')) {
          results.interaction = await guard(results, 'interaction', () =>
            interaction(server.baseUrl, { runs: RUNS }),
          );
          if (results.interaction)
            log(`interaction: filter toggle ${results.interaction.filterToggleToPaintMs} ms`);
        }
      } finally {
        await server.stop();
      }
    }
    if (wanted('gate')) {
      results.gate = await guard(results, 'gate', () => gateBench({ logDir, distDir: web }));
      if (results.gate) {
        log(
          `gate: verdict p95 ${results.gate.verdictP95Ms} ms with ${results.gate.tickets} tickets, ` +
            `4 phones converged in ${results.gate.convergeMs} ms`,
        );
      }
    }
    if (wanted('clash')) {
      // No server and no build: the finder itself, bundled from its source as the app uses it.
      results.groupClash = await guard(results, 'group clash finder', () =>
        groupClashBench({ repoRoot: REPO, runs: Math.max(RUNS, 30) }),
      );
      const c = results.groupClash;
      if (c) {
        log(
          `group clash finder: ${c.members} people x ${c.savedEach} saved on ${c.events} events: ` +
            `median ${c.medianMs} ms (CPU ${c.cpuMedianMs} ms, index kept ${c.withIndexMedianMs} ms), ` +
            `target <= ${c.targetMs} ms`,
        );
      }
    }
    await serverBenches(results, logDir);
    // A partial run (--only) never overwrites the full figures the README links to.
    const name = only ? 'partial' : 'latest';
    await writeFile(join(RESULTS, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
    await writeFile(join(RESULTS, `${name}.md`), renderMarkdown(results));
    log(`wrote bench/results/${name}.json and ${name}.md`);
    console.log(renderTable(results));
    for (const reason of results.skipped) console.log(`skipped: ${reason}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
