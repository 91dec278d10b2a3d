import { Alert, Anchor, Card, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getChangelog } from '@/api/schedule';
import { ChangeItem } from './change-item';
import { feedLanguageOf, scheduleFeedUrls } from './feed-urls';
import { ScheduleLinks } from './schedule-links';

const dateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    // 24-hour in every language, as the festival prints its times.
    hourCycle: 'h23',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));

/** The public changelog of an edition (issue #40): every version, newest first, as pretalx's. */
export const ChangelogScreen = ({ year, embedded }: { year: number; embedded: boolean }) => {
  const { t, i18n } = useTranslation('schedule');
  const log = useQuery({
    queryKey: ['schedule-changelog', year],
    queryFn: () => getChangelog(year),
  });
  const urls = scheduleFeedUrls(year, feedLanguageOf(i18n.language), window.location.origin);
  return (
    <Container size="sm" px="md" py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('page.title', { year })}
        </Title>
        <Text c="dimmed">{t('page.intro')}</Text>
        <ScheduleLinks year={year} embedded={embedded} changelog={false} />
        <Anchor href={urls.atom} type="application/atom+xml" size="sm">
          {t('page.atom')}
        </Anchor>
        {log.isPending && <Loader aria-label={t('page.title', { year })} />}
        {log.isError && <Alert color="red">{t('page.loadFailed')}</Alert>}
        {log.data?.releases.length === 0 && <Text>{t('page.empty')}</Text>}
        {log.data?.releases.map((release) => (
          <Card key={release.version} withBorder id={`v${release.version}`} component="section">
            <Stack gap="sm">
              <div>
                <Title order={2} fz="lg">
                  {t('page.version', { version: release.version })}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('page.releasedAt', { when: dateTime(release.createdAt, i18n.language) })}
                </Text>
              </div>
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {release.changes.map((change) => (
                  <ChangeItem key={`${change.eventGuid}-${change.kind}`} change={change} />
                ))}
              </Stack>
            </Stack>
          </Card>
        ))}
      </Stack>
    </Container>
  );
};
