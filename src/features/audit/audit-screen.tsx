import { Alert, Button, Container, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/lib/pager';
import { getAuditPage } from '@/api/audit';
import { AUDIT_KINDS, type AuditKind } from '@/api/contract/audit';
import { AuditEntryRow } from './audit-entry';
import type { AuditSearch } from './audit-search';

interface AuditScreenProps {
  search: AuditSearch;
  onSearch: (search: AuditSearch) => void;
}

const isKind = (value: string | null): value is AuditKind =>
  (AUDIT_KINDS as readonly (string | null)[]).includes(value);

/** The audit log of staff actions (issue #42), for admins: newest first, by target kind. */
export const AuditScreen = ({ search, onSearch }: AuditScreenProps) => {
  const { t } = useTranslation('audit');
  const page = search.page ?? 0;
  const log = useQuery({
    queryKey: ['audit', search.kind ?? 'all', page],
    queryFn: () => getAuditPage(page, search.kind),
    placeholderData: keepPreviousData,
  });

  return (
    <Container size="md" px="md" py="lg">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <Group align="flex-end" justify="space-between" gap="xs">
          <Select
            label={t('kindFilter')}
            data={[
              { value: 'all', label: t('allKinds') },
              ...AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })),
            ]}
            value={search.kind ?? 'all'}
            onChange={(value) => onSearch({ kind: isKind(value) ? value : undefined })}
            allowDeselect={false}
            w={200}
          />
          <Button variant="default" onClick={() => void log.refetch()} loading={log.isFetching}>
            {t('refresh')}
          </Button>
        </Group>
        {log.isPending && <Loader mx="auto" />}
        {log.isError && <Alert color="red">{t('failed')}</Alert>}
        {log.data && (
          <>
            <Text size="sm" c="dimmed">
              {t('count', { count: log.data.totalElements })}
            </Text>
            {log.data.content.length === 0 ? (
              <Text c="dimmed">{t('empty')}</Text>
            ) : (
              <Stack
                gap="xs"
                component="ul"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label={t('title')}
              >
                {log.data.content.map((entry) => (
                  <AuditEntryRow key={entry.id} entry={entry} />
                ))}
              </Stack>
            )}
            <Pager
              page={page}
              totalPages={log.data.totalPages}
              onPage={(next) => onSearch({ ...search, page: next })}
              size="sm"
              siblings={1}
            />
          </>
        )}
      </Stack>
    </Container>
  );
};
