/// <reference lib="webworker" />
import { readFirstScreen } from '@/offline/first-screen-store';
import { shellWithFirstScreen } from './first-screen-html';

declare const self: ServiceWorkerGlobalScope;

/**
 * The navigation's shell, with the screen the app last painted on this path shown until the app
 * has started (a phone on the festival grounds sees its program at once, not after the scripts).
 */
export const withFirstScreen = async (shell: Response, url: URL): Promise<Response> => {
  const path = url.pathname + url.search;
  try {
    const screen = await readFirstScreen(self.location.origin, path);
    if (!screen) return shell;
    const headers = new Headers(shell.headers);
    headers.delete('Content-Length');
    return new Response(shellWithFirstScreen(await shell.clone().text(), screen), {
      status: shell.status,
      statusText: shell.statusText,
      headers,
    });
  } catch (error) {
    // A broken store must never cost the page: the plain shell still starts the app.
    console.error('The stored first screen could not be used', error);
    return shell;
  }
};
