import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the real server under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The server's DATA_DIR; mails land in `${dataDir}/outbox`. */
    dataDir: string;
  }
}

export const baseUrl = (): string => inject('baseUrl');
export const dataDir = (): string => inject('dataDir');

/** Absolute URL of an app path on the server under test. */
export const appUrl = (path: string): string => `${baseUrl()}${path}`;
