import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { IconBell } from '@/lib/icons';
import { useLatestAnnouncement } from './use-latest-announcement';

/**
 * The newest announcement for the member until they close it (issue #37): on every member
 * screen, red and filled when urgent. The full post stays in the feed.
 */
export const AnnouncementBanner = ({ userId }: { userId: number }) => {
  const { t } = useTranslation('announcements');
  const { announcement, dismiss } = useLatestAnnouncement(userId);
  if (!announcement) return null;
  const urgent = announcement.level === 'urgent';

  return (
    <Alert
      mb="sm"
      radius="md"
      color={urgent ? 'red' : 'blue'}
      variant={urgent ? 'filled' : 'light'}
      icon={<IconBell size={20} />}
      title={`${t(urgent ? 'banner.urgent' : 'banner.normal')}: ${announcement.title}`}
      role={urgent ? 'alert' : 'status'}
      withCloseButton
      closeButtonLabel={t('banner.close')}
      onClose={() => dismiss(announcement.postId)}
      data-testid="announcement-banner"
      data-level={announcement.level}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {announcement.text}
      </Text>
      <Anchor
        component={Link}
        to="/feed"
        hash={`post-${announcement.postId}`}
        size="sm"
        c="inherit"
        td="underline"
      >
        {t('banner.inFeed')}
      </Anchor>
    </Alert>
  );
};
