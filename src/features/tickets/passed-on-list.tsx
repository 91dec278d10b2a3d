import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PassedOnRow } from '@/offline/db';

/** Tickets this holder passed on, and who holds them now. */
export const PassedOnList = ({ rows }: { rows: readonly PassedOnRow[] }) => {
  const { t, i18n } = useTranslation('tickets');
  if (rows.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="xs" data-testid="passed-on">
      <Title order={2} fz="lg">
        {t('passedOn.title')}
      </Title>
      {rows.map((row) => (
        <Paper key={row.uid} withBorder radius="md" p="sm">
          <Text fw={700}>
            {row.productName ?? t('year', { year: row.year })} · {row.year}
          </Text>
          <Text fz="sm">
            {t('passedOn.holder', {
              holder: row.holder,
              date: date.format(new Date(row.passedAt)),
            })}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
};
