import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedStatus } from '@/api/contract/calendar';
import { describeFailure } from '@/api/client';
import { formatEventDateLong } from '@/lib/berlin-time';
import {
  createCalendarFeed,
  getCalendarFeedStatus,
  revokeCalendarFeed,
} from '../api/calendar-feed';
import { FeedLink } from './feed-link';

type Busy = 'create' | 'revoke' | null;
type Notice = 'revoked' | 'failed' | null;

/** The personal iCal feed: create (or renew) a secret link, copy it, revoke it. Online only. */
export const CalendarSubscription = () => {
  const { t, i18n } = useTranslation('timetable');
  const headingId = useId();
  const { online } = useNetwork();
  const [status, setStatus] = useState<CalendarFeedStatus | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    if (!online) return;
    let current = true;
    getCalendarFeedStatus().then(
      (next) => current && setStatus(next),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [online]);

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    setBusy(kind);
    setNotice(null);
    try {
      await action();
    } catch (error) {
      // Answers with a message are shown by the API client already; this covers no answer.
      if (describeFailure(error).status === null) setNotice('failed');
    } finally {
      setBusy(null);
    }
  };
  const create = () =>
    run('create', async () => {
      const { url } = await createCalendarFeed();
      setLink(url);
      setStatus({ active: true, createdAt: new Date().toISOString() });
    });
  const revoke = () =>
    run('revoke', async () => {
      await revokeCalendarFeed();
      setLink(null);
      setStatus({ active: false, createdAt: null });
      setNotice('revoked');
    });

  const active = link !== null || status?.active === true;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          {t('subscribe.title')}
        </Title>
        <Text fz="sm">{t('subscribe.text')}</Text>
        {link === null && status?.createdAt && (
          <Text fz="sm" c="dimmed">
            {t('subscribe.active', {
              date: formatEventDateLong(status.createdAt, i18n.language),
            })}
          </Text>
        )}
        {link !== null && <FeedLink url={link} />}
        <Group gap="sm">
          <Button onClick={create} loading={busy === 'create'} disabled={!online || busy !== null}>
            {active ? t('subscribe.renew') : t('subscribe.button')}
          </Button>
          {active && (
            <Button
              variant="outline"
              color="red"
              onClick={revoke}
              loading={busy === 'revoke'}
              disabled={!online || busy !== null}
            >
              {t('subscribe.revoke')}
            </Button>
          )}
        </Group>
        {!online && (
          <Text fz="sm" c="dimmed">
            {t('subscribe.offline')}
          </Text>
        )}
        <div role="status">
          {notice === 'revoked' && <Text fz="sm">{t('subscribe.revoked')}</Text>}
          {notice === 'failed' && (
            <Text fz="sm" c="var(--mantine-color-error)">
              {t('subscribe.failed')}
            </Text>
          )}
        </div>
      </Stack>
    </Paper>
  );
};
