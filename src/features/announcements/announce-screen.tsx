import {
  Button,
  Container,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendAnnouncement } from '@/api/announcements';
import {
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementAudience,
  type AnnouncementLevel,
} from '@/api/contract/announcements';
import { CAPTION_MAX } from '@/api/contract/feed';
import { ROLES, type Role } from '@/api/contract/roles';
import { getVenueNames } from '@/api/management';
import { notifySuccess } from '@/lib/notify';

type AudienceKind = AnnouncementAudience['kind'];

/** Who hears it, or null while the venue or role is still to be chosen. */
const audienceOf = (
  kind: AudienceKind,
  venueId: string | null,
  role: string | null,
): AnnouncementAudience | null => {
  if (kind === 'everyone') return { kind };
  if (kind === 'venue') return venueId ? { kind, venueId: Number(venueId) } : null;
  return role ? { kind, role: role as Role } : null;
};

/** Issue #37: staff write an announcement, choose its audience and level, and send it. */
export const AnnounceScreen = () => {
  const { t } = useTranslation('announcements');
  const { t: tm } = useTranslation('management');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [kind, setKind] = useState<AudienceKind>('everyone');
  const [venueId, setVenueId] = useState<string | null>(null);
  const [role, setRole] = useState<string | null>(null);
  const [level, setLevel] = useState<AnnouncementLevel>('normal');
  const [busy, setBusy] = useState(false);
  const [sentPost, setSentPost] = useState<number | null>(null);
  const venues = useQuery({
    queryKey: ['management', 'venue-names'],
    queryFn: getVenueNames,
    enabled: kind === 'venue',
  });
  const audience = audienceOf(kind, venueId, role);
  const ready = title.trim() !== '' && text.trim() !== '' && audience !== null;

  const send = () => {
    if (!audience) return;
    setBusy(true);
    sendAnnouncement({ title: title.trim(), text: text.trim(), audience, level })
      .then((sent) => {
        notifySuccess(t('sent', { count: sent.queued }));
        setSentPost(sent.postId);
        setTitle('');
        setText('');
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Container size="sm" px="md" py="lg">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('compose.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('compose.intro')}
        </Text>
        <TextInput
          label={t('compose.heading')}
          value={title}
          maxLength={ANNOUNCEMENT_TITLE_MAX}
          required
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Textarea
          label={t('compose.text')}
          description={t('compose.textLength', { count: text.length, max: CAPTION_MAX })}
          value={text}
          maxLength={CAPTION_MAX}
          autosize
          minRows={3}
          required
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="announce-audience">
            {t('compose.audience')}
          </Text>
          <SegmentedControl
            aria-labelledby="announce-audience"
            value={kind}
            onChange={(value) => setKind(value)}
            data={[
              { value: 'everyone', label: t('audience.everyone') },
              { value: 'venue', label: t('audience.venue') },
              { value: 'role', label: t('audience.role') },
            ]}
          />
        </Stack>
        {kind === 'venue' && (
          <Select
            label={t('compose.venue')}
            description={t('compose.venueHint')}
            data={(venues.data ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
            value={venueId}
            onChange={setVenueId}
            searchable
            required
          />
        )}
        {kind === 'role' && (
          <Select
            label={t('compose.role')}
            data={ROLES.map((r) => ({ value: r, label: tm(`roles.${r}`) }))}
            value={role}
            onChange={setRole}
            required
          />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="announce-level">
            {t('compose.level')}
          </Text>
          <SegmentedControl
            aria-labelledby="announce-level"
            value={level}
            color={level === 'urgent' ? 'red' : undefined}
            onChange={(value) => setLevel(value)}
            data={[
              { value: 'normal', label: t('level.normal') },
              { value: 'urgent', label: t('level.urgent') },
            ]}
          />
          <Text size="xs" c="dimmed">
            {t(level === 'urgent' ? 'compose.urgentHint' : 'compose.normalHint')}
          </Text>
        </Stack>
        <Button
          onClick={send}
          loading={busy}
          disabled={!ready}
          color={level === 'urgent' ? 'red' : undefined}
        >
          {t('compose.send')}
        </Button>
        {sentPost !== null && (
          <Paper withBorder radius="md" p="sm" data-testid="announcement-sent">
            <Text size="sm">
              {t('compose.inFeed')}{' '}
              <Link to="/feed" hash={`post-${sentPost}`}>
                {t('compose.openFeed')}
              </Link>
            </Text>
          </Paper>
        )}
      </Stack>
    </Container>
  );
};
