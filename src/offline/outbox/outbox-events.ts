import type { OutboxKind } from './outbox-kind';

/** A queued change the server refused for good; the local change has already been reverted. */
export interface OutboxRejection {
  id: string;
  kind: OutboxKind;
  target: number;
  status: number;
  message: string | null;
}

type Listener = (rejection: OutboxRejection) => void;

const listeners = new Set<Listener>();

/** Subscribes to rejections in this context (page or worker); returns the unsubscribe function. */
export const onOutboxRejected = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const emitOutboxRejected = (rejection: OutboxRejection): void => {
  listeners.forEach((listener) => listener(rejection));
};

/** Message the worker posts to its pages for each rejection, since listeners live per context. */
export const OUTBOX_REJECTED_MESSAGE = 'OUTBOX_REJECTED';
export interface OutboxRejectedMessage {
  type: typeof OUTBOX_REJECTED_MESSAGE;
  rejection: OutboxRejection;
}
