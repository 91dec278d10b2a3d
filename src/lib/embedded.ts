/** The public /u pages' embedded mode: `?iframe=true`, kept on every link inside them. */
export const EMBEDDED_QUERY = 'iframe=true';

/**
 * A public profile in the embedded mode; `fromEvent` is the event it was opened from, where its
 * "back" leads (the program otherwise).
 */
export const embeddedUserPath = (userId: number, fromEvent?: number): string =>
  `/u/user/${userId}?${EMBEDDED_QUERY}${fromEvent === undefined ? '' : `&event=${fromEvent}`}`;

export const embeddedEventPath = (eventId: number): string =>
  `/u/event/${eventId}?${EMBEDDED_QUERY}`;

/** True inside another site's frame (a cross-origin parent cannot even be compared: framed). */
export const isFramed = (): boolean => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

/**
 * Opens one of our pages for a person inside a partner's frame: in a new top-level tab, never in
 * the partner's frame (our login form does not belong in their page), without access back to it.
 */
export const openTopLevel = (path: string): void => {
  window.open(new URL(path, window.location.origin).href, '_blank', 'noopener,noreferrer');
};
