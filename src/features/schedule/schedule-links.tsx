import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { feedLanguageOf, scheduleFeedUrls } from './feed-urls';

export interface ScheduleLinksProps {
  year: number;
  /** Keep the changelog inside the embeddable /u pages. */
  embedded: boolean;
}

/** The program for other apps: Giggity, the C3VOC feeds and the public changelog (issue #40). */
export const ScheduleLinks = ({ year, embedded }: ScheduleLinksProps) => {
  const { t, i18n } = useTranslation('schedule');
  const urls = scheduleFeedUrls(year, feedLanguageOf(i18n.language), window.location.origin);
  const changelog = `/u/changes/${year}${embedded ? '?iframe=true' : ''}`;
  return (
    <Group
      gap="xs"
      wrap="wrap"
      data-testid="schedule-links"
      component="nav"
      aria-label={t('links.title')}
    >
      <Text size="sm" c="dimmed">
        {t('links.title')}:
      </Text>
      <Anchor size="sm" href={urls.giggity} target="_blank" rel="noopener">
        {t('links.giggity')}
      </Anchor>
      <Anchor size="sm" href={urls.xml} type="application/vnd.c3voc.schedule+xml">
        {t('links.xml')}
      </Anchor>
      <Anchor size="sm" href={urls.json} type="application/json">
        {t('links.json')}
      </Anchor>
      <Anchor size="sm" href={changelog}>
        {t('links.changelog')}
      </Anchor>
    </Group>
  );
};
