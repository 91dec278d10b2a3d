import { launchPhone, newProfile, dropProfile, waitOfflineReady, withSession } from './browser.mjs';
import { login } from './server.mjs';
import { median, round } from './stats.mjs';

const ROW = '#root article[data-event-id]';
const COUNT_LINE = /^\d+ Events?( gefunden)?$/;

/**
 * Event Timing (input to next paint, reported from 16 ms on) and the time from a change of the
 * program's count line to the frame after it, both recorded in the page.
 */
const PROBE = `(() => {
  const bench = (window.bench = { events: [], repaints: [], lastInput: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.events.push({ name: entry.name, duration: entry.duration, start: entry.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  document.addEventListener('input', () => { bench.lastInput = performance.now(); }, true);
  document.addEventListener('click', () => { bench.lastInput = performance.now(); }, true);
  const watch = () => {
    // The app's own count line, not the one in the kept copy of the last visit (removed soon).
    const line = [...document.querySelectorAll('#root [role="status"]')].find((el) =>
      ${COUNT_LINE}.test(el.textContent ?? ''));
    if (!line) return setTimeout(watch, 100);
    new MutationObserver(() => {
      const changed = performance.now();
      requestAnimationFrame(() => setTimeout(() => {
        bench.repaints.push({ at: changed, painted: performance.now(), input: bench.lastInput, text: line.textContent });
      }, 0));
    }).observe(line, { childList: true, characterData: true, subtree: true });
  };
  watch();
})();`;

const SEARCH_DEBOUNCE_MS = 300;

/** Typing in the program search and toggling a filter with the program of `baseUrl`. */
export async function interaction(baseUrl, { runs }) {
  const profile = await newProfile();
  const context = await launchPhone(profile, baseUrl);
  try {
    await withSession(context, await login(baseUrl));
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    await page.goto('/events');
    await waitOfflineReady(page);
    await page.reload();
    await page.waitForSelector(ROW);
    const total = await page
      .getByRole('status')
      .filter({ hasText: COUNT_LINE })
      .first()
      .textContent();
    const search = page.getByRole('searchbox', { name: 'Events durchsuchen' });

    const typing = [];
    const debounced = [];
    const toggles = [];
    const toggleRepaint = [];
    for (let run = 0; run < runs; run += 1) {
      await page.evaluate(() => {
        window.bench.events = [];
        window.bench.repaints = [];
      });
      await search.click();
      await page.keyboard.type('Pitch', { delay: 120 });
      await page
        .getByRole('status')
        .filter({ hasText: /gefunden$/ })
        .first()
        .waitFor();
      await page.waitForTimeout(200);
      const afterTyping = await page.evaluate(() => window.bench);
      const keys = afterTyping.events.filter((e) => /^key|^input|^beforeinput/.test(e.name));
      typing.push(Math.max(0, ...keys.map((e) => e.duration)));
      const update = afterTyping.repaints.at(-1);
      if (update) debounced.push(update.painted - (update.input + SEARCH_DEBOUNCE_MS));
      await search.fill('');
      await page
        .getByRole('status')
        .filter({ hasText: total ?? '' })
        .first()
        .waitFor();

      await page.evaluate(() => {
        window.bench.events = [];
        window.bench.repaints = [];
      });
      await page.getByRole('button', { name: /^Filter öffnen/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Programm filtern' });
      await dialog.waitFor();
      await page.waitForTimeout(300);
      await page.evaluate(() => {
        window.bench.events = [];
        window.bench.repaints = [];
      });
      await dialog.getByText('Konferenz', { exact: true }).click();
      await page.waitForTimeout(400);
      const afterToggle = await page.evaluate(() => window.bench);
      const clicks = afterToggle.events.filter((e) => /^pointer|^click|^mouse|^touch/.test(e.name));
      toggles.push(Math.max(0, ...clicks.map((e) => e.duration)));
      const repaint = afterToggle.repaints.at(-1);
      if (repaint) toggleRepaint.push(repaint.painted - repaint.input);
      await dialog.getByText('Konferenz', { exact: true }).click();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page
        .getByRole('status')
        .filter({ hasText: total ?? '' })
        .first()
        .waitFor();
    }
    const events = Number(/^(\d+)/.exec(total ?? '')?.[1] ?? NaN);
    return {
      events,
      runs,
      // Event Timing reports only from 16 ms on: 0 here means "under 16 ms".
      keystrokeToPaintMs: round(median(typing)),
      searchUpdateToPaintMs: round(median(debounced)),
      filterToggleToPaintMs: round(median(toggles)),
      filterToggleListRepaintMs: round(median(toggleRepaint)),
      raw: { typing, debounced, toggles, toggleRepaint },
    };
  } finally {
    await context.close();
    await dropProfile(profile);
  }
}
