import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { feedLanguageOf, scheduleFeedUrls } from './feed-urls';

export interface ScheduleLinksProps {
  /** The edition the links name; nothing shows until it is known. */
  year: number | undefined;
  /** Keep the changelog inside the embeddable /u pages. */
  embedded: boolean;
  /** Whether to link the changelog (not on the changelog page itself). */
  changelog?: boolean;
}

/**
 * The program for other apps: Giggity, the C3VOC feeds and the public changelog (issue #40).
 * Its texts come with the route texts (schedule namespace); until they are there it shows nothing.
 */
export const ScheduleLinks = ({ year, embedded, changelog = true }: ScheduleLinksProps) => {
  const { t, i18n, ready } = useTranslation('schedule');
  if (!ready || year === undefined) return null;
  const urls = scheduleFeedUrls(year, feedLanguageOf(i18n.language), window.location.origin);
  return (
    <Group gap="xs" data-testid="schedule-links" component="nav" aria-label={t('links.title')}>
      <Text size="sm" c="dimmed">
        {t('links.title')}:
      </Text>
      <Anchor size="sm" href={urls.giggity} target="_blank" rel="noopener">
        {t('links.giggity')}
      </Anchor>
      <Anchor size="sm" href={urls.xml}>
        {t('links.xml')}
      </Anchor>
      <Anchor size="sm" href={urls.json}>
        {t('links.json')}
      </Anchor>
      {changelog && (
        <Anchor size="sm" href={`/u/changes/${year}${embedded ? '?iframe=true' : ''}`}>
          {t('links.changelog')}
        </Anchor>
      )}
    </Group>
  );
};
