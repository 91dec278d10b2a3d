import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../src/lib/language';
import { ACCOUNTS, readIds, type A11yIds } from './support/a11y-screens';
import { loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { renderedFrames, settle } from './support/settle';

/** The screens an attendee uses on the grounds, on a phone. */
const ATTENDEE_SCREENS: { name: string; path: (ids: A11yIds) => string }[] = [
  { name: 'home', path: () => '/' },
  { name: 'program', path: () => '/events' },
  { name: 'event', path: (ids) => `/event/${ids.eventId}` },
  { name: 'my timetable', path: () => '/favourites' },
  { name: 'shop', path: () => '/shop' },
  { name: 'tickets', path: () => '/tickets' },
  { name: 'lobby', path: () => '/lobby' },
  { name: 'feed', path: () => '/feed' },
  { name: 'chats', path: () => '/chat' },
];

let browser: Browser;
let ids: A11yIds;
beforeAll(async () => {
  browser = await launchBrowser();
  ids = await readIds();
});
afterAll(async () => {
  await browser.close();
});

async function memberPhone(language: 'de' | 'en', width = 390): Promise<Page> {
  const page = await newMobilePage(browser, {
    viewport: { width, height: width < 600 ? 844 : 900 },
    isMobile: width < 600,
    hasTouch: width < 600,
    reducedMotion: 'reduce',
  });
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    LANGUAGE_STORAGE_KEY,
    language,
  ] as const);
  await storeSession(page, await loginViaApi(ACCOUNTS.member.email, ACCOUNTS.member.password));
  return page;
}

/**
 * What a reader loses at this size: the page scrolls sideways, or a control or text box of the
 * top bar, the bottom bar or the screen sticks out of the viewport (fixed bars clip it).
 */
const losses = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > scroller.clientWidth) {
      found.push(`scrolls sideways: ${scroller.scrollWidth} > ${scroller.clientWidth}`);
    }
    const candidates = document.querySelectorAll(
      'header *, footer *, main h1, main h2, main h3, main p, main button, main a[href], main label',
    );
    for (const element of candidates) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Content inside a horizontal scroller (a chip row) is reachable by scrolling it.
      let inScroller = false;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflowX = getComputedStyle(up).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') inScroller = true;
      }
      if (inScroller) continue;
      if (box.right > window.innerWidth + 1 || box.left < -1) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        found.push(`${element.tagName.toLowerCase()} "${text}" spans ${box.left}–${box.right}`);
      }
    }
    // Text cut off by its own box: a single-line label whose content is wider than it.
    for (const element of document.querySelectorAll('main *, header *, footer *')) {
      if (!(element instanceof HTMLElement) || element.children.length > 0) continue;
      // Screen-reader-only text is meant to be invisible.
      if (element.clientWidth <= 1 || element.closest('[class*="VisuallyHidden"]')) continue;
      const style = getComputedStyle(element);
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      if (style.overflow === 'visible' && style.textOverflow !== 'ellipsis') continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.textContent?.trim()) {
        found.push(`clipped text "${element.textContent.trim().slice(0, 40)}"`);
      }
    }
    return [...new Set(found)].slice(0, 10);
  });

/** Interactive elements smaller than 44 × 44 px; a radio's or chip's label counts as its target. */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      let target =
        element.closest<HTMLElement>(
          '.mantine-Radio-root, .mantine-Checkbox-root, .mantine-Switch-root, .mantine-Chip-root',
        ) ?? element;
      // A link stretched over its card by an absolute ::after (a program row): the card is hit.
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        let up = element.parentElement;
        while (up && getComputedStyle(up).position === 'static') up = up.parentElement;
        if (up) target = up;
      }
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // Visually hidden (the skip link until focused, screen-reader-only texts).
      if (box.width <= 1 || box.height <= 1 || style.clipPath === 'inset(50%)') continue;
      if (box.bottom < 0 || box.top > document.documentElement.scrollHeight) continue;
      // A link inside a sentence is exempt (WCAG 2.5.5): its paragraph says more than it.
      const paragraph = element.closest('p');
      if (element.tagName === 'A' && paragraph && paragraph.textContent !== element.textContent) {
        continue;
      }
      if (box.width < 43.5 || box.height < 43.5) {
        const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
        found.push(
          `${element.tagName.toLowerCase()} "${name.trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return [...new Set(found)].slice(0, 12);
  });

describe('display on a phone', () => {
  it.each(ATTENDEE_SCREENS)(
    '$name: text at 200 % at 390 px loses nothing and does not scroll sideways',
    async (screen) => {
      for (const language of ['de', 'en'] as const) {
        const page = await memberPhone(language);
        await page.goto(screen.path(ids));
        await settle(page);
        // Text-only zoom as a phone's font-size setting does it: every rem doubles.
        await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
        await renderedFrames(page);
        expect(await losses(page), `${screen.name} (${language})`).toEqual([]);
        await screenshot(page, `zoom200-${screen.name.replace(/\W+/g, '-')}-${language}`);
        await page.context().close();
      }
    },
  );

  it.each(ATTENDEE_SCREENS)('$name: every touch target is at least 44 × 44 px', async (screen) => {
    const page = await memberPhone('de');
    await page.goto(screen.path(ids));
    await settle(page);
    expect(await smallTargets(page), screen.name).toEqual([]);
    await page.context().close();
  });

  it("the shop's product texts are in the reader's language", async () => {
    for (const [language, shown, hidden] of [
      ['de', 'Alle Festivalnächte, alle Bühnen', 'All festival nights, all stages'],
      ['en', 'All festival nights, all stages', 'Alle Festivalnächte, alle Bühnen'],
    ] as const) {
      const page = await memberPhone(language);
      await page.goto('/shop');
      const info = page.getByTestId('product-info').first();
      await info.getByText(shown).waitFor({ state: 'visible' });
      expect(await info.getByText(hidden).isVisible()).toBe(false);
      await screenshot(page, `shop-texts-${language}`);
      await page.context().close();
    }
  });

  it.each([320, 390, 1280])(
    'at %i px the top bar, menu and screens show their text whole',
    async (width) => {
      for (const language of ['de', 'en'] as const) {
        const page = await memberPhone(language, width);
        for (const screen of ATTENDEE_SCREENS) {
          await page.goto(screen.path(ids));
          await settle(page);
          expect(await losses(page), `${screen.name} (${language}, ${width} px)`).toEqual([]);
          await screenshot(page, `width${width}-${screen.name.replace(/\W+/g, '-')}-${language}`);
        }
        await page.context().close();
      }
    },
  );
});
