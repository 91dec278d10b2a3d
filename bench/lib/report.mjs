import { TARGET_GATE_CONVERGE_MS, TARGET_GATE_VERDICT_P95_MS } from './gate.mjs';
import { kib } from './bundle.mjs';
import { round } from './stats.mjs';

const mark = (ok) => (ok === undefined ? '–' : ok ? 'met' : 'NOT met');

/** One row per figure: what, measured, target, verdict. */
export function rows(results) {
  const out = [];
  const add = (what, value, target, ok) => out.push({ what, value, target, ok });
  const b = results.bundle;
  if (b) {
    add(
      'Critical-path JS for /events (gzip)',
      kib(b.criticalJsGzip),
      `≤ ${kib(b.targetCriticalJsGzip)}`,
      b.criticalJsGzip <= b.targetCriticalJsGzip,
    );
    add('Critical-path CSS for /events (gzip)', kib(b.criticalCssGzip), '–');
    add(
      `Precache (${b.precacheEntries} entries)`,
      kib(b.precacheBytes),
      `≤ ${kib(b.targetPrecache)}`,
      b.precacheBytes <= b.targetPrecache,
    );
  }
  for (const c of results.coldStart ?? []) {
    add(
      `Offline cold start to the app's own interactive program (a heart tap changes it), ${c.events} events: app / floor`,
      `${c.appMs} ms / ${c.floorMs} ms (×${c.ratio})`,
      'ratio ≤ 2',
      c.ratio <= 2,
    );
  }
  const m = results.siteMap;
  if (m) {
    add(
      `Offline open-to-interactive of the site map (${m.stages} stages; a tap on List changes it) / the program's (a heart tap)`,
      `${m.mapMs} ms / ${m.programMs} ms (×${m.ratio})`,
      'ratio ≤ 2',
      m.ratio <= 2,
    );
  }
  for (const l of results.lighthouse ?? []) {
    add(
      `Lighthouse mobile ${l.url}: perf / a11y / best practices`,
      `${l.performance} / ${l.accessibility} / ${l.bestPractices} (LCP ${l.lcpMs} ms, TBT ${l.tbtMs} ms` +
        (l.performanceRuns?.length > 1
          ? `; perf of each run ${l.performanceRuns.join(', ')}`
          : '') +
        (l.benchmarkIndex ? `; machine index ${l.benchmarkIndex}` : '') +
        ')',
      '≥ 95 / 100 / 100',
      l.performance >= 95 && l.accessibility === 100 && l.bestPractices === 100,
    );
  }
  for (const l of results.lighthouseA11y ?? []) {
    const measured = !l.error && l.shown === l.url.split('?')[0];
    add(
      `Lighthouse mobile accessibility ${l.url} (${l.as})`,
      l.error
        ? `not measured (${l.error})`
        : `${l.accessibility}${measured ? '' : ` (showed ${l.shown})`}` +
            (l.failingAudits.length ? `; failing: ${l.failingAudits.join(', ')}` : ''),
      '100',
      measured && l.accessibility === 100,
    );
  }
  const i = results.interaction;
  if (i) {
    add(
      `Search keystroke → paint, ${i.events} events`,
      `${i.keystrokeToPaintMs} ms`,
      '≤ 50 ms',
      i.keystrokeToPaintMs <= 50,
    );
    add(
      `Search result (after the 300 ms debounce) → paint, ${i.events} events`,
      `${i.searchUpdateToPaintMs} ms`,
      '≤ 50 ms',
      i.searchUpdateToPaintMs <= 50,
    );
    add(
      `Filter toggle → paint (Event Timing), ${i.events} events`,
      `${i.filterToggleToPaintMs} ms`,
      '≤ 50 ms',
      i.filterToggleToPaintMs <= 50,
    );
    add(
      `Filter toggle → list repainted, ${i.events} events`,
      `${i.filterToggleListRepaintMs} ms`,
      '≤ 50 ms',
      i.filterToggleListRepaintMs <= 50,
    );
  }
  const h = results.http;
  if (h) {
    const wire = h.wireBytes ? ` (${kib(h.wireBytes)} brotli)` : '';
    add(
      `Program endpoint at ${h.atRate} req/s, full ${kib(h.bodyBytes)} body${wire}`,
      `${h.full.requestsPerSecond} req/s, p99 ${h.full.p99Ms} ms`,
      '–',
    );
    add(
      `Program endpoint at ${h.atRate} req/s, ETag revalidation (304)`,
      `${h.revalidate.requestsPerSecond} req/s, p99 ${h.revalidate.p99Ms} ms`,
      '–',
    );
    add(
      'Program endpoint, full body, as fast as it goes',
      `${h.fullMax.requestsPerSecond} req/s, p99 ${h.fullMax.p99Ms} ms`,
      '–',
    );
  }
  const sx = results.schedule;
  if (sx) {
    add(
      `schedule.xml export (${sx.events} events) at ${sx.atRate} req/s, ETag revalidation (304)`,
      `${sx.revalidate.requestsPerSecond} req/s, p99 ${sx.revalidate.p99Ms} ms`,
      '–',
    );
    add(
      `schedule.xml export at ${sx.atRate} req/s, full ${kib(sx.bodyBytes)} body (${kib(sx.wireBytes)} gzip)`,
      `${sx.full.requestsPerSecond} req/s, p99 ${sx.full.p99Ms} ms`,
      '–',
    );
  }
  for (const lobby of [results.lobby, results.lobbyPostgres].filter(Boolean)) {
    const database = lobby.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
    add(
      `Lobby page with score, ${lobby.people} people (${database}), slowest of ${lobby.cases.length} cases`,
      `${lobby.slowestMedianMs} ms (${lobby.cases.map((c) => `${c.name} ${c.medianMs}`).join(', ')})`,
      `≤ ${lobby.targetMs} ms`,
      lobby.slowestMedianMs <= lobby.targetMs,
    );
  }
  const c = results.chat;
  if (c) {
    add(
      `Chat delivery, ${c.sockets} open STOMP sockets, ${c.messages} messages at ${c.ratePerSecond}/s (median of ${c.rounds ?? 1} rounds)`,
      `p95 ${c.p95Ms} ms (p50 ${c.p50Ms}, p99 ${c.p99Ms}, max ${c.maxMs})`,
      `p95 ≤ ${c.targetP95Ms} ms`,
      c.p95Ms <= c.targetP95Ms,
    );
  }
  const p = results.push;
  if (p) {
    add(
      `Web Push: ${p.messages} encrypted and handed to the test push service (median of ${p.runs ?? 1})`,
      `${p.elapsedMs} ms (${p.perSecond}/s)`,
      `≤ ${p.targetMs} ms`,
      p.elapsedMs <= p.targetMs,
    );
  }
  const r = results.reminders;
  if (r) {
    add(
      `Event reminders: ${r.reminders} due in the same minute (${r.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}), lateness from due time to the test push service`,
      `p95 ${round(r.p95Ms / 1000)} s (p50 ${round(r.p50Ms / 1000)} s, max ${round(r.maxMs / 1000)} s, ${r.early} early)`,
      `p95 ≤ ${r.targetP95Ms / 1000} s`,
      r.p95Ms <= r.targetP95Ms && r.early === 0,
    );
  }
  const a = results.announcement;
  if (a) {
    add(
      `Announcement to ${a.devices} subscriptions: POST /api/announcement/send to the last push encrypted and handed to the test push service (one run)`,
      a.elapsedMs === null
        ? `${a.receivedInTime} arrived in ${a.gaveUpMs} ms (queued in ${a.queuedMs} ms)`
        : `${a.elapsedMs} ms (${a.perSecond}/s; queued in ${a.queuedMs} ms)`,
      `≤ ${a.targetMs} ms`,
      a.elapsedMs !== null && a.elapsedMs <= a.targetMs,
    );
  }
  for (const i of [results.scheduleImport, results.scheduleImportPostgres].filter(Boolean)) {
    add(
      `Schedule import (${i.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}): a ${i.events}-event schedule.xml (${round(i.bytes / 1024)} KiB), preview and apply over HTTP, median of ${i.runs}`,
      `${i.totalMedianMs} ms (preview ${i.previewMedianMs} ms, apply ${i.applyMedianMs} ms; worst ${i.worstTotalMs} ms; the same file again ${i.againMs} ms)`,
      `≤ ${i.targetMs} ms`,
      i.worstTotalMs <= i.targetMs,
    );
  }
  const s = results.onSale;
  if (s) {
    add(
      `On-sale peak (${s.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}): ${s.buyers} buyers at once ask for ${s.buyers * s.ticketsEach} tickets of a ${s.quota} quota and pay; exactly ${s.quota} sold, each ticket once`,
      `${s.ticketsPerMinute} tickets/min, ${s.ordersPerMinute} orders/min (${s.ticketsSold} tickets in ${round(s.elapsedMs / 1000)} s; place p50 ${s.placeP50Ms} ms, p95 ${s.placeP95Ms} ms; ${s.soldOutAnswers} sold out, ${s.droppedConnections} connections dropped)`,
      `beside pretix: ${s.pretixTicketsPerMinute} tickets/min`,
    );
  }
  const g = results.gate;
  if (g) {
    add(
      `Gate offline, ${g.tickets} known tickets: verdict after the code is read (${g.scans} scans, fresh and repeats), p95`,
      `${g.verdictP95Ms} ms (median ${g.verdictMedianMs} ms)`,
      `≤ ${TARGET_GATE_VERDICT_P95_MS} ms`,
      g.verdictP95Ms <= TARGET_GATE_VERDICT_P95_MS,
    );
    add(
      `Gate: ${g.phones} phones admit ${g.checkins} tickets offline, then reconnect at once: until the server holds every check-in and no phone queues one`,
      `${g.convergeMs} ms`,
      `≤ ${TARGET_GATE_CONVERGE_MS} ms`,
      g.convergeMs <= TARGET_GATE_CONVERGE_MS,
    );
    add(
      `Gate: first sync of the whole list (${g.tickets} tickets) on a phone, alone / four at once`,
      `${round(g.listLoadMs[0] / 1000)} s / ${round(Math.max(...g.listLoadMs.slice(1)) / 1000)} s`,
      'reported',
    );
  }
  const gc = results.groupClash;
  if (gc) {
    add(
      `Group clash finder: me and ${gc.members - 1} friends, ${gc.savedEach} saved events each, on a ${gc.events}-event program (${gc.clashes} clashes, ${gc.proposals} repeats proposed, ${gc.maybeClashes} maybes against musts), one call on the thread`,
      `median ${gc.medianMs} ms (p95 ${gc.p95Ms} ms, CPU ${gc.cpuMedianMs} ms; index kept ${gc.withIndexMedianMs} ms; load ${gc.loadAverage})`,
      `≤ ${gc.targetMs} ms`,
      gc.medianMs <= gc.targetMs,
    );
  }
  const o = results.outbox;
  if (o)
    add(
      `Outbox: ${o.count} queued favourites drained after reconnect`,
      `${o.drainMs} ms`,
      '≤ 3000 ms',
      o.drainMs <= 3000,
    );
  return out;
}

export function renderTable(results) {
  const all = rows(results);
  const width = Math.max(...all.map((r) => r.what.length));
  return all
    .map(
      (r) =>
        `${r.what.padEnd(width)}  ${String(r.value).padEnd(44)}  ${r.target.padEnd(26)}  ${mark(r.ok)}`,
    )
    .join('\n');
}

export function renderMarkdown(results) {
  const lines = [
    '# Benchmark results',
    '',
    `Run ${results.date} on ${results.machine.cpus} CPU cores` +
      (results.machine.cpuModel ? ` (${results.machine.cpuModel})` : '') +
      `, Node ${results.machine.node}` +
      (results.machine.chromium ? `, ${results.machine.chromium}` : '') +
      (results.machine.loadAverageAtStart
        ? ` (load average ${results.machine.loadAverageAtStart.join(' / ')} at the start)`
        : '') +
      '; ' +
      `each figure is the median of ${results.runs} runs. ` +
      'Produced by `npm run bench` (bench/run.mjs); raw figures in `latest.json`.',
    '',
    '| Figure | Measured | Target | |',
    '|---|---|---|---|',
    ...rows(results).map((r) => `| ${r.what} | ${r.value} | ${r.target} | ${mark(r.ok)} |`),
    '',
  ];
  if (results.bundle) {
    lines.push(
      'Largest critical-path chunks (gzip): ' +
        results.bundle.largest
          .map((f) => `${f.file.replace('assets/', '')} ${kib(f.gzip)}`)
          .join(', ') +
        '.',
      '',
    );
  }
  if (results.lighthouse?.length) {
    lines.push(
      'Lighthouse audits below 0.9: ' +
        results.lighthouse
          .map((l) => `${l.url}: ${l.failingAudits.join(', ') || 'none'}`)
          .join('; ') +
        '.',
      '',
    );
  }
  if (results.skipped.length) {
    lines.push('Not measured yet:', '', ...results.skipped.map((s) => `- ${s}`), '');
  }
  if (results.onSale) {
    lines.push(
      'On-sale peak: every buyer sends place, pay page and pay at once over loopback with an ' +
        'address of its own in X-Forwarded-For (TRUST_PROXY on), one run; the order mails ' +
        `(${results.onSale.mailsSentByThen} of ${results.onSale.mailsQueued} sent by the last ` +
        'payment) go on in the background and are not in the figure.',
      '',
    );
  }
  if (results.gate) {
    lines.push(
      "Gate: the built app in a phone-sized Chromium, logged in as gate staff with the edition's " +
        'list stored, network cut; each code goes into the manual field as a hand scanner types ' +
        "it, timed in the page from the form's submit to the frame after the verdict shows that " +
        'scan. Four phones (a profile each) then admit tickets offline and reconnect together.',
      '',
    );
  }
  lines.push(
    'How: the cold start launches Chromium afresh on a profile with the worker installed and the ' +
      'network cut, taps the first heart of /events as soon as it shows (Playwright tap, logged ' +
      'in) and times navigation start to the moment the heart changed; the floor page (written ' +
      'by the benchmark) reads the same IndexedDB rows with no framework and gives each row a ' +
      'heart that changes on a tap. Interaction figures come from the Event Timing API (entries start at 16 ms, so 0 ' +
      'means under 16 ms) and from the frame after the count line changed. Server figures: ' +
      'autocannon on loopback with a browser Accept-Encoding; the lobby, chat and push benches ' +
      'start the app (server/app.ts) with their data in a process of their own and talk to it ' +
      'over loopback HTTP/WebSocket; push counts from the "program changed" notice to the last ' +
      'push decrypted by the test push service (its own process); reminder lateness is when the ' +
      "test push service received each reminder minus when it was due, sent by the server's own " +
      'scheduler (REMINDER_TICK_SECONDS, default 15 s).',
    '',
  );
  return lines.join('\n');
}
