import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OpenReport } from '@/api/contract/safety';
import { FESTIVAL_TIME_ZONE } from '@/lib/berlin-time';

const when = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: FESTIVAL_TIME_ZONE,
  }).format(new Date(iso));

const Person = ({ id, name }: { id: number; name: string }) => (
  <Anchor
    size="xs"
    renderRoot={(props) => <Link {...props} to="/user/$id" params={{ id: String(id) }} />}
  >
    {name}
  </Anchor>
);

interface ReportCardProps {
  report: OpenReport;
  handling: boolean;
  onHandled: () => void;
}

/** One open report: the message as sent, who sent it, who reported it and why. */
export const ReportCard = ({ report, handling, onHandled }: ReportCardProps) => {
  const { t, i18n } = useTranslation('safety');
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="open-report">
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          {t('sentBy')} <Person {...report.sender} /> · {when(report.message.sentAt, i18n.language)}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {report.message.content}
        </Text>
        <Text size="xs" c="dimmed">
          {t('reportedBy')} <Person {...report.reporter} /> ·{' '}
          {when(report.reportedAt, i18n.language)}
        </Text>
        <Text
          size="sm"
          fs={report.reason ? undefined : 'italic'}
          c={report.reason ? undefined : 'dimmed'}
        >
          {report.reason ?? t('noReason')}
        </Text>
        <Group justify="flex-end">
          <Button size="xs" variant="light" loading={handling} onClick={onHandled}>
            {t('markHandled')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
