import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import type { OutboxKind } from '@/offline/outbox/outbox-kind';
import {
  OUTBOX_REJECTED_MESSAGE,
  onOutboxRejected,
  type OutboxRejectedMessage,
  type OutboxRejection,
} from '@/offline/outbox/outbox-events';

const TEXT_KEY: Record<OutboxKind, string> = {
  'favourite.add': 'rejected.favouriteAdd',
  'favourite.remove': 'rejected.favouriteRemove',
  like: 'rejected.like',
  dislike: 'rejected.dislike',
  'gate.scan': 'rejected.gateScan',
  'priority.must': 'rejected.priority',
  'priority.maybe': 'rejected.priority',
  'priority.none': 'rejected.priority',
};

const isRejectedMessage = (data: unknown): data is OutboxRejectedMessage =>
  typeof data === 'object' &&
  data !== null &&
  'type' in data &&
  data.type === OUTBOX_REJECTED_MESSAGE;

/**
 * Tells the user when the server refused a change made offline (it has been undone locally),
 * whether the page or the worker replayed it. Renders nothing; mount once.
 */
export const OutboxRejectedNotice = () => {
  const { t } = useTranslation('pwa');

  useEffect(() => {
    const show = (rejection: OutboxRejection) =>
      notifyError(t(TEXT_KEY[rejection.kind]), t('rejected.title'));
    const onWorkerMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (isRejectedMessage(data)) show(data.rejection);
    };
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    container?.addEventListener('message', onWorkerMessage);
    const stop = onOutboxRejected(show);
    return () => {
      stop();
      container?.removeEventListener('message', onWorkerMessage);
    };
  }, [t]);

  return null;
};
