import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGateStats } from './use-gate-stats';

const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Paper withBorder radius="md" p="sm">
    <Text fz="xs" c="dimmed">
      {label}
    </Text>
    <Text fz="xl" fw={800} data-testid={testId}>
      {value}
    </Text>
  </Paper>
);

/** This gate's own count (offline too) and, when online, the live totals of every gate. */
export const GateCounts = ({
  year,
  gateName,
  admittedHere,
  queued,
}: {
  year: number;
  gateName: string;
  admittedHere: number;
  queued: number;
}) => {
  const { t, i18n } = useTranslation('gate');
  const stats = useGateStats(year);
  const number = new Intl.NumberFormat(i18n.language);
  const total = stats.data;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure
          label={t('counts.here', { gate: gateName })}
          value={number.format(admittedHere)}
          testId="gate-count-here"
        />
        <Figure label={t('counts.queued')} value={number.format(queued)} testId="gate-queued" />
        <Figure
          label={t('counts.total')}
          value={
            total ? `${number.format(total.checkedIn)} / ${number.format(total.tickets)}` : '–'
          }
          testId="gate-count-total"
        />
        <Figure
          label={t('counts.conflicts')}
          value={total ? number.format(total.conflicts) : '–'}
          testId="gate-count-conflicts"
        />
      </SimpleGrid>
      {total && total.gates.length > 0 && (
        <Group gap="xs" aria-label={t('counts.perGate')}>
          {total.gates.map((gate) => (
            <Text key={gate.gate} fz="sm" c="dimmed">
              {t('counts.gate', { gate: gate.gate, count: gate.checkins })}
            </Text>
          ))}
        </Group>
      )}
    </Stack>
  );
};
