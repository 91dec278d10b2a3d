import { APP_STYLES_ATTRIBUTE } from './route-preload-map';

/**
 * Switches on the app's stylesheet, which index.html links for print only so that the start
 * screen (styled inline) or the kept screen (with its own rules) paints without waiting for it.
 * The link keeps its place in the head, so the cascade order stays that of the build. Resolves
 * once the rules are loaded (or failed to load): the app must not render before.
 */
export const switchOnAppStyles = (): Promise<void> => {
  const link = document.querySelector<HTMLLinkElement>(`link[${APP_STYLES_ATTRIBUTE}]`);
  if (!link) return Promise.resolve();
  link.media = 'all';
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
};
