/**
 * Whether the server answered the last request. A device can be online while the server is out
 * of reach (a dead network behind the Wi-Fi, a captive portal, a gateway's 502-504, a time-out):
 * screens then say their data may be stale, as offline. The page, the program's sync worker and
 * the service worker tell each other over a BroadcastChannel, so a failure anywhere shows.
 */
type Listener = () => void;

/** A gateway answers these when the server behind it does not. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

let unreachable = false;
const listeners = new Set<Listener>();
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('festival-server-reach');

const set = (value: boolean): void => {
  if (unreachable === value) return;
  unreachable = value;
  listeners.forEach((listener) => listener());
};

channel?.addEventListener('message', (event: MessageEvent<boolean>) => set(event.data === true));

/** Notes one request's outcome: the answer's HTTP status, or 'unreachable' (network, time-out). */
export const noteServerAnswer = (outcome: number | 'unreachable'): void => {
  const now = outcome === 'unreachable' || GATEWAY_FAILURES.has(outcome);
  if (now === unreachable) return;
  set(now);
  channel?.postMessage(now);
};

export const isServerUnreachable = (): boolean => unreachable;

/** For useSyncExternalStore. */
export const subscribeServerReach = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
