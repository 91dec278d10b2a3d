/** What the outbox does with a row after one send. */
export type SendOutcome = 'done' | 'unauthorized' | 'rejected' | 'retry';

/**
 * 2xx: delivered. 401: keep everything until the same user is logged in again. 408, 429, 5xx and
 * network failures are transient. Any other status means the server refuses the change for good.
 */
export const classifyResponse = (status: number | 'network'): SendOutcome => {
  if (status === 'network') return 'retry';
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'unauthorized';
  if (status === 408 || status === 429) return 'retry';
  if (status >= 400 && status < 500) return 'rejected';
  return 'retry';
};

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/** Wait before the next send after `attempts` failed sends: 2 s, 4 s, 8 s … capped at 5 minutes. */
export const backoffDelay = (attempts: number): number =>
  Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
