import { Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/lib/pager';

interface ListBodyProps<T> {
  list: UseQueryResult<{ content: T[]; totalElements: number; totalPages: number }>;
  label: string;
  page: number;
  onPage: (page: number) => void;
  /** Beside the found count, e.g. the add button. */
  action?: ReactNode;
  /** Between the count and the rows, e.g. a legend. */
  legend?: ReactNode;
  renderRow: (item: T) => ReactNode;
}

/** The found count, loading and empty states, the rows as a list and the pager of a management list. */
export const ListBody = <T,>({
  list,
  label,
  page,
  onPage,
  action,
  legend,
  renderRow,
}: ListBodyProps<T>) => {
  const { t } = useTranslation('management');
  return (
    <>
      <Group justify="space-between" gap="sm">
        <Text size="sm" aria-live="polite">
          {list.data ? t('list.found', { count: list.data.totalElements }) : ''}
        </Text>
        {action}
      </Group>
      {legend}
      {list.isPending && <Loader mx="auto" />}
      {list.data?.content.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
        {list.data?.content.map(renderRow)}
      </Stack>
      <Pager
        size="sm"
        siblings={1}
        page={page}
        totalPages={list.data?.totalPages ?? 0}
        onPage={onPage}
      />
    </>
  );
};
