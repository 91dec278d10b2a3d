import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDeskOrders } from '@/api/order-desk';
import { Pager } from '@/lib/pager';
import { ORDER_KEY } from './desk-format';
import { DeskOrderRow } from './desk-order-row';
import { ExportDialog } from './export-dialog';
import { DESK_STATUSES, orderDeskSearchSchema, type OrderDeskSearch } from './order-desk-search';

interface OrderDeskScreenProps {
  search: OrderDeskSearch;
  onSearch: (search: OrderDeskSearch) => void;
}

const isStatus = (value: string | null): value is (typeof DESK_STATUSES)[number] =>
  (DESK_STATUSES as readonly (string | null)[]).includes(value);

/** The staff order desk (issue #38): find an order by buyer, number or ticket code. */
export const OrderDeskScreen = ({ search: raw, onSearch }: OrderDeskScreenProps) => {
  const { t } = useTranslation('order-desk');
  // An old or hand-edited link opens the desk with its defaults.
  const search = orderDeskSearchSchema.parse(raw);
  const [text, setText] = useState(search.q ?? '');
  const [exporting, setExporting] = useState(false);
  const page = search.page ?? 0;
  const query = { q: search.q, status: search.status };
  const list = useQuery({
    queryKey: [...ORDER_KEY, 'list', query, page],
    queryFn: () => getDeskOrders(page, query),
    placeholderData: keepPreviousData,
  });

  return (
    <Container size="md" px="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Group gap="xs">
            <Button variant="default" onClick={() => void list.refetch()} loading={list.isFetching}>
              {t('refresh')}
            </Button>
            <Button variant="light" onClick={() => setExporting(true)}>
              {t('export.open')}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            onSearch({ ...search, q: text.trim() || undefined, page: undefined });
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={200}
              type="search"
            />
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <Select
                label={t('status.label')}
                data={[
                  { value: 'all', label: t('status.all') },
                  ...DESK_STATUSES.map((status) => ({
                    value: status,
                    label: t(`status.${status}`),
                  })),
                ]}
                value={search.status ?? 'all'}
                onChange={(value) =>
                  onSearch({
                    ...search,
                    status: isStatus(value) ? value : undefined,
                    page: undefined,
                  })
                }
                allowDeselect={false}
                style={{ flex: 1 }}
              />
              <Button type="submit">{t('search.submit')}</Button>
            </Group>
          </Stack>
        </form>
        {list.isPending && <Loader mx="auto" />}
        {list.isError && <Alert color="red">{t('failed')}</Alert>}
        {list.data && (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {list.data.totalElements === 0
                ? t('empty')
                : t('count', { count: list.data.totalElements })}
            </Text>
            <Stack
              gap="xs"
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('title')}
            >
              {list.data.content.map((order) => (
                <li key={order.uid}>
                  <DeskOrderRow order={order} />
                </li>
              ))}
            </Stack>
            <Pager
              size="sm"
              siblings={1}
              page={page}
              totalPages={list.data.totalPages}
              onPage={(next) => onSearch({ ...search, page: next })}
            />
          </>
        )}
      </Stack>
      <ExportDialog opened={exporting} onClose={() => setExporting(false)} query={query} />
    </Container>
  );
};
