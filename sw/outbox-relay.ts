/// <reference lib="webworker" />
import {
  OUTBOX_REJECTED_MESSAGE,
  onOutboxRejected,
  type OutboxRejectedMessage,
} from '@/offline/outbox/outbox-events';

declare const self: ServiceWorkerGlobalScope;

/** Rejections found by the worker's replays are told to every open page, which shows them. */
export const relayOutboxRejections = (): void => {
  onOutboxRejected((rejection) => {
    const message: OutboxRejectedMessage = { type: OUTBOX_REJECTED_MESSAGE, rejection };
    void self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => windows.forEach((client) => client.postMessage(message)));
  });
};
