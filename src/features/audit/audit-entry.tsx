import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@/api/contract/audit';
import { FESTIVAL_TIME_ZONE } from '@/lib/berlin-time';

const when = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: FESTIVAL_TIME_ZONE,
  }).format(new Date(iso));

/** One staff action: what, to which target, by whom, when, and its short summary. */
export const AuditEntryRow = ({ entry }: { entry: AuditEntry }) => {
  const { t, i18n } = useTranslation('audit');
  const actor = entry.actorName ?? t('deletedAccount');
  // An announcement's target id is the account it went to.
  const announcement = entry.targetKind === 'announcement';
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="audit-entry">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} size="sm">
            {t(`action.${entry.action}`)}
          </Text>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {t(`kind.${entry.targetKind}`)}
            {entry.targetId === null || announcement ? '' : ` #${entry.targetId}`}
          </Badge>
        </Group>
        {announcement && entry.targetId !== null && (
          <Text size="sm" c="dimmed">
            {t('recipient', { id: entry.targetId })}
          </Text>
        )}
        {entry.summary && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.summary}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('by', { name: actor, id: entry.actorId, when: when(entry.at, i18n.language) })}
        </Text>
      </Stack>
    </Paper>
  );
};
