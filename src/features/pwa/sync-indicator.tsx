import { Badge, Loader } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '@/lib/use-connection';
import { db } from '@/offline/db';
import { pendingCount } from '@/offline/outbox/pending-count';
import { isSyncing, subscribeSyncActivity } from '@/offline/sync/sync-activity';

/** Offline or server unreachable / syncing / "n changes waiting"; nothing when all is saved. */
export const SyncIndicator = () => {
  const { t } = useTranslation('pwa');
  const connection = useConnection();
  const online = connection === 'online';
  const syncing = useSyncExternalStore(subscribeSyncActivity, isSyncing);
  const pending = useLiveQuery(() => pendingCount(db), [], 0);

  let label: string | null = null;
  if (!online) {
    const state = t(connection === 'offline' ? 'sync.offline' : 'sync.unreachable');
    label = pending > 0 ? `${state} · ${t('sync.pending', { count: pending })}` : state;
  } else if (syncing) {
    label = t('sync.syncing');
  } else if (pending > 0) {
    label = t('sync.pending', { count: pending });
  }

  return (
    <div role="status" aria-live="polite" data-testid="sync-indicator">
      {label && (
        <Badge
          variant="light"
          color={online ? 'festival' : 'gray'}
          leftSection={online && syncing ? <Loader size={10} color="festival" /> : undefined}
          // A phone's top bar leaves ~100 px beside the brand: wrap in lines between words, never
          // cut off, never mid-word: the badge is at least as wide as its longest word (with
          // `anywhere` the bar squeezed it until "Änderungen" broke as "Änderunge/n").
          tt="none"
          maw={{ base: 130, sm: 'none' }}
          h="auto"
          py={3}
          styles={{
            label: {
              whiteSpace: 'normal',
              lineHeight: 1.2,
              textAlign: 'center',
              overflowWrap: 'break-word',
              textOverflow: 'clip',
            },
          }}
        >
          {label}
        </Badge>
      )}
    </div>
  );
};
