import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getOpenReports, markReportHandled } from '@/api/safety';
import { notifySuccess } from '@/lib/notify';
import { ReportCard } from './report-card';

const REPORTS_KEY = ['management', 'reports'] as const;

/** Staff: the chat messages members reported, the longest waiting first, each to be handled. */
export const ReportsScreen = () => {
  const { t } = useTranslation('safety');
  const queryClient = useQueryClient();
  const reports = useQuery({ queryKey: REPORTS_KEY, queryFn: getOpenReports });
  const handle = useMutation({
    mutationFn: markReportHandled,
    onSuccess: () => notifySuccess(t('handledNotice')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });

  return (
    <Container size="md" px="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} fz="h2">
            {t('reportsTitle')}
          </Title>
          <Button
            variant="default"
            onClick={() => void reports.refetch()}
            loading={reports.isFetching}
          >
            {t('refresh')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('reportsIntro')}
        </Text>
        {reports.isPending && <Loader mx="auto" />}
        {reports.isError && <Alert color="red">{t('reportsFailed')}</Alert>}
        {reports.data?.length === 0 && <Text c="dimmed">{t('reportsNone')}</Text>}
        {reports.data && reports.data.length > 0 && (
          <Stack
            gap="xs"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('reportsTitle')}
          >
            {reports.data.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                handling={handle.isPending && handle.variables === report.id}
                onHandled={() => handle.mutate(report.id)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
};
