import { Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '@/lib/use-connection';
import { db } from '@/offline/db';
import { formatRelativeTime } from './relative-time';

const REFRESH_MS = 30_000;

export interface LastUpdatedProps {
  /** syncMeta dataset the screen shows: 'events', 'artists', 'venues', 'filterValues', 'favourites'. */
  dataset: string;
}

/**
 * Quiet "offline — last updated 5 minutes ago" line; shown only while offline or while the server
 * cannot be reached (never an error).
 */
export const LastUpdated = ({ dataset }: LastUpdatedProps) => {
  const { t, i18n } = useTranslation('pwa');
  const connection = useConnection();
  const meta = useLiveQuery(() => db.syncMeta.get(dataset), [dataset]);
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  if (connection === 'online') return null;
  const offline = connection === 'offline';
  const lastUpdated = meta?.lastUpdated;
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="last-updated">
      {lastUpdated == null
        ? t(offline ? 'lastUpdated.never' : 'lastUpdated.unreachableNever')
        : t(offline ? 'lastUpdated.offline' : 'lastUpdated.unreachable', {
            time: formatRelativeTime(lastUpdated, now, i18n.language),
          })}
    </Text>
  );
};
