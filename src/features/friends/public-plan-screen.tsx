import {
  Alert,
  Badge,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getPublicPlan } from '@/api/public-plan';
import { berlinDayKey, formatDayHeading, formatTime } from '@/lib/berlin-time';
import { useWeekdayName } from '@/lib/use-weekday-name';

const Page = ({ children }: { children: ReactNode }) => (
  <Container size="sm" px="md" py="lg">
    {children}
  </Container>
);

/** /u/plan/{token}: someone's saved events, read-only, no login; `iframe` drops the heading. */
export const PublicPlanScreen = ({ token, iframe }: { token: string; iframe: boolean }) => {
  const { t } = useTranslation('friends');
  // Inline, not useWhen: a module shared with My Timetable would be one more chunk to list.
  const weekdayName = useWeekdayName();
  const when = (iso: string) =>
    `${formatDayHeading(berlinDayKey(iso), weekdayName)} ${formatTime(iso)}`;
  const plan = useQuery({
    queryKey: ['public-plan', token],
    queryFn: () => getPublicPlan(token),
    retry: false,
  });
  if (plan.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (!plan.data) {
    return (
      <Page>
        <Alert color="gray" data-testid="plan-not-shared" title={t('public.goneTitle')}>
          {t('public.gone')}
        </Alert>
      </Page>
    );
  }
  const { name, events } = plan.data;
  return (
    <Page>
      <Stack gap="md" data-testid="public-plan">
        {!iframe && (
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {name ? t('public.title', { name }) : t('public.titleNoName')}
          </Title>
        )}
        {events.length === 0 && <Text c="dimmed">{t('public.empty')}</Text>}
        {events.map((event) => (
          <Paper key={event.id} withBorder radius="md" p="sm" component="article">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fz="sm" c="dimmed" fw={700}>
                  {when(event.dateTime)}
                  {event.end ? ` – ${formatTime(event.end)}` : ''}
                </Text>
                <Text fw={700}>{event.title}</Text>
                <Text fz="sm">{event.venueName ?? t('tba')}</Text>
              </Stack>
              {event.priority !== 'none' && (
                <Badge color={event.priority === 'must' ? 'red' : 'yellow'} variant="light">
                  {t(`priority.${event.priority}`)}
                </Badge>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </Page>
  );
};
