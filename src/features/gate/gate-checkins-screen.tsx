import {
  Alert,
  Container,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/lib/pager';
import { readGateList } from '@/offline/gate/gate-list';
import { useGateScans } from './use-gate-stats';

type Outcome = 'checkin' | 'conflict';

/**
 * /gate/checkins: the staff list of check-ins and of conflicts (one ticket admitted at two gates
 * while they were offline: the first counts, the second shows here with both gates and times).
 */
export const GateCheckinsScreen = () => {
  const { t, i18n } = useTranslation('gate');
  const list = useLiveQuery(readGateList, [], undefined);
  const [outcome, setOutcome] = useState<Outcome>('checkin');
  const [page, setPage] = useState(0);
  const scans = useGateScans(list?.year, outcome, page);
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Berlin',
  });
  const pages = scans.data ? Math.ceil(scans.data.totalElements / scans.data.size) : 0;
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('checkins.title')}
        </Title>
        <SegmentedControl
          value={outcome}
          onChange={(value) => {
            setOutcome(value);
            setPage(0);
          }}
          data={[
            { value: 'checkin', label: t('checkins.checkins') },
            { value: 'conflict', label: t('checkins.conflicts') },
          ]}
        />
        {list === null && <Alert color="yellow">{t('list.none')}</Alert>}
        {scans.isError && <Alert color="yellow">{t('checkins.offline')}</Alert>}
        {scans.isPending && list && <Loader size="sm" aria-label={t('loading')} />}
        {scans.data && scans.data.content.length === 0 && (
          <Paper withBorder p="md" radius="md">
            <Text>{outcome === 'checkin' ? t('checkins.none') : t('checkins.noConflicts')}</Text>
          </Paper>
        )}
        {scans.data && scans.data.content.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} data-testid={`gate-${outcome}-list`}>
            {scans.data.content.map((row) => (
              <Paper
                key={row.id}
                component="li"
                withBorder
                radius="md"
                p="sm"
                style={{ listStyle: 'none' }}
              >
                <Text fw={700}>{row.holder ?? t('unknownHolder')}</Text>
                {row.productName && <Text fz="sm">{row.productName}</Text>}
                <Text fz="sm">
                  {outcome === 'conflict' ? t('checkins.second') : t('checkins.at')}: {row.gate} ·{' '}
                  {time.format(new Date(row.scannedAt))}
                </Text>
                {row.first && (
                  <Text fz="sm" c="dimmed">
                    {t('checkins.first')}: {row.first.gate} ·{' '}
                    {time.format(new Date(row.first.scannedAt))}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
        )}
        <Pager page={page} totalPages={pages} onPage={setPage} />
      </Stack>
    </Container>
  );
};
