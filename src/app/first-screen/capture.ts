import { storeFirstScreen, type FirstScreen } from '@/offline/first-screen-store';
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

/**
 * A copy of the app's markup with the style rules it uses, sanitised, for the eye only: without
 * ids (the app's own elements keep them) and test ids (tests use the app, never the copy).
 */
const rootMarkup = async (root: HTMLElement): Promise<string> => {
  const copy = root.cloneNode(true) as HTMLElement;
  dropBelowFold(root, copy);
  copy.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  copy
    .querySelectorAll('[data-testid]')
    .forEach((element) => element.removeAttribute('data-testid'));
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(`<style>${usedCss()}</style>${copy.innerHTML}`, { FORCE_BODY: true });
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
  const screen: FirstScreen = {
    html: await rootMarkup(root),
    htmlAttributes: htmlAttributes(),
  };
  await storeFirstScreen(location.origin, path, screen);
};

export const observedRoot = (): HTMLElement | null => document.getElementById(ROOT_ID);
