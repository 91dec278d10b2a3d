import { storeFirstScreen } from '@/offline/first-screen-store';
import { makeSlicer } from './idle-slices';
import { sanitizeInSlices } from './sanitize-in-slices';
import { usedCss } from './used-css';

const ROOT_ID = 'root';

const htmlAttributes = (): [string, string][] =>
  [...document.documentElement.attributes].map((attribute) => [attribute.name, attribute.value]);

/** Drops the copy's list items below the fold: the copy is parsed before the first paint. */
const dropBelowFold = (root: HTMLElement, copy: HTMLElement) => {
  const items = root.querySelectorAll('[role="listitem"]');
  const copies = copy.querySelectorAll('[role="listitem"]');
  items.forEach((item, index) => {
    if (item.getBoundingClientRect().top > window.innerHeight) copies[index]?.remove();
  });
};

/** Style rules can hold no markup: a `<` (only ever in a string or an escape) is escaped. */
const styleElement = (css: string): string => `<style>${css.replaceAll('<', '\\3c ')}</style>`;

/**
 * A copy of the app's markup with the style rules it uses, sanitised, for the eye only: without
 * ids other than an SVG's definitions (the app's own elements keep them) and test ids (tests use the app, never the copy). Both
 * are worked out in idle slices: the caller checks the page did not change meanwhile.
 */
const rootMarkup = async (root: HTMLElement): Promise<string> => {
  const pause = makeSlicer();
  const copy = root.cloneNode(true) as HTMLElement;
  await pause();
  dropBelowFold(root, copy);
  await pause();
  // An SVG's gradients and clip paths keep theirs: the drawing refers to them (`url(#…)`); the
  // same ids twice while the copy shows resolve to the same drawing.
  copy.querySelectorAll('[id]').forEach((element) => {
    if (!element.closest('defs')) element.removeAttribute('id');
  });
  copy
    .querySelectorAll('[data-testid]')
    .forEach((element) => element.removeAttribute('data-testid'));
  const purify = import('dompurify');
  await pause();
  const css = await usedCss(copy.innerHTML);
  const { default: DOMPurify } = await purify;
  await sanitizeInSlices(DOMPurify, copy, pause);
  return styleElement(css) + copy.innerHTML;
};

/** Whether anything in `root` changes from now on, until the returned check is made. */
const watchChanges = (root: HTMLElement): (() => boolean) => {
  let changed = false;
  const observer = new MutationObserver(() => void (changed = true));
  observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  return () => {
    changed ||= observer.takeRecords().length > 0;
    observer.disconnect();
    return changed;
  };
};

/** Only the screen as it opens is worth keeping: at the top, with no dialog over it. */
export const showsOpeningState = (): boolean =>
  window.scrollY === 0 &&
  document.visibilityState === 'visible' &&
  document.querySelector('[role="dialog"]') === null;

/** Where the page is now, as the worker will see the next navigation to it. */
export const currentPath = (): string => location.pathname + location.search;

/** Keeps the screen as it is now for the next start on `path`, if it is in its opening state. */
export const captureFirstScreen = async (path: string): Promise<void> => {
  const root = document.getElementById(ROOT_ID);
  if (!root || path !== currentPath() || !showsOpeningState()) return;
  const changed = watchChanges(root);
  const html = await rootMarkup(root);
  // The style rules were matched in slices: a screen that changed meanwhile may need others. Its
  // own change schedules the next copy.
  if (changed() || path !== currentPath() || !showsOpeningState()) return;
  await storeFirstScreen(location.origin, path, { html, htmlAttributes: htmlAttributes() });
};

export const observedRoot = (): HTMLElement | null => document.getElementById(ROOT_ID);
