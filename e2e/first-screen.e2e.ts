import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPersistent, screenshot } from './support/browser';
import { keptPaths, pageSource } from './support/first-screen';
import { APP_ROW, openProgram } from './support/offline-favourites';
import { controlWorkers, waitForController } from './support/offline-worker';
import { expectLandedAfterLogin, login, visible } from './support/screens';

const KEPT = '#first-screen';

/** The colour of the app's first conference badge (a feature stylesheet over Mantine's). */
const badgeColour = (page: Page) =>
  page
    .locator('#root .mantine-Badge-root')
    .filter({ hasText: /^Konferenz$/i })
    .first()
    .evaluate((badge) => getComputedStyle(badge).backgroundColor);

interface FirstScreenLog {
  keptRowAt?: number;
  /** The kept copy as it was when its first row showed: it may be gone before a test looks. */
  keptCopy?: { rowText: string; ariaHidden: string | null; inert: boolean };
  /** Where the copy's first row was laid out last, before the copy went. */
  keptRowBox?: { left: number; width: number };
  appRowAt?: number;
  keptGoneAt?: number;
}

/** Records, from the first byte of the page, what showed the first program row and when. */
const recordFirstRow = (page: Page) =>
  page.addInitScript(() => {
    const seen: FirstScreenLog = {};
    (window as { firstScreenLog?: FirstScreenLog }).firstScreenLog = seen;
    new MutationObserver(() => {
      const kept = document.getElementById('first-screen');
      const appRow = document.querySelector('#root article[aria-labelledby^="program-event-"]');
      const keptRow = kept?.querySelector('article[aria-labelledby^="program-event-"]');
      if (kept && keptRow && seen.keptRowAt === undefined) {
        seen.keptRowAt = performance.now();
        seen.keptCopy = {
          rowText: keptRow.textContent ?? '',
          ariaHidden: kept.getAttribute('aria-hidden'),
          inert: kept.inert,
        };
      }
      if (keptRow) {
        const { left, width } = keptRow.getBoundingClientRect();
        seen.keptRowBox = { left, width };
      }
      if (appRow && seen.appRowAt === undefined) seen.appRowAt = performance.now();
      if (seen.keptRowAt !== undefined && !kept && seen.keptGoneAt === undefined) {
        seen.keptGoneAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });

let context: BrowserContext;

beforeAll(async () => {
  context = await launchPersistent();
});

afterAll(async () => {
  await context?.close();
});

describe('first screen from the last visit', () => {
  it('shows the kept program at once offline, hands over to the app, and is gone after logout', async () => {
    const page = await context.newPage();
    await login(page, 'user@festival.test', 'Festival2025!');
    await expectLandedAfterLogin(page);
    await waitForController(page);
    await openProgram(page);
    const onlineBadge = await badgeColour(page);
    await expect.poll(() => keptPaths(page), { timeout: 20_000 }).toEqual(['/events']);
    const stored = await page.evaluate(async () => {
      const response = await (
        await caches.open('festival-first-screen')
      ).match('/__first-screen/events');
      return (await response?.json()) as { html: string };
    });
    // A copy for the eye only: no ids but an SVG's gradients (the app's own elements keep
    // theirs), no scripts.
    expect(stored.html).toContain('program-event-');
    const tagsWithIds = [...stored.html.matchAll(/<([\w-]+)[^>]*\sid="/g)].map((m) => m[1]);
    expect(tagsWithIds.filter((tag) => !/^(linear|radial)Gradient$/i.test(tag ?? ''))).toEqual([]);
    expect(stored.html).not.toMatch(/<script|\son\w+=/i);
    // It carries the style rules it uses, a few KiB of the app's stylesheets, so it paints alone.
    const css = /^<style>(.*?)<\/style>/s.exec(stored.html)?.[1] ?? '';
    expect(css).toMatch(/\.m_[0-9a-f]+/);
    expect(css.length).toBeLessThan(100_000);
    await page.close();

    await context.setOffline(true);
    const offline = await context.newPage();
    await recordFirstRow(offline);
    await offline.goto('/events', { waitUntil: 'commit' });
    await visible(offline.locator(APP_ROW), 30_000);
    await offline.locator(KEPT).waitFor({ state: 'detached' });
    // The app's stylesheets keep their order behind the copy: feature styles still win.
    expect(await badgeColour(offline)).toBe(onlineBadge);
    const log = await offline.evaluate(
      () => (window as { firstScreenLog?: FirstScreenLog }).firstScreenLog,
    );
    // The copy showed a row, inert and hidden from assistive technology: only the app's own rows
    // are there to use.
    expect(log?.keptCopy?.rowText).toMatch(/\S/);
    expect(log?.keptCopy?.ariaHidden).toBe('true');
    expect(log?.keptCopy?.inert).toBe(true);
    console.log(
      `first screen: kept row at ${Math.round(log?.keptRowAt ?? -1)} ms, app row at ` +
        `${Math.round(log?.appRowAt ?? -1)} ms, kept copy removed at ${Math.round(log?.keptGoneAt ?? -1)} ms`,
    );
    expect(log?.keptRowAt).toBeLessThan(log?.appRowAt ?? 0);
    // The copy looks like the app: the hand-over does not move the rows sideways.
    const appRowBox = await offline.locator(APP_ROW).first().boundingBox();
    expect(log?.keptRowBox?.left).toBeCloseTo(appRowBox?.x ?? -1, 0);
    expect(log?.keptRowBox?.width).toBeCloseTo(appRowBox?.width ?? -1, 0);
    await screenshot(offline, 'first-screen-handed-over');

    // A cold start: the worker is not running, and the browser serves the page with the kept
    // screen from the cache by itself (the static routes, sw/static-routes.ts).
    await offline.close();
    const cold = await context.newPage();
    const workers = await controlWorkers(context, cold);
    await workers.stopWorkers();
    await recordFirstRow(cold);
    await cold.goto('/events', { waitUntil: 'commit' });
    await visible(cold.locator(APP_ROW), 30_000);
    expect(await pageSource(cold)).toBe('cache');
    const coldLog = await cold.evaluate(
      () => (window as { firstScreenLog?: FirstScreenLog }).firstScreenLog,
    );
    expect(coldLog?.keptCopy?.rowText).toMatch(/\S/);
    expect(coldLog?.keptRowAt).toBeLessThan(coldLog?.appRowAt ?? 0);
    await workers.detach();
    await cold.close();

    await context.setOffline(false);
    const online = await context.newPage();
    await online.goto('/');
    await visible(online.getByRole('button', { name: /^(menü öffnen|open menu)$/i }));
    await online.getByRole('button', { name: /^(menü öffnen|open menu)$/i }).click();
    await online
      .getByRole('dialog', { name: /^(menü|menu)$/i })
      .getByText('Abmelden', { exact: true })
      .click();
    await expect.poll(() => keptPaths(online), { timeout: 15_000 }).toEqual([]);

    // After the logout a cold start offline still gets its page from the cache, the plain shell:
    // the app starts, and the last person's screen is not shown.
    await online.close();
    await context.setOffline(true);
    const next = await context.newPage();
    const workersAfterLogout = await controlWorkers(context, next);
    await workersAfterLogout.stopWorkers();
    await recordFirstRow(next);
    await next.goto('/events', { waitUntil: 'commit' });
    await visible(next.locator('#root :is(main, form, h1)').first(), 30_000);
    expect(await pageSource(next)).toBe('cache');
    expect(await next.locator(KEPT).count()).toBe(0);
    const nextLog = await next.evaluate(
      () => (window as { firstScreenLog?: FirstScreenLog }).firstScreenLog,
    );
    expect(nextLog?.keptRowAt).toBeUndefined();
    await workersAfterLogout.detach();
    await next.close();
    await context.setOffline(false);
  });
});
