import type { ErrorBody } from './contract/common';

export interface ApiClientCallbacks {
  /** After any 401 the session is already cleared; the app sends the user to /login. */
  onUnauthorized: (hadSession: boolean) => void;
  /** A failed call whose body carries a message (spec §8): the app shows it, by its code. */
  onError: (failure: ErrorBody) => void;
}

const noop = () => undefined;
let callbacks: ApiClientCallbacks = { onUnauthorized: noop, onError: noop };

/**
 * Wires the UI reactions from the app shell. A module of its own, so the shell can wire them at
 * startup without loading the HTTP client before a screen needs it.
 */
export const configureApiClient = (next: Partial<ApiClientCallbacks>): void => {
  callbacks = { ...callbacks, ...next };
};

export const apiClientCallbacks = (): ApiClientCallbacks => callbacks;
