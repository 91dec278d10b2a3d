/// <reference lib="webworker" />
import { readFirstScreen, type FirstScreen } from '@/offline/first-screen-store';
import { shellWithFirstScreen } from '@/offline/first-screen-html';

declare const self: ServiceWorkerGlobalScope;

/**
 * The screen the app last painted on this path, or none. A broken store must never cost the
 * page: without a screen, the plain shell still starts the app.
 */
export const keptScreenFor = (url: URL): Promise<FirstScreen | undefined> =>
  readFirstScreen(self.location.origin, url.pathname + url.search).catch((error: unknown) => {
    console.error('The stored first screen could not be used', error);
    return undefined;
  });

/**
 * The navigation's shell, with the screen the app last painted on this path shown until the app
 * has started (a phone on the festival grounds sees its program at once, not after the scripts).
 */
export const withFirstScreen = async (
  shell: Response,
  screen: FirstScreen | undefined,
): Promise<Response> => {
  if (!screen) return shell;
  try {
    const headers = new Headers(shell.headers);
    headers.delete('Content-Length');
    return new Response(shellWithFirstScreen(await shell.clone().text(), screen), {
      status: shell.status,
      statusText: shell.statusText,
      headers,
    });
  } catch (error) {
    console.error('The stored first screen could not be used', error);
    return shell;
  }
};
