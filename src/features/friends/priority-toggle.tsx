import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlanPriority } from '@/api/contract/friends';
import { notifyError } from '@/lib/notify';
import { queuePriority } from '@/offline/outbox/queue-priority';
import { requestOutboxSync } from '@/offline/outbox/request-outbox-sync';

/** One tap steps a saved event through unmarked → must-see → maybe → unmarked. */
export const NEXT_PRIORITY: Readonly<Record<PlanPriority, PlanPriority>> = {
  none: 'must',
  must: 'maybe',
  maybe: 'none',
};

const COLOR: Readonly<Record<PlanPriority, string>> = {
  must: 'red',
  maybe: 'yellow',
  none: 'gray',
};

/** The saved event's mark, set at once offline and sent through the outbox like favourites. */
export const PriorityToggle = ({
  eventId,
  title,
  priority,
}: {
  eventId: number;
  title: string;
  priority: PlanPriority;
}) => {
  const { t } = useTranslation('friends');
  const next = NEXT_PRIORITY[priority];
  const mark = () =>
    queuePriority(eventId, next)
      .then(() => requestOutboxSync())
      .catch((error: unknown) => {
        console.error('Marking an event failed', error);
        notifyError(t('priority.failed'));
      });
  return (
    <Button
      size="compact-sm"
      radius="xl"
      variant={priority === 'none' ? 'default' : 'light'}
      color={COLOR[priority]}
      onClick={() => void mark()}
      aria-label={t('priority.label', {
        title,
        now: t(`priority.${priority}`),
        next: t(`priority.${next}`),
      })}
      data-priority={priority}
    >
      {t(`priority.${priority}`)}
    </Button>
  );
};
