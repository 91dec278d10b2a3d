import { Container, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/lib/pager';
import { LOBBY_DEBOUNCE_MS, type LobbySortOption } from '@/api/contract/lobby';
import { getLobbyPage } from '@/api/lobby';
import { LobbyGrid } from './lobby-grid';
import {
  countKind,
  defaultSortOf,
  lobbyRequest,
  sortOptionsOf,
  type LobbyVariant,
} from './lobby-rules';
import { LockedNotice } from './locked-notice';
import { TagFilter } from './tag-filter';

export interface LobbyScreenProps {
  variant: LobbyVariant;
  /** The chosen tag (/lobby/{tagId}), or null. */
  tagId: number | null;
  onTagChange: (tagId: number | null) => void;
}

const SORT_LABELS: Record<LobbySortOption, string> = {
  recommended: 'sort.recommended',
  az: 'sort.az',
  za: 'sort.za',
};

/** Spec §2 Lobby (and /lobbyOld): tags, search, sort, count, paginated cards. */
export const LobbyScreen = ({ variant, tagId, onTagChange }: LobbyScreenProps) => {
  const { t } = useTranslation('lobby');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, LOBBY_DEBOUNCE_MS);
  const [sort, setSort] = useState<LobbySortOption>(defaultSortOf(variant));
  const [debouncedSort] = useDebouncedValue(sort, LOBBY_DEBOUNCE_MS);
  const request = useMemo(
    () => lobbyRequest(debouncedSort, debouncedSearch, tagId),
    [debouncedSort, debouncedSearch, tagId],
  );
  // A new search, sort or tag starts again at the first page.
  const [paging, setPaging] = useState({ request, page: 0 });
  const page = paging.request === request ? paging.page : 0;
  const setPage = (next: number) => setPaging({ request, page: next });
  const lobby = useQuery({
    queryKey: ['lobby', 'page', page, request],
    queryFn: ({ signal }) => getLobbyPage(page, request, signal),
  });
  const total = lobby.data?.totalElements ?? null;
  const totalPages = lobby.data?.totalPages ?? 0;

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('heading')}</Text>
        </Stack>
        <LockedNotice />
        <TagFilter selected={tagId} onChange={onTagChange} />
        <TextInput
          type="search"
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Group justify="space-between" align="center" wrap="nowrap">
          <Text size="sm" fw={600} role="status" aria-live="polite">
            {total === null
              ? '\u00a0'
              : t(
                  countKind(debouncedSort, debouncedSearch, tagId) === 'recommended'
                    ? 'countRecommended'
                    : 'countFound',
                  { count: total },
                )}
          </Text>
          <Select
            aria-label={t('sortLabel')}
            w={150}
            allowDeselect={false}
            data={sortOptionsOf(variant).map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
            value={sort}
            onChange={(value) => value && setSort(value)}
          />
        </Group>
        <LobbyGrid
          page={lobby.data}
          failed={lobby.isError}
          search={debouncedSearch}
          tagId={tagId}
          showOwn={page === 0}
        />
        <Pager
          page={page}
          totalPages={totalPages}
          onPage={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
          siblings={0}
        />
      </Stack>
    </Container>
  );
};
