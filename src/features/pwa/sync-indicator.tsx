import { Badge, Loader } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingCount } from '@/offline/outbox/pending-count';
import { isSyncing, subscribeSyncActivity } from '@/offline/sync/sync-activity';
import { useStoredQuery } from '@/lib/use-stored-query';

/** Offline / syncing / "n changes waiting"; renders nothing when all is saved. */
export const SyncIndicator = () => {
  const { t } = useTranslation('pwa');
  const { online } = useNetwork();
  const syncing = useSyncExternalStore(subscribeSyncActivity, isSyncing);
  const pending = useStoredQuery(pendingCount, [], 0);

  let label: string | null = null;
  if (!online) {
    label =
      pending > 0
        ? `${t('sync.offline')} · ${t('sync.pending', { count: pending })}`
        : t('sync.offline');
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
          // A phone's top bar leaves ~100 px beside the brand: wrap in lines, never cut off. A
          // word too long for a line ("Änderungen") is hyphenated where the browser knows the
          // language's rules, else broken, instead of ending in an ellipsis.
          tt="none"
          maw={{ base: 130, sm: 'none' }}
          h="auto"
          py={3}
          styles={{
            label: {
              whiteSpace: 'normal',
              lineHeight: 1.2,
              textAlign: 'center',
              hyphens: 'auto',
              overflowWrap: 'anywhere',
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
