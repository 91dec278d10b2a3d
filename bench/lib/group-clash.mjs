import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { median, percentile, round } from './stats.mjs';

/** Issue #39: the group clash finder on the page's thread. */
export const TARGET_GROUP_CLASH_MS = 50;

/** The real function (src/features/friends/clash/group-clash.ts), bundled as the app uses it. */
const loadFinder = async (repoRoot) => {
  const dir = await mkdtemp(join(tmpdir(), 'festival-bench-clash-'));
  const outfile = join(dir, 'group-clash.mjs');
  await build({
    entryPoints: [join(repoRoot, 'src/features/friends/clash/group-clash.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    alias: { '@': join(repoRoot, 'src') },
    outfile,
    logLevel: 'silent',
  });
  const module = await import(pathToFileURL(outfile).href);
  return { module, cleanup: () => rm(dir, { recursive: true, force: true }) };
};

/** A seeded generator, so every run measures the same program and plans. */
const randomOf = (seed) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const pad = (value) => String(value).padStart(2, '0');

/**
 * 5,000 events over five festival nights on 20 stages, 14:00 to 05:00, 30 to 90 minutes, a fifth
 * of the acts playing twice (same title and artist in another slot), some open-ended.
 */
const makeProgram = (random, count) => {
  const events = [];
  for (let id = 1; id <= count; id += 1) {
    const repeatOf = id > count * 0.8 ? id - Math.floor(count * 0.8) : null;
    const day = 13 + Math.floor(random() * 5);
    const minutes = 14 * 60 + Math.floor(random() * 15 * 4) * 15;
    const start = new Date(Date.UTC(2025, 7, day, 0, minutes - 120));
    const length = 30 + Math.floor(random() * 5) * 15;
    const iso = (date) =>
      `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T` +
      `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00Z`;
    const act = repeatOf ?? id;
    events.push({
      id,
      title: `Act ${act}`,
      dateTime: iso(start),
      end: random() < 0.05 ? null : iso(new Date(start.getTime() + length * 60_000)),
      conference: false,
      year: 2025,
      artists: [{ id: 100_000 + act }],
    });
  }
  return events;
};

/** Each member saves `saved` events: a third must-sees, a third maybes, the rest unmarked. */
const makeMembers = (random, count, saved, programSize) =>
  Array.from({ length: count }, (_, member) => {
    const ids = new Set();
    while (ids.size < saved) ids.add(1 + Math.floor(random() * programSize));
    return {
      id: member + 1,
      plan: [...ids].map((eventId, i) => ({
        eventId,
        priority: ['must', 'maybe', 'none'][i % 3],
      })),
    };
  });

/**
 * Me and 10 friends with 100 saved events each on a 5,000-event program: the whole finder
 * (program index, must-see clashes with repeats, maybes against musts) per call, as the
 * friends view's first run does; median and p95 of `runs` calls after a warm-up. Also the
 * median with the program's index kept, as when a friend is ticked on the screen.
 */
export async function groupClashBench({ repoRoot, runs = 30 }) {
  const { module, cleanup } = await loadFinder(repoRoot);
  try {
    const random = randomOf(39);
    const program = makeProgram(random, 5000);
    const members = makeMembers(random, 11, 100, program.length);
    let result = module.findGroupClashes(program, members);
    for (let i = 0; i < 5; i += 1) module.findGroupClashes(program, members);
    const times = [];
    const cpuTimes = [];
    for (let i = 0; i < Math.max(runs, 10); i += 1) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      result = module.findGroupClashes(program, members);
      times.push(performance.now() - started);
      // CPU time of this thread's process: what the call costs when no other program competes.
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
    }
    // Ticking a friend on the screen: the program's index is kept from the first call.
    const index = module.indexProgram(program);
    module.findGroupClashes(index, members);
    const again = [];
    for (let i = 0; i < Math.max(runs, 10); i += 1) {
      const started = performance.now();
      module.findGroupClashes(index, members);
      again.push(performance.now() - started);
    }
    return {
      events: program.length,
      members: members.length,
      savedEach: 100,
      clashes: result.clashes.length,
      proposals: result.clashes.reduce((sum, clash) => sum + clash.proposals.length, 0),
      maybeClashes: result.maybes.length,
      medianMs: round(median(times), 2),
      p95Ms: round(percentile(times, 95), 2),
      cpuMedianMs: round(median(cpuTimes), 2),
      withIndexMedianMs: round(median(again), 2),
      loadAverage: round(os.loadavg()[0]),
      targetMs: TARGET_GROUP_CLASH_MS,
    };
  } finally {
    await cleanup();
  }
}
