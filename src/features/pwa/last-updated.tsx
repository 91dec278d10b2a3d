import { Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredQuery } from '@/lib/use-stored-query';
import { formatRelativeTime } from './relative-time';

const REFRESH_MS = 30_000;

export interface LastUpdatedProps {
  /** syncMeta dataset the screen shows: 'events', 'artists', 'venues', 'filterValues', 'favourites'. */
  dataset: string;
}

/** Quiet "offline — last updated 5 minutes ago" line; shown only while offline (never an error). */
export const LastUpdated = ({ dataset }: LastUpdatedProps) => {
  const { t } = useTranslation('pwa');
  const { online } = useNetwork();
  const meta = useStoredQuery((db) => db.syncMeta.get(dataset), [dataset]);
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  if (online) return null;
  const lastUpdated = meta?.lastUpdated;
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="last-updated">
      {lastUpdated == null
        ? t('lastUpdated.never')
        : t('lastUpdated.offline', {
            time: formatRelativeTime(lastUpdated, now, t),
          })}
    </Text>
  );
};
