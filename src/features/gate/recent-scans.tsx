import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMITTING_VERDICTS } from '@/api/contract/gate';
import type { GateScanRow } from '@/offline/db';

/** This device's last scans, newest first. */
export const RecentScans = ({ scans }: { scans: readonly GateScanRow[] }) => {
  const { t, i18n } = useTranslation('gate');
  if (scans.length === 0) return null;
  const time = new Intl.DateTimeFormat(i18n.language, {
    timeStyle: 'medium',
    timeZone: 'Europe/Berlin',
  });
  return (
    <Stack gap={4}>
      <Title order={2} fz="md">
        {t('recent')}
      </Title>
      {scans.map((scan) => (
        <Group key={scan.id} justify="space-between" wrap="nowrap" data-testid="gate-recent">
          <Text fz="sm" truncate>
            {time.format(new Date(scan.scannedAt))} · {scan.holder ?? t('unknownHolder')}
          </Text>
          <Badge color={ADMITTING_VERDICTS.includes(scan.verdict) ? 'teal' : 'red'} variant="light">
            {t(`verdicts.${scan.verdict}`)}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
};
