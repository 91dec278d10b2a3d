import {
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EventDetails } from './event-details';
import { eventLinks, type EventLinks, type EventMode } from './event-links';
import { IconArrowLeft } from './icons';
import { parseEventId } from './event-id';
import { useEventDetail } from './use-event-detail';

export interface EventScreenProps {
  /** The raw route parameter; anything but a positive id shows the not-found text. */
  eventId: string;
  mode: EventMode;
  /** `?iframe=true`: artist tiles link to the public profiles (spec §2). */
  iframe?: boolean;
  /** Slot for notices such as the offline "last updated" line. */
  notice?: ReactNode;
}

const LoadingEvent = () => (
  <Stack gap="md" aria-hidden="true" data-testid="event-loading">
    <Skeleton h={200} radius="lg" />
    <Skeleton h={20} w={110} />
    <Skeleton h={36} w="80%" />
    <Skeleton h={18} w="60%" />
    <Group gap="xs">
      <Skeleton h={34} w={120} radius="xl" />
      <Skeleton h={34} w={200} radius="xl" />
      <Skeleton h={34} w={110} radius="xl" />
    </Group>
  </Stack>
);

const Missing = ({ title, text, links }: { title: string; text: string; links: EventLinks }) => {
  const { t } = useTranslation('event');
  return (
    <Stack align="flex-start" gap="sm" py="xl">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      <Button component={Link} to={links.program} mt="sm">
        {t('toProgram')}
      </Button>
    </Stack>
  );
};

/** Single event (spec §2), in the member layout or the public embeddable /u pages. */
export const EventScreen = ({ eventId, mode, iframe = false, notice }: EventScreenProps) => {
  const { t } = useTranslation('event');
  const id = parseEventId(eventId);
  const links = eventLinks(mode, iframe, id ?? undefined);
  const detail = useEventDetail(id);
  const isPublic = mode === 'public';

  return (
    <Container size="md" px={isPublic ? 'md' : 0} py={isPublic ? 'lg' : 0}>
      <Stack gap="md">
        <Anchor component={Link} to={links.program} fw={600} size="sm" w="fit-content">
          <Group gap={6} wrap="nowrap" component="span">
            <IconArrowLeft size={16} />
            {t('backToProgram')}
          </Group>
        </Anchor>
        {notice}
        {detail.status === 'loading' && (
          <>
            <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
            <LoadingEvent />
          </>
        )}
        {detail.status === 'found' && <EventDetails event={detail.event} links={links} />}
        {detail.status === 'notFound' && (
          <Missing title={t('notFound.title')} text={t('notFound.text')} links={links} />
        )}
        {detail.status === 'unavailable' && (
          <Missing title={t('unavailable.title')} text={t('unavailable.text')} links={links} />
        )}
        {detail.status === 'withdrawn' && (
          <Missing
            title={t('withdrawn.title')}
            text={t('withdrawn.text', { title: detail.title })}
            links={links}
          />
        )}
      </Stack>
    </Container>
  );
};
